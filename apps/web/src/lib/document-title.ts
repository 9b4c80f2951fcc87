import { DEFAULT_BRAND_NAME } from '../config/site.ts';

/** What names a route: its handle's title (app/route-handle.ts). */
type RouteTitle = { title: string } | undefined;

let brandName = DEFAULT_BRAND_NAME;
let routeHandle: RouteTitle;
/**
 * The titles the pages shown name from their content (a news item's, a hotel's name before its
 * page's), by their rank in lib/page-head.ts.
 */
const contentTitles = new Map<number, string>();

/**
 * What the deepest of the pages shown says. Each says it under the rank it mounted with, and a
 * page mounts inside its layouts, so the highest rank is the deepest page: its word is the page's,
 * as on the server, where the page rendered last has the last word (a hotel's offer over the hotel).
 */
export function deepest<T>(said: ReadonlyMap<number, T>): T | undefined {
  return said.size === 0 ? undefined : said.get(Math.max(...said.keys()));
}

/** A page's title as the window and the server-rendered head show it. */
export function composeTitle(pageTitle: string | undefined, brand: string): string {
  return pageTitle ? `${pageTitle} - ${brand}` : brand;
}

function show(): void {
  document.title = composeTitle(deepest(contentTitles) ?? routeHandle?.title, brandName);
}

/**
 * A navigation: to another route, the new route's name until its pages name their content; on the
 * same route (another query, another offer) the pages still shown keep theirs.
 */
export function showRouteTitle(handle: RouteTitle): void {
  if (handle !== routeHandle) contentTitles.clear();
  routeHandle = handle;
  show();
}

/** The route's name and the brand (the last brand name given, until the site's settings are read). */
export function showPageTitle(handle: RouteTitle, brand?: string): void {
  if (brand) brandName = brand;
  routeHandle = handle;
  show();
}

/** A page of the rank given names its content; answers the undo for when the page goes. */
export function showContentTitle(rank: number, title: string): () => void {
  contentTitles.set(rank, title);
  show();
  return () => {
    contentTitles.delete(rank);
    show();
  };
}
