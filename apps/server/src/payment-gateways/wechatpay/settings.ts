import {
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  type KeyObject,
  X509Certificate,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** A key WeChat Pay signs answers and notifications with, found by the serial `Wechatpay-Serial` names. */
export interface WechatPaySigningKey {
  key: KeyObject;
  /** A platform certificate's end of validity; the WeChat Pay public key has none. */
  notAfter?: Date;
}

/** WeChat Pay API v3 settings, key files read and parsed once at start. */
export interface WechatPaySettings {
  mchid: string;
  appid: string;
  /** The official account's secret, for web authorisation (code → openid) only. */
  appSecret: string;
  /** Serial of the merchant API certificate, named in every request's Authorization. */
  certSerial: string;
  /** The merchant API private key: signs requests and JSAPI pay parameters. */
  privateKey: KeyObject;
  /** The APIv3 key (32 bytes) that decrypts notifications; a key object so it never prints. */
  apiV3Key: KeyObject;
  /** The WeChat Pay public key by its id, and platform certificates by serial during a switch-over. */
  signingKeys: ReadonlyMap<string, WechatPaySigningKey>;
  baseUrl: string;
  oauthAuthorizeUrl: string;
  wechatApiBaseUrl: string;
}

type Env = Record<string, string | undefined>;

const REQUIRED = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_APP_SECRET',
  'WECHATPAY_CERT_SERIAL',
  'WECHATPAY_PRIVATE_KEY_FILE',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PUBLIC_KEY_FILE',
  'WECHATPAY_PUBLIC_KEY_ID',
] as const;

const baseUrl = (fallback: string) =>
  z
    .url()
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''));

const envSchema = z.object({
  WECHATPAY_MCHID: z.string().regex(/^\d{6,32}$/, 'must be the merchant number (digits)'),
  WECHATPAY_APPID: z.string().regex(/^wx[0-9A-Za-z]{16}$/, 'must be an AppID (wx and 16 characters)'),
  WECHATPAY_APP_SECRET: z.string(),
  WECHATPAY_CERT_SERIAL: z.string().regex(/^[0-9A-Fa-f]{1,64}$/, 'must be a certificate serial (hex)'),
  WECHATPAY_PRIVATE_KEY_FILE: z.string(),
  WECHATPAY_APIV3_KEY: z.string().refine((key) => Buffer.byteLength(key) === 32, 'must be 32 bytes'),
  WECHATPAY_PUBLIC_KEY_FILE: z.string(),
  WECHATPAY_PUBLIC_KEY_ID: z.string().regex(/^PUB_KEY_ID_\w+$/, 'must be a public key id (PUB_KEY_ID_…)'),
  WECHATPAY_BASE_URL: baseUrl('https://api.mch.weixin.qq.com'),
  WECHATPAY_PLATFORM_CERT_FILES: z.string().optional(),
  WECHAT_OAUTH_AUTHORIZE_URL: baseUrl('https://open.weixin.qq.com/connect/oauth2/authorize'),
  WECHAT_API_BASE_URL: baseUrl('https://api.weixin.qq.com'),
});

/**
 * WeChat Pay settings from the environment: undefined when none of the required variables is set
 * (WeChat Pay is not offered), an Error naming what is wrong when some are missing or a value or key
 * file is bad, so a half-configured gateway stops the start instead of failing at the first guest.
 */
export function wechatPaySettingsFrom(env: Env): WechatPaySettings | undefined {
  const given = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((name) => (env[name] ? [[name, env[name]]] : [])),
  );
  const missing = REQUIRED.filter((name) => given[name] === undefined);
  if (missing.length === REQUIRED.length) return undefined;
  if (missing.length > 0) throw new Error(`WeChat Pay is half configured: set ${missing.join(', ')}`);

  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`WeChat Pay settings: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const privateKey = rsaKeyFrom(
    'WECHATPAY_PRIVATE_KEY_FILE',
    vars.WECHATPAY_PRIVATE_KEY_FILE,
    createPrivateKey,
  );
  const publicKey = rsaKeyFrom('WECHATPAY_PUBLIC_KEY_FILE', vars.WECHATPAY_PUBLIC_KEY_FILE, createPublicKey);
  const signingKeys = new Map<string, WechatPaySigningKey>([
    [vars.WECHATPAY_PUBLIC_KEY_ID, { key: publicKey }],
  ]);
  for (const [serial, certificate] of platformCertificatesFrom(vars.WECHATPAY_PLATFORM_CERT_FILES)) {
    signingKeys.set(serial, certificate);
  }
  return {
    mchid: vars.WECHATPAY_MCHID,
    appid: vars.WECHATPAY_APPID,
    appSecret: vars.WECHATPAY_APP_SECRET,
    certSerial: vars.WECHATPAY_CERT_SERIAL.toUpperCase(),
    privateKey,
    apiV3Key: createSecretKey(Buffer.from(vars.WECHATPAY_APIV3_KEY)),
    signingKeys,
    baseUrl: vars.WECHATPAY_BASE_URL,
    oauthAuthorizeUrl: vars.WECHAT_OAUTH_AUTHORIZE_URL,
    wechatApiBaseUrl: vars.WECHAT_API_BASE_URL,
  };
}

function rsaKeyFrom(variable: string, file: string, parse: (pem: string) => KeyObject): KeyObject {
  let key: KeyObject;
  try {
    key = parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new Error(`${variable}: cannot read an RSA key in PEM from ${file}`, { cause });
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`${variable}: ${file} is not an RSA key`);
  return key;
}

/** Platform certificates by their serial (upper-case hex, as `Wechatpay-Serial` carries it). */
function platformCertificatesFrom(files: string | undefined): [string, WechatPaySigningKey][] {
  const paths = (files ?? '')
    .split(',')
    .map((file) => file.trim())
    .filter((file) => file !== '');
  return paths.map((file) => {
    try {
      const certificate = new X509Certificate(readFileSync(file));
      const entry = { key: certificate.publicKey, notAfter: new Date(certificate.validTo) };
      return [certificate.serialNumber.toUpperCase(), entry];
    } catch (cause) {
      throw new Error(`WECHATPAY_PLATFORM_CERT_FILES: cannot read a certificate in PEM from ${file}`, {
        cause,
      });
    }
  });
}
