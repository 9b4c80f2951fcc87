import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { pending } from './route-helpers.tsx';

/** The booking flow: information, payment method, QR payment, success. */
export const bookingRoutes: RouteObject[] = [
  pending('/:hotelCode/child-hotel/rooms/FillInformationStep', {
    name: 'FillInformationStep',
    title: '填写信息',
  }),
  pending(paths.payStep, { name: 'PayStep', title: '支付订单' }),
  pending(paths.payDetail, { name: 'PayDetail', title: '扫码支付' }),
  pending(paths.payState, { name: 'PayState', title: '预约成功' }),
];
