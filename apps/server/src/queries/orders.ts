import { and, asc, desc, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client.ts';
import { hotels, ratePlans, roomTypes } from '../db/schema/catalog.ts';
import { nightlyInventory } from '../db/schema/inventory.ts';
import { members } from '../db/schema/members.ts';
import { discountCodes, orderNights, orders } from '../db/schema/orders.ts';

/**
 * Orders and the rooms they hold. Lock order, kept by every caller so that no two transactions
 * wait on each other: member row, then order rows, then payment attempts, then inventory nights
 * (in room type and night order).
 */

export type NewOrder = typeof orders.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;

/** A hotel's room type and rate plan by their codes, for a booking; undefined parts are missing. */
export async function findBookableRate(db: Queryable, hotelCode: string, rtCode: string, rateCode: string) {
  const [row] = await db
    .select({
      hotelId: hotels.id,
      hotelCode: hotels.hotelCode,
      hotelName: hotels.name,
      roomType: { id: roomTypes.id, rtCode: roomTypes.rtCode, name: roomTypes.name },
      rate: {
        id: ratePlans.id,
        rateCode: ratePlans.rateCode,
        name: ratePlans.name,
        breakfast: ratePlans.breakfast,
        isFreeCancel: ratePlans.isFreeCancel,
        freeCancelRange: ratePlans.freeCancelRange,
      },
    })
    .from(hotels)
    .leftJoin(roomTypes, and(eq(roomTypes.hotelId, hotels.id), eq(roomTypes.rtCode, rtCode)))
    .leftJoin(ratePlans, and(eq(ratePlans.roomTypeId, roomTypes.id), eq(ratePlans.rateCode, rateCode)))
    .where(eq(hotels.hotelCode, hotelCode))
    .limit(1);
  return row;
}

/** Locks the member's row for the rest of the transaction: their orders and balance change one at a time. */
export async function lockMember(tx: Tx, memberId: number) {
  const [row] = await tx
    .select({ id: members.id, cardNo: members.cardNo, balanceFen: members.balanceFen })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row;
}

/** Unpaid orders of the member still holding rooms at `now`. */
export async function countUnpaidOpenOrders(db: Queryable, memberId: number, now: Date): Promise<number> {
  return db.$count(
    orders,
    and(
      eq(orders.memberId, memberId),
      eq(orders.state, 0),
      eq(orders.payResult, 0),
      gt(orders.holdUntil, now),
    ),
  );
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
  nights: { night: string; priceFen: number }[],
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
      isFreeCancel: ratePlans.isFreeCancel,
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

// ---- the member centre ----

const nightlyJson = sql<{ night: string; priceFen: number }[]>`coalesce((
  SELECT json_agg(json_build_object('night', to_char(n.night, 'YYYY-MM-DD'), 'priceFen', n.price_fen) ORDER BY n.night)
  FROM ${orderNights} n WHERE n.order_id = ${orders.id}), '[]'::json)`;

const orderViewColumns = {
  order: orders,
  hotelCode: hotels.hotelCode,
  hotelName: hotels.name,
  roomTypeCode: roomTypes.rtCode,
  roomTypeName: roomTypes.name,
  rateCode: ratePlans.rateCode,
  rateName: ratePlans.name,
  isFreeCancel: ratePlans.isFreeCancel,
  couponType: discountCodes.channelType,
  nightly: nightlyJson,
};

function orderViews(db: Queryable, where: SQL | undefined) {
  return db
    .select(orderViewColumns)
    .from(orders)
    .innerJoin(hotels, eq(hotels.id, orders.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, orders.roomTypeId))
    .innerJoin(ratePlans, eq(ratePlans.id, orders.ratePlanId))
    .leftJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
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

// ---- jobs ----

/**
 * Expires up to `limit` unpaid open orders whose hold ended by `now` (state 0 → 10): the rows are
 * claimed with FOR UPDATE SKIP LOCKED, so another instance running the same job takes other rows,
 * and the UPDATE repeats the condition, so a row changes once. Returns the ids expired.
 */
export async function expireDueOrders(tx: Tx, now: Date, limit: number): Promise<number[]> {
  const due = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.state, 0), eq(orders.payResult, 0), lte(orders.holdUntil, now)))
    .orderBy(asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const expired = await tx
    .update(orders)
    .set({ state: 10 })
    .where(
      and(
        inArray(
          orders.id,
          due.map((d) => d.id),
        ),
        eq(orders.state, 0),
        eq(orders.payResult, 0),
      ),
    )
    .returning({ id: orders.id });
  return expired.map((e) => e.id);
}

/** Members with a paid open order whose check-out day is `lastCheckout` or earlier. */
export async function membersWithStaysToComplete(db: Queryable, lastCheckout: string, limit: number) {
  const rows = await db
    .selectDistinct({ memberId: orders.memberId })
    .from(orders)
    .where(
      and(inArray(orders.state, [0, 1]), eq(orders.payResult, 1), lte(orders.checkoutDate, lastCheckout)),
    )
    .orderBy(asc(orders.memberId))
    .limit(limit);
  return rows.map((r) => r.memberId);
}

/** Locks the members no other transaction holds, in id order; the rest are skipped. */
export async function lockFreeMembers(tx: Tx, memberIds: number[]): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(inArray(members.id, memberIds))
    .orderBy(asc(members.id))
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

/** Completes the paid open stays of these (locked) members that checked out by `lastCheckout` (→ 9). */
export async function completeStaysOf(tx: Tx, memberIds: number[], lastCheckout: string, now: Date) {
  if (memberIds.length === 0) return [];
  return tx
    .update(orders)
    .set({ state: 9, completedAt: now })
    .where(
      and(
        inArray(orders.memberId, memberIds),
        inArray(orders.state, [0, 1]),
        eq(orders.payResult, 1),
        lte(orders.checkoutDate, lastCheckout),
      ),
    )
    .returning({ id: orders.id, memberId: orders.memberId, actualFen: orders.actualFen });
}

export async function addPoints(tx: Tx, memberId: number, points: number): Promise<void> {
  if (points <= 0) return;
  await tx
    .update(members)
    .set({ score: sql`${members.score} + ${points}` })
    .where(eq(members.id, memberId));
}
