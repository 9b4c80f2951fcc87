import {
  ARRIVAL_HOLD_HOUR,
  type CancelPolicy,
  FREE_CANCEL_HOUR,
  freeCancelDaysBefore,
} from '@hotel/shared/cancel-policy';
import { ORDER_STATE, PAY_RESULT } from '@hotel/shared/constants';
import { addDays, shanghaiInstant } from '../../lib/time.ts';
import type { OrderRow } from '../queries/orders.ts';

/*
 * When a booking's rooms are held and until when it is cancelled free of charge: the rules every
 * cancellation (the guest's, the desk's), the order's preview, the confirmation and the no-show
 * apply. The policies themselves and their wording are @hotel/shared/cancel-policy.
 */

/** The usual guarantee time: ARRIVAL_HOLD_HOUR (18:00) on the arrival day, Asia/Shanghai. */
export function arrivalDeadline(checkinDate: string): Date {
  return shanghaiInstant(checkinDate, ARRIVAL_HOLD_HOUR);
}

/**
 * How long an unpaid order holds its rooms: until 18:00 on the arrival day; a same-day booking made
 * after 18:00 holds them until the arrival day ends (the guest is on the way and pays at the desk).
 */
export function holdUntilFor(checkinDate: string, now: Date): Date {
  const deadline = arrivalDeadline(checkinDate);
  return deadline.getTime() > now.getTime() ? deadline : shanghaiInstant(addDays(checkinDate, 1), '00:00');
}

/** Until when a paid order of the policy is cancelled free of charge; null when it never is. */
export function freeCancelDeadline(checkinDate: string, policy: CancelPolicy): Date | null {
  const days = freeCancelDaysBefore(policy);
  return days === null ? null : shanghaiInstant(addDays(checkinDate, -days), FREE_CANCEL_HOUR);
}

/** Whether a paid order may still be cancelled free of charge at `now`. */
export function freeCancellable(order: { checkinDate: string }, policy: CancelPolicy, now: Date): boolean {
  const deadline = freeCancelDeadline(order.checkinDate, policy);
  return deadline !== null && now.getTime() < deadline.getTime();
}

/** What the guest's cancellation would do at a moment: one rule for cancleOrder and the order's preview. */
export interface CancellationTerms {
  /** The guest may cancel now (cancleOrder would accept). */
  allowed: boolean;
  /** What cancelling now gives back, in fen: all that was paid on a free cancellation, else 0. */
  refundFen: number;
  /** Until when a paid order of this rate is cancelled free of charge; null on a rate that never is. */
  freeUntil: Date | null;
}

export function cancellationTerms(
  order: Pick<OrderRow, 'state' | 'payResult' | 'checkinDate' | 'actualFen'>,
  rate: { cancelPolicy: CancelPolicy; checkedIn: boolean },
  now: Date,
): CancellationTerms {
  const freeUntil = freeCancelDeadline(order.checkinDate, rate.cancelPolicy);
  const open = order.state === ORDER_STATE.booked || order.state === ORDER_STATE.confirmed;
  if (!open || rate.checkedIn) return { allowed: false, refundFen: 0, freeUntil };
  if (order.payResult === PAY_RESULT.unpaid) {
    return { allowed: order.state === ORDER_STATE.booked, refundFen: 0, freeUntil };
  }
  const free = freeCancellable(order, rate.cancelPolicy, now);
  return { allowed: free, refundFen: free ? order.actualFen : 0, freeUntil };
}
