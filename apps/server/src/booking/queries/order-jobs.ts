import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { pointsLedger } from '../../db/schema/member-ledgers.ts';
import { members } from '../../db/schema/members.ts';
import { orders } from '../../db/schema/orders.ts';

/**
 * What the background jobs change on orders (booking/jobs/expire-unpaid-orders.ts, booking/jobs/complete-stays.ts).
 * The lock order of booking/queries/orders.ts holds here too: member row, then orders.
 */

/**
 * Expires up to `limit` unpaid open orders whose hold ended by `now` (state 0 → 10). The members of
 * the due orders are locked first (the lock order of every money path; expiry gives points back),
 * skipping members another transaction holds, then their due orders are claimed with FOR UPDATE SKIP
 * LOCKED, so another instance running the same job takes other rows; the UPDATE repeats the
 * condition, so a row changes once. Orders skipped now expire on a later run. Returns the orders
 * expired with what they spent.
 */
export async function expireDueOrders(
  tx: Tx,
  now: Date,
  limit: number,
): Promise<{ id: number; memberId: number | null; pointsUsed: number }[]> {
  const isDue = and(eq(orders.state, 0), eq(orders.payResult, 0), lte(orders.holdUntil, now));
  const due = await tx
    .select({ id: orders.id, memberId: orders.memberId })
    .from(orders)
    .where(isDue)
    .orderBy(asc(orders.id))
    .limit(limit);
  const memberIds = due.flatMap((d) => (d.memberId === null ? [] : [d.memberId]));
  const locked = await lockFreeMembers(tx, [...new Set(memberIds)]);
  const claimed = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(
          orders.id,
          // a channel's order (no member) has no member to lock
          due.filter((d) => d.memberId === null || locked.includes(d.memberId)).map((d) => d.id),
        ),
        isDue,
      ),
    )
    .for('update', { skipLocked: true });
  if (claimed.length === 0) return [];
  return tx
    .update(orders)
    .set({ state: 10 })
    .where(
      and(
        inArray(
          orders.id,
          claimed.map((c) => c.id),
        ),
        eq(orders.state, 0),
        eq(orders.payResult, 0),
      ),
    )
    .returning({ id: orders.id, memberId: orders.memberId, pointsUsed: orders.pointsUsed });
}

/** Members with a paid open order whose check-out day is `lastCheckout` or earlier. */
export async function membersWithStaysToComplete(db: Queryable, lastCheckout: string, limit: number) {
  const rows = await db
    .selectDistinct({ memberId: orders.memberId })
    .from(orders)
    .where(
      and(
        isNotNull(orders.memberId),
        inArray(orders.state, [0, 1]),
        eq(orders.payResult, 1),
        lte(orders.checkoutDate, lastCheckout),
      ),
    )
    .orderBy(asc(orders.memberId))
    .limit(limit);
  return rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId]));
}

/** Completes the paid open stays of channels' reservations that checked out by `lastCheckout` (→ 9). */
export async function completeChannelStays(db: Queryable, lastCheckout: string, now: Date) {
  return db
    .update(orders)
    .set({ state: 9, completedAt: now })
    .where(
      and(
        isNull(orders.memberId),
        inArray(orders.state, [0, 1]),
        eq(orders.payResult, 1),
        lte(orders.checkoutDate, lastCheckout),
      ),
    )
    .returning({ id: orders.id });
}

/** Locks the members no other transaction holds, in id order; the rest are skipped. */
export async function lockFreeMembers(tx: Tx, memberIds: number[]): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(inArray(members.id, memberIds))
    .orderBy(asc(members.id))
    // as lockMember (booking/queries/orders.ts): a row referencing the member being written does not hold it
    .for('no key update', { skipLocked: true });
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

/** Credits the points of completed stays, with a row of the points ledger (kind `stay`) that 会员管理 lists. */
export async function addPoints(tx: Tx, memberId: number, points: number, orderId: number): Promise<void> {
  if (points <= 0) return;
  const [member] = await tx
    .update(members)
    .set({ score: sql`${members.score} + ${points}` })
    .where(eq(members.id, memberId))
    .returning({ score: members.score });
  if (member)
    await tx
      .insert(pointsLedger)
      .values({ memberId, orderId, kind: 'stay', points, scoreAfter: member.score });
}
