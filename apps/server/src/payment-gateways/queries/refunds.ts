import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { paymentAttempts, refunds } from '../../db/schema/orders.ts';

export type NewRefund = typeof refunds.$inferInsert;

export async function insertRefund(tx: Tx, values: NewRefund): Promise<number> {
  const [row] = await tx.insert(refunds).values(values).returning({ id: refunds.id });
  if (!row) throw new Error('refund insert returned no row');
  return row.id;
}

/** A refund as the worker sends it, with what the provider needs to find the payment. */
export interface DueRefund {
  id: number;
  refundNo: string;
  amountFen: number;
  tries: number;
  attemptId: number;
  attemptNo: string;
  /** The attempt's whole amount: a refund may be part of it. */
  attemptAmountFen: number;
  providerTxnId: string | null;
  reason: string;
}

/**
 * Claims pending refunds of `provider` that are due (all of them, or those of `ids`): their next
 * try moves to `leaseUntil`, so no other instance sends them meanwhile, and a sender that dies
 * before recording the outcome leaves them due again once the lease runs out.
 */
export async function claimDueRefunds(
  db: Db,
  provider: string,
  now: Date,
  leaseUntil: Date,
  options: { limit: number; ids?: number[] },
): Promise<DueRefund[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(
        and(
          eq(refunds.status, 'pending'),
          eq(refunds.provider, provider),
          lte(refunds.nextTryAt, now),
          options.ids ? inArray(refunds.id, options.ids) : undefined,
        ),
      )
      .orderBy(asc(refunds.nextTryAt))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(refunds)
      .set({ nextTryAt: leaseUntil, tries: sql`${refunds.tries} + 1` })
      .from(paymentAttempts)
      .where(
        and(
          inArray(
            refunds.id,
            due.map((r) => r.id),
          ),
          eq(paymentAttempts.id, refunds.attemptId),
        ),
      )
      .returning({
        id: refunds.id,
        refundNo: refunds.refundNo,
        amountFen: refunds.amountFen,
        tries: refunds.tries,
        attemptId: refunds.attemptId,
        attemptNo: paymentAttempts.attemptNo,
        attemptAmountFen: paymentAttempts.amountFen,
        providerTxnId: paymentAttempts.providerTxnId,
        reason: refunds.reason,
      });
  });
}

/** pending → succeeded, and the attempt refunding → refunded; false when it had succeeded already. */
export async function markRefundSucceeded(
  tx: Tx,
  refund: { id: number; attemptId: number },
  providerRefundId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(refunds)
    .set({ status: 'succeeded', providerRefundId, completedAt: now, lastError: null })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id });
  if (rows.length === 0) return false;
  await tx
    .update(paymentAttempts)
    .set({ status: 'refunded' })
    .where(and(eq(paymentAttempts.id, refund.attemptId), eq(paymentAttempts.status, 'refunding')));
  return true;
}

/** Records why a send failed and when to try again. */
export async function markRefundFailed(
  db: Queryable,
  id: number,
  error: string,
  nextTryAt: Date,
): Promise<void> {
  await db
    .update(refunds)
    .set({ lastError: error.slice(0, 500), nextTryAt })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

export async function refundStatus(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, id)).limit(1);
  return row?.status;
}

/**
 * The gateway will never take this refund: `failed`, never retried, for staff to return the money
 * another way (the back office shows it; the guest still sees it on its way).
 */
export async function markRefundRefused(db: Queryable, id: number, reason: string): Promise<void> {
  await db
    .update(refunds)
    .set({ status: 'failed', lastError: reason.slice(0, 500) })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

/** What a gateway's refund notification says of one of our refunds. */
export interface RefundOutcome {
  refundNo: string;
  /** The attempt and amount the gateway refunded: they must be the refund's. */
  attemptNo: string;
  amountFen: number;
  status: string;
  providerRefundId: string;
  at: Date;
}

/**
 * What the gateway finally did with a refund it had accepted (its refund notification). SUCCESS
 * completes it (also one whose acceptance this side never recorded: a sender that died after the
 * call); anything else (ABNORMAL: the guest's card or account can no longer take money back) makes
 * it `failed`, the attempt's money not back, for staff to settle at the merchant platform.
 * `unknown` for a refund number that is not ours, `mismatch` when the gateway's attempt or amount
 * is not the refund's: both change nothing.
 */
export async function recordRefundOutcome(
  db: Db,
  outcome: RefundOutcome,
): Promise<'recorded' | 'unknown' | 'mismatch'> {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .select({
        id: refunds.id,
        attemptId: refunds.attemptId,
        amountFen: refunds.amountFen,
        attemptNo: paymentAttempts.attemptNo,
      })
      .from(refunds)
      .innerJoin(paymentAttempts, eq(paymentAttempts.id, refunds.attemptId))
      .where(eq(refunds.refundNo, outcome.refundNo))
      .for('update', { of: refunds });
    if (!refund) return 'unknown';
    if (refund.attemptNo !== outcome.attemptNo || refund.amountFen !== outcome.amountFen) return 'mismatch';
    if (outcome.status === 'SUCCESS') {
      await markRefundSucceeded(tx, refund, outcome.providerRefundId, outcome.at);
      return 'recorded';
    }
    await tx
      .update(refunds)
      .set({ status: 'failed', lastError: `退款${outcome.status}：请在支付平台处理` })
      .where(eq(refunds.id, refund.id));
    await tx
      .update(paymentAttempts)
      .set({ status: 'refunding' })
      .where(and(eq(paymentAttempts.id, refund.attemptId), eq(paymentAttempts.status, 'refunded')));
    return 'recorded';
  });
}
