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
import { drainOutbox, OUTBOX_LEASE_MS, type Outbox } from './outbox.ts';

/**
 * Money going back through a payment provider, and attempts closed there. A refund is written as a
 * row in the transaction that decides it and sent afterwards (the outbox of services/outbox.ts), so
 * it is never lost when a process dies between the decision and the provider call, and never paid
 * twice: it carries a stable refund number the provider deduplicates, one row per payment (unique),
 * and an instance claims a row for a lease before sending it.
 */

export interface ProviderDeps {
  db: Db;
  provider: PaymentProvider | null;
  log?: FastifyBaseLogger | undefined;
}

/** How long a claimed refund is left to its sender before another may send it again. */
export const REFUND_LEASE_MS = OUTBOX_LEASE_MS;

/** cancelled by the guest, by staff (any amount up to the payment), a no-show's unused nights, late money. */
export type RefundReason = 'cancelled' | 'staff_cancelled' | 'no_show' | 'late_payment';

/**
 * Records that an attempt's money goes back (all of it unless `amountFen` says less); the caller has
 * marked the attempt `refunding`.
 */
export async function requestRefund(
  tx: Tx,
  attempt: { id: number; orderId: number; provider: string; amountFen: number },
  reason: RefundReason,
  now: Date,
  amountFen: number = attempt.amountFen,
): Promise<number> {
  return insertRefund(tx, {
    refundNo: `RF${randomBytes(12).toString('hex').toUpperCase()}`,
    attemptId: attempt.id,
    orderId: attempt.orderId,
    provider: attempt.provider,
    amountFen,
    reason,
    nextTryAt: now,
    createdAt: now,
  });
}

/** The refund outbox of one provider: its pending refunds, sent with their stable refund numbers. */
function refundOutbox(db: Db, provider: PaymentProvider): Outbox<DueRefund> {
  return {
    name: 'refund',
    claim: (now, leaseUntil, options) => claimDueRefunds(db, provider.name, now, leaseUntil, options),
    async deliver(refund) {
      const { refundId } = await provider.refund({
        refundNo: refund.refundNo,
        attemptNo: refund.attemptNo,
        amountFen: refund.amountFen,
        providerTxnId: refund.providerTxnId,
      });
      await db.transaction((tx) => markRefundSucceeded(tx, refund, refundId, new Date()));
    },
    retryLater: (refund, error, nextTryAt) => markRefundFailed(db, refund.id, error, nextTryAt),
    describe: (refund) => ({ refundNo: refund.refundNo }),
  };
}

/**
 * Sends the due refunds of the configured provider (or only those of `ids`, right after the
 * transaction that wrote them); returns how many the provider confirmed. Refunds of a provider that
 * is not configured wait for it.
 */
export async function sendDueRefunds(deps: ProviderDeps, now: Date, ids?: number[]): Promise<number> {
  if (!deps.provider) return 0;
  return drainOutbox(refundOutbox(deps.db, deps.provider), now, deps.log, ids);
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
