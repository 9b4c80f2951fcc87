import { createDecipheriv } from 'node:crypto';
import { z } from 'zod';
import type { PaymentNotification } from '../provider.ts';
import type { WechatPaySettings } from './settings.ts';
import { signatureHeadersFrom, signatureRefusal } from './signing.ts';

/** A notification that is not WeChat Pay's, not ours, or not readable. `reason` is short and safe to log. */
export class WechatNotificationRefused extends Error {
  override readonly name = 'WechatNotificationRefused';
  readonly code = 'NOTIFICATION_REFUSED';

  constructor(readonly reason: string) {
    super(`WeChat Pay notification refused: ${reason}`);
  }
}

export type RefundOutcomeStatus = 'SUCCESS' | 'ABNORMAL' | 'CLOSED';

export type WechatPayNotification =
  | { kind: 'payment'; notification: PaymentNotification }
  | {
      kind: 'refund';
      refundNo: string;
      refundId: string;
      status: RefundOutcomeStatus;
      /** The attempt refunded (out_trade_no) and the amount refunded, in fen, to check against ours. */
      attemptNo: string;
      amountFen: number;
    };

const envelopeSchema = z.object({
  event_type: z.string(),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string(),
    nonce: z.string(),
    associated_data: z.string().optional(),
  }),
});

const transactionSchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().min(1),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int() }),
});

/** A refund notification carries no appid: only the merchant is checked (and appid if ever present). */
const refundSchema = z.object({
  appid: z.string().optional(),
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  out_refund_no: z.string().min(1),
  refund_id: z.string().min(1),
  refund_status: z.enum(['SUCCESS', 'ABNORMAL', 'CLOSED']),
  amount: z.object({ refund: z.number().int() }),
});

const REFUND_EVENTS: Record<string, RefundOutcomeStatus> = {
  'REFUND.SUCCESS': 'SUCCESS',
  'REFUND.ABNORMAL': 'ABNORMAL',
  'REFUND.CLOSED': 'CLOSED',
};

const GCM_TAG_BYTES = 16;

type Headers = Record<string, string | string[] | undefined>;

/**
 * A WeChat Pay payment or refund notification, once verified exactly as answers are (signature over
 * the raw body, timestamp within 5 minutes, a known Wechatpay-Serial), decrypted with the APIv3
 * key and found to be for our merchant and app. Anything else throws WechatNotificationRefused.
 */
export function parseWechatPayNotification(
  settings: WechatPaySettings,
  headers: Headers,
  rawBody: string,
  now: Date,
): WechatPayNotification {
  const refusal = signatureRefusal(settings, signatureHeadersFrom(headerReader(headers)), rawBody, now);
  if (refusal) throw new WechatNotificationRefused(refusal);

  const envelope = envelopeSchema.safeParse(jsonFrom(rawBody));
  if (!envelope.success) throw new WechatNotificationRefused('not a WeChat Pay notification');
  const { event_type: event, resource } = envelope.data;
  const content = jsonFrom(decrypt(settings, resource));

  if (event === 'TRANSACTION.SUCCESS') {
    const transaction = transactionSchema.safeParse(content);
    if (!transaction.success) throw new WechatNotificationRefused('payment lacks expected fields');
    const paid = transaction.data;
    checkOurs(settings, paid);
    return {
      kind: 'payment',
      notification: {
        attemptNo: paid.out_trade_no,
        amountFen: paid.amount.total,
        txnId: paid.transaction_id,
        status: paid.trade_state,
      },
    };
  }
  const refundStatus = REFUND_EVENTS[event];
  if (refundStatus) {
    const parsed = refundSchema.safeParse(content);
    if (!parsed.success) throw new WechatNotificationRefused('refund lacks expected fields');
    const refund = parsed.data;
    checkOurs(settings, refund);
    if (refund.refund_status !== refundStatus)
      throw new WechatNotificationRefused('refund status contradicts its event');
    return {
      kind: 'refund',
      refundNo: refund.out_refund_no,
      refundId: refund.refund_id,
      status: refund.refund_status,
      attemptNo: refund.out_trade_no,
      amountFen: refund.amount.refund,
    };
  }
  throw new WechatNotificationRefused(`unexpected event ${event.slice(0, 40)}`);
}

function checkOurs(
  settings: WechatPaySettings,
  content: { mchid: string; appid?: string | undefined },
): void {
  if (content.mchid !== settings.mchid) throw new WechatNotificationRefused('for another merchant');
  if (content.appid !== undefined && content.appid !== settings.appid)
    throw new WechatNotificationRefused('for another app');
}

/** AEAD_AES_256_GCM with the APIv3 key: the base64 ciphertext ends in the 16-byte tag. */
function decrypt(settings: WechatPaySettings, resource: z.output<typeof envelopeSchema>['resource']): string {
  try {
    const sealed = Buffer.from(resource.ciphertext, 'base64');
    if (sealed.length <= GCM_TAG_BYTES) throw new Error('too short');
    const decipher = createDecipheriv('aes-256-gcm', settings.apiV3Key, Buffer.from(resource.nonce));
    decipher.setAAD(Buffer.from(resource.associated_data ?? ''));
    decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    throw new WechatNotificationRefused('resource cannot be decrypted with the APIv3 key');
  }
}

function jsonFrom(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Header lookup whatever the case of the names (Node lower-cases them; a test may not). */
function headerReader(headers: Headers): (name: string) => string | undefined {
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return (name) => {
    const value = byName.get(name);
    return Array.isArray(value) ? value[0] : value;
  };
}
