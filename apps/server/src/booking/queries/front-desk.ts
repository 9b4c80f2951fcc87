import type { DeskPayMethod } from '@hotel/shared/admin/orders';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ratePlans } from '../../db/schema/catalog.ts';
import { orderStays } from '../../db/schema/front-desk.ts';
import { nightlyInventory } from '../../db/schema/inventory.ts';
import { orderNights, orders } from '../../db/schema/orders.ts';

/**
 * What the desk's actions change. The lock order of booking/queries/orders.ts holds: the caller locks the
 * member first, then the order here, then payment attempts, then inventory nights.
 */

/** The order with its rate's cancellation rule and its stay record, locked for the transaction. */
export async function lockOrderForDesk(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ order: orders, cancelPolicy: ratePlans.cancelPolicy, stay: orderStays })
    .from(orders)
    .innerJoin(ratePlans, eq(ratePlans.id, orders.ratePlanId))
    .leftJoin(orderStays, eq(orderStays.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return row;
}

/** Check-in, once: false when the stay was checked in already. */
/** The check-in, with what the desk collected of a pay-at-hotel order; false when already checked in. */
export async function recordCheckIn(
  tx: Tx,
  orderId: number,
  staffId: number,
  now: Date,
  collected: { fen: number; method: DeskPayMethod } | undefined,
): Promise<boolean> {
  const values = {
    checkedInAt: now,
    checkedInBy: staffId,
    collectedFen: collected?.fen ?? null,
    collectedMethod: collected?.method ?? null,
  };
  const rows = await tx
    .insert(orderStays)
    .values({ orderId, ...values })
    .onConflictDoUpdate({
      target: orderStays.orderId,
      set: values,
      setWhere: isNull(orderStays.checkedInAt),
    })
    .returning({ orderId: orderStays.orderId });
  return rows.length === 1;
}

export async function recordCheckOut(tx: Tx, orderId: number, staffId: number, now: Date): Promise<void> {
  await tx
    .update(orderStays)
    .set({ checkedOutAt: now, checkedOutBy: staffId })
    .where(and(eq(orderStays.orderId, orderId), isNull(orderStays.checkedOutAt)));
}

export async function recordNoShow(
  tx: Tx,
  orderId: number,
  staffId: number,
  feeFen: number,
  now: Date,
): Promise<void> {
  await tx
    .insert(orderStays)
    .values({ orderId, noShowAt: now, noShowBy: staffId, noShowFeeFen: feeFen })
    .onConflictDoUpdate({
      target: orderStays.orderId,
      set: { noShowAt: now, noShowBy: staffId, noShowFeeFen: feeFen },
    });
}

/**
 * Completes one paid open stay (→ 9) with the completion job's own condition, so whichever of the
 * job and the desk comes second finds it completed and credits nothing. Undefined when it was not
 * a paid open stay any more.
 */
export async function completeOneStay(tx: Tx, orderId: number, now: Date) {
  const [row] = await tx
    .update(orders)
    .set({ state: 9, completedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.state, [0, 1]), eq(orders.payResult, 1)))
    .returning({ id: orders.id, memberId: orders.memberId, actualFen: orders.actualFen });
  return row;
}

/** Gives back the rooms the order holds from `fromNight` on (an early departure, a no-show's later nights). */
export async function releaseNightsFrom(
  tx: Tx,
  order: { id: number; roomTypeId: number; roomQty: number },
  fromNight: string,
): Promise<string[]> {
  const nights = await tx
    .select({ night: orderNights.night })
    .from(orderNights)
    .where(and(eq(orderNights.orderId, order.id), gte(orderNights.night, fromNight)))
    .orderBy(asc(orderNights.night));
  if (nights.length === 0) return [];
  const dates = nights.map((n) => n.night);
  const held = and(eq(nightlyInventory.roomTypeId, order.roomTypeId), inArray(nightlyInventory.night, dates));
  // nights locked in night order first, as takeNights and releaseNights do
  await tx
    .select({ night: nightlyInventory.night })
    .from(nightlyInventory)
    .where(held)
    .orderBy(asc(nightlyInventory.night))
    .for('update');
  await tx
    .update(nightlyInventory)
    .set({ taken: sql`${nightlyInventory.taken} - ${order.roomQty}` })
    .where(held);
  return dates;
}

/** What the guest paid for the order's first night (all its rooms, after every discount), in fen. */
export async function firstNightPaidFen(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ paidFen: orderNights.paidFen })
    .from(orderNights)
    .where(eq(orderNights.orderId, orderId))
    .orderBy(asc(orderNights.night))
    .limit(1);
  if (!row) throw new Error(`order ${orderId} has no nights`);
  return row.paidFen;
}
