import type { ThemeConfig } from 'antd';

/** A deep wine primary with warm gold accents on ivory: the hotel group's palette. */
export const palette = {
  wine: '#7a1f2b',
  wineDark: '#4e121b',
  gold: '#c9a45c',
  ivory: '#faf7f2',
  ink: '#2b2523',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.wine,
    colorLink: palette.wine,
    colorLinkHover: '#9b3140',
    colorInfo: palette.wine,
    colorWarning: '#c98a1b',
    colorText: palette.ink,
    colorBgLayout: palette.ivory,
    borderRadius: 4,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
    fontSize: 15,
    controlHeight: 40,
  },
  components: {
    Button: { fontWeight: 500, primaryShadow: 'none' },
    Carousel: { dotActiveWidth: 32, dotWidth: 18 },
  },
};
