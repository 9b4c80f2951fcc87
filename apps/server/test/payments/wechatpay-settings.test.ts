import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { wechatPaySettingsFrom } from '../../src/payment-gateways/wechatpay/settings.ts';
import {
  makePlatformCertificate,
  makeWechatPayTestKeys,
  writeWechatPayEnv,
} from '../stand-ins/wechatpay-keys.ts';

const keys = makeWechatPayTestKeys();
const certificate = makePlatformCertificate();
const files = writeWechatPayEnv(keys, {
  baseUrl: 'https://api.mch.weixin.qq.com',
  platformCertificates: [certificate],
});
afterAll(() => files.cleanup());

/** The eight variables WeChat Pay cannot work without, as an operator would set them. */
const {
  WECHATPAY_BASE_URL: _base,
  WECHAT_OAUTH_AUTHORIZE_URL: _authorize,
  WECHAT_API_BASE_URL: _api,
  WECHATPAY_PLATFORM_CERT_FILES: _certificates,
  ...required
} = files.env;

function junkFile(name: string): string {
  const file = path.join(files.dir, name);
  writeFileSync(file, 'not a key\n');
  return file;
}

function errorMessageOf(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  throw new Error('nothing was thrown');
}

describe('WeChat Pay settings', () => {
  it('are absent when no WeChat Pay variable is set: WeChat Pay is not offered', () => {
    expect(wechatPaySettingsFrom({})).toBeUndefined();
    expect(
      wechatPaySettingsFrom({
        WECHATPAY_MCHID: '',
        WECHATPAY_BASE_URL: 'https://example.cn',
        PATH: '/usr/bin',
      }),
    ).toBeUndefined();
  });

  it('are read from the eight required variables, with WeChat’s own addresses by default', () => {
    const settings = wechatPaySettingsFrom(required);
    expect(settings).toMatchObject({
      mchid: keys.mchid,
      appid: keys.appid,
      certSerial: keys.merchant.certSerial,
      baseUrl: 'https://api.mch.weixin.qq.com',
      oauthAuthorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
      wechatApiBaseUrl: 'https://api.weixin.qq.com',
    });
    expect([...(settings?.signingKeys.keys() ?? [])]).toEqual([keys.gateway.publicKeyId]);
    expect(settings?.privateKey.asymmetricKeyType).toBe('rsa');
  });

  it('accept platform certificates beside the public key, each by its serial', () => {
    const settings = wechatPaySettingsFrom(files.env);
    expect([...(settings?.signingKeys.keys() ?? [])]).toEqual([keys.gateway.publicKeyId, certificate.serial]);
  });

  it('name every missing variable when only some are set', () => {
    const partial = { WECHATPAY_MCHID: keys.mchid, WECHATPAY_APPID: keys.appid };
    const missing = [
      'WECHATPAY_APP_SECRET',
      'WECHATPAY_CERT_SERIAL',
      'WECHATPAY_PRIVATE_KEY_FILE',
      'WECHATPAY_APIV3_KEY',
      'WECHATPAY_PUBLIC_KEY_FILE',
      'WECHATPAY_PUBLIC_KEY_ID',
    ];
    expect(() => wechatPaySettingsFrom(partial)).toThrow(missing.join(', '));
  });

  it.each([
    ['WECHATPAY_PRIVATE_KEY_FILE', () => path.join(files.dir, 'missing.pem')],
    ['WECHATPAY_PRIVATE_KEY_FILE', () => junkFile('junk_key.pem')],
    ['WECHATPAY_PUBLIC_KEY_FILE', () => path.join(files.dir, 'missing.pem')],
    ['WECHATPAY_PUBLIC_KEY_FILE', () => junkFile('junk_pub.pem')],
    [
      'WECHATPAY_PLATFORM_CERT_FILES',
      () => `${files.env.WECHATPAY_PLATFORM_CERT_FILES},${junkFile('junk_cert.pem')}`,
    ],
  ])('refuse a %s that cannot be read or parsed', (variable, file) => {
    expect(() => wechatPaySettingsFrom({ ...files.env, [variable]: file() })).toThrow(variable);
  });

  it('refuse a private key file that holds a public key', () => {
    const env = { ...required, WECHATPAY_PRIVATE_KEY_FILE: required.WECHATPAY_PUBLIC_KEY_FILE };
    expect(() => wechatPaySettingsFrom(env)).toThrow('WECHATPAY_PRIVATE_KEY_FILE');
  });

  it('refuse an APIv3 key that is not 32 bytes, without printing it', () => {
    const env = { ...required, WECHATPAY_APIV3_KEY: 'S3cretButOnly31CharactersLong!!' };
    const message = errorMessageOf(() => wechatPaySettingsFrom(env));
    expect(message).toContain('WECHATPAY_APIV3_KEY must be 32 bytes');
    expect(message).not.toContain('S3cret');
  });

  it('refuse values that cannot be what they name', () => {
    const env = {
      ...required,
      WECHATPAY_MCHID: 'mch-1',
      WECHATPAY_PUBLIC_KEY_ID: keys.merchant.certSerial,
      WECHATPAY_BASE_URL: 'api.mch',
    };
    expect(() => wechatPaySettingsFrom(env)).toThrow(
      /WECHATPAY_MCHID.*WECHATPAY_PUBLIC_KEY_ID.*WECHATPAY_BASE_URL/,
    );
  });
});
