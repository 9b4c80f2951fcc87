import { escapeHtml, jsonForScript } from '@hotel/shared/html';

/** HTML of a page's head: escaped text, and JSON-LD that no content can break out of. */
export interface HeadFields {
  title: string;
  description: string;
  /** None on a not-found page: no address is its own, and it asks not to be indexed. */
  canonical: string | undefined;
  /** Open Graph type: website, or article for news. */
  type: 'website' | 'article';
  image: string | undefined;
  siteName: string;
  jsonLd: readonly object[];
}

export function headTags(head: HeadFields): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />` : '';
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.canonical
      ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`
      : '<meta name="robots" content="noindex" />',
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', 'zh_CN'),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}
