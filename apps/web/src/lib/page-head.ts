import { useEffect } from 'react';
import { showContentTitle } from './document-title.ts';
import { isServer } from './render-environment.ts';

/** What a page says about itself beyond its route's name (entry-server.tsx writes it into the head). */
export interface PageHead {
  /** The content's own title (a news item's); the brand is added. */
  title?: string;
  /** The meta description. */
  description?: string;
  /** The picture a shared link shows (Open Graph). */
  image?: string;
  /** Open Graph type: a news item is an article. */
  type?: 'article';
  /** schema.org objects for the JSON-LD of the page. */
  jsonLd?: object[];
  /** The page's canonical path when its query says more than which page it is (the hotel list's). */
  canonical?: string;
  /** What the address names does not exist: the server answers 404, and nothing names it canonical. */
  notFound?: boolean;
  /** The address is another page's (a hotel's code alone, its home's): the server answers 301 there. */
  movedTo?: string;
}

let collecting: PageHead | undefined;

/**
 * Starts collecting what the pages of one server render say (the render is synchronous, so one
 * collection at a time); the answer reads the collection after the render.
 */
export function collectPageHead(): () => PageHead {
  const head: PageHead = {};
  collecting = head;
  return () => {
    if (collecting === head) collecting = undefined;
    return head;
  };
}

/**
 * A page names its title, description, picture and structured data. On the server they go into
 * the rendered head; in the browser the title and description follow the page shown, and the
 * previous description comes back when it leaves. Empty values change nothing.
 */
export function usePageHead({
  title,
  description,
  image,
  type,
  jsonLd,
  canonical,
  notFound,
  movedTo,
}: PageHead): void {
  if (isServer && collecting) {
    if (title) collecting.title = title;
    if (description) collecting.description = description;
    if (image) collecting.image = image;
    if (type) collecting.type = type;
    if (jsonLd) collecting.jsonLd = [...(collecting.jsonLd ?? []), ...jsonLd];
    if (canonical) collecting.canonical = canonical;
    if (notFound) collecting.notFound = true;
    if (movedTo) collecting.movedTo = movedTo;
  }

  useEffect(() => (title ? showContentTitle(title) : undefined), [title]);

  useEffect(() => {
    if (!description) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const meta = tag;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}

/**
 * What only the server writes into the head for the page it rendered: its canonical link, Open
 * Graph tags and JSON-LD. Once the guest moves to another page in the browser they describe a page
 * no longer shown, so they go (title and description follow the page, above).
 */
export function dropServerPageHead(): void {
  for (const tag of document.head.querySelectorAll(
    'link[rel="canonical"], meta[property^="og:"], script[type="application/ld+json"]',
  )) {
    tag.remove();
  }
}
