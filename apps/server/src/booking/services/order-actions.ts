import { type CheckInBody, ORDERS_MSG, type OrderStatus } from '@hotel/shared/admin/orders';
import { isFreeCancelPolicy } from '@hotel/shared/cancel-policy';
import { PAY_METHOD, PAY_RESULT } from '@hotel/shared/constants';
import { fenToYuan, yuanToFen } from '@hotel/shared/money';
import type { Tx } from '../../db/client.ts';
import { ConflictError, ValidationError } from '../../lib/errors.ts';
import { addDays, shanghaiDate, shanghaiDateTime } from '../../lib/time.ts';
import {
  type ClosedAttempt,
  closeAtProvider,
  closePendingAttempts,
  insertAttempt,
  newAttemptNo,
  type ProviderDeps,
  sendDueRefunds,
} from '../../payment-gateways/index.ts';
import type { StaffPrincipal } from '../../staff/index.ts';
import { type AuditActor, recordChange } from '../../staff/index.ts';
import { creditCompletedStays, pointsForStay } from '../jobs/complete-stays.ts';
import {
  completeOneStay,
  firstNightPaidFen,
  recordCheckIn,
  recordCheckOut,
  recordNoShow,
  releaseNightsFrom,
} from '../queries/front-desk.ts';
import { markOrderCancelled, markOrderPaid } from '../queries/orders.ts';
import { refundThroughPaymentMethod } from './cancellation.ts';
import { arrivalDeadline } from './cancellation-terms.ts';
import { type LockedOrder, statusInputOf, withLockedOrder } from './order-access.ts';
import { isChannelOrder, isPaid, noShowAllowedFrom, statusOf } from './order-status.ts';

/** 办理入住, 办理退房 and 未到店: each in one transaction with its audit row, refused without change. */

const CLOSED_MESSAGES: Partial<Record<OrderStatus, string>> = {
  cancelled: ORDERS_MSG.alreadyCancelled,
  expired: ORDERS_MSG.alreadyExpired,
  checkedOut: ORDERS_MSG.alreadyCompleted,
  noShow: ORDERS_MSG.alreadyNoShow,
};

/** The order's status, after refusing one that is over (cancelled, expired, completed, no-show). */
export function openStatusOf(locked: LockedOrder): OrderStatus {
  const status = statusOf(statusInputOf(locked));
  const closed = CLOSED_MESSAGES[status];
  if (closed) throw new ConflictError(closed, 'ORDER_CLOSED');
  return status;
}

function orderChange(locked: LockedOrder, action: string, before: unknown, after: unknown) {
  return {
    action,
    entityType: 'order',
    entityId: locked.order.id,
    hotelId: locked.order.hotelId,
    before,
    after,
  };
}

/**
 * What the desk collects of a pay-at-hotel order at check-in, in fen: the amount due, confirmed by the
 * clerk, and how it was paid. Refused without change when missing or not the amount due.
 */
function collectionOf(order: LockedOrder['order'], collected: NonNullable<CheckInBody>['collected']) {
  if (!collected) throw new ValidationError(ORDERS_MSG.collectRequired, 'ORDER_COLLECT_REQUIRED');
  const fen = yuanToFen(collected.amount);
  if (fen !== order.actualFen)
    throw new ValidationError(
      ORDERS_MSG.collectAmountMismatch(fenToYuan(order.actualFen).toFixed(2)),
      'ORDER_COLLECT_AMOUNT_MISMATCH',
    );
  return { fen, method: collected.method };
}

/**
 * Checks the guest in, from the arrival day to the day before check-out. A pay-at-hotel order is
 * paid at the desk now (a paid attempt of 到店支付, with the amount and the way the clerk took it), so
 * it no longer lapses at its hold and its stay earns points like any paid stay.
 */
export async function checkIn(
  deps: ProviderDeps,
  staff: StaffPrincipal,
  actor: AuditActor,
  orderId: number,
  now: Date,
  body?: CheckInBody,
) {
  let closed: ClosedAttempt[] = [];
  await withLockedOrder(deps.db, staff, orderId, async (tx, locked) => {
    const { order } = locked;
    const status = openStatusOf(locked);
    if (status === 'checkedIn')
      throw new ConflictError(ORDERS_MSG.alreadyCheckedIn, 'ORDER_ALREADY_CHECKED_IN');
    if (status === 'unpaid') throw new ConflictError(ORDERS_MSG.unpaidNoCheckIn, 'ORDER_UNPAID_NO_CHECK_IN');
    const today = shanghaiDate(now);
    if (today < order.checkinDate) throw new ConflictError(ORDERS_MSG.beforeArrival, 'ORDER_BEFORE_ARRIVAL');
    if (today >= order.checkoutDate) throw new ConflictError(ORDERS_MSG.afterStay, 'ORDER_AFTER_STAY');
    const collectAtDesk = order.payResult === PAY_RESULT.unpaid;
    if (!collectAtDesk && body?.collected)
      throw new ValidationError(ORDERS_MSG.collectNotDue, 'ORDER_COLLECT_NOT_DUE');
    const collection = collectAtDesk ? collectionOf(order, body?.collected) : undefined;
    if (collectAtDesk) {
      if (now >= order.holdUntil) throw new ConflictError(ORDERS_MSG.alreadyExpired, 'ORDER_ALREADY_EXPIRED');
      await insertAttempt(tx, {
        attemptNo: newAttemptNo(),
        orderId: order.id,
        method: PAY_METHOD.payAtHotel,
        provider: 'hotel',
        amountFen: order.actualFen,
        status: 'paid',
        expiresAt: now,
        paidAt: now,
        createdAt: now,
      });
      if (!(await markOrderPaid(tx, order.id, PAY_METHOD.payAtHotel, now)))
        throw new ConflictError(ORDERS_MSG.alreadyExpired, 'ORDER_ALREADY_EXPIRED');
      closed = await closePendingAttempts(tx, [order.id]);
    }
    if (!(await recordCheckIn(tx, order.id, staff.id, now, collection)))
      throw new ConflictError(ORDERS_MSG.alreadyCheckedIn, 'ORDER_ALREADY_CHECKED_IN');
    await recordChange(
      tx,
      actor,
      orderChange(
        locked,
        'order.checkin',
        { status },
        {
          status: 'checkedIn',
          ...(collection
            ? { collectedAtDesk: fenToYuan(collection.fen), collectedBy: collection.method }
            : {}),
        },
      ),
      now,
    );
  });
  await closeAtProvider(deps, closed);
}

/**
 * Checks the guest out: completes the stay and credits its points through the completion job's own
 * rule (booking/jobs/complete-stays.ts), by the conditional state change the job makes too, so a stay is
 * credited once whichever comes first. Leaving before the check-out day gives the later nights'
 * rooms back; the stay stays paid in full.
 */
export async function checkOut(
  deps: ProviderDeps,
  staff: StaffPrincipal,
  actor: AuditActor,
  orderId: number,
  now: Date,
): Promise<{ pointsCredited: boolean }> {
  return withLockedOrder(deps.db, staff, orderId, async (tx, locked) => {
    const status = openStatusOf(locked);
    if (status !== 'checkedIn') throw new ConflictError(ORDERS_MSG.notCheckedIn, 'ORDER_NOT_CHECKED_IN');
    const stay = await completeOneStay(tx, locked.order.id, now);
    if (!stay) throw new ConflictError(ORDERS_MSG.alreadyCompleted, 'ORDER_ALREADY_COMPLETED');
    await creditCompletedStays(tx, [stay]);
    await recordCheckOut(tx, stay.id, staff.id, now);
    const released = await releaseNightsFrom(tx, locked.order, shanghaiDate(now));
    await recordChange(
      tx,
      actor,
      orderChange(
        locked,
        'order.checkout',
        { status },
        {
          status: 'checkedOut',
          // a channel's guest is no member: no points
          ...(stay.memberId === null ? {} : { points: pointsForStay(stay.actualFen) }),
          releasedNights: released,
        },
      ),
      now,
    );
    return { pointsCredited: stay.memberId !== null };
  });
}

/**
 * What a no-show keeps of a paid order: what the guest paid for the first night (every room, after
 * member price, discount code, coupon and points) on a free-cancellation rate — the policy's
 * 未入住将收取首晚房费 — and everything on a non-refundable one.
 */
async function noShowFeeFen(tx: Tx, locked: LockedOrder): Promise<number> {
  const { order } = locked;
  // the channel holds a channel guest's money and charges the no-show by its own terms
  if (isChannelOrder(statusInputOf(locked))) return 0;
  if (!isFreeCancelPolicy(locked.cancelPolicy)) return order.actualFen;
  return firstNightPaidFen(tx, order.id);
}

/**
 * Records a paid guest who did not come, from 18:00 on the arrival day: the fee is kept, the rest
 * goes back through the payment method, the order ends (cancelled, for the guest) and the rooms of
 * the later nights are given back. Unpaid and pay-at-hotel orders lapse at 18:00 by themselves,
 * charging nothing, so they are refused here.
 */
export async function recordNoShowOf(
  deps: ProviderDeps,
  staff: StaffPrincipal,
  actor: AuditActor,
  orderId: number,
  now: Date,
): Promise<void> {
  const refundId = await withLockedOrder(deps.db, staff, orderId, async (tx, locked) => {
    const { order } = locked;
    const status = openStatusOf(locked);
    if (status === 'checkedIn')
      throw new ConflictError(ORDERS_MSG.checkedInNoShow, 'ORDER_CHECKED_IN_NO_SHOW');
    if (!isPaid(statusInputOf(locked)))
      throw new ConflictError(ORDERS_MSG.noShowUnpaid, 'ORDER_NO_SHOW_UNPAID');
    const allowedFrom = noShowAllowedFrom(order);
    if (now < allowedFrom) {
      throw new ConflictError(
        allowedFrom.getTime() === arrivalDeadline(order.checkinDate).getTime()
          ? ORDERS_MSG.noShowTooEarly
          : ORDERS_MSG.noShowLateBooking(shanghaiDateTime(allowedFrom).slice(0, 16)),
        'ORDER_NO_SHOW_TOO_EARLY',
      );
    }
    const feeFen = await noShowFeeFen(tx, locked);
    const refundFen = isChannelOrder(statusInputOf(locked)) ? 0 : order.actualFen - feeFen;
    const refundId =
      refundFen > 0 ? await refundThroughPaymentMethod(tx, order, refundFen, 'no_show', now) : undefined;
    if (!(await markOrderCancelled(tx, order.id, now)))
      throw new ConflictError(ORDERS_MSG.alreadyCancelled, 'ORDER_ALREADY_CANCELLED');
    await recordNoShow(tx, order.id, staff.id, feeFen, now);
    const released = await releaseNightsFrom(tx, order, addDays(order.checkinDate, 1));
    await recordChange(
      tx,
      actor,
      orderChange(
        locked,
        'order.noshow',
        { status },
        isChannelOrder(statusInputOf(locked))
          ? { status: 'noShow', settledBy: '渠道', releasedNights: released }
          : {
              status: 'noShow',
              fee: fenToYuan(feeFen),
              refund: fenToYuan(refundFen),
              releasedNights: released,
            },
      ),
      now,
    );
    return refundId;
  });
  if (refundId !== undefined) await sendDueRefunds(deps, now, [refundId]);
}
