import { CUSTOM_MEDIA } from '@hotel/shared/brand';

/** Brand name used until /cms/siteinfo.aspx answers (the server's default brand). */
export const DEFAULT_BRAND_NAME = '光影酒店集团';

/** Most rooms one search may ask for; the spec is silent, the booking desk handles larger groups. */
export const MAX_ROOMS_PER_SEARCH = 5;

/** The desktop layout: `BREAKPOINTS.desktop` (768 px, @hotel/shared/brand) wide and more. */
export const DESKTOP_QUERY = CUSTOM_MEDIA['--desktop'];
/** The phone layout, the exact complement of `DESKTOP_QUERY`. */
export const NARROW_QUERY = CUSTOM_MEDIA['--phone'];

/**
 * The class antd writes the theme's design tokens on as CSS variables (`--ant-color-primary`, ...;
 * app/theme.ts names it); the frame carries it (features/shell/site-layout.tsx), so the site's own
 * style sheets can use them too.
 */
export const TOKENS_CLASS = 'site-tokens';
