import type { SaleListContent } from '@hotel/shared/api/cms';
import type { Sale } from '@hotel/shared/api/hotel';
import { SALE_THEME_WORDS, SALE_THEMES, type SaleTheme } from '@hotel/shared/constants';

interface ThemeChip {
  code: SaleTheme;
  name: string;
}

export function isSaleTheme(value: string | null): value is SaleTheme {
  return value !== null && (SALE_THEMES as readonly string[]).includes(value);
}

/**
 * The five theme chips in the spec's order, named for the brand: the sales page content's names
 * (光影·住), else the name an offer of that theme carries, else the bare word.
 */
export function themeChips(content: SaleListContent | undefined, sales: readonly Sale[]): ThemeChip[] {
  return SALE_THEMES.map((code) => ({
    code,
    name:
      content?.themes.find((theme) => theme.code === code)?.name ||
      sales.find((sale) => sale.type === code)?.typeName ||
      SALE_THEME_WORDS[code],
  }));
}
