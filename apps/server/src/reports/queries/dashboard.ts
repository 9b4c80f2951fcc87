import { and, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { roomTypes } from '../../db/schema/catalog.ts';
import { orderStays } from '../../db/schema/front-desk.ts';
import { nightlyInventory } from '../../db/schema/inventory.ts';
import { cardLedger, orderNights, orders, refunds } from '../../db/schema/orders.ts';

/** 经营概况's figures for a set of hotels (undefined: every hotel). */

const inHotels = (hotelIds: number[] | undefined): SQL | undefined =>
  hotelIds ? inArray(orders.hotelId, hotelIds) : undefined;

async function countOrders(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .leftJoin(orderStays, eq(orderStays.orderId, orders.id))
    .where(where);
  return row?.n ?? 0;
}

export function countArrivals(db: Queryable, hotelIds: number[] | undefined, day: string) {
  return countOrders(db, and(inHotels(hotelIds), eq(orders.checkinDate, day), inArray(orders.state, [0, 1])));
}

export function countDepartures(db: Queryable, hotelIds: number[] | undefined, day: string) {
  return countOrders(
    db,
    and(inHotels(hotelIds), eq(orders.checkoutDate, day), inArray(orders.state, [1, 9])),
  );
}

export function countInHouse(db: Queryable, hotelIds: number[] | undefined) {
  return countOrders(
    db,
    and(
      inHotels(hotelIds),
      eq(orders.state, 1),
      isNotNull(orderStays.checkedInAt),
      isNull(orderStays.checkedOutAt),
    ),
  );
}

export function countNewOrders(db: Queryable, hotelIds: number[] | undefined, from: Date, before: Date) {
  return countOrders(db, and(inHotels(hotelIds), gte(orders.createdAt, from), lt(orders.createdAt, before)));
}

/** Cancellations by the guest or staff; no-shows are not counted here. */
export function countCancellations(db: Queryable, hotelIds: number[] | undefined, from: Date, before: Date) {
  return countOrders(
    db,
    and(
      inHotels(hotelIds),
      eq(orders.state, 2),
      isNull(orderStays.noShowAt),
      gte(orders.cancelledAt, from),
      lt(orders.cancelledAt, before),
    ),
  );
}

/** Rooms on sale per night from `from` to `to` (inclusive): the inventory's total, summed over room types. */
export async function roomsOnSaleByDay(
  db: Queryable,
  hotelIds: number[] | undefined,
  from: string,
  to: string,
) {
  return db
    .select({
      night: nightlyInventory.night,
      total: sql<number>`sum(${nightlyInventory.total})::int`,
    })
    .from(nightlyInventory)
    .innerJoin(roomTypes, eq(roomTypes.id, nightlyInventory.roomTypeId))
    .where(
      and(
        hotelIds ? inArray(roomTypes.hotelId, hotelIds) : undefined,
        gte(nightlyInventory.night, from),
        sql`${nightlyInventory.night} <= ${to}`,
      ),
    )
    .groupBy(nightlyInventory.night);
}

/** A booking holds a night from `from` to `to`: said of the order too, so that its indexes find it. */
const holdsANightOf = (from: string, to: string) =>
  sql`${orders.checkinDate} <= ${to} AND ${orders.checkoutDate} > ${from}`;

/**
 * Per night (services/dashboard.ts has the definitions), of the paid bookings open, checked in or
 * completed: the rooms sold (the rooms of the nights they hold, less the nights an early check-out
 * gave back) and what their guests paid for the night (order_nights' paid_fen, all rooms).
 *
 * The nights given back are read from the order's completion, which says the same as the desk's
 * check-out without joining every night to order_stays: a stay is checked out only by the desk's
 * check-out, which completes the order at that very moment (booking/services/order-actions.ts), and
 * the completion job completes a stay on its check-out day or later, when no night is left to give.
 */
export async function nightsSoldByDay(
  db: Queryable,
  hotelIds: number[] | undefined,
  from: string,
  to: string,
) {
  const stayed = sql`${orders.completedAt} IS NULL OR ${orderNights.night} < (${orders.completedAt} AT TIME ZONE 'Asia/Shanghai')::date`;
  return db
    .select({
      night: orderNights.night,
      sold: sql<number>`coalesce(sum(${orders.roomQty}) FILTER (WHERE ${stayed}), 0)::int`,
      // bigint: a group's night can pass 2^31 fen
      paidFen: sql<number>`sum(${orderNights.paidFen})`.mapWith(Number),
    })
    .from(orderNights)
    .innerJoin(orders, eq(orders.id, orderNights.orderId))
    .where(
      and(
        inHotels(hotelIds),
        gte(orderNights.night, from),
        sql`${orderNights.night} <= ${to}`,
        holdsANightOf(from, to),
        eq(orders.payResult, 1),
        inArray(orders.state, [1, 9]),
      ),
    )
    .groupBy(orderNights.night);
}

/**
 * The paid bookings cancelled (by the guest, by staff, or a no-show) that held a night from `from`
 * to `to`: every night of each with what the guest paid for it, and what the hotel kept of the
 * order (all it was paid, less what went back to the guest; money returned for a payment that came
 * too late is not the order's). Money goes back to the guest only with a cancellation or a no-show
 * (booking/services/cancellation.ts), both of which leave the order cancelled, so a booking open or
 * completed keeps all it was paid: nightsSoldByDay's paidFen.
 */
export async function cancelledBookingsKept(
  db: Queryable,
  hotelIds: number[] | undefined,
  from: string,
  to: string,
) {
  const refundedFen = sql<number>`(
    coalesce((SELECT sum(r.amount_fen) FROM ${refunds} r
      WHERE r.order_id = ${orders.id} AND r.reason <> 'late_payment'), 0)
    + coalesce((SELECT sum(l.amount_fen) FROM ${cardLedger} l
      WHERE l.order_id = ${orders.id} AND l.kind = 'refund'), 0))::int`;
  return db
    .select({
      orderId: orders.id,
      keptFen: sql<number>`(${orders.actualFen} - ${refundedFen})::int`,
      nights: sql<{ night: string; paidFen: number }[]>`(
        SELECT json_agg(json_build_object('night', to_char(n.night, 'YYYY-MM-DD'), 'paidFen', n.paid_fen) ORDER BY n.night)
        FROM ${orderNights} n WHERE n.order_id = ${orders.id})`,
    })
    .from(orders)
    .where(and(inHotels(hotelIds), eq(orders.payResult, 1), eq(orders.state, 2), holdsANightOf(from, to)));
}
