import { randomBytes, sign, verify } from 'node:crypto';
import type { WechatPaySettings, WechatPaySigningKey } from './settings.ts';

/*
 * WeChat Pay API v3 signatures (SHA256 with RSA, PKCS#1 v1.5, base64): the merchant signs each
 * request with its API private key; WeChat Pay signs each answer and notification with the key
 * `Wechatpay-Serial` names. Every signed message is lines that each end in \n.
 */

export const SIGNATURE_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

/** How far a signed timestamp may be from our clock before the message counts as replayed. */
const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

/** 32 random upper-case hex characters (WeChat Pay takes at most 32). */
export function randomNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function unixSeconds(now: Date): string {
  return String(Math.floor(now.getTime() / 1000));
}

/** The merchant's signature of `lines`, each followed by \n. */
export function merchantSignature(settings: WechatPaySettings, lines: string[]): string {
  const message = lines.map((line) => `${line}\n`).join('');
  return sign('sha256', Buffer.from(message), settings.privateKey).toString('base64');
}

/** The Authorization header of one request; `pathAndQuery` exactly as sent, `body` exactly as sent ('' for none). */
export function authorizationHeader(
  settings: WechatPaySettings,
  request: { method: string; pathAndQuery: string; body: string },
  now: Date,
): string {
  const nonce = randomNonce();
  const timestamp = unixSeconds(now);
  const signature = merchantSignature(settings, [
    request.method,
    request.pathAndQuery,
    timestamp,
    nonce,
    request.body,
  ]);
  const fields = {
    mchid: settings.mchid,
    nonce_str: nonce,
    signature,
    timestamp,
    serial_no: settings.certSerial,
  };
  const params = Object.entries(fields).map(([name, value]) => `${name}="${value}"`);
  return `${SIGNATURE_SCHEME} ${params.join(',')}`;
}

/** WeChat Pay's signature headers of an answer or a notification. */
export interface SignatureHeaders {
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  serial: string | undefined;
}

export function signatureHeadersFrom(header: (name: string) => string | undefined): SignatureHeaders {
  return {
    timestamp: header('wechatpay-timestamp'),
    nonce: header('wechatpay-nonce'),
    signature: header('wechatpay-signature'),
    serial: header('wechatpay-serial'),
  };
}

export function carriesSignature(headers: SignatureHeaders): boolean {
  return Object.values(headers).some((value) => value !== undefined && value !== '');
}

/**
 * Why an answer or a notification cannot be trusted, or undefined when WeChat Pay signed exactly
 * this raw body, lately, with a key we hold. The reason is short and safe to log.
 */
export function signatureRefusal(
  settings: WechatPaySettings,
  headers: SignatureHeaders,
  rawBody: string,
  now: Date,
): string | undefined {
  const { timestamp, nonce, signature, serial } = headers;
  if (!timestamp || !nonce || !signature || !serial) return 'not signed';
  if (!/^\d{1,12}$/.test(timestamp)) return 'malformed timestamp';
  const skew = Math.abs(now.getTime() / 1000 - Number(timestamp));
  if (skew > MAX_CLOCK_SKEW_SECONDS) return 'timestamp more than 5 minutes away';
  const signer = settings.signingKeys.get(serial) ?? settings.signingKeys.get(serial.toUpperCase());
  if (!signer) return 'unknown Wechatpay-Serial';
  if (signer.notAfter && now.getTime() > signer.notAfter.getTime()) return 'platform certificate expired';
  const message = Buffer.from(`${timestamp}\n${nonce}\n${rawBody}\n`);
  return verifies(message, signer, signature) ? undefined : 'bad signature';
}

function verifies(message: Buffer, signer: WechatPaySigningKey, signature: string): boolean {
  try {
    return verify('sha256', message, signer.key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
