import { CANCELLATION_POLICY_TEXT, ORDER_STATE, PAY_METHOD, PAY_RESULT } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import type { Db, Tx } from '../db/client.ts';
import { ConflictError, LoginRequiredError, NotFoundError } from '../lib/errors.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { creditBalance, insertLedgerEntry } from '../queries/ledger.ts';
import {
  lockMember,
  lockOwnOrder,
  markOrderCancelled,
  type OrderRow,
  releaseNights,
} from '../queries/orders.ts';
import { closePendingAttempts, findPaidAttempt, markAttemptStatus } from '../queries/payments.ts';
import { freeCancellable } from './orders.ts';

/**
 * cancleOrder (service-design.md section 5). An unpaid open order gives its rooms back at once. A
 * paid one is cancelled free of charge only before 18:00 on the arrival day on a rate that allows
 * it, with a full refund through its payment method; otherwise the policy text is the answer.
 */

export interface CancelOutcome {
  /** True when a paid order's amount went back (card balance or provider refund). */
  refunded: boolean;
}

/** Full refund through the method the order was paid with. */
async function refund(tx: Tx, provider: PaymentProvider, order: OrderRow, now: Date): Promise<void> {
  const attempt = await findPaidAttempt(tx, order.id);
  if (order.payMethod === PAY_METHOD.memberCard) {
    const balanceAfterFen = await creditBalance(tx, order.memberId, order.actualFen);
    // (order, kind) is unique: a second refund of one order fails here and rolls everything back
    await insertLedgerEntry(tx, {
      memberId: order.memberId,
      orderId: order.id,
      kind: 'refund',
      amountFen: order.actualFen,
      balanceAfterFen,
      now,
    });
  } else {
    if (!attempt || attempt.provider !== provider.name) {
      throw new Error(`order ${order.id}: no paid attempt of provider ${provider.name} to refund`);
    }
    await provider.refund({
      attemptNo: attempt.attemptNo,
      amountFen: attempt.amountFen,
      providerTxnId: attempt.providerTxnId,
    });
  }
  if (attempt) await markAttemptStatus(tx, attempt.id, 'paid', 'refunded');
}

export async function cancelOrder(
  deps: { db: Db; provider: PaymentProvider },
  memberId: number,
  orderId: number,
  now: Date,
): Promise<CancelOutcome> {
  return deps.db.transaction(async (tx) => {
    // member, then order: the lock order of payment, so a cancel and a payment never deadlock
    if (!(await lockMember(tx, memberId))) throw new LoginRequiredError();
    const found = await lockOwnOrder(tx, memberId, { id: orderId });
    if (!found) throw new NotFoundError(MSG.orderNotFound);
    const { order } = found;
    if (order.state === ORDER_STATE.cancelled) throw new ConflictError(MSG.orderAlreadyCancelled);
    if (order.state === ORDER_STATE.expired) throw new ConflictError(MSG.orderExpired);
    if (order.state === ORDER_STATE.completed) throw new ConflictError(MSG.orderCompleted);

    const paid = order.payResult === PAY_RESULT.paid;
    if (paid) {
      if (!found.isFreeCancel) throw new ConflictError(MSG.orderNotRefundable);
      if (!freeCancellable(order, true, now)) throw new ConflictError(CANCELLATION_POLICY_TEXT);
      await refund(tx, deps.provider, order, now);
    } else {
      await closePendingAttempts(tx, [order.id]);
    }
    if (!(await markOrderCancelled(tx, order.id, now))) throw new ConflictError(MSG.orderAlreadyCancelled);
    await releaseNights(tx, [order.id]);
    return { refunded: paid };
  });
}
