import { useEffect, useState } from 'react';
import { deepest, showContentTitle } from './document-title.ts';
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

/** Ranks in the order the pages mount: a layout's is below the pages inside it (document-title.ts). */
let mounted = 0;
/** The descriptions the pages shown name, by rank; the deepest is shown. */
const descriptions = new Map<number, string>();
/** The description the head had before a page named one (index.html's, or the server's). */
let firstDescription: string | undefined;

function showDescription(): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  firstDescription ??= tag.content;
  tag.content = deepest(descriptions) ?? firstDescription;
}

/**
 * A page names its title, description, picture and structured data. On the server they go into
 * the rendered head, the page rendered last (the deepest) having the last word; in the browser the
 * title and description follow the pages shown, the deepest one's, as on the server, and the
 * description before them comes back when they leave. Empty values change nothing.
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

  // A layout renders before the pages inside it, so it mounts with the lower rank. (Effects run the
  // other way, the page's first: the last one run is not the page's.)
  const [rank] = useState(() => ++mounted);

  useEffect(() => (title ? showContentTitle(rank, title) : undefined), [rank, title]);

  useEffect(() => {
    if (!description) return;
    descriptions.set(rank, description);
    showDescription();
    return () => {
      descriptions.delete(rank);
      showDescription();
    };
  }, [rank, description]);
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
