import { DEFAULT_BRAND_NAME } from '../config/site.ts';
import type { RouteHandle } from './route-handle.ts';

let brandName = DEFAULT_BRAND_NAME;

/** The window's title: the page's name and the brand (the last brand name given, until the site's settings are read). */
export function showPageTitle(handle: RouteHandle | undefined, brand?: string): void {
  if (brand) brandName = brand;
  document.title = handle ? `${handle.title} - ${brandName}` : brandName;
}
