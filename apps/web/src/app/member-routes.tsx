import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from './route-handle.ts';
import { requireLogin } from './route-helpers.tsx';

/** Registration, the member centre and a member's order in it. */
export const memberRoutes: RouteObject[] = [
  {
    path: paths.courtesy,
    handle: { name: 'Courtesy', title: '会员中心', needLogin: true } satisfies RouteHandle,
    loader: requireLogin,
    lazy: () => import('./routes/courtesy.tsx').then((m) => ({ Component: m.CourtesyRoute })),
  },
  {
    path: paths.courtesyOrder(':orderId'),
    handle: { name: 'CourtesyOrder', title: '订单详情', needLogin: true } satisfies RouteHandle,
    loader: requireLogin,
    lazy: () => import('./routes/courtesy-order.tsx').then((m) => ({ Component: m.CourtesyOrderRoute })),
  },
  {
    path: paths.register,
    handle: { name: 'Register', title: '会员注册' } satisfies RouteHandle,
    lazy: () => import('./routes/register.tsx').then((m) => ({ Component: m.RegisterRoute })),
  },
];
