import { FOOTER_NAV_NAMES } from '@hotel/shared/constants';
import type { RouteObject } from 'react-router';
import { FOOTER_PAGE_TITLES } from '../config/footer-pages.ts';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from './route-handle.ts';
import { AboutUsRoute } from './routes/about-us.tsx';
import { BrandRoute } from './routes/brand.tsx';
import { FooterPageRoute } from './routes/footer-page.tsx';
import { JoinInRoute } from './routes/join-in.tsx';
import { NewsRoute } from './routes/news.tsx';
import { NewsDetailRoute } from './routes/news-detail.tsx';
import { SalesRoute } from './routes/sales.tsx';
import { SalesDetailRoute } from './routes/sales-detail.tsx';

/** The group's content pages: about, brand, news, offers, franchise and footer pages. */
export const contentRoutes: RouteObject[] = [
  {
    path: paths.aboutUs,
    handle: { name: 'AboutUs', title: '集团介绍' } satisfies RouteHandle,
    element: <AboutUsRoute />,
  },
  {
    path: paths.sales,
    handle: { name: 'Sales', title: '优惠活动' } satisfies RouteHandle,
    element: <SalesRoute />,
  },
  {
    path: paths.salesDetail(':saleId'),
    handle: { name: 'SalesDetail', title: '优惠详情' } satisfies RouteHandle,
    element: <SalesDetailRoute />,
  },
  {
    path: paths.news,
    handle: { name: 'News', title: '新闻中心' } satisfies RouteHandle,
    element: <NewsRoute />,
  },
  {
    path: paths.newsDetail(':newsId'),
    handle: { name: 'NewsDetail', title: '新闻详情' } satisfies RouteHandle,
    element: <NewsDetailRoute />,
  },
  {
    path: paths.joinIn,
    handle: { name: 'JoinIn', title: '加盟合作' } satisfies RouteHandle,
    element: <JoinInRoute />,
  },
  {
    path: paths.brand,
    handle: { name: 'Brand', title: '品牌介绍' } satisfies RouteHandle,
    element: <BrandRoute />,
  },
  // Footer pages get a static path each, so an unknown single segment still falls to the catch-all.
  ...FOOTER_NAV_NAMES.map(
    (name): RouteObject => ({
      path: paths.footerPage(name),
      handle: { name: 'FooterNavPage', title: FOOTER_PAGE_TITLES[name] } satisfies RouteHandle,
      element: <FooterPageRoute name={name} />,
    }),
  ),
];
