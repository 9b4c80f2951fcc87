/** Brand name used until /cms/siteinfo.aspx answers (the server's default brand). */
export const DEFAULT_BRAND_NAME = '光影酒店集团';

/** Most rooms one search may ask for; the spec is silent, the booking desk handles larger groups. */
export const MAX_ROOMS_PER_SEARCH = 5;

/** Media query of the wide layout (section 9: 767 px and up is desktop). */
export const DESKTOP_QUERY = '(min-width: 767px)';
/** Media query of the narrow home layout (below 768 px: city image list). */
export const NARROW_QUERY = '(max-width: 767.98px)';
