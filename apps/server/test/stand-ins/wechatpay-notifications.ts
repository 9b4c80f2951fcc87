import { createCipheriv, type KeyObject, randomBytes, randomUUID, sign } from 'node:crypto';
import type { PlatformCertificate, WechatPayTestKeys } from './wechatpay-keys.ts';

/*
 * WeChat Pay's side of signatures and notifications, written from the API v3 documentation
 * (签名验证, 回调通知, AEAD_AES_256_GCM) and on purpose sharing no code with the adapter.
 */

/** Who signs as WeChat Pay: the public key's id and key, or a platform certificate's serial and key. */
export interface GatewaySigner {
  serial: string;
  privateKey: KeyObject;
}

export function defaultSigner(keys: WechatPayTestKeys): GatewaySigner {
  return { serial: keys.gateway.publicKeyId, privateKey: keys.gateway.privateKey };
}

/** Signs as a platform certificate: what WeChat Pay does for a merchant not yet switched to the public key. */
export function platformCertificateSigner(certificate: PlatformCertificate): GatewaySigner {
  return { serial: certificate.serial, privateKey: certificate.privateKey };
}

export function gatewayNonce(): string {
  return randomBytes(16).toString('hex');
}

/** Base64 SHA256-with-RSA of "timestamp\nnonce\nbody\n", as WeChat Pay signs answers and notifications. */
export function gatewaySignature(
  privateKey: KeyObject,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return sign('sha256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), privateKey).toString('base64');
}

export function beijingRfc3339(instant: Date): string {
  return `${new Date(instant.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

export type NotificationEvent =
  | {
      kind: 'payment';
      outTradeNo: string;
      amountFen: number;
      transactionId?: string;
      tradeType?: string;
      openid?: string;
    }
  | {
      kind: 'refund';
      outTradeNo: string;
      outRefundNo: string;
      refundId?: string;
      status?: 'SUCCESS' | 'ABNORMAL' | 'CLOSED';
      refundFen: number;
      totalFen: number;
      transactionId?: string;
    };

/** Ways to make a notification wrong, each what a forger or a replay would get wrong. */
export interface NotificationOverrides {
  mchid?: string;
  /** Payment notifications carry an appid; a refund one only when this is given. */
  appid?: string;
  /** Unix seconds of Wechatpay-Timestamp. */
  timestamp?: number;
  /** Wechatpay-Serial as sent (the signing key stays the signer's). */
  serial?: string;
  /** Signs as someone else. */
  signer?: GatewaySigner;
  /** Encrypts with another APIv3 key. */
  apiV3Key?: string;
  /** Changes the body after it was signed. */
  tamper?: boolean;
  /** Signs something other than the body. */
  badSignature?: boolean;
}

export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

function transactionResource(
  keys: WechatPayTestKeys,
  event: Extract<NotificationEvent, { kind: 'payment' }>,
  overrides: Pick<NotificationOverrides, 'mchid' | 'appid'> = {},
): Record<string, unknown> {
  return {
    appid: overrides.appid ?? keys.appid,
    mchid: overrides.mchid ?? keys.mchid,
    out_trade_no: event.outTradeNo,
    transaction_id: event.transactionId ?? `4200${Date.now()}${randomBytes(3).readUIntBE(0, 3)}`,
    trade_type: event.tradeType ?? 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: '',
    success_time: beijingRfc3339(new Date()),
    payer: { openid: event.openid ?? 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: event.amountFen, payer_total: event.amountFen, currency: 'CNY', payer_currency: 'CNY' },
  };
}

function refundResource(
  keys: WechatPayTestKeys,
  event: Extract<NotificationEvent, { kind: 'refund' }>,
  overrides: Pick<NotificationOverrides, 'mchid' | 'appid'>,
): Record<string, unknown> {
  const status = event.status ?? 'SUCCESS';
  return {
    ...(overrides.appid === undefined ? {} : { appid: overrides.appid }),
    mchid: overrides.mchid ?? keys.mchid,
    out_trade_no: event.outTradeNo,
    transaction_id: event.transactionId ?? `4200${Date.now()}`,
    out_refund_no: event.outRefundNo,
    refund_id: event.refundId ?? `5030${Date.now()}`,
    refund_status: status,
    ...(status === 'SUCCESS' ? { success_time: beijingRfc3339(new Date()) } : {}),
    user_received_account: '支付用户零钱',
    amount: {
      total: event.totalFen,
      refund: event.refundFen,
      payer_total: event.totalFen,
      payer_refund: event.refundFen,
    },
  };
}

function encrypt(apiV3Key: string, associatedData: string, plain: string) {
  const nonce = randomBytes(6).toString('hex'); // 12 characters: the GCM IV
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { ciphertext: sealed.toString('base64'), nonce };
}

/** A payment (TRANSACTION.SUCCESS) or refund (REFUND.*) notification as WeChat Pay POSTs it. */
export function buildWechatPayNotification(
  keys: WechatPayTestKeys,
  event: NotificationEvent,
  overrides: NotificationOverrides = {},
): SignedNotification {
  const payment = event.kind === 'payment';
  const originalType = payment ? 'transaction' : 'refund';
  const resource = payment
    ? transactionResource(keys, event, overrides)
    : refundResource(keys, event, overrides);
  const sealed = encrypt(overrides.apiV3Key ?? keys.apiV3Key, originalType, JSON.stringify(resource));
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: beijingRfc3339(new Date()),
    resource_type: 'encrypt-resource',
    event_type: payment ? 'TRANSACTION.SUCCESS' : `REFUND.${event.status ?? 'SUCCESS'}`,
    summary: payment ? '支付成功' : '退款通知',
    resource: {
      original_type: originalType,
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: sealed.ciphertext,
      associated_data: originalType,
      nonce: sealed.nonce,
    },
  });
  const signer = overrides.signer ?? defaultSigner(keys);
  const timestamp = String(overrides.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = gatewayNonce();
  const signed = overrides.badSignature ? `${body} ` : body;
  const headers = {
    'content-type': 'application/json',
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': gatewaySignature(signer.privateKey, timestamp, nonce, signed),
    'wechatpay-serial': overrides.serial ?? signer.serial,
    'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
  };
  return { headers, body: overrides.tamper ? body.replace('"summary":"', '"summary":"已') : body };
}
