import { BRAND_COLOURS, BRAND_FONT_FAMILY } from '@hotel/shared/brand';
import type { ThemeConfig } from 'antd';

/** The group's wine as the accent on antd's neutral greys: calm for a working day, still on brand. */
const WINE = BRAND_COLOURS.wine;
/** Dark, slightly warm side menu, so it does not clash with the wine the way antd's navy would. */
export const SIDE_DARK = '#211b1c';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: WINE,
    colorLink: WINE,
    colorInfo: WINE,
    borderRadius: 4,
    fontFamily: BRAND_FONT_FAMILY,
  },
  components: {
    Layout: { siderBg: SIDE_DARK, triggerBg: '#2d2526', headerBg: '#ffffff', headerPadding: '0 16px' },
    Menu: {
      darkItemBg: SIDE_DARK,
      darkSubMenuItemBg: SIDE_DARK,
      darkItemSelectedBg: WINE,
    },
    Button: { primaryShadow: 'none' },
  },
};
