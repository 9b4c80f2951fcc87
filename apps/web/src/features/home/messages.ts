/** Wording of the home page sections. */
export const HOME_TEXT = {
  bannerLabel: '精选推荐',
  aboutEyebrow: '关于我们',
  learnMore: '了解更多',
  newOpenings: '新店开业',
  newOpeningsEyebrow: '最新动态',
  viewAll: '查看全部',
  offers: '最新优惠',
  offersEyebrow: '精选礼遇',
  viewMore: '查看更多',
  cities: '热门城市',
  citiesEyebrow: '目的地',
  validity: (begin: string, end: string) => `${begin} 至 ${end}`,
  groupWide: '集团通用',
  heroFallbackTitle: '光影相伴，安心入眠',
  heroFallbackText: '智能影音主题酒店，遍布华北与华东',
} as const;
