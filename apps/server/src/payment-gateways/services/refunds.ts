import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { drainOutbox, OUTBOX_LEASE_MS, type Outbox } from '../../lib/outbox.ts';
import type { PaymentGateways } from '../gateways.ts';
import { type PaymentProvider, RefundRefused } from '../provider.ts';
import type { ClosedAttempt } from '../queries/attempts.ts';
import {
  claimDueRefunds,
  type DueRefund,
  insertRefund,
  markRefundFailed,
  markRefundRefused,
  markRefundSucceeded,
} from '../queries/refunds.ts';

/**
 * Money going back through a payment provider, and attempts closed there. A refund is written as a
 * row in the transaction that decides it and sent afterwards (the outbox of lib/outbox.ts), so
 * it is never lost when a process dies between the decision and the provider call, and never paid
 * twice: it carries a stable refund number the provider deduplicates, one row per payment (unique),
 * and an instance claims a row for a lease before sending it.
 */

export interface ProviderDeps {
  db: Db;
  payments: PaymentGateways;
  log?: FastifyBaseLogger | undefined;
}

/** How long a claimed refund is left to its sender before another may send it again. */
export const REFUND_LEASE_MS = OUTBOX_LEASE_MS;

/** cancelled by the guest, by staff (any amount up to the payment), a no-show's unused nights, late money. */
export type RefundReason = 'cancelled' | 'staff_cancelled' | 'no_show' | 'late_payment';

/** What the guest's bank statement or payment app shows as the refund's reason. */
const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  cancelled: '订单取消退款',
  staff_cancelled: '酒店取消订单退款',
  no_show: '未入住部分退款',
  late_payment: '订单已失效，款项原路退回',
};

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
      let refundId: string;
      try {
        ({ refundId } = await provider.refund({
          refundNo: refund.refundNo,
          attemptNo: refund.attemptNo,
          amountFen: refund.amountFen,
          attemptAmountFen: refund.attemptAmountFen,
          providerTxnId: refund.providerTxnId,
          reason: REFUND_REASON_TEXT[refund.reason as RefundReason] ?? '退款',
        }));
      } catch (err) {
        if (!(err instanceof RefundRefused)) throw err;
        await markRefundRefused(db, refund.id, err.message);
        return 'given-up';
      }
      await db.transaction((tx) => markRefundSucceeded(tx, refund, refundId, new Date()));
    },
    retryLater: (refund, error, nextTryAt) => markRefundFailed(db, refund.id, error, nextTryAt),
    describe: (refund) => ({ refundNo: refund.refundNo }),
  };
}

/**
 * Sends the due refunds of every configured provider (or only those of `ids`, right after the
 * transaction that wrote them); returns how many the providers accepted. Refunds of a provider that
 * is not configured wait for it.
 */
export async function sendDueRefunds(deps: ProviderDeps, now: Date, ids?: number[]): Promise<number> {
  let sent = 0;
  for (const provider of deps.payments.all) {
    sent += await drainOutbox(refundOutbox(deps.db, provider), now, deps.log, ids);
  }
  return sent;
}

/**
 * Closes attempts at their provider after the transaction that closed them committed, so the guest
 * can no longer pay them there. Best effort: money that still arrives for a closed attempt is
 * refunded (payments/services/payment-notifications.ts).
 */
export async function closeAtProvider(deps: ProviderDeps, attempts: ClosedAttempt[]): Promise<void> {
  for (const attempt of attempts) {
    const provider = deps.payments.named(attempt.provider);
    if (!provider) continue;
    try {
      await provider.close(attempt.attemptNo);
    } catch (err) {
      deps.log?.warn({ err, attemptNo: attempt.attemptNo }, 'closing the attempt at the provider failed');
    }
  }
}
