import { fenToYuan } from '@hotel/shared/money';
import type { Db, Tx } from '../../db/client.ts';
import { addDays, shanghaiDate, shanghaiInstant } from '../../lib/time.ts';
import {
  addPoints,
  completeChannelStays,
  completeStaysOf,
  lockFreeMembers,
  membersWithStaysToComplete,
} from '../queries/order-jobs.ts';

const BATCH = 100;
/** Stays end at the usual check-out time on the check-out day, Asia/Shanghai. */
export const CHECKOUT_TIME = '12:00';

/** Points of a completed stay: 1 per whole yuan paid (service-design.md section 3). */
export function pointsForStay(actualFen: number): number {
  return Math.floor(fenToYuan(actualFen));
}

/**
 * Credits the points of stays this transaction has just completed (state → 9 by a conditional
 * update, so a stay is in here once, whether the job or the desk's check-out completed it).
 */
export async function creditCompletedStays(
  tx: Tx,
  stays: { id: number; memberId: number | null; actualFen: number }[],
): Promise<void> {
  // one ledger row per stay, naming its order: the member's history says which stay earned what
  // (a channel's guest is no member: nothing to credit)
  for (const stay of stays)
    if (stay.memberId !== null) await addPoints(tx, stay.memberId, pointsForStay(stay.actualFen), stay.id);
}

/** The latest check-out day whose stays are over at `now`. */
export function lastCheckoutDayAt(now: Date): string {
  const today = shanghaiDate(now);
  return now.getTime() >= shanghaiInstant(today, CHECKOUT_TIME).getTime() ? today : addDays(today, -1);
}

/**
 * Completes paid stays after check-out (state 0/1 → 9) and credits 1 point per whole yuan paid
 * (service-design.md section 3), in one transaction per batch of members. The members are locked
 * first with SKIP LOCKED (the lock order of booking and payment: member, then order) and the state
 * change is conditional, so concurrent runs on several instances credit each stay exactly once.
 * Unpaid orders never get here: they expired at their hold. Returns the stays completed.
 */
export async function completeStays(db: Db, now: Date): Promise<number> {
  const lastCheckout = lastCheckoutDayAt(now);
  // a channel's stays earn no points and lock no member: one conditional update
  let completed = (await completeChannelStays(db, lastCheckout, now)).length;
  for (;;) {
    const candidates = await membersWithStaysToComplete(db, lastCheckout, BATCH);
    if (candidates.length === 0) return completed;
    const done = await db.transaction(async (tx) => {
      const locked = await lockFreeMembers(tx, candidates);
      const stays = await completeStaysOf(tx, locked, lastCheckout, now);
      await creditCompletedStays(tx, stays);
      return { locked: locked.length, stays: stays.length };
    });
    completed += done.stays;
    // every candidate held by another transaction (another instance is on them): leave them to it
    if (done.locked === 0 || candidates.length < BATCH) return completed;
  }
}
