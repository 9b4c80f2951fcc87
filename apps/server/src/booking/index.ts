/**
 * booking/: booking a stay, orders, cancellation, confirmations, invoices, the front desk. Its public entry: what other domains and the composition (app.ts, admin-api.ts,
 * jobs.ts) may use of it; the rest is its own (docs/architecture.md).
 */
export { completeStays } from './jobs/complete-stays.ts';
export { expireUnpaidOrders } from './jobs/expire-unpaid-orders.ts';
export { channelOrderNumbers } from './queries/channel-orders.ts';
export { listOwnOrders } from './queries/order-views.ts';
export {
  countPayAtHotelHolds,
  findOwnOrder,
  lockMember,
  lockOwnOrder,
  markOrderPaid,
  markOrderPayAtHotel,
} from './queries/orders.ts';
export { adminFrontDeskRoutes } from './routes/admin-front-desk.ts';
export { adminOrderRoutes } from './routes/admin-orders.ts';
export { orderRoutes } from './routes/crsapi-order.ts';
export type { ChannelReservationRef, ChannelStayOrder } from './services/channel-orders.ts';
export { applyChannelReservation } from './services/channel-orders.ts';
export type { BookingConfirmations } from './services/confirmations.ts';
export { createBookingConfirmations } from './services/confirmations.ts';
export { toOrder } from './services/order-views.ts';
