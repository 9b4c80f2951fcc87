import type { PaymentNotification } from '../provider.ts';
import { alipaySdk } from './client.ts';
import { fenFromYuan } from './formats.ts';
import type { AlipaySettings } from './settings.ts';

/** A notification that is not Alipay's, not for this app or seller, or not readable; `message` says why. */
export class AlipayNotificationRefused extends Error {
  readonly code = 'ALIPAY_NOTIFICATION_REFUSED';
  constructor(reason: string) {
    super(reason);
    this.name = 'AlipayNotificationRefused';
  }
}

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/**
 * Alipay's asynchronous notification (the form it posts, values already URL-decoded by the body
 * parser) as a PaymentNotification, once its RSA2 signature verifies with Alipay's public key and it
 * is for this app (and seller, when ALIPAY_SELLER_ID is set). The SDK's checkNotifySignV2 checks the
 * signature over the values as given: checkNotifySign would URL-decode them a second time, which
 * breaks on any value holding a % sign.
 */
export function parseAlipayNotification(
  settings: AlipaySettings,
  form: Record<string, string>,
): PaymentNotification {
  if (!form.sign) throw new AlipayNotificationRefused('no sign');
  if (form.sign_type !== 'RSA2')
    throw new AlipayNotificationRefused(`sign_type ${form.sign_type ?? '(none)'}, not RSA2`);
  if (!signatureVerifies(settings, form))
    throw new AlipayNotificationRefused('the signature does not verify');
  if (form.app_id !== settings.appId)
    throw new AlipayNotificationRefused(`for another app_id (${form.app_id})`);
  if (settings.sellerId && form.seller_id !== settings.sellerId)
    throw new AlipayNotificationRefused(`for another seller_id (${form.seller_id})`);

  const { out_trade_no: attemptNo, trade_no: txnId, trade_status: tradeStatus } = form;
  if (!attemptNo || !txnId || !tradeStatus)
    throw new AlipayNotificationRefused('out_trade_no, trade_no or trade_status missing');
  let amountFen: number;
  try {
    amountFen = fenFromYuan(form.total_amount);
  } catch {
    throw new AlipayNotificationRefused(`total_amount not an amount: ${form.total_amount}`);
  }
  return { attemptNo, amountFen, txnId, status: PAID.has(tradeStatus) ? 'SUCCESS' : tradeStatus };
}

function signatureVerifies(settings: AlipaySettings, form: Record<string, string>): boolean {
  try {
    return alipaySdk(settings).checkNotifySignV2(form);
  } catch {
    // whatever the SDK or node:crypto throws on odd input is a refusal, never a crash of the route
    return false;
  }
}
