import type { CancelOrderBody } from '@hotel/shared/admin/orders';
import { ORDERS_MSG } from '@hotel/shared/admin/orders';
import { fenToYuan, yuanToFen } from '@hotel/shared/money';
import { ConflictError, ValidationError } from '../../lib/errors.ts';
import { giveBackSpent } from '../../members/index.ts';
import {
  type ClosedAttempt,
  closeAtProvider,
  closePendingAttempts,
  type ProviderDeps,
  sendDueRefunds,
} from '../../payment-gateways/index.ts';
import type { StaffPrincipal } from '../../staff/index.ts';
import { type AuditActor, recordChange } from '../../staff/index.ts';
import { markOrderCancelled, releaseNights } from '../queries/orders.ts';
import { refundThroughPaymentMethod } from './cancellation.ts';
import { type LockedOrder, statusInputOf, withLockedOrder } from './order-access.ts';
import { openStatusOf } from './order-actions.ts';
import { isChannelOrder, isPaid, mayChooseRefund, policyRefundFen } from './order-status.ts';

/** 取消并退款: a reason always; the refund through the original payment method; the rooms back. */

export type StaffCancelOutcome = 'none' | 'done' | 'pending';

/**
 * The refund this staff member may give, in fen. 前台 give exactly what the guest's own
 * cancellation would get and may not cancel outside the policy; 酒店经理 and 集团管理员 choose any
 * amount up to what was paid (a goodwill refund, or none on a non-refundable rate).
 */
function refundFenOf(locked: LockedOrder, staff: StaffPrincipal, requestedFen: number, now: Date): number {
  const input = statusInputOf(locked);
  const { actualFen } = locked.order;
  if (!isPaid(input)) {
    if (requestedFen !== 0) throw new ValidationError(ORDERS_MSG.refundOnUnpaid, 'ORDER_REFUND_ON_UNPAID');
    return 0;
  }
  if (requestedFen > actualFen)
    throw new ValidationError(ORDERS_MSG.refundTooLarge, 'ORDER_REFUND_TOO_LARGE');
  if (mayChooseRefund(staff.role)) return requestedFen;
  const policyFen = policyRefundFen(input, now);
  if (policyFen === undefined) throw new ConflictError(ORDERS_MSG.outsidePolicy, 'ORDER_OUTSIDE_POLICY');
  if (requestedFen !== policyFen)
    throw new ValidationError(
      `${ORDERS_MSG.frontDeskPolicyRefund}全额退款 ¥${fenToYuan(policyFen)}`,
      'ORDER_REFUND_BY_POLICY',
    );
  return policyFen;
}

export async function cancelByStaff(
  deps: ProviderDeps,
  staff: StaffPrincipal,
  actor: AuditActor,
  orderId: number,
  body: CancelOrderBody,
  now: Date,
): Promise<StaffCancelOutcome> {
  const requestedFen = yuanToFen(body.refundAmount);
  let closed: ClosedAttempt[] = [];
  const done = await withLockedOrder(deps.db, staff, orderId, async (tx, locked) => {
    const { order } = locked;
    const status = openStatusOf(locked);
    if (isChannelOrder(statusInputOf(locked)))
      throw new ConflictError(ORDERS_MSG.channelOrderNoCancel, 'ORDER_CHANNEL_CANCELS');
    if (status === 'checkedIn')
      throw new ConflictError(ORDERS_MSG.checkedInNoCancel, 'ORDER_CHECKED_IN_NO_CANCEL');
    const refundFen = refundFenOf(locked, staff, requestedFen, now);
    const refundId =
      refundFen > 0
        ? await refundThroughPaymentMethod(tx, order, refundFen, 'staff_cancelled', now)
        : undefined;
    if (!isPaid(statusInputOf(locked))) closed = await closePendingAttempts(tx, [order.id]);
    if (!(await markOrderCancelled(tx, order.id, now)))
      throw new ConflictError(ORDERS_MSG.alreadyCancelled, 'ORDER_ALREADY_CANCELLED');
    await releaseNights(tx, [order.id]);
    await giveBackSpent(tx, [order], now);
    await recordChange(
      tx,
      actor,
      {
        action: 'order.cancel',
        entityType: 'order',
        entityId: order.id,
        hotelId: order.hotelId,
        before: { status, paid: fenToYuan(isPaid(statusInputOf(locked)) ? order.actualFen : 0) },
        after: { status: 'cancelled', refund: fenToYuan(refundFen), reason: body.reason },
      },
      now,
    );
    return { refundFen, refundId };
  });
  await closeAtProvider(deps, closed);
  if (done.refundFen === 0) return 'none';
  if (done.refundId === undefined) return 'done';
  const confirmed = await sendDueRefunds(deps, now, [done.refundId]);
  return confirmed > 0 ? 'done' : 'pending';
}
