import { ORDER_STATE, PAY_RESULT } from '@hotel/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import { markOrderPaid } from '../../booking/index.ts';
import type { PaymentNotification } from '../../payment-gateways/index.ts';
import {
  type ClosedAttempt,
  closeAtProvider,
  closePendingAttempts,
  findAttempt,
  lockAttempt,
  lockOrderForPayment,
  markAttemptMoneyIn,
  markAttemptStatus,
  requestRefund,
  sendDueRefunds,
} from '../../payment-gateways/index.ts';
import { type PaymentDeps, unpayableRefusal } from './payable-order.ts';

/**
 * What a notification did. `paid` paid the order; `refunding` recorded money that arrived for an
 * order no longer payable (already paid another way, cancelled or expired) and is sending it back;
 * `duplicate` and `cancelled` changed nothing more. These four are acknowledged to the provider; the
 * rest are refused and change nothing.
 */
export type NotificationOutcome =
  | 'paid'
  | 'refunding'
  | 'duplicate'
  | 'cancelled'
  | 'unknown'
  | 'closed'
  | 'amountMismatch';

export function notificationAcknowledged(outcome: NotificationOutcome): boolean {
  return outcome === 'paid' || outcome === 'refunding' || outcome === 'duplicate' || outcome === 'cancelled';
}

interface Handled {
  outcome: NotificationOutcome;
  closed?: ClosedAttempt[];
  refundId?: number;
  confirmations?: number[];
}

/**
 * The one handler for every provider's payment notification (the sandbox cashier's confirm and
 * cancel included). In one transaction it locks the order, then the attempt (the lock order of the
 * cancel path). Money the provider took for the attempt's amount either pays the order, when the
 * order can still be paid (whatever became of the attempt: a guest may pay a QR code just as it was
 * replaced), closing the order's other attempts and writing the guest's confirmation; or it is
 * recorded and refunded through the refund outbox. A duplicate changes nothing; a guest's cancel (status other than SUCCESS) closes a pending
 * attempt; an amount that is not the attempt's changes nothing and is logged.
 */
export async function handlePaymentNotification(
  deps: PaymentDeps,
  notification: PaymentNotification,
  now: Date,
  /** The provider the notification comes from: it speaks only for the attempts made with it. */
  source: string,
): Promise<NotificationOutcome> {
  const seen = await findAttempt(deps.db, notification.attemptNo);
  // the sandbox's cashier never speaks for an attempt a real gateway holds, nor one gateway for another's
  const handled: Handled =
    !seen || seen.provider !== source
      ? { outcome: 'unknown' }
      : await deps.db.transaction(async (tx): Promise<Handled> => {
          const order = await lockOrderForPayment(tx, seen.orderId);
          const attempt = await lockAttempt(tx, seen.id);
          if (!order || !attempt) return { outcome: 'unknown' };
          if (['paid', 'refunding', 'refunded'].includes(attempt.status)) return { outcome: 'duplicate' };
          if (notification.status !== 'SUCCESS') {
            if (attempt.status !== 'pending') return { outcome: 'closed' };
            await markAttemptStatus(tx, attempt.id, 'pending', 'closed');
            return { outcome: 'cancelled' };
          }
          if (notification.amountFen !== attempt.amountFen) return { outcome: 'amountMismatch' };
          if (unpayableRefusal(order, now) === undefined || paidInTime(order, attempt)) {
            if (!(await markAttemptMoneyIn(tx, attempt.id, 'paid', notification.txnId, now))) {
              return { outcome: 'duplicate' };
            }
            if (!(await markOrderPaid(tx, order.id, attempt.method, now))) {
              throw new Error(`order ${order.id} changed under its lock`);
            }
            return {
              outcome: 'paid',
              closed: await closePendingAttempts(tx, [order.id], attempt.id),
              confirmations: await deps.confirmations.queue(tx, order.id, 'paid', now),
            };
          }
          if (!(await markAttemptMoneyIn(tx, attempt.id, 'refunding', notification.txnId, now))) {
            return { outcome: 'duplicate' };
          }
          return { outcome: 'refunding', refundId: await requestRefund(tx, attempt, 'late_payment', now) };
        });
  logOutcome(deps.log, notification, handled.outcome);
  await closeAtProvider(deps, handled.closed ?? []);
  if (handled.refundId !== undefined) await sendDueRefunds(deps, now, [handled.refundId]);
  if (handled.confirmations) await deps.confirmations.send(now, handled.confirmations);
  return handled.outcome;
}

/**
 * Money for an attempt still open, of an order still booked and unpaid, was paid in time even when
 * it is handled after the hold ended: a gateway takes no money after the attempt's expiry, which is
 * never later than the hold, and the expiry job closes the attempt when it expires the order.
 */
function paidInTime(order: { state: number; payResult: number }, attempt: { status: string }): boolean {
  return (
    attempt.status === 'pending' && order.state === ORDER_STATE.booked && order.payResult !== PAY_RESULT.paid
  );
}

function logOutcome(
  log: FastifyBaseLogger | undefined,
  notification: PaymentNotification,
  outcome: NotificationOutcome,
) {
  const fields = { attemptNo: notification.attemptNo, amountFen: notification.amountFen, outcome };
  if (outcome === 'amountMismatch' || outcome === 'unknown')
    log?.warn(fields, 'payment notification refused');
  else log?.info(fields, 'payment notification');
}
