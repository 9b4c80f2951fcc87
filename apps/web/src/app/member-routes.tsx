import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from './route-handle.ts';
import { requireLogin } from './route-helpers.tsx';

/** Registration and the member centre. */
export const memberRoutes: RouteObject[] = [
  {
    path: paths.courtesy,
    handle: { name: 'Courtesy', title: '会员中心', needLogin: true } satisfies RouteHandle,
    loader: requireLogin,
    lazy: () => import('./routes/courtesy.tsx').then((m) => ({ Component: m.CourtesyRoute })),
  },
  {
    path: paths.register,
    handle: { name: 'Register', title: '会员注册' } satisfies RouteHandle,
    lazy: () => import('./routes/register.tsx').then((m) => ({ Component: m.RegisterRoute })),
  },
];
