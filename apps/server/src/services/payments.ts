import { randomBytes } from 'node:crypto';
import type { orderPayBody, PayCashier, PayMethodOption, PayStatus } from '@hotel/shared/api/pay';
import { ORDER_STATE, PAY_METHOD, PAY_RESULT } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import {
  ConflictError,
  LoginRequiredError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
} from '../lib/errors.ts';
import { verifyPassword } from '../lib/password.ts';
import type { PaymentNotification, PaymentProvider } from '../payments/provider.ts';
import { qrCodeDataUrl } from '../payments/qr-code.ts';
import { debitBalance, insertLedgerEntry } from '../queries/ledger.ts';
import { findOwnOrder, lockMember, lockOwnOrder, markOrderPaid, type OrderRow } from '../queries/orders.ts';
import {
  closePendingAttempts,
  findAttempt,
  insertAttempt,
  lockAttempt,
  lockOrderForPayment,
  markAttemptPaid,
  markAttemptStatus,
  memberCardCredentials,
  rateLimitCount,
} from '../queries/payments.ts';
import { hitRateLimit, windowStartOf } from '../queries/rate-limits.ts';
import { fenToYuan } from './availability.ts';
import { yuanToFen } from './orders.ts';

/**
 * Payment of an order (service-design.md section 6). Whatever the retries, duplicate notifications
 * or concurrent requests, an order is paid at most once: every path marks it paid with a conditional
 * UPDATE under the order's row lock, and a unique index allows one paid attempt per order.
 */

export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  log?: FastifyBaseLogger;
}

/** The server keeps an online attempt payable this long (the page counts down 120 s), then closes it. */
export const ATTEMPT_LIFE_MS = 15 * 60 * 1000;
/** Wrong member passwords allowed per member in a 15-minute window. */
export const CARD_PASSWORD_TRIES = 5;
const CARD_PASSWORD_WINDOW_MS = 15 * 60 * 1000;

export const PAY_METHOD_OPTIONS: PayMethodOption[] = [
  { code: PAY_METHOD.memberCard, type: 'card', label: '会员卡支付', needPassword: true },
  { code: PAY_METHOD.payAtHotel, type: 'hotel', label: '到店支付', needPassword: false },
  { code: PAY_METHOD.wechat, type: 'wechat', label: '微信支付', needPassword: false },
  { code: PAY_METHOD.alipay, type: 'alipay', label: '支付宝支付', needPassword: false },
].map((m) => ({ ...m, paycode: m.code, value: m.code }));

/** getpaymethod: the four methods; with an orderNo, only when it is one of the member's orders. */
export async function payMethodsFor(db: Db, memberId: number, orderNo: string): Promise<PayMethodOption[]> {
  if (orderNo !== '') {
    if (!(await findOwnOrder(db, memberId, { orderNo }))) throw new NotFoundError(MSG.orderNotFound);
  }
  return PAY_METHOD_OPTIONS;
}

/** Refuses an order that cannot be paid now: paid, cancelled, expired, completed, or past its hold. */
function assertPayable(order: OrderRow, now: Date): void {
  if (order.payResult === PAY_RESULT.paid) throw new ConflictError(MSG.orderAlreadyPaid);
  if (order.state === ORDER_STATE.cancelled) throw new ConflictError(MSG.orderAlreadyCancelled);
  if (order.state === ORDER_STATE.completed) throw new ConflictError(MSG.orderCompleted);
  if (order.state !== ORDER_STATE.booked || now.getTime() >= order.holdUntil.getTime()) {
    throw new ConflictError(MSG.orderExpired);
  }
}

type OrderPayRequest = z.output<typeof orderPayBody>;

/** The order behind an orderpay request, locked, with the checks every method shares. */
async function lockPayableOrder(tx: Tx, memberId: number, request: OrderPayRequest, now: Date) {
  const found = await lockOwnOrder(tx, memberId, { revNo: request.revNo });
  if (!found || (request.hotelCode !== '' && request.hotelCode !== found.hotelCode)) {
    throw new NotFoundError(MSG.orderNotFound);
  }
  assertPayable(found.order, now);
  if (request.payAmount !== undefined && yuanToFen(request.payAmount) !== found.order.actualFen) {
    throw new ConflictError(MSG.payAmountMismatch);
  }
  return found;
}

export type OrderPayOutcome = { kind: 'card' } | { kind: 'hotel' } | { kind: 'online'; cashier: PayCashier };

/** orderpay: member card (1), pay at the hotel (ddzf), WeChat Pay (wxpay) or Alipay (alipay). */
export async function payOrder(
  deps: PaymentDeps,
  memberId: number,
  request: OrderPayRequest,
  now: Date,
): Promise<OrderPayOutcome> {
  switch (request.method) {
    case PAY_METHOD.memberCard:
      await payByCard(deps.db, memberId, request, now);
      return { kind: 'card' };
    case PAY_METHOD.payAtHotel:
      // Nothing changes: the order stays unpaid and held until 18:00 on the arrival day.
      await deps.db.transaction((tx) => lockPayableOrder(tx, memberId, request, now));
      return { kind: 'hotel' };
    case PAY_METHOD.wechat:
    case PAY_METHOD.alipay:
      return { kind: 'online', cashier: await startOnlinePayment(deps, memberId, request, now) };
    default:
      throw new ValidationError(MSG.payMethodUnsupported);
  }
}

function newAttemptNo(): string {
  return `PA${randomBytes(12).toString('hex').toUpperCase()}`;
}

/**
 * Member card: the card number (when sent) and member password are checked first, outside the
 * transaction (the hash is slow); then one transaction locks the member and the order, debits the
 * balance with a conditional UPDATE (余额不足 when it does not cover the amount), writes the
 * ledger row and marks the order paid.
 */
export async function payByCard(
  db: Db,
  memberId: number,
  request: OrderPayRequest,
  now: Date,
): Promise<void> {
  const credentials = await memberCardCredentials(db, memberId);
  if (!credentials) throw new LoginRequiredError();
  if (request.cardNo !== '' && request.cardNo !== credentials.cardNo)
    throw new ValidationError(MSG.cardNoMismatch);
  const triesKey = `card-password:${memberId}`;
  const window = windowStartOf(now, CARD_PASSWORD_WINDOW_MS);
  if ((await rateLimitCount(db, triesKey, window)) >= CARD_PASSWORD_TRIES) {
    throw new RateLimitedError(MSG.memberPasswordLocked);
  }
  if (!(await verifyPassword(request.cardPwd, credentials.passwordHash))) {
    await hitRateLimit(db, triesKey, window);
    throw new ValidationError(MSG.memberPasswordWrong);
  }

  await db.transaction(async (tx) => {
    if (!(await lockMember(tx, memberId))) throw new LoginRequiredError();
    const { order } = await lockPayableOrder(tx, memberId, request, now);
    const balanceAfterFen = await debitBalance(tx, memberId, order.actualFen);
    if (balanceAfterFen === undefined) throw new ConflictError(MSG.balanceInsufficient);
    await insertLedgerEntry(tx, {
      memberId,
      orderId: order.id,
      kind: 'debit',
      amountFen: -order.actualFen,
      balanceAfterFen,
      now,
    });
    await insertAttempt(tx, {
      attemptNo: newAttemptNo(),
      orderId: order.id,
      method: PAY_METHOD.memberCard,
      provider: 'card',
      amountFen: order.actualFen,
      status: 'paid',
      expiresAt: now,
      paidAt: now,
      createdAt: now,
    });
    if (!(await markOrderPaid(tx, order.id, PAY_METHOD.memberCard, now))) {
      throw new ConflictError(MSG.orderAlreadyPaid);
    }
  });
}

/**
 * WeChat Pay and Alipay: a new payment attempt for the order's actual amount (earlier pending
 * attempts of the order are closed), then the provider says where to pay; the QR image is drawn here.
 */
async function startOnlinePayment(
  deps: PaymentDeps,
  memberId: number,
  request: OrderPayRequest,
  now: Date,
): Promise<PayCashier> {
  const { attempt, description } = await deps.db.transaction(async (tx) => {
    const found = await lockPayableOrder(tx, memberId, request, now);
    await closePendingAttempts(tx, [found.order.id]);
    const expiresAt = new Date(Math.min(now.getTime() + ATTEMPT_LIFE_MS, found.order.holdUntil.getTime()));
    const attempt = await insertAttempt(tx, {
      attemptNo: newAttemptNo(),
      orderId: found.order.id,
      method: request.method,
      provider: deps.provider.name,
      amountFen: found.order.actualFen,
      status: 'pending',
      expiresAt,
      createdAt: now,
    });
    return { attempt, description: `${found.hotelName} 订单${found.order.orderNo}` };
  });
  // after the commit: a provider call never holds the order's lock
  const session = await deps.provider.createPayment({
    attemptNo: attempt.attemptNo,
    method: attempt.method,
    amountFen: attempt.amountFen,
    description,
    expiresAt: attempt.expiresAt,
  });
  return {
    payUrl: session.payUrl,
    qrCode: await qrCodeDataUrl(session.qrCodeContent),
    attemptNo: attempt.attemptNo,
    payAmount: fenToYuan(attempt.amountFen),
    expireTime: attempt.expiresAt.toISOString(),
  };
}

/**
 * What a notification did. Only `paid` changed the order; `duplicate` and `cancelled` are
 * acknowledged to the provider, the rest are refused and change nothing.
 */
export type NotificationOutcome =
  | 'paid'
  | 'duplicate'
  | 'cancelled'
  | 'unknown'
  | 'closed'
  | 'expired'
  | 'amountMismatch'
  | 'orderNotPayable';

export function notificationAcknowledged(outcome: NotificationOutcome): boolean {
  return outcome === 'paid' || outcome === 'duplicate' || outcome === 'cancelled';
}

/**
 * The one handler for every provider's payment notification (the sandbox cashier's confirm and
 * cancel included). In one transaction it locks the order, then the attempt (the lock order of the
 * cancel path), and marks attempt and order paid only when the attempt is pending, not expired, for
 * the same amount, and the order is still open and unpaid. A guest's cancel (status other than
 * SUCCESS) closes a pending attempt.
 */
export async function handlePaymentNotification(
  deps: { db: Db; log?: FastifyBaseLogger },
  notification: PaymentNotification,
  now: Date,
): Promise<NotificationOutcome> {
  const seen = await findAttempt(deps.db, notification.attemptNo);
  const outcome: NotificationOutcome = !seen
    ? 'unknown'
    : await deps.db.transaction(async (tx) => {
        const order = await lockOrderForPayment(tx, seen.orderId);
        const attempt = await lockAttempt(tx, seen.id);
        if (!order || !attempt) return 'unknown';
        if (attempt.status === 'paid' || attempt.status === 'refunded') return 'duplicate';
        if (attempt.status !== 'pending') return 'closed';
        if (notification.status !== 'SUCCESS') {
          await markAttemptStatus(tx, attempt.id, 'pending', 'closed');
          return 'cancelled';
        }
        if (now.getTime() >= attempt.expiresAt.getTime()) return 'expired';
        if (notification.amountFen !== attempt.amountFen) return 'amountMismatch';
        if (order.state !== ORDER_STATE.booked || order.payResult !== PAY_RESULT.unpaid)
          return 'orderNotPayable';
        if (!(await markAttemptPaid(tx, attempt.id, notification.txnId, now))) return 'duplicate';
        if (!(await markOrderPaid(tx, order.id, attempt.method, now))) {
          throw new Error(`order ${order.id} changed under its lock`);
        }
        return 'paid';
      });
  deps.log?.info({ attemptNo: notification.attemptNo, outcome }, 'payment notification');
  return outcome;
}

/** checkpayret: whether the member's order with this booking number is paid. */
export async function payStatusOf(db: Db, memberId: number, revNo: string): Promise<PayStatus> {
  const order = await findOwnOrder(db, memberId, { revNo });
  if (!order) throw new NotFoundError(MSG.orderNotFound);
  return { paid: order.payResult === PAY_RESULT.paid, state: order.state, payResult: order.payResult };
}
