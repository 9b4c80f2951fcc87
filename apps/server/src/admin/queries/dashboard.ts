import { and, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { roomTypes } from '../../db/schema/catalog.ts';
import { orderStays } from '../../db/schema/front-desk.ts';
import { nightlyInventory } from '../../db/schema/inventory.ts';
import { orderNights, orders } from '../../db/schema/orders.ts';

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

/** Rooms on sale and taken per night from `from` to `to` (inclusive). */
export async function roomNightsByDay(
  db: Queryable,
  hotelIds: number[] | undefined,
  from: string,
  to: string,
) {
  return db
    .select({
      night: nightlyInventory.night,
      total: sql<number>`sum(${nightlyInventory.total})::int`,
      taken: sql<number>`sum(${nightlyInventory.taken})::int`,
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

/**
 * Room revenue per night: the nightly prices (before discount codes) of paid stays open or completed,
 * and the first night of a no-show, which the guest paid for.
 */
export async function revenueByDay(db: Queryable, hotelIds: number[] | undefined, from: string, to: string) {
  return db
    .select({
      night: orderNights.night,
      revenueFen: sql<number>`sum(${orderNights.priceFen} * ${orders.roomQty})::int`,
    })
    .from(orderNights)
    .innerJoin(orders, eq(orders.id, orderNights.orderId))
    .leftJoin(orderStays, eq(orderStays.orderId, orders.id))
    .where(
      and(
        inHotels(hotelIds),
        gte(orderNights.night, from),
        sql`${orderNights.night} <= ${to}`,
        sql`(${orders.state} IN (1, 9) OR (${orders.state} = 2 AND ${orderStays.noShowAt} IS NOT NULL AND ${orderNights.night} = ${orders.checkinDate}))`,
      ),
    )
    .groupBy(orderNights.night);
}
