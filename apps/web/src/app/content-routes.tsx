import { FOOTER_NAV_NAMES } from '@hotel/shared/constants';
import type { RouteObject } from 'react-router';
import { FOOTER_PAGE_TITLES } from '../config/footer-pages.ts';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from './route-handle.ts';

/** The group's content pages: about, brand, news, offers, franchise and footer pages. */
export const contentRoutes: RouteObject[] = [
  {
    path: paths.aboutUs,
    handle: { name: 'AboutUs', title: '集团介绍' } satisfies RouteHandle,
    lazy: () => import('./routes/about-us.tsx').then((m) => ({ Component: m.AboutUsRoute })),
  },
  {
    path: paths.sales,
    handle: { name: 'Sales', title: '优惠活动' } satisfies RouteHandle,
    lazy: () => import('./routes/sales.tsx').then((m) => ({ Component: m.SalesRoute })),
  },
  {
    path: paths.salesDetail(':saleId'),
    handle: { name: 'SalesDetail', title: '优惠详情' } satisfies RouteHandle,
    lazy: () => import('./routes/sales-detail.tsx').then((m) => ({ Component: m.SalesDetailRoute })),
  },
  {
    path: paths.news,
    handle: { name: 'News', title: '新闻中心' } satisfies RouteHandle,
    lazy: () => import('./routes/news.tsx').then((m) => ({ Component: m.NewsRoute })),
  },
  {
    path: paths.newsDetail(':newsId'),
    handle: { name: 'NewsDetail', title: '新闻详情' } satisfies RouteHandle,
    lazy: () => import('./routes/news-detail.tsx').then((m) => ({ Component: m.NewsDetailRoute })),
  },
  {
    path: paths.joinIn,
    handle: { name: 'JoinIn', title: '加盟合作' } satisfies RouteHandle,
    lazy: () => import('./routes/join-in.tsx').then((m) => ({ Component: m.JoinInRoute })),
  },
  {
    path: paths.brand,
    handle: { name: 'Brand', title: '品牌介绍' } satisfies RouteHandle,
    lazy: () => import('./routes/brand.tsx').then((m) => ({ Component: m.BrandRoute })),
  },
  // Footer pages get a static path each, so an unknown single segment still falls to the catch-all.
  ...FOOTER_NAV_NAMES.map(
    (name): RouteObject => ({
      path: paths.footerPage(name),
      handle: { name: 'FooterNavPage', title: FOOTER_PAGE_TITLES[name] } satisfies RouteHandle,
      lazy: () =>
        import('./routes/footer-page.tsx').then((m) => ({ element: <m.FooterPageRoute name={name} /> })),
    }),
  ),
];
