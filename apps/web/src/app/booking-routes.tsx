import { type RouteObject, redirect } from 'react-router';
import { paths } from '../config/paths.ts';
import { clearBookingKeys } from '../features/booking/booking-storage.ts';
import { recordIdOf } from '../lib/not-found.ts';
import type { RouteHandle } from './route-handle.ts';
import { requireLogin } from './route-helpers.tsx';
import { FillInformationRoute } from './routes/fill-information.tsx';
import { PayDetailRoute } from './routes/pay-detail.tsx';
import { PayStateRoute } from './routes/pay-state.tsx';
import { PayStepRoute } from './routes/pay-step.tsx';

/** PayStep without an order id sends the guest home (section 4); paying needs a login. */
function payStepLoader({ request }: { request: Request }) {
  const id = new URL(request.url).searchParams.get('id') ?? undefined;
  if (recordIdOf(id) === undefined) throw redirect(paths.home);
  return requireLogin();
}

/**
 * PayState forgets the booking in progress on the way in (section 4). It shows the booking it
 * confirms (?id=, a member's order): without one there is nothing to confirm, so it goes home.
 */
function payStateLoader({ request }: { request: Request }) {
  clearBookingKeys();
  const id = new URL(request.url).searchParams.get('id') ?? undefined;
  if (recordIdOf(id) === undefined) throw redirect(paths.home);
  return requireLogin();
}

/** The booking flow: information, payment method, QR payment, success. */
export const bookingRoutes: RouteObject[] = [
  {
    path: '/:hotelCode/child-hotel/rooms/FillInformationStep',
    handle: { name: 'FillInformationStep', title: '填写信息' } satisfies RouteHandle,
    element: <FillInformationRoute />,
  },
  {
    path: paths.payStep,
    handle: { name: 'PayStep', title: '支付订单', needLogin: true } satisfies RouteHandle,
    loader: payStepLoader,
    element: <PayStepRoute />,
  },
  {
    path: paths.payDetail,
    handle: { name: 'PayDetail', title: '扫码支付', needLogin: true } satisfies RouteHandle,
    loader: requireLogin,
    element: <PayDetailRoute />,
  },
  {
    path: paths.payState,
    handle: { name: 'PayState', title: '预约成功', needLogin: true } satisfies RouteHandle,
    loader: payStateLoader,
    element: <PayStateRoute />,
  },
];
