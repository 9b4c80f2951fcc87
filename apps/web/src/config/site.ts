/** Brand name used until /cms/siteinfo.aspx answers (the server's default brand). */
export const DEFAULT_BRAND_NAME = '光影酒店集团';

/** Most rooms one search may ask for; the spec is silent, the booking desk handles larger groups. */
export const MAX_ROOMS_PER_SEARCH = 5;

/**
 * The site's layout breakpoints, in CSS pixels (site-spec section 9; `desktop` is antd's `md`).
 * - below `desktop`: the phone layout (the city image list on Home, one column, 44 px tap targets);
 * - below `wide`: a narrow desktop or a tablet (two cards a row instead of three, stacked blocks);
 *   1100 px is the least the search box needs for its fields on one row.
 * Style sheets cannot import these: their `@media` rules repeat the values, 0.02 px below the
 * breakpoint (`max-width: 767.98px`, `max-width: 1099.98px`) so that one of the two layouts
 * always applies, and say so in a comment.
 */
export const BREAKPOINTS = { desktop: 768, wide: 1100 } as const;

/** The desktop layout: `BREAKPOINTS.desktop` px wide and more. */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktop}px)`;
/** The phone layout, the exact complement of `DESKTOP_QUERY`. */
export const NARROW_QUERY = `(max-width: ${BREAKPOINTS.desktop - 0.02}px)`;

/**
 * The class antd writes the theme's design tokens on as CSS variables (`--ant-color-primary`, ...;
 * app/theme.ts names it); the frame carries it (features/shell/site-layout.tsx), so the site's own
 * style sheets can use them too.
 */
export const TOKENS_CLASS = 'site-tokens';
