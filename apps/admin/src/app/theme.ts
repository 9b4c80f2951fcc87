import type { ThemeConfig } from 'antd';

/** The group's wine as the accent on antd's neutral greys: calm for a working day, still on brand. */
const WINE = '#7a1f2b';
/** Dark, slightly warm side menu, so it does not clash with the wine the way antd's navy would. */
export const SIDE_DARK = '#211b1c';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: WINE,
    colorLink: WINE,
    colorInfo: WINE,
    borderRadius: 4,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif',
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
