import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { ClosedAttempt } from '../queries/payments.ts';
import {
  claimDueRefunds,
  type DueRefund,
  insertRefund,
  markRefundFailed,
  markRefundSucceeded,
} from '../queries/refunds.ts';

/**
 * Money going back through a payment provider, and attempts closed there. A refund is written as a
 * row in the transaction that decides it (an outbox) and sent afterwards, so it is never lost when a
 * process dies between the decision and the provider call, and never paid twice: it carries a stable
 * refund number the provider deduplicates, one row per payment (unique), and an instance claims a
 * row for a lease before sending it.
 */

export interface ProviderDeps {
  db: Db;
  provider: PaymentProvider | null;
  log?: FastifyBaseLogger | undefined;
}

/** How long a claimed refund is left to its sender before another may send it again. */
export const REFUND_LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const BATCH = 20;

export type RefundReason = 'cancelled' | 'late_payment';

/** Records that an attempt's money goes back; the caller has marked the attempt `refunding`. */
export async function requestRefund(
  tx: Tx,
  attempt: { id: number; orderId: number; provider: string; amountFen: number },
  reason: RefundReason,
  now: Date,
): Promise<number> {
  return insertRefund(tx, {
    refundNo: `RF${randomBytes(12).toString('hex').toUpperCase()}`,
    attemptId: attempt.id,
    orderId: attempt.orderId,
    provider: attempt.provider,
    amountFen: attempt.amountFen,
    reason,
    nextTryAt: now,
    createdAt: now,
  });
}

/** 1 min, 2 min, 4 min … at most an hour between tries. */
function retryDelayMs(tries: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, tries - 1), LONGEST_RETRY_MS);
}

async function send(deps: ProviderDeps & { provider: PaymentProvider }, refund: DueRefund, now: Date) {
  try {
    const { refundId } = await deps.provider.refund({
      refundNo: refund.refundNo,
      attemptNo: refund.attemptNo,
      amountFen: refund.amountFen,
      providerTxnId: refund.providerTxnId,
    });
    await deps.db.transaction((tx) => markRefundSucceeded(tx, refund, refundId, new Date()));
    deps.log?.info({ refundNo: refund.refundNo, refundId }, 'refund sent');
    return true;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const nextTryAt = new Date(now.getTime() + retryDelayMs(refund.tries));
    await markRefundFailed(deps.db, refund.id, message, nextTryAt);
    deps.log?.warn(
      { err, refundNo: refund.refundNo, tries: refund.tries, nextTryAt },
      'refund failed; will retry',
    );
    return false;
  }
}

/**
 * Sends the due refunds of the configured provider (or only those of `ids`, right after the
 * transaction that wrote them); returns how many the provider confirmed. Refunds of a provider that
 * is not configured wait for it.
 */
export async function sendDueRefunds(deps: ProviderDeps, now: Date, ids?: number[]): Promise<number> {
  const { provider } = deps;
  if (!provider) return 0;
  let succeeded = 0;
  for (;;) {
    const leaseUntil = new Date(now.getTime() + REFUND_LEASE_MS);
    const due = await claimDueRefunds(deps.db, provider.name, now, leaseUntil, { limit: BATCH, ids });
    for (const refund of due) if (await send({ ...deps, provider }, refund, now)) succeeded += 1;
    if (due.length < BATCH || ids) return succeeded;
  }
}

/**
 * Closes attempts at their provider after the transaction that closed them committed, so the guest
 * can no longer pay them there. Best effort: money that still arrives for a closed attempt is
 * refunded (services/payment-notifications.ts).
 */
export async function closeAtProvider(deps: ProviderDeps, attempts: ClosedAttempt[]): Promise<void> {
  for (const attempt of attempts) {
    if (!deps.provider || attempt.provider !== deps.provider.name) continue;
    try {
      await deps.provider.close(attempt.attemptNo);
    } catch (err) {
      deps.log?.warn({ err, attemptNo: attempt.attemptNo }, 'closing the attempt at the provider failed');
    }
  }
}
