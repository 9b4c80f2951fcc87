/** Wording of the header, footer and sidebar. */
export const SHELL_TEXT = {
  hotline: '全国服务热线',
  followUs: '关注我们',
  followAccount: '关注公众号',
  miniProgram: '小程序预订',
  followQrLabel: '关注公众号二维码',
  miniProgramQrLabel: '小程序预订二维码',
  home: '首页',
  member: '会员中心',
  openMenu: '打开菜单',
  mainMenu: '主菜单',
  greeting: (name: string) => `您好，${name}`,
  logout: '退出登录',
  loggedOut: '已退出登录',
  scanToFollow: '微信扫码，关注我们',
  email: '邮箱',
  footerPagesLabel: '帮助与信息',
} as const;
