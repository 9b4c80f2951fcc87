/**
 * The hotel group's palette, type and layout breakpoints: one source for the site's and the back
 * office's antd themes and for their own style sheets (the Vite plugin of `brandStyles` below writes
 * the palette as :root custom properties, --wine, --wine-dark …, and resolves the breakpoints'
 * custom media, `@media (--phone)`). No style sheet or component names a colour of its own.
 */
export const BRAND_COLOURS = {
  wine: '#7a1f2b',
  wineDark: '#4e121b',
  wineDeep: '#2e0d12',
  /** Links and wine text when hovered. */
  wineBright: '#9b3140',
  gold: '#c9a45c',
  /** The gold for text on white, ivory and sand: 4.6:1 or more (WCAG AA) where `gold` reads 2.2:1. */
  goldText: '#876428',
  goldSoft: '#e8d6ac',
  ivory: '#faf7f2',
  /** Between ivory and sand: the shimmer of a loading card. */
  ivoryWarm: '#fbf8f3',
  sand: '#f3ede3',
  /** The map's ground before its tiles load. */
  sandDark: '#efe9df',
  ink: '#2b2523',
  muted: '#74686a',
  line: '#e6ddd0',
  white: '#ffffff',
  /** The back office's page ground (antd's layout grey). */
  pageGrey: '#f5f5f5',
  black: '#000000',
  /** The placeholder's grey (4.5:1 on white; antd's own reads 1.9:1). */
  placeholder: '#767676',
  /** Help and description text (5.7:1 on white; antd's own reads 3.4:1). */
  description: '#666666',
  /** What went right or is saved, in figures and icons (a discount's amount): 4.1:1 on white, for large or bold text. */
  success: '#2f8f4e',
  /** The same in running text (free cancellation, points gained): 5.1:1 on white (WCAG AA). */
  successText: '#2e7d32',
  successDark: '#177a36',
  successSoft: '#b7e0c3',
  /** What went wrong or needs attention (a field's problem, sold out). */
  error: '#c0392b',
  errorSoft: '#fbeaea',
  warning: '#c98a1b',
  /** Few rooms left. */
  scarce: '#c2571a',
  /** The member card of the base level. */
  silver: '#9a9092',
  silverDark: '#7b7173',
  /** The payment providers' own colours, on their choice cards. */
  wechat: '#1aad19',
  alipay: '#1677ff',
} as const;

export const BRAND_FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif';

/**
 * The layouts' breakpoints, in CSS pixels (site-spec section 9; `desktop` is antd's `md`):
 * - below `desktop`: the phone layout (one column, 44 px tap targets);
 * - below `wide`: a narrow desktop or a tablet (two cards a row instead of three, stacked blocks);
 *   1100 px is the least the search box needs for its fields on one row.
 */
export const BREAKPOINTS = { desktop: 768, wide: 1100 } as const;

/**
 * The media queries of the breakpoints, by the custom-media names style sheets use
 * (`@media (--phone) { … }`). A `max-width` stops 0.02 px below its breakpoint, so exactly one of
 * two complementary layouts applies at any width.
 */
export const CUSTOM_MEDIA = {
  '--phone': `(max-width: ${BREAKPOINTS.desktop - 0.02}px)`,
  '--desktop': `(min-width: ${BREAKPOINTS.desktop}px)`,
  '--narrow': `(max-width: ${BREAKPOINTS.wide - 0.02}px)`,
  '--wide': `(min-width: ${BREAKPOINTS.wide}px)`,
} as const;

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** `#7a1f2b` as `122 31 43`, for translucent uses: `rgb(var(--wine-rgb) / 12%)`. */
function rgbChannels(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].join(' ');
}

/** The palette as a :root rule of CSS custom properties: `wineDark` is `--wine-dark` and `--wine-dark-rgb`. */
export function brandCssVariables(): string {
  const declarations = Object.entries(BRAND_COLOURS).flatMap(([name, colour]) => [
    `--${kebab(name)}: ${colour};`,
    `--${kebab(name)}-rgb: ${rgbChannels(colour)};`,
  ]);
  return `:root {\n  ${declarations.join('\n  ')}\n}\n`;
}

/**
 * A style sheet with its custom media (`@media (--phone)`) written out as the queries of
 * CUSTOM_MEDIA; an unknown name is an error, so a typo cannot silently drop a layout.
 */
export function resolveCustomMedia(css: string, file: string): string {
  return css.replace(/@media([^{;]*)\{/g, (_rule, prelude: string) => {
    const resolved = prelude.replace(/\((--[\w-]+)\)/g, (_feature, name: string) => {
      const query = CUSTOM_MEDIA[name as keyof typeof CUSTOM_MEDIA];
      if (!query) throw new Error(`${file}: unknown custom media ${name}`);
      return query;
    });
    return `@media${resolved}{`;
  });
}
