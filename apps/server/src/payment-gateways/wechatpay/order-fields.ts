import type { WechatPaySettings } from './settings.ts';

/** Where WeChat Pay sends payment and refund notifications, under the site's notify base URL. */
export const WECHATPAY_NOTIFY_PATH = '/crsapi/v1/pay/notify/wechatpay';
export const WECHATPAY_REFUND_NOTIFY_PATH = '/crsapi/v1/pay/refund-notify/wechatpay';

/** WeChat Pay's limits, in UTF-8 bytes. */
const DESCRIPTION_MAX_BYTES = 127;
export const REFUND_REASON_MAX_BYTES = 80;

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** RFC 3339 in Beijing time, to the second, as WeChat Pay writes it: 2026-06-08T10:34:56+08:00. */
export function beijingTime(instant: Date): string {
  return `${new Date(instant.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** At most `maxBytes` of UTF-8, cut between characters (never inside one). */
export function cutToBytes(text: string, maxBytes: number): string {
  let kept = '';
  let bytes = 0;
  for (const character of text) {
    bytes += Buffer.byteLength(character);
    if (bytes > maxBytes) break;
    kept += character;
  }
  return kept;
}

export interface TransactionOrder {
  attemptNo: string;
  amountFen: number;
  description: string;
  expiresAt: Date;
}

/** The fields Native and JSAPI orders share, exactly as the API documents them. */
export function transactionFields(settings: WechatPaySettings, notifyUrl: string, order: TransactionOrder) {
  return {
    appid: settings.appid,
    mchid: settings.mchid,
    description: cutToBytes(order.description, DESCRIPTION_MAX_BYTES),
    out_trade_no: order.attemptNo,
    time_expire: beijingTime(order.expiresAt),
    notify_url: notifyUrl,
    amount: { total: order.amountFen, currency: 'CNY' },
  };
}

/** The API path of one order by our attempt number (out_trade_no). */
export function orderPath(attemptNo: string): string {
  return `/v3/pay/transactions/out-trade-no/${encodeURIComponent(attemptNo)}`;
}
