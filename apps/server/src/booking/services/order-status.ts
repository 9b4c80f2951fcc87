import type { OrderActions, OrderStatus } from '@hotel/shared/admin/orders';
import { mayDo, type StaffRole } from '@hotel/shared/admin/roles';
import type { CancelPolicy } from '@hotel/shared/cancel-policy';
import { ORDER_STATE, PAY_METHOD, PAY_RESULT } from '@hotel/shared/constants';
import { fenToYuan } from '@hotel/shared/money';
import { shanghaiDate } from '../../lib/time.ts';
import { freeCancellable } from './cancellation-terms.ts';

/**
 * How staff see an order and what they may do with it. The order's own state stays the guest's; the
 * desk's record (checked in, no-show) refines it:
 *
 *   待支付 ──(guest pays / chooses 到店支付)──▶ 待入住 ──办理入住──▶ 已入住 ──办理退房──▶ 已离店
 *     │                                        │  └──未到店 (paid, from 18:00 on the arrival day)──▶ 未到店
 *     └──取消并退款──▶ 已取消 ◀──取消并退款─────┘
 *   待支付 and unpaid 到店支付 lapse at their hold (已失效); paid stays nobody checks out are completed
 *   by the job at 12:00 on the check-out day (已离店). A channel's order is cancelled by the channel
 *   only, and its money is settled there: no refund here, a no-show keeps nothing here.
 */

export interface StatusInput {
  order: {
    state: number;
    payResult: number;
    payMethod: string | null;
    checkinDate: string;
    holdUntil: Date;
    actualFen: number;
    /** Set on a channel's reservation: the channel cancels it and settles its money. */
    channelReservationId: number | null;
  };
  cancelPolicy: CancelPolicy;
  checkedInAt: Date | null;
  noShowAt: Date | null;
}

export function statusOf(row: StatusInput): OrderStatus {
  const { state, payMethod } = row.order;
  if (state === ORDER_STATE.completed) return 'checkedOut';
  if (state === ORDER_STATE.expired) return 'expired';
  if (state === ORDER_STATE.cancelled) return row.noShowAt ? 'noShow' : 'cancelled';
  if (state === ORDER_STATE.confirmed) return row.checkedInAt ? 'checkedIn' : 'awaitingArrival';
  return payMethod === PAY_METHOD.payAtHotel ? 'awaitingArrival' : 'unpaid';
}

/** A channel's order: cancelled by the channel (its cancellation reaches us), its money settled there. */
export function isChannelOrder(row: StatusInput): boolean {
  return row.order.channelReservationId !== null;
}

export function isPaid(row: StatusInput): boolean {
  return row.order.payResult === PAY_RESULT.paid;
}

/**
 * The refund the guest's own cancellation would get now, in fen: nothing to give back for an
 * unpaid order, everything before 18:00 on the arrival day on a free-cancellation rate, and
 * undefined when the guest could not cancel at all.
 */
export function policyRefundFen(row: StatusInput, now: Date): number | undefined {
  if (!isPaid(row)) return 0;
  return freeCancellable(row.order, row.cancelPolicy, now) ? row.order.actualFen : undefined;
}

/** Whether the role may refund any amount up to what was paid, outside the policy too. */
export function mayChooseRefund(role: StaffRole): boolean {
  return mayDo(role, 'refundOutsidePolicy');
}

/**
 * From when a paid guest who has not come may be recorded as a no-show: the time the booking was held
 * until when made (booking/services/orders.ts holdUntilFor), 18:00 on the arrival day, or, for a booking made
 * on its arrival day after 18:00, the end of that day: a late guest is on the way.
 */
export function noShowAllowedFrom(order: { holdUntil: Date }): Date {
  return order.holdUntil;
}

/** What the order's detail and the desk's lists offer; the actions check the same rules again. */
export function actionsOf(
  row: StatusInput & { checkoutDate: string },
  role: StaffRole,
  now: Date,
): OrderActions {
  const status = statusOf(row);
  const today = shanghaiDate(now);
  const open = (status === 'unpaid' || status === 'awaitingArrival') && !isChannelOrder(row);
  const policy = policyRefundFen(row, now);
  const inStay = row.order.checkinDate <= today && today < row.checkoutDate;
  return {
    checkIn: status === 'awaitingArrival' && inStay && (isPaid(row) || now < row.order.holdUntil),
    checkOut: status === 'checkedIn',
    noShow: status === 'awaitingArrival' && isPaid(row) && now >= noShowAllowedFrom(row.order),
    cancel: open && (mayChooseRefund(role) || policy !== undefined),
    policyRefund: open && policy !== undefined ? fenToYuan(policy) : null,
    mayChooseRefund: mayChooseRefund(role) && isPaid(row),
  };
}
