import { FOOTER_NAV_NAMES, type FooterNavName } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { paths } from '../config/paths.ts';
import { forgetSearchContext } from '../features/search/search-storage.ts';
import { appStore } from '../lib/app-store.ts';
import { notify } from '../lib/notify.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import type { RouteHandle } from './route-handle.ts';
import { HomeRoute } from './routes/home.tsx';
import { PlaceholderRoute } from './routes/placeholder.tsx';

const FOOTER_PAGE_TITLES: Record<FooterNavName, string> = {
  joinFelton: '加入我们',
  privacyPolicy: '隐私政策',
  personalAndPropertySafety: '人身及财产安全',
  websiteTermsOfUse: '网站使用条款',
  contactUs: '联系我们',
  careerDevelop: '职业发展',
};

/** Guard of routes flagged needLogin: without a token, 尚未登录 and back to /. */
function requireLogin() {
  if (!appStore.getState().usertoken) {
    notify.error(MSG.routeNeedsLogin);
    throw redirect(paths.root);
  }
  return null;
}

/** A named route whose page a later issue builds; for now it shows the honest placeholder. */
function pending(path: string, handle: RouteHandle): RouteObject {
  return {
    path,
    handle,
    element: <PlaceholderRoute />,
    loader: handle.needLogin ? requireLogin : undefined,
  };
}

const pages: RouteObject[] = [
  {
    path: paths.home,
    handle: { name: 'Home', title: '首页' } satisfies RouteHandle,
    // Visiting Home forgets the remembered hotel name, city and search flag (section 4).
    loader: () => {
      forgetSearchContext();
      return null;
    },
    element: <HomeRoute />,
  },
  pending(paths.aboutUs, { name: 'AboutUs', title: '集团介绍' }),
  pending(paths.hotels, { name: 'Hotels', title: '在线预订' }),
  pending(paths.meetings, { name: 'Meetings', title: '会议宴会' }),
  pending(paths.sales, { name: 'Sales', title: '优惠活动' }),
  pending('/sales/:saleId', { name: 'SalesDetail', title: '优惠详情' }),
  pending(paths.news, { name: 'News', title: '新闻中心' }),
  pending('/newsdetail/:newsId', { name: 'NewsDetail', title: '新闻详情' }),
  pending(paths.courtesy, { name: 'Courtesy', title: '会员中心', needLogin: true }),
  pending(paths.register, { name: 'Register', title: '会员注册' }),
  pending(paths.joinIn, { name: 'JoinIn', title: '加盟合作' }),
  pending(paths.brand, { name: 'Brand', title: '品牌介绍' }),
  // Footer pages get a static path each, so an unknown single segment still falls to the catch-all.
  ...FOOTER_NAV_NAMES.map((name) =>
    pending(paths.footerPage(name), { name: 'FooterNavPage', title: FOOTER_PAGE_TITLES[name] }),
  ),
  // Booking flow
  pending(paths.payStep, { name: 'PayStep', title: '支付订单' }),
  pending(paths.payDetail, { name: 'PayDetail', title: '扫码支付' }),
  pending(paths.payState, { name: 'PayState', title: '预约成功' }),
  // A single hotel's own site
  pending('/:hotelCode/home', { name: 'ChildHome', title: '酒店首页' }),
  pending('/:hotelCode/about-us', { name: 'ChildAboutUs', title: '酒店介绍' }),
  pending('/:hotelCode/rooms', { name: 'ChildRooms', title: '客房预订' }),
  pending('/:hotelCode/room-detail/room-detail', { name: 'ChildRoomsDetail', title: '房型详情' }),
  pending('/:hotelCode/health-and-tea', { name: 'ChildHealthAndTea', title: '康养茶道' }),
  pending('/:hotelCode/meetings', { name: 'ChildMeetings', title: '会议宴会' }),
  pending('/:hotelCode/sales', { name: 'ChildSales', title: '酒店优惠' }),
  pending('/:hotelCode/sales/:saleId', { name: 'ChildSalesDetail', title: '优惠详情' }),
  pending('/:hotelCode/child-hotel/rooms/FillInformationStep', {
    name: 'FillInformationStep',
    title: '填写信息',
  }),
];

/** The route table of section 2. Exported for tests, which mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    path: paths.root,
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect(paths.home) },
      // Render errors of a page stay inside the shell.
      { errorElement: <RouteError />, children: pages },
      // A route without a name sends the user to /.
      { path: '*', loader: () => redirect(paths.root) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
