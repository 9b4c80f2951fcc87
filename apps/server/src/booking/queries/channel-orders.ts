import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { ratePlans } from '../../db/schema/catalog.ts';
import { orderStays } from '../../db/schema/front-desk.ts';
import { nightlyInventory } from '../../db/schema/inventory.ts';
import { orderNights, orders } from '../../db/schema/orders.ts';
import type { NewOrder } from './orders.ts';

/**
 * The orders of a channel's reservation (booking/services/channel-orders.ts). Lock order: the
 * reservation's row (channels/ locks it), then its orders, then the inventory nights in room type
 * and night order, as every booking path (booking/queries/orders.ts).
 */

/** The reservation's orders, one per room stay, locked; with whether the desk checked the guest in. */
export async function lockReservationOrders(tx: Tx, reservationId: number) {
  return tx
    .select({ order: orders, checkedInAt: orderStays.checkedInAt })
    .from(orders)
    .leftJoin(orderStays, eq(orderStays.orderId, orders.id))
    .where(eq(orders.channelReservationId, reservationId))
    .orderBy(asc(orders.channelStayNo))
    .for('update', { of: orders });
}

/**
 * Locks every inventory night of these stays at once, in room type and night order: a change that
 * gives back some nights and takes others then waits on no booking that waits on it.
 */
export async function lockStayNights(
  tx: Tx,
  stays: { roomTypeId: number; checkIn: string; checkOut: string }[],
): Promise<void> {
  if (stays.length === 0) return;
  const ranges = sql.join(
    stays.map(
      (s) =>
        sql`(${nightlyInventory.roomTypeId} = ${s.roomTypeId} AND ${nightlyInventory.night} >= ${s.checkIn} AND ${nightlyInventory.night} < ${s.checkOut})`,
    ),
    sql` OR `,
  );
  await tx
    .select({ night: nightlyInventory.night })
    .from(nightlyInventory)
    .where(sql`(${ranges})`)
    .orderBy(asc(nightlyInventory.roomTypeId), asc(nightlyInventory.night))
    .for('update');
}

/** The order numbers of a channel's reservation, by room stay. */
export async function channelOrderNumbers(db: Queryable, reservationId: number): Promise<string[]> {
  const rows = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(eq(orders.channelReservationId, reservationId))
    .orderBy(asc(orders.channelStayNo));
  return rows.map((r) => r.orderNo);
}

/** Breakfast of the plan, for the order's record; undefined when it is not a plan of the room type. */
export async function breakfastOf(tx: Tx, ratePlanId: number, roomTypeId: number) {
  const [row] = await tx
    .select({ breakfast: ratePlans.breakfast })
    .from(ratePlans)
    .where(and(eq(ratePlans.id, ratePlanId), eq(ratePlans.roomTypeId, roomTypeId)));
  return row?.breakfast;
}

/** Rewrites an open order as the channel now has it: its stay, guests, amounts and nights. */
export async function rewriteOrder(
  tx: Tx,
  orderId: number,
  values: Partial<NewOrder>,
  nights: { night: string; priceFen: number; paidFen: number }[],
): Promise<void> {
  await tx.update(orders).set(values).where(eq(orders.id, orderId));
  await tx.delete(orderNights).where(eq(orderNights.orderId, orderId));
  await tx.insert(orderNights).values(nights.map((n) => ({ orderId, ...n })));
}
