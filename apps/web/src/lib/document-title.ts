import { DEFAULT_BRAND_NAME } from '../config/site.ts';

/** What names a route: its handle's title (app/route-handle.ts). */
type RouteTitle = { title: string } | undefined;

let brandName = DEFAULT_BRAND_NAME;
let routeHandle: RouteTitle;
/** The page's own title from its content (a news item's title), set by lib/page-head.ts. */
let contentTitle: string | undefined;

/** A page's title as the window and the server-rendered head show it. */
export function composeTitle(pageTitle: string | undefined, brand: string): string {
  return pageTitle ? `${pageTitle} - ${brand}` : brand;
}

function show(): void {
  document.title = composeTitle(contentTitle ?? routeHandle?.title, brandName);
}

/** A navigation: the new route's name, until the page names its content. */
export function showRouteTitle(handle: RouteTitle): void {
  routeHandle = handle;
  contentTitle = undefined;
  show();
}

/** The route's name and the brand (the last brand name given, until the site's settings are read). */
export function showPageTitle(handle: RouteTitle, brand?: string): void {
  if (brand) brandName = brand;
  routeHandle = handle;
  show();
}

/** The page's content names it; answers the undo for when the page goes. */
export function showContentTitle(title: string): () => void {
  contentTitle = title;
  show();
  return () => {
    if (contentTitle !== title) return;
    contentTitle = undefined;
    show();
  };
}
