import { PAY_METHOD } from '@hotel/shared/constants';
import type { JsapiPayParams, PaymentProvider, WechatPayJsapi } from '../../payment-gateways/index.ts';
import {
  type CashierAttempt,
  closeAtProvider,
  findAttemptForCashier,
  lockOrderForPayment,
  markAttemptStatus,
  type ProviderDeps,
} from '../../payment-gateways/index.ts';
import { replaceOpenAttempt } from './pay-order.ts';
import { unpayableRefusal } from './payable-order.ts';

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
  | { kind: 'unpayable'; reason: string };

/**
 * The WeChat Pay attempt of a page's link and whether its order can still be paid: the page asks
 * before sending the guest to authorise, and starts the payment from what it found.
 */
export async function jsapiPayable(deps: ProviderDeps, attemptNo: string, now: Date) {
  const found = await findAttemptForCashier(deps.db, attemptNo);
  // only a WeChat Pay attempt's link leads here: an Alipay or sandbox attempt number is not one
  if (!found || found.attempt.provider !== WECHATPAY) return { kind: 'unknown' } as const;
  const refusal = unpayableRefusal(found.order, now);
  return refusal
    ? ({ kind: 'unpayable', reason: refusal.message } as const)
    : ({ kind: 'payable', found } as const);
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
  found: CashierAttempt,
  openid: string,
  now: Date,
): Promise<JsapiStart> {
  const started = await deps.db.transaction(async (tx) => {
    // the order as it is now, under its lock: the page's read may be a moment old
    const order = await lockOrderForPayment(tx, found.attempt.orderId);
    if (!order) return { reason: '订单不存在' };
    const refusal = unpayableRefusal(order, now);
    if (refusal) return { reason: refusal.message };
    return replaceOpenAttempt(tx, order, PAY_METHOD.wechat, gateway.name, now);
  });
  if ('reason' in started) return { kind: 'unpayable', reason: started.reason };
  const { attempt, closed } = started;
  await closeAtProvider(deps, closed);
  try {
    const prepayId = await gateway.jsapiPrepay({
      attemptNo: attempt.attemptNo,
      openid,
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
    await markAttemptStatus(deps.db, attempt.id, 'pending', 'closed');
    throw err;
  }
}
