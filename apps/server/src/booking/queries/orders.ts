import { PAY_METHOD } from '@hotel/shared/constants';
import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { hotels, ratePlans } from '../../db/schema/catalog.ts';
import { nightlyInventory } from '../../db/schema/inventory.ts';
import { members } from '../../db/schema/members.ts';
import { orderNights, orders } from '../../db/schema/orders.ts';

/**
 * Orders and the rooms they hold. Lock order, kept by every caller so that no two transactions
 * wait on each other: member row, then order rows, then payment attempts, then inventory nights
 * (in room type and night order).
 */

export type NewOrder = typeof orders.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;

/**
 * Locks the member's row for the rest of the transaction: their orders, balance, points and coupons
 * change one at a time. FOR NO KEY UPDATE, not FOR UPDATE: rows that reference the member (an
 * idempotency key, an order) take KEY SHARE on it when written, and FOR UPDATE would wait on them —
 * two submits of one member each holding such a share and waiting for the other's deadlock.
 */
export async function lockMember(tx: Tx, memberId: number) {
  const [row] = await tx
    .select({ id: members.id, cardNo: members.cardNo, balanceFen: members.balanceFen })
    .from(members)
    // a closed account (注销) has nothing more to do: a call that passed the login check just before
    // the closure committed finds no member here
    .where(and(eq(members.id, memberId), isNull(members.closedAt)))
    .for('no key update');
  return row;
}

/** Unpaid orders of the member still holding rooms at `now`, less those guaranteed for payment at the hotel. */
export async function countUnpaidOpenOrders(db: Queryable, memberId: number, now: Date): Promise<number> {
  return db.$count(
    orders,
    and(
      eq(orders.memberId, memberId),
      eq(orders.state, 0),
      eq(orders.payResult, 0),
      or(isNull(orders.payMethod), ne(orders.payMethod, PAY_METHOD.payAtHotel)),
      gt(orders.holdUntil, now),
    ),
  );
}

/** Orders of the member guaranteed for payment at the hotel and still holding rooms at `now`. */
export async function countPayAtHotelHolds(db: Queryable, memberId: number, now: Date): Promise<number> {
  return db.$count(
    orders,
    and(
      eq(orders.memberId, memberId),
      eq(orders.state, 0),
      eq(orders.payResult, 0),
      eq(orders.payMethod, PAY_METHOD.payAtHotel),
      gt(orders.holdUntil, now),
    ),
  );
}

/** Records that an open unpaid order is to be paid at the hotel; false when it was not open and unpaid. */
export async function markOrderPayAtHotel(tx: Tx, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ payMethod: PAY_METHOD.payAtHotel })
    .where(and(eq(orders.id, orderId), eq(orders.state, 0), eq(orders.payResult, 0)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/**
 * Takes `qty` rooms on every night from check-in to check-out, or none: the nights are locked in
 * night order, checked, then taken by one conditional UPDATE. False when a night is missing or has
 * fewer than `qty` rooms free (with the fewest free); the caller then rolls the transaction back.
 */
export async function takeNights(
  tx: Tx,
  roomTypeId: number,
  range: { checkIn: string; checkOut: string; nights: number },
  qty: number,
): Promise<{ taken: boolean; minFree: number }> {
  const inRange = and(
    eq(nightlyInventory.roomTypeId, roomTypeId),
    gte(nightlyInventory.night, range.checkIn),
    lt(nightlyInventory.night, range.checkOut),
  );
  const locked = await tx
    .select({ total: nightlyInventory.total, taken: nightlyInventory.taken })
    .from(nightlyInventory)
    .where(inRange)
    .orderBy(asc(nightlyInventory.night))
    .for('update');
  const minFree = locked.length === range.nights ? Math.min(...locked.map((n) => n.total - n.taken)) : 0;
  if (minFree < qty) return { taken: false, minFree };
  const updated = await tx
    .update(nightlyInventory)
    .set({ taken: sql`${nightlyInventory.taken} + ${qty}` })
    .where(and(inRange, sql`${nightlyInventory.total} - ${nightlyInventory.taken} >= ${qty}`))
    .returning({ night: nightlyInventory.night });
  return { taken: updated.length === range.nights, minFree };
}

/** Gives back the rooms the orders hold, every night of each; call in the transaction that closed them. */
export async function releaseNights(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const held = sql`SELECT o.room_type_id, n.night, sum(o.room_qty)::int AS qty
    FROM ${orderNights} n JOIN ${orders} o ON o.id = n.order_id
    WHERE o.id IN (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    GROUP BY o.room_type_id, n.night`;
  // lock the nights in one order first, as takeNights does, so concurrent bookings cannot deadlock
  await tx
    .select({ roomTypeId: nightlyInventory.roomTypeId })
    .from(nightlyInventory)
    .where(
      sql`(${nightlyInventory.roomTypeId}, ${nightlyInventory.night}) IN (SELECT room_type_id, night FROM (${held}) h)`,
    )
    .orderBy(asc(nightlyInventory.roomTypeId), asc(nightlyInventory.night))
    .for('update');
  await tx.execute(sql`UPDATE ${nightlyInventory} AS ni SET taken = ni.taken - h.qty
    FROM (${held}) h WHERE ni.room_type_id = h.room_type_id AND ni.night = h.night`);
}

export async function insertOrder(
  tx: Tx,
  values: NewOrder,
  nights: { night: string; priceFen: number; paidFen: number }[],
): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned no row');
  await tx.insert(orderNights).values(nights.map((n) => ({ orderId: row.id, ...n })));
  return row;
}

/** Whether an order number or booking number is already used (they are random; this is the rare retry). */
export async function orderNumberTaken(db: Queryable, orderNo: string, revNo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.orderNo} = ${orderNo} OR ${orders.revNo} = ${revNo}`)
    .limit(1);
  return row !== undefined;
}

/** The member's own order, by id or booking number, locked for the rest of the transaction. */
export async function lockOwnOrder(tx: Tx, memberId: number, ref: { id: number } | { revNo: string }) {
  const [row] = await tx
    .select({
      order: orders,
      hotelCode: hotels.hotelCode,
      hotelName: hotels.name,
      cancelPolicy: ratePlans.cancelPolicy,
    })
    .from(orders)
    .innerJoin(hotels, eq(hotels.id, orders.hotelId))
    .innerJoin(ratePlans, eq(ratePlans.id, orders.ratePlanId))
    .where(
      and(eq(orders.memberId, memberId), 'id' in ref ? eq(orders.id, ref.id) : eq(orders.revNo, ref.revNo)),
    )
    .for('update', { of: orders });
  return row;
}

/** The member's own order by order number or booking number, unlocked (for reads). */
export async function findOwnOrder(
  db: Queryable,
  memberId: number,
  ref: { orderNo: string } | { revNo: string },
) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.memberId, memberId),
        'orderNo' in ref ? eq(orders.orderNo, ref.orderNo) : eq(orders.revNo, ref.revNo),
      ),
    )
    .limit(1);
  return row;
}

/** Marks an open order cancelled; false when it was no longer open. */
export async function markOrderCancelled(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ state: 2, cancelledAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.state, [0, 1])))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** Marks an open unpaid order paid (state 1, payResult 1); false when it was not open and unpaid. */
export async function markOrderPaid(tx: Tx, orderId: number, method: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ state: 1, payResult: 1, payMethod: method, paidAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.state, 0), eq(orders.payResult, 0)))
    .returning({ id: orders.id });
  return rows.length === 1;
}
