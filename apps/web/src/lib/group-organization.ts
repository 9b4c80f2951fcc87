import { paths } from '../config/paths.ts';

/** The site's logo file (public/), as schema.org's `logo` names it. */
const LOGO_PATH = '/favicon.svg';

/**
 * The group as schema.org describes an organisation: who runs the site, writes its news and makes
 * its group-wide offers. Site paths; the server makes them absolute (ssr/page-head.ts).
 */
export function groupOrganization(brandName: string) {
  return { '@type': 'Organization', name: brandName, url: paths.root, logo: LOGO_PATH };
}
