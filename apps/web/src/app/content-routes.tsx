import { FOOTER_NAV_NAMES, type FooterNavName } from '@hotel/shared/constants';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { pending } from './route-helpers.tsx';

const FOOTER_PAGE_TITLES: Record<FooterNavName, string> = {
  joinFelton: '加入我们',
  privacyPolicy: '隐私政策',
  personalAndPropertySafety: '人身及财产安全',
  websiteTermsOfUse: '网站使用条款',
  contactUs: '联系我们',
  careerDevelop: '职业发展',
};

/** The group's content pages: about, brand, news, offers, franchise and footer pages. */
export const contentRoutes: RouteObject[] = [
  pending(paths.aboutUs, { name: 'AboutUs', title: '集团介绍' }),
  pending(paths.sales, { name: 'Sales', title: '优惠活动' }),
  pending('/sales/:saleId', { name: 'SalesDetail', title: '优惠详情' }),
  pending(paths.news, { name: 'News', title: '新闻中心' }),
  pending('/newsdetail/:newsId', { name: 'NewsDetail', title: '新闻详情' }),
  pending(paths.joinIn, { name: 'JoinIn', title: '加盟合作' }),
  pending(paths.brand, { name: 'Brand', title: '品牌介绍' }),
  // Footer pages get a static path each, so an unknown single segment still falls to the catch-all.
  ...FOOTER_NAV_NAMES.map((name) =>
    pending(paths.footerPage(name), { name: 'FooterNavPage', title: FOOTER_PAGE_TITLES[name] }),
  ),
];
