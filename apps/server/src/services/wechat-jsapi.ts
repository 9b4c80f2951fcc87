import { PAY_METHOD } from '@hotel/shared/constants';
import { RECONCILE_DELAY_MS } from '../jobs/reconcile-payments.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { JsapiPayParams, WechatPayJsapi } from '../payments/wechatpay/jsapi.ts';
import {
  closePendingAttempts,
  findAttemptForCashier,
  insertAttempt,
  lockOrderForPayment,
} from '../queries/payments.ts';
import { closeAttemptIfPending } from '../queries/reconciliation.ts';
import { newAttemptNo, unpayableReason } from './payable-order.ts';
import { ATTEMPT_LIFE_MS } from './payments.ts';
import { closeAtProvider, type ProviderDeps } from './refunds.ts';

const WECHATPAY = 'wechatpay';

/** What the WeChat Pay page of an attempt can do: pay its order in WeChat, or say why not. */
export type JsapiStart =
  | {
      kind: 'pay';
      params: JsapiPayParams;
      orderId: number;
      amountFen: number;
      hotelName: string;
      orderNo: string;
    }
  | { kind: 'unpayable'; reason: string }
  | { kind: 'unknown' };

/** Whether the attempt's order can still be paid (the page asks before sending the guest to authorise). */
export async function jsapiPayable(deps: ProviderDeps, attemptNo: string, now: Date) {
  const found = await findAttemptForCashier(deps.db, attemptNo);
  // only a WeChat Pay attempt's link leads here: an Alipay or sandbox attempt number is not one
  if (!found || found.attempt.provider !== WECHATPAY) return { kind: 'unknown' } as const;
  const reason = unpayableReason(found.order, now);
  return reason ? ({ kind: 'unpayable', reason } as const) : ({ kind: 'payable', found } as const);
}

/**
 * Paying an order inside WeChat's browser (JSAPI). The link the guest holds (the attempt number of
 * the QR code) is the capability, as at the cashier. WeChat Pay refuses a second order under an
 * out_trade_no, and the QR code's Native order has it already: so a JSAPI payment is an attempt of
 * its own for the order's amount, which closes the order's other open attempts (here and at the
 * gateway), exactly as switching methods does. Its prepay id is signed into the parameters the
 * page hands to WeChat.
 */
export async function startJsapiPayment(
  deps: ProviderDeps,
  gateway: PaymentProvider & WechatPayJsapi,
  request: { attemptNo: string; openid: string },
  now: Date,
): Promise<JsapiStart> {
  const found = await findAttemptForCashier(deps.db, request.attemptNo);
  if (!found || found.attempt.provider !== gateway.name) return { kind: 'unknown' };
  const started = await deps.db.transaction(async (tx) => {
    const order = await lockOrderForPayment(tx, found.attempt.orderId);
    if (!order) return { reason: '订单不存在' };
    const reason = unpayableReason(order, now);
    if (reason) return { reason };
    const closed = await closePendingAttempts(tx, [order.id]);
    const attempt = await insertAttempt(tx, {
      attemptNo: newAttemptNo(),
      orderId: order.id,
      method: PAY_METHOD.wechat,
      provider: gateway.name,
      amountFen: order.actualFen,
      status: 'pending',
      expiresAt: new Date(Math.min(now.getTime() + ATTEMPT_LIFE_MS, order.holdUntil.getTime())),
      createdAt: now,
      reconcileAfter: new Date(now.getTime() + RECONCILE_DELAY_MS),
    });
    return { attempt, closed };
  });
  if ('reason' in started) return { kind: 'unpayable', reason: started.reason ?? '' };
  const { attempt, closed } = started;
  await closeAtProvider(deps, closed);
  try {
    const prepayId = await gateway.jsapiPrepay({
      attemptNo: attempt.attemptNo,
      openid: request.openid,
      amountFen: attempt.amountFen,
      description: `${found.hotelName} 订单${found.orderNo}`,
      expiresAt: attempt.expiresAt,
    });
    return {
      kind: 'pay',
      params: gateway.jsapiPayParams(prepayId),
      orderId: attempt.orderId,
      amountFen: attempt.amountFen,
      hotelName: found.hotelName,
      orderNo: found.orderNo,
    };
  } catch (err) {
    await closeAttemptIfPending(deps.db, attempt.id);
    throw err;
  }
}
