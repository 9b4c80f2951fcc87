/**
 * The hotel group's palette and type: one source for the site's and the back office's antd themes
 * and for the site's own CSS variables (apps/web/vite.config.ts writes them as :root custom
 * properties, --wine, --wine-dark …).
 */
export const BRAND_COLOURS = {
  wine: '#7a1f2b',
  wineDark: '#4e121b',
  wineDeep: '#2e0d12',
  gold: '#c9a45c',
  /** The gold for text on white, ivory and sand: 4.6:1 or more (WCAG AA) where `gold` reads 2.2:1. */
  goldText: '#876428',
  goldSoft: '#e8d6ac',
  ivory: '#faf7f2',
  sand: '#f3ede3',
  ink: '#2b2523',
  muted: '#74686a',
  line: '#e6ddd0',
} as const;

export const BRAND_FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif';

/** The palette as a :root rule of CSS custom properties: `wineDark` is `--wine-dark`. */
export function brandCssVariables(): string {
  const declarations = Object.entries(BRAND_COLOURS).map(
    ([name, colour]) => `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${colour};`,
  );
  return `:root {\n  ${declarations.join('\n  ')}\n}\n`;
}
