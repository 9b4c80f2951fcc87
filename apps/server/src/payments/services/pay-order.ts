import { MAX_PAY_AT_HOTEL_ORDERS } from '@hotel/shared/api/order';
import type { PayCashier, PayMethodOption, PayStatus } from '@hotel/shared/api/pay';
import { PAY_METHOD, PAY_RESULT } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { fenToYuan } from '@hotel/shared/money';
import { countPayAtHotelHolds, findOwnOrder, lockMember, markOrderPayAtHotel } from '../../booking/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  BadGatewayError,
  ConflictError,
  LoginRequiredError,
  NotFoundError,
  ValidationError,
} from '../../lib/errors.ts';
import type { PaymentProvider, PaymentSession } from '../../payment-gateways/index.ts';
import {
  closeAtProvider,
  closePendingAttempts,
  insertAttempt,
  markAttemptStatus,
  newAttemptNo,
  ONLINE_PAY_METHODS,
  type PaymentGateways,
  type ProviderDeps,
  qrCodeDataUrl,
} from '../../payment-gateways/index.ts';
import { RECONCILE_DELAY_MS } from '../jobs/reconcile-payments.ts';
import { payByCard } from './card-payment.ts';
import { lockPayableOrder, type OrderPayRequest, type PaymentDeps } from './payable-order.ts';

/**
 * Payment of an order (service-design.md section 6). Whatever the retries, duplicate notifications
 * or concurrent requests, an order is paid at most once: every path marks it paid with a conditional
 * UPDATE under the order's row lock, and a unique index allows one paid attempt per order. Paying by
 * any method closes the order's other open attempts, in the database and at the provider.
 */

/** The server keeps an online attempt payable this long (the page counts down 120 s), then closes it. */
export const ATTEMPT_LIFE_MS = 15 * 60 * 1000;

const PAY_METHOD_OPTIONS: PayMethodOption[] = [
  { code: PAY_METHOD.memberCard, type: 'card', label: '会员卡支付', needPassword: true },
  { code: PAY_METHOD.payAtHotel, type: 'hotel', label: '到店支付', needPassword: false },
  { code: PAY_METHOD.wechat, type: 'wechat', label: '微信支付', needPassword: false },
  { code: PAY_METHOD.alipay, type: 'alipay', label: '支付宝支付', needPassword: false },
].map((m) => ({ ...m, paycode: m.code, value: m.code }));

const ONLINE_METHODS: readonly string[] = ONLINE_PAY_METHODS;

/** The methods on offer: WeChat Pay and Alipay each only when a gateway takes it. */
export function payMethodsOnOffer(payments: PaymentGateways): PayMethodOption[] {
  return PAY_METHOD_OPTIONS.filter((m) => !ONLINE_METHODS.includes(m.code) || payments.forMethod(m.code));
}

/** getpaymethod: the methods on offer; with an orderNo, only when it is one of the member's orders. */
export async function payMethodsFor(
  deps: ProviderDeps,
  memberId: number,
  orderNo: string,
): Promise<PayMethodOption[]> {
  if (orderNo !== '') {
    if (!(await findOwnOrder(deps.db, memberId, { orderNo })))
      throw new NotFoundError(MSG.orderNotFound, 'ORDER_NOT_FOUND');
  }
  return payMethodsOnOffer(deps.payments);
}

export type OrderPayOutcome = { kind: 'card' } | { kind: 'hotel' } | { kind: 'online'; cashier: PayCashier };

/** Where this payer reaches the site (lib/public-base-url.ts): the cashier links are built on it. */
export interface PayRequestContext {
  siteBaseUrl: string;
  idempotencyKey?: string | undefined;
}

/** orderpay: member card (1), pay at the hotel (ddzf), WeChat Pay (wxpay) or Alipay (alipay). */
export async function payOrder(
  deps: PaymentDeps,
  memberId: number,
  request: OrderPayRequest,
  now: Date,
  context: PayRequestContext,
): Promise<OrderPayOutcome> {
  switch (request.method) {
    case PAY_METHOD.memberCard:
      await payByCard(deps, memberId, request, now, context.idempotencyKey);
      return { kind: 'card' };
    case PAY_METHOD.payAtHotel:
      await guaranteeAtHotel(deps, memberId, request, now);
      return { kind: 'hotel' };
    case PAY_METHOD.wechat:
    case PAY_METHOD.alipay: {
      const provider = deps.payments.forMethod(request.method);
      if (!provider) throw new ValidationError(MSG.payMethodUnsupported, 'PAY_METHOD_UNSUPPORTED');
      return {
        kind: 'online',
        cashier: await startOnlinePayment(deps, provider, memberId, request, now, context.siteBaseUrl),
      };
    }
    default:
      throw new ValidationError(MSG.payMethodUnsupported, 'PAY_METHOD_UNSUPPORTED');
  }
}

/**
 * Pay at the hotel (ddzf): the order stays unpaid and is guaranteed until its hold ends (18:00 on
 * the arrival day), recorded as such (payMethod ddzf) so it no longer counts as an unpaid online
 * order, and the guest is sent the confirmation. Under the member's lock, a member holds at most
 * MAX_PAY_AT_HOTEL_ORDERS such bookings at once. Choosing it again changes nothing and sends nothing.
 */
async function guaranteeAtHotel(deps: PaymentDeps, memberId: number, request: OrderPayRequest, now: Date) {
  const confirmations = await deps.db.transaction(async (tx) => {
    if (!(await lockMember(tx, memberId))) throw new LoginRequiredError();
    const { order } = await lockPayableOrder(tx, memberId, request, now);
    if (order.payMethod === PAY_METHOD.payAtHotel) return [];
    if ((await countPayAtHotelHolds(tx, memberId, now)) >= MAX_PAY_AT_HOTEL_ORDERS) {
      throw new ConflictError(MSG.tooManyPayAtHotelOrders, 'TOO_MANY_PAY_AT_HOTEL_ORDERS');
    }
    if (!(await markOrderPayAtHotel(tx, order.id)))
      throw new ConflictError(MSG.orderExpired, 'ORDER_EXPIRED');
    return deps.confirmations.queue(tx, order.id, 'pay_at_hotel', now);
  });
  await deps.confirmations.send(now, confirmations);
}

/**
 * WeChat Pay and Alipay: a new payment attempt for the order's actual amount (earlier pending
 * attempts of the order are closed), then the provider says where to pay; the QR image is drawn here.
 * A retry makes another attempt and closes this one: no money moves until the guest pays one.
 */
async function startOnlinePayment(
  deps: ProviderDeps,
  provider: PaymentProvider,
  memberId: number,
  request: OrderPayRequest,
  now: Date,
  siteBaseUrl: string,
): Promise<PayCashier> {
  const { attempt, description, closed } = await deps.db.transaction(async (tx) => {
    const found = await lockPayableOrder(tx, memberId, request, now);
    const { attempt, closed } = await replaceOpenAttempt(tx, found.order, request.method, provider.name, now);
    return { attempt, description: `${found.hotelName} 订单${found.order.orderNo}`, closed };
  });
  // after the commit: a provider call never holds the order's lock
  await closeAtProvider(deps, closed);
  let session: PaymentSession;
  try {
    session = await provider.createPayment({
      attemptNo: attempt.attemptNo,
      method: attempt.method,
      amountFen: attempt.amountFen,
      description,
      expiresAt: attempt.expiresAt,
      siteBaseUrl,
    });
  } catch (err) {
    // the gateway is down, slow or refused: nobody can pay this attempt; the guest may try again
    deps.log?.error({ err, attemptNo: attempt.attemptNo, provider: provider.name }, 'payment gateway failed');
    await markAttemptStatus(deps.db, attempt.id, 'pending', 'closed');
    throw new BadGatewayError(MSG.payGatewayFailed, 'PAY_GATEWAY_FAILED');
  }
  return {
    payUrl: session.payUrl,
    qrCode: await qrCodeDataUrl(session.qrCodeContent),
    attemptNo: attempt.attemptNo,
    payAmount: fenToYuan(attempt.amountFen),
    expireTime: attempt.expiresAt.toISOString(),
  };
}

/**
 * In the transaction that holds the order's lock: closes the order's open attempts and opens a new
 * one for its whole amount through `provider`, payable for ATTEMPT_LIFE_MS (never past the hold)
 * and checked with its gateway from RECONCILE_DELAY_MS on. The closed ones go to `closeAtProvider`
 * after the commit.
 */
export async function replaceOpenAttempt(
  tx: Tx,
  order: { id: number; actualFen: number; holdUntil: Date },
  method: string,
  provider: string,
  now: Date,
) {
  const closed = await closePendingAttempts(tx, [order.id]);
  const attempt = await insertAttempt(tx, {
    attemptNo: newAttemptNo(),
    orderId: order.id,
    method,
    provider,
    amountFen: order.actualFen,
    status: 'pending',
    expiresAt: new Date(Math.min(now.getTime() + ATTEMPT_LIFE_MS, order.holdUntil.getTime())),
    createdAt: now,
    reconcileAfter: new Date(now.getTime() + RECONCILE_DELAY_MS),
  });
  return { attempt, closed };
}

/** checkpayret: whether the member's order with this booking number is paid. */
export async function payStatusOf(db: Db, memberId: number, revNo: string): Promise<PayStatus> {
  const order = await findOwnOrder(db, memberId, { revNo });
  if (!order) throw new NotFoundError(MSG.orderNotFound, 'ORDER_NOT_FOUND');
  return { paid: order.payResult === PAY_RESULT.paid, state: order.state, payResult: order.payResult };
}
