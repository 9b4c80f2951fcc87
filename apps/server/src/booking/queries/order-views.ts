import { PAY_METHOD } from '@hotel/shared/constants';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { hotels, ratePlans, roomTypes } from '../../db/schema/catalog.ts';
import { orderStays } from '../../db/schema/front-desk.ts';
import {
  cardLedger,
  discountCodes,
  invoiceRequests,
  orderNights,
  orders,
  paymentAttempts,
  refunds,
} from '../../db/schema/orders.ts';

/** The member centre's view of orders: the order with its hotel, room, rate, nights and refunds. */

const nightlyJson = sql<{ night: string; priceFen: number }[]>`coalesce((
  SELECT json_agg(json_build_object('night', to_char(n.night, 'YYYY-MM-DD'), 'priceFen', n.price_fen) ORDER BY n.night)
  FROM ${orderNights} n WHERE n.order_id = ${orders.id}), '[]'::json)`;

/**
 * Money going back to the guest for the order, oldest first: provider refunds (on their way until
 * the gateway confirms them, also one staff must settle by hand, to the method of the payment they
 * return) and the card refund (back at once).
 */
const refundsJson = sql<{ fen: number; pending: boolean; method: string; at: string }[]>`coalesce((
  SELECT json_agg(json_build_object('fen', r.fen, 'pending', r.pending, 'method', r.method, 'at', r.at) ORDER BY r.at, r.id)
  FROM (
    SELECT rf.amount_fen AS fen, rf.status <> 'succeeded' AS pending, pa.method AS method, rf.created_at AS at, rf.id
      FROM ${refunds} rf JOIN ${paymentAttempts} pa ON pa.id = rf.attempt_id
      WHERE rf.order_id = ${orders.id}
    UNION ALL
    SELECT cl.amount_fen, false, ${PAY_METHOD.memberCard}, cl.created_at, cl.id FROM ${cardLedger} cl
      WHERE cl.order_id = ${orders.id} AND cl.kind = 'refund'
  ) r), '[]'::json)`;

const orderViewColumns = {
  order: orders,
  hotelCode: hotels.hotelCode,
  hotelName: hotels.name,
  roomTypeCode: roomTypes.rtCode,
  roomTypeName: roomTypes.name,
  rateCode: ratePlans.rateCode,
  rateName: ratePlans.name,
  cancelPolicy: ratePlans.cancelPolicy,
  couponType: discountCodes.channelType,
  nightly: nightlyJson,
  refunds: refundsJson,
  /**
   * What the front desk did (null before its first action): a checked-in guest can no longer cancel
   * online. orderId first: Drizzle reads a left-joined object as missing when its first column is null.
   */
  desk: {
    orderId: orderStays.orderId,
    checkedInAt: orderStays.checkedInAt,
    checkedOutAt: orderStays.checkedOutAt,
    noShowAt: orderStays.noShowAt,
    noShowFeeFen: orderStays.noShowFeeFen,
  },
  invoice: {
    status: invoiceRequests.status,
    titleType: invoiceRequests.titleType,
    title: invoiceRequests.title,
    taxpayerId: invoiceRequests.taxpayerId,
    email: invoiceRequests.email,
    requestedAt: invoiceRequests.requestedAt,
  },
};

function orderViews(db: Queryable, where: SQL | undefined) {
  return db
    .select(orderViewColumns)
    .from(orders)
    .innerJoin(hotels, eq(hotels.id, orders.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, orders.roomTypeId))
    .innerJoin(ratePlans, eq(ratePlans.id, orders.ratePlanId))
    .leftJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
    .leftJoin(invoiceRequests, eq(invoiceRequests.orderId, orders.id))
    .leftJoin(orderStays, eq(orderStays.orderId, orders.id))
    .where(where);
}

export type OrderViewRow = Awaited<ReturnType<typeof orderViews>>[number];

export async function findOwnOrderView(db: Queryable, memberId: number, orderId: number) {
  const [row] = await orderViews(db, and(eq(orders.memberId, memberId), eq(orders.id, orderId))).limit(1);
  return row;
}

export interface OrderListFilter {
  states: number[];
  orderNo: string | undefined;
  createdBefore: Date | undefined;
  createdAfter: Date | undefined;
  limit: number;
}

/** A page of the member's orders, newest first, and how many the tab holds in all. */
export async function listOwnOrders(db: Queryable, memberId: number, filter: OrderListFilter) {
  const tab =
    filter.orderNo === undefined
      ? and(eq(orders.memberId, memberId), inArray(orders.state, filter.states))
      : and(eq(orders.memberId, memberId), eq(orders.orderNo, filter.orderNo));
  const page = and(
    tab,
    // whole seconds, as createTime shows them: a page boundary is the createTime of a row
    filter.createdBefore
      ? sql`date_trunc('second', ${orders.createdAt}) < ${filter.createdBefore}`
      : undefined,
    filter.createdAfter ? sql`date_trunc('second', ${orders.createdAt}) > ${filter.createdAfter}` : undefined,
  );
  const [rows, total] = await Promise.all([
    orderViews(db, page).orderBy(desc(orders.createdAt), desc(orders.id)).limit(filter.limit),
    db.$count(orders, tab),
  ]);
  return { rows, total };
}
