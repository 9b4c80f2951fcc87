import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import styles from './rich-content.module.css';

interface RichContentProps {
  /** Content HTML as the content service serves it. */
  html: string;
  className?: string;
  /**
   * The level the content's highest heading takes, when the content comes right under the page's
   * title (2): an author's h3 must not follow the page's h1. Unset, headings are as written.
   */
  headingsFrom?: 2;
}

/** An in-site path (`/joinIn`), not a protocol-relative or outside address. */
function sitePathOf(anchor: HTMLAnchorElement): string | undefined {
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//') || anchor.target === '_blank') return undefined;
  return href;
}

/** Content HTML with its headings moved, in step, so that the highest is of level `top`. */
export function withHeadingsFrom(html: string, top: number): string {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map(([, level]) => Number(level));
  if (levels.length === 0) return html;
  const shift = top - Math.min(...levels);
  if (shift === 0) return html;
  return html.replace(
    /<(\/?)h([1-6])(?=[\s>])/g,
    (_, close: string, level: string) => `<${close}h${Math.min(6, Number(level) + shift)}`,
  );
}

/**
 * Renders content HTML (news bodies, About-us tabs, footer pages, offers). Every such field is
 * sanitised on the server before it is stored and again before it is served
 * (apps/server/src/lib/sanitize.ts: no script, style, event handler or javascript: URL survives),
 * so it is set as HTML here as it is. Never pass HTML that did not come from our server.
 *
 * Links inside the content that point into the site go through the router instead of reloading.
 */
export function RichContent({ html, className, headingsFrom }: RichContentProps) {
  const navigate = useNavigate();

  const followSiteLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const to = anchor ? sitePathOf(anchor) : undefined;
    if (!to) return;
    event.preventDefault();
    navigate(to);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only catches clicks bubbling from the links inside, which are keyboard-reachable themselves
    <div
      className={[styles.richContent, className].filter(Boolean).join(' ')}
      onClick={followSiteLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised content HTML, see above
      dangerouslySetInnerHTML={{ __html: headingsFrom ? withHeadingsFrom(html, headingsFrom) : html }}
    />
  );
}
