import type { Db } from '../../db/client.ts';
import { giveBackSpent } from '../../members/index.ts';
import { type ClosedAttempt, closePendingAttempts } from '../../payment-gateways/index.ts';
import { expireDueOrders } from '../queries/order-jobs.ts';
import { releaseNights } from '../queries/orders.ts';

const BATCH = 200;

/**
 * Unpaid orders hold their rooms until 18:00 on the arrival day (service-design.md section 5); then
 * this job expires them (state 10), closes their pending payment attempts and gives the rooms, the
 * coupon and the points back, all in the transaction that claimed them. Claims use FOR UPDATE SKIP LOCKED and the state change
 * is conditional, so any number of instances running it at once expire each order exactly once.
 * The attempts it closed go to `closeAtProvider` once committed. Returns how many orders this run
 * expired.
 */
export async function expireUnpaidOrders(
  db: Db,
  now: Date,
  closeAtProvider?: (attempts: ClosedAttempt[]) => Promise<void>,
): Promise<number> {
  let expired = 0;
  for (;;) {
    const { ids, closed } = await db.transaction(async (tx) => {
      const expired = await expireDueOrders(tx, now, BATCH);
      const batch = expired.map((o) => o.id);
      const closedAttempts = await closePendingAttempts(tx, batch);
      await releaseNights(tx, batch);
      await giveBackSpent(tx, expired, now);
      return { ids: batch, closed: closedAttempts };
    });
    await closeAtProvider?.(closed);
    expired += ids.length;
    if (ids.length < BATCH) return expired;
  }
}
