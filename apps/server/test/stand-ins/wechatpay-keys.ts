import { generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Everything a test of WeChat Pay needs to know on both sides: the merchant's and "WeChat Pay's". */
export interface WechatPayTestKeys {
  mchid: string;
  appid: string;
  appSecret: string;
  /** 32 ASCII characters, as the merchant platform takes it. */
  apiV3Key: string;
  merchant: { privateKey: KeyObject; publicKey: KeyObject; certSerial: string };
  /** WeChat Pay's own key pair and the id of its public key ("微信支付公钥ID"). */
  gateway: { privateKey: KeyObject; publicKey: KeyObject; publicKeyId: string };
}

function rsaKeyPair(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

function digits(count: number): string {
  return Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
}

export function makeWechatPayTestKeys(): WechatPayTestKeys {
  return {
    mchid: `19${digits(8)}`,
    appid: `wx${randomBytes(8).toString('hex')}`,
    appSecret: randomBytes(16).toString('hex'),
    apiV3Key: randomBytes(16).toString('hex'),
    merchant: { ...rsaKeyPair(), certSerial: randomBytes(20).toString('hex').toUpperCase() },
    gateway: { ...rsaKeyPair(), publicKeyId: `PUB_KEY_ID_${digits(36)}` },
  };
}

/** A WeChat Pay platform certificate (the older way of signing), with the key that signs as it. */
export interface PlatformCertificate {
  serial: string;
  pem: string;
  privateKey: KeyObject;
}

/*
 * node:crypto reads X.509 certificates but does not write them: a minimal self-signed v3
 * certificate in DER (RFC 5280), enough for X509Certificate to give back its serial and key.
 */
function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const length =
    body.length < 0x80
      ? Buffer.from([body.length])
      : body.length < 0x100
        ? Buffer.from([0x81, body.length])
        : Buffer.from([0x82, body.length >> 8, body.length & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
}

const SHA256_WITH_RSA = der(0x30, Buffer.from('06092a864886f70d01010b', 'hex'), Buffer.from('0500', 'hex'));

function utcTime(date: Date): Buffer {
  return der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`));
}

export function makePlatformCertificate(validity: { notAfter?: Date } = {}): PlatformCertificate {
  const { privateKey, publicKey } = rsaKeyPair();
  const serialBytes = randomBytes(20);
  serialBytes[0] = ((serialBytes[0] ?? 0) & 0x7f) | 0x10; // positive, no leading zero byte
  const name = der(
    0x30,
    der(0x31, der(0x30, Buffer.from('0603550403', 'hex'), der(0x0c, Buffer.from('Tenpay.com Root CA')))),
  );
  const notBefore = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const notAfter = validity.notAfter ?? new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
  const tbs = der(
    0x30,
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, serialBytes),
    SHA256_WITH_RSA,
    name,
    der(0x30, utcTime(notBefore), utcTime(notAfter)),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = der(0x30, tbs, SHA256_WITH_RSA, der(0x03, Buffer.from([0]), signature));
  const base64 = certificate.toString('base64').replace(/.{64}/g, '$&\n');
  const pem = `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`;
  return { serial: serialBytes.toString('hex').toUpperCase(), pem, privateKey };
}

export interface WechatPayTestEnv {
  /** The WECHATPAY_* variables, key files written in `dir`. */
  env: Record<string, string>;
  dir: string;
  cleanup(): void;
}

/** Key files in a temporary folder and the environment that names them, for wechatPaySettingsFrom. */
export function writeWechatPayEnv(
  keys: WechatPayTestKeys,
  options: { baseUrl: string; platformCertificates?: PlatformCertificate[] },
): WechatPayTestEnv {
  const dir = mkdtempSync(path.join(tmpdir(), 'wechatpay-'));
  const privateKeyFile = path.join(dir, 'apiclient_key.pem');
  const publicKeyFile = path.join(dir, 'pub_key.pem');
  writeFileSync(privateKeyFile, keys.merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(publicKeyFile, keys.gateway.publicKey.export({ type: 'spki', format: 'pem' }));
  const certificateFiles = (options.platformCertificates ?? []).map((certificate, index) => {
    const file = path.join(dir, `wechatpay_platform_${index}.pem`);
    writeFileSync(file, certificate.pem);
    return file;
  });
  const env: Record<string, string> = {
    WECHATPAY_MCHID: keys.mchid,
    WECHATPAY_APPID: keys.appid,
    WECHATPAY_APP_SECRET: keys.appSecret,
    WECHATPAY_CERT_SERIAL: keys.merchant.certSerial,
    WECHATPAY_PRIVATE_KEY_FILE: privateKeyFile,
    WECHATPAY_APIV3_KEY: keys.apiV3Key,
    WECHATPAY_PUBLIC_KEY_FILE: publicKeyFile,
    WECHATPAY_PUBLIC_KEY_ID: keys.gateway.publicKeyId,
    WECHATPAY_BASE_URL: options.baseUrl,
    WECHAT_OAUTH_AUTHORIZE_URL: `${options.baseUrl}/connect/oauth2/authorize`,
    WECHAT_API_BASE_URL: options.baseUrl,
  };
  if (certificateFiles.length > 0) env.WECHATPAY_PLATFORM_CERT_FILES = certificateFiles.join(',');
  return { env, dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
