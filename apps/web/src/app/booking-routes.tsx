import { type RouteObject, redirect } from 'react-router';
import { paths } from '../config/paths.ts';
import { recordIdOf } from '../lib/not-found.ts';
import type { RouteHandle } from './route-handle.ts';
import { requireLogin } from './route-helpers.tsx';

/** PayStep without an order id sends the guest home (section 4); paying needs a login. */
function payStepLoader({ request }: { request: Request }) {
  const id = new URL(request.url).searchParams.get('id') ?? undefined;
  if (recordIdOf(id) === undefined) throw redirect(paths.home);
  return requireLogin();
}

/** The booking flow: information, payment method, QR payment, success. */
export const bookingRoutes: RouteObject[] = [
  {
    path: '/:hotelCode/child-hotel/rooms/FillInformationStep',
    handle: { name: 'FillInformationStep', title: '填写信息' } satisfies RouteHandle,
    lazy: () => import('./routes/fill-information.tsx').then((m) => ({ Component: m.FillInformationRoute })),
  },
  {
    path: paths.payStep,
    handle: { name: 'PayStep', title: '支付订单', needLogin: true } satisfies RouteHandle,
    loader: payStepLoader,
    lazy: () => import('./routes/pay-step.tsx').then((m) => ({ Component: m.PayStepRoute })),
  },
  {
    path: paths.payDetail,
    handle: { name: 'PayDetail', title: '扫码支付', needLogin: true } satisfies RouteHandle,
    loader: requireLogin,
    lazy: () => import('./routes/pay-detail.tsx').then((m) => ({ Component: m.PayDetailRoute })),
  },
  {
    path: paths.payState,
    handle: { name: 'PayState', title: '预约成功', needLogin: true } satisfies RouteHandle,
    // Its loader forgets the booking in progress, so it comes with the booking code.
    lazy: () =>
      import('./routes/pay-state.tsx').then((m) => ({
        loader: m.payStateLoader,
        Component: m.PayStateRoute,
      })),
  },
];
