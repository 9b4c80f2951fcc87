import type { contentPages } from '../db/schema/content.ts';
import { sanitizeContent } from '../lib/sanitize.ts';
import { aboutPages } from './pages/about.ts';
import { footerPages } from './pages/footer.ts';
import { sitePages } from './pages/site.ts';

/** Every content page, its HTML sanitised as the schema promises (also HTML kept inside `data`). */
export function contentPageRows(): (typeof contentPages.$inferInsert)[] {
  const pages = [...aboutPages(), ...footerPages(), ...sitePages()];
  const keys = new Set<string>();
  return pages.map((page) => {
    if (keys.has(page.key)) throw new Error(`content page ${page.key} twice`);
    keys.add(page.key);
    return {
      key: page.key,
      title: page.title,
      content: sanitizeContent(page.content),
      data: sanitizeNestedHtml(page.data ?? {}),
    };
  });
}

/** `…Html` fields of the structured extras are HTML too (the property-management detail). */
function sanitizeNestedHtml(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string' && key.endsWith('Html')) out[key] = sanitizeContent(value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = sanitizeNestedHtml(value as Record<string, unknown>);
    } else out[key] = value;
  }
  return out;
}
