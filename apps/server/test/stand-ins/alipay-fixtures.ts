import { createPrivateKey, createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Alipay's signing rules (https://opendocs.alipay.com/common/02kf5q, 异步通知验签), written from the
 * documentation for the stand-in and for tests, independently of the adapter under test.
 */

export const TEST_ALIPAY_APP_ID = '2021000000000001';
export const TEST_ALIPAY_SELLER_ID = '2088000000000001';

export interface RsaKeyPair {
  /** PKCS#8 PEM. */
  privateKey: string;
  /** SPKI PEM. */
  publicKey: string;
}

export function rsaKeyPair(): RsaKeyPair {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}

/**
 * The string Alipay signs: the parameters but the excluded ones, sorted by name, `name=value` (raw
 * values) joined by &. A request leaves out empty values; a notification signs every one it sends.
 */
export function alipaySignContent(
  params: Record<string, string>,
  excluded: string[],
  options: { skipEmpty: boolean },
): string {
  return Object.keys(params)
    .filter((name) => !excluded.includes(name) && !(options.skipEmpty && params[name] === ''))
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

export function rsa2Sign(privateKey: string, content: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

export function rsa2Verifies(publicKey: string, content: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** yyyy-MM-dd HH:mm:ss in Beijing time, as Alipay writes its times. */
export function alipayTime(at: Date = new Date()): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** What a trade notification is about. */
export interface NotifiedTrade {
  appId: string;
  sellerId: string;
  outTradeNo: string;
  tradeNo: string;
  /** Yuan with two decimals, as Alipay writes it: "123.45". */
  totalAmount: string;
  subject?: string;
}

/**
 * The form Alipay posts to notify_url when a trade is paid (trade_status_sync), signed with Alipay's
 * private key over every field but sign and sign_type. `overrides` change fields before signing
 * (another amount, app_id, seller_id or status; undefined drops a field); to tamper with a signed
 * form, change it afterwards.
 */
export function alipayNotificationForm(
  alipayPrivateKey: string,
  trade: NotifiedTrade,
  overrides: Record<string, string | undefined> = {},
): Record<string, string> {
  const now = alipayTime();
  const fields: Record<string, string | undefined> = {
    gmt_create: now,
    charset: 'utf-8',
    seller_email: 'hotel-finance@example.cn',
    subject: trade.subject ?? '光影酒店 订单',
    buyer_id: '2088102177846880',
    invoice_amount: trade.totalAmount,
    notify_id: `2026${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    fund_bill_list: JSON.stringify([{ amount: trade.totalAmount, fundChannel: 'ALIPAYACCOUNT' }]),
    notify_type: 'trade_status_sync',
    trade_status: 'TRADE_SUCCESS',
    receipt_amount: trade.totalAmount,
    buyer_pay_amount: trade.totalAmount,
    app_id: trade.appId,
    sign_type: 'RSA2',
    seller_id: trade.sellerId,
    gmt_payment: now,
    notify_time: now,
    version: '1.0',
    out_trade_no: trade.outTradeNo,
    total_amount: trade.totalAmount,
    trade_no: trade.tradeNo,
    auth_app_id: trade.appId,
    buyer_logon_id: '159****5620',
    point_amount: '0.00',
    ...overrides,
  };
  const form = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  form.sign = rsa2Sign(
    alipayPrivateKey,
    alipaySignContent(form, ['sign', 'sign_type'], { skipEmpty: false }),
  );
  return form;
}

/** The ALIPAY_* variables of a test, with the key files in a temporary folder. */
export interface AlipayTestEnv {
  env: Record<string, string>;
  dir: string;
  remove(): Promise<void>;
}

export async function writeAlipayTestEnv(options: {
  gateway: string;
  appId?: string;
  sellerId?: string;
  /** The app's private key, PKCS#8 PEM; written as PKCS#1 with `privateKeyAs: 'pkcs1'`. */
  appPrivateKey: string;
  privateKeyAs?: 'pkcs8' | 'pkcs1';
  alipayPublicKey: string;
}): Promise<AlipayTestEnv> {
  const dir = await mkdtemp(path.join(tmpdir(), 'alipay-test-'));
  const privateKeyFile = path.join(dir, 'app-private-key.pem');
  const publicKeyFile = path.join(dir, 'alipay-public-key.pem');
  const privateKey =
    options.privateKeyAs === 'pkcs1'
      ? createPrivateKey(options.appPrivateKey).export({ type: 'pkcs1', format: 'pem' }).toString()
      : options.appPrivateKey;
  await writeFile(privateKeyFile, privateKey);
  await writeFile(publicKeyFile, options.alipayPublicKey);
  const env: Record<string, string> = {
    ALIPAY_APP_ID: options.appId ?? TEST_ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY_FILE: privateKeyFile,
    ALIPAY_PUBLIC_KEY_FILE: publicKeyFile,
    ALIPAY_GATEWAY: options.gateway,
  };
  if (options.sellerId) env.ALIPAY_SELLER_ID = options.sellerId;
  return { env, dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
