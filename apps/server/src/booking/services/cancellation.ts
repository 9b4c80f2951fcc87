import { cancelPolicyText, isFreeCancelPolicy } from '@hotel/shared/cancel-policy';
import { ORDER_STATE, PAY_METHOD, PAY_RESULT } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import type { Tx } from '../../db/client.ts';
import { ConflictError, LoginRequiredError, NotFoundError } from '../../lib/errors.ts';
import type { NightsChange } from '../../lib/read-cache.ts';
import { creditBalance, giveBackSpent, insertLedgerEntry } from '../../members/index.ts';
import {
  type ClosedAttempt,
  closeAtProvider,
  closePendingAttempts,
  findPaidAttempt,
  markAttemptStatus,
  type ProviderDeps,
  type RefundReason,
  requestRefund,
  sendDueRefunds,
} from '../../payment-gateways/index.ts';
import { isCheckedIn } from '../queries/order-stays.ts';
import {
  lockMember,
  lockOwnOrder,
  markOrderCancelled,
  type OrderRow,
  releaseNights,
} from '../queries/orders.ts';
import { cancellationTerms } from './cancellation-terms.ts';

/**
 * cancleOrder (service-design.md section 5). An unpaid open order gives its rooms back at once and
 * its open WeChat/Alipay attempts are closed. A paid one is cancelled free of charge only before its
 * rate plan's deadline (@hotel/shared/cancel-policy), with a full refund through its payment method;
 * otherwise the policy's own text is the answer.
 */

export interface CancelOutcome {
  /**
   * none: an unpaid order, nothing to give back; done: the money is back (on the member card, or
   * confirmed by the payment provider); pending: the provider has not confirmed the refund yet,
   * the refund outbox keeps sending it.
   */
  refund: 'none' | 'done' | 'pending';
  /** The nights given back, for the public reads they make stale. */
  freed: NightsChange;
}

/**
 * Gives `amountFen` of the order's payment back through the method it was paid with: the card
 * balance at once, in this transaction (a ledger row); a provider refund as a row of the refund
 * outbox, sent once this transaction commits. Returns the outbox row's id for a provider refund.
 * The guest's cancellation refunds everything; staff may refund less (booking/services/order-cancel.ts).
 */
export async function refundThroughPaymentMethod(
  tx: Tx,
  order: OrderRow,
  amountFen: number,
  reason: RefundReason,
  now: Date,
): Promise<number | undefined> {
  // a channel's guest paid the channel (or pays the hotel): no money of theirs went through us
  if (order.memberId === null) throw new Error(`order ${order.id} is a channel's: nothing to refund here`);
  const { memberId } = order;
  const attempt = await findPaidAttempt(tx, order.id);
  if (order.payMethod === PAY_METHOD.memberCard) {
    const balanceAfterFen = await creditBalance(tx, memberId, amountFen);
    // (order, kind) is unique: a second refund of one order fails here and rolls everything back
    await insertLedgerEntry(tx, {
      memberId,
      orderId: order.id,
      kind: 'refund',
      amountFen,
      balanceAfterFen,
      now,
    });
    if (attempt) await markAttemptStatus(tx, attempt.id, 'paid', 'refunded');
    return undefined;
  }
  if (!attempt) throw new Error(`order ${order.id} is paid by ${order.payMethod} but has no paid attempt`);
  await markAttemptStatus(tx, attempt.id, 'paid', 'refunding');
  return requestRefund(tx, attempt, reason, now, amountFen);
}

export async function cancelOrder(
  deps: ProviderDeps,
  memberId: number,
  orderId: number,
  now: Date,
): Promise<CancelOutcome> {
  const done = await deps.db.transaction(async (tx) => {
    // member, then order: the lock order of payment, so a cancel and a payment never deadlock
    if (!(await lockMember(tx, memberId))) throw new LoginRequiredError();
    const found = await lockOwnOrder(tx, memberId, { id: orderId });
    if (!found) throw new NotFoundError(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    const { order } = found;
    if (order.state === ORDER_STATE.cancelled)
      throw new ConflictError(MSG.orderAlreadyCancelled, 'ORDER_ALREADY_CANCELLED');
    if (order.state === ORDER_STATE.expired) throw new ConflictError(MSG.orderExpired, 'ORDER_EXPIRED');
    if (order.state === ORDER_STATE.completed) throw new ConflictError(MSG.orderCompleted, 'ORDER_COMPLETED');
    // a guest the desk has checked in is staying: leaving early is the desk's check-out, not a refund
    if (await isCheckedIn(tx, order.id)) throw new ConflictError(MSG.orderCheckedIn, 'ORDER_CHECKED_IN');

    const paid = order.payResult === PAY_RESULT.paid;
    let refundId: number | undefined;
    let closed: ClosedAttempt[] = [];
    if (paid) {
      if (!isFreeCancelPolicy(found.cancelPolicy))
        throw new ConflictError(MSG.orderNotRefundable, 'ORDER_NOT_REFUNDABLE');
      // the order detail's preview (cancelRefund) comes from the same terms
      const terms = cancellationTerms(order, { cancelPolicy: found.cancelPolicy, checkedIn: false }, now);
      if (!terms.allowed)
        throw new ConflictError(cancelPolicyText(found.cancelPolicy), 'ORDER_PAST_FREE_CANCELLATION');
      refundId = await refundThroughPaymentMethod(tx, order, terms.refundFen, 'cancelled', now);
    } else {
      closed = await closePendingAttempts(tx, [order.id]);
    }
    if (!(await markOrderCancelled(tx, order.id, now)))
      throw new ConflictError(MSG.orderAlreadyCancelled, 'ORDER_ALREADY_CANCELLED');
    await releaseNights(tx, [order.id]);
    await giveBackSpent(tx, [order], now);
    const freed = { hotelCode: found.hotelCode, from: order.checkinDate, to: order.checkoutDate };
    return { paid, refundId, closed, freed };
  });

  await closeAtProvider(deps, done.closed);
  const { freed } = done;
  if (!done.paid) return { refund: 'none', freed };
  if (done.refundId === undefined) return { refund: 'done', freed };
  const confirmed = await sendDueRefunds(deps, now, [done.refundId]);
  return { refund: confirmed > 0 ? 'done' : 'pending', freed };
}
