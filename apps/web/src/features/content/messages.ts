/** Wording of the group's content pages: about us, brand, franchise and footer pages. */
export const CONTENT_TEXT = {
  empty: '暂无内容',
  /** Above the privacy policy and the terms: the version a member agrees to (POLICY_VERSIONS). */
  policyVersion: (version: string) => `版本：${version}（自该日起生效）`,

  aboutEyebrow: 'ABOUT US',
  aboutSlogan: '看一场好电影，睡一个好觉',
  aboutSloganText: '光影酒店集团 · 智慧影音主题酒店',
  aboutNarrowTitle: '关于光影',
  aboutTabsLabel: '关于我们',
  honoursEmpty: '暂无荣誉信息',
  showAll: '查看全部品牌',
  hideAll: '收起全部品牌',
  brandFamilyEyebrow: 'BRANDS',
  brandFamilyTitle: '品牌矩阵',
  propertyEyebrow: 'PROPERTY',
  learnMore: '了解更多',
  close: '关闭',

  brandEyebrow: 'OUR BRANDS',
  brandTabsLabel: '旗下品牌',
  brandGallery: '品牌图集',
  brandGalleryImage: (name: string, n: number) => `${name}图片${n}`,
  brandMeta: '光影酒店集团旗下品牌：光影智慧、光影国际、光影康养与光影魔方。',

  joinEyebrow: 'JOIN US',
  joinPitchTitle: '低投入 · 高回报 · 多种合作模式',
  joinPitchText: '特许加盟、合作经营、委托管理，总有一种方式适合您的酒店。',
  joinStatsLabel: '光影成绩',
  joinModelsEyebrow: 'MODELS',
  joinModelsTitle: '合作模式',
  joinDetailEyebrow: 'DETAILS',
  joinDetailTitle: '加盟详情',
  joinContactTitle: '招商联系',
  joinContactText: '欢迎来电来函，我们将在两个工作日内与您联系。',
  hotline: '全国招商热线',
  email: '招商邮箱',

  footerNavLabel: '帮助与信息',
  contactTitle: '联系方式',
  serviceHotline: '客服热线',
  serviceEmail: '电子邮箱',
} as const;
