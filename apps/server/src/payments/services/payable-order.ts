import type { orderPayBody } from '@hotel/shared/api/pay';
import { ORDER_STATE, PAY_RESULT } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { yuanToFen } from '@hotel/shared/money';
import type { z } from 'zod';
import type { BookingConfirmations } from '../../booking/index.ts';
import { lockOwnOrder } from '../../booking/index.ts';
import type { Tx } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { ProviderDeps } from '../../payment-gateways/index.ts';

/* The order being paid, as every method of orderpay and every notification checks it. */

/** What the paths that confirm a booking need: the database, the provider, the confirmations. */
export interface PaymentDeps extends ProviderDeps {
  confirmations: BookingConfirmations;
}

/** The refusal of paying an order now (paid, cancelled, expired, completed, past its hold), if it cannot be paid. */
export function unpayableRefusal(
  order: { state: number; payResult: number; holdUntil: Date },
  now: Date,
): ConflictError | undefined {
  if (order.payResult === PAY_RESULT.paid)
    return new ConflictError(MSG.orderAlreadyPaid, 'ORDER_ALREADY_PAID');
  if (order.state === ORDER_STATE.cancelled)
    return new ConflictError(MSG.orderAlreadyCancelled, 'ORDER_ALREADY_CANCELLED');
  if (order.state === ORDER_STATE.completed) return new ConflictError(MSG.orderCompleted, 'ORDER_COMPLETED');
  if (order.state !== ORDER_STATE.booked || now.getTime() >= order.holdUntil.getTime())
    return new ConflictError(MSG.orderExpired, 'ORDER_EXPIRED');
  return undefined;
}

export type OrderPayRequest = z.output<typeof orderPayBody>;

/** The order behind an orderpay request, locked, with the checks every method shares. */
export async function lockPayableOrder(tx: Tx, memberId: number, request: OrderPayRequest, now: Date) {
  const found = await lockOwnOrder(tx, memberId, { revNo: request.revNo });
  if (!found || (request.hotelCode !== '' && request.hotelCode !== found.hotelCode)) {
    throw new NotFoundError(MSG.orderNotFound, 'ORDER_NOT_FOUND');
  }
  const refusal = unpayableRefusal(found.order, now);
  if (refusal) throw refusal;
  if (request.payAmount !== undefined && yuanToFen(request.payAmount) !== found.order.actualFen) {
    throw new ConflictError(MSG.payAmountMismatch, 'PAY_AMOUNT_MISMATCH');
  }
  return found;
}
