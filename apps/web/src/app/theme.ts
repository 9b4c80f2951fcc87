import { BRAND_COLOURS, BRAND_FONT_FAMILY } from '@hotel/shared/brand';
import type { ThemeConfig } from 'antd';
import { TOKENS_CLASS } from '../config/site.ts';

export const theme: ThemeConfig = {
  cssVar: { key: TOKENS_CLASS },
  token: {
    colorPrimary: BRAND_COLOURS.wine,
    colorLink: BRAND_COLOURS.wine,
    colorLinkHover: '#9b3140',
    colorInfo: BRAND_COLOURS.wine,
    colorWarning: '#c98a1b',
    colorText: BRAND_COLOURS.ink,
    // antd's greys for placeholders (1.9:1) and help text (3.4:1) are below WCAG AA's 4.5:1 on white.
    colorTextPlaceholder: '#767676',
    colorTextDescription: '#666666',
    colorBgLayout: BRAND_COLOURS.ivory,
    borderRadius: 4,
    fontFamily: BRAND_FONT_FAMILY,
    fontSize: 15,
    controlHeight: 40,
  },
  components: {
    Button: { fontWeight: 500, primaryShadow: 'none' },
  },
};

/** The least size of anything a guest taps on a phone (WCAG 2.5.5; Apple's and Android's guides). */
export const TAP_TARGET_PX = 44;

/**
 * Phones (below `BREAKPOINTS.desktop`, 768 px): every control a finger taps is at least 44 px high — buttons, the small
 * ones included, inputs, selects and the pagination's items. Large controls keep their 50 px.
 */
export const phoneTheme: ThemeConfig = {
  ...theme,
  token: {
    ...theme.token,
    controlHeight: TAP_TARGET_PX,
    controlHeightSM: TAP_TARGET_PX,
    controlHeightLG: 50,
  },
};
