import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alipaySettingsFrom } from '../../src/payment-gateways/alipay/settings.ts';
import {
  type AlipayTestEnv,
  type RsaKeyPair,
  rsaKeyPair,
  TEST_ALIPAY_SELLER_ID,
  writeAlipayTestEnv,
} from '../stand-ins/alipay-fixtures.ts';

const GATEWAY = 'https://openapi-sandbox.dl.alipaydev.com/gateway.do';

let appKeys: RsaKeyPair;
let alipayKeys: RsaKeyPair;
let files: AlipayTestEnv;
beforeAll(async () => {
  appKeys = rsaKeyPair();
  alipayKeys = rsaKeyPair();
  files = await writeAlipayTestEnv({
    gateway: GATEWAY,
    appPrivateKey: appKeys.privateKey,
    alipayPublicKey: alipayKeys.publicKey,
  });
});
afterAll(async () => {
  await files.remove();
});

/** A file in the test's folder holding `text`; returns its path. */
async function keyFile(name: string, text: string): Promise<string> {
  const file = path.join(files.dir, name);
  await writeFile(file, text);
  return file;
}

function failureOf(env: Record<string, string | undefined>): string {
  try {
    alipaySettingsFrom(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the settings were accepted');
}

describe('alipaySettingsFrom', () => {
  it('is undefined when no ALIPAY_* variable is set (or only empty ones)', () => {
    expect(alipaySettingsFrom({})).toBeUndefined();
    expect(alipaySettingsFrom({ ALIPAY_APP_ID: '', ALIPAY_GATEWAY: '' })).toBeUndefined();
  });

  it('reads the keys, with the production gateway by default', () => {
    const { ALIPAY_GATEWAY: _gateway, ...env } = files.env;
    const settings = alipaySettingsFrom({ ...env, ALIPAY_SELLER_ID: TEST_ALIPAY_SELLER_ID });
    expect(settings).toEqual({
      appId: files.env.ALIPAY_APP_ID,
      privateKey: appKeys.privateKey,
      alipayPublicKey: alipayKeys.publicKey,
      gateway: 'https://openapi.alipay.com/gateway.do',
      sellerId: TEST_ALIPAY_SELLER_ID,
    });
    expect(alipaySettingsFrom(files.env)?.gateway).toBe(GATEWAY);
  });

  it('takes a PKCS#1 private key, and the bare base64 keys of Alipay’s key tool', async () => {
    const pkcs1 = createPrivateKey(appKeys.privateKey).export({ type: 'pkcs1', format: 'pem' }).toString();
    const bare = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    const fromPkcs1 = alipaySettingsFrom({
      ...files.env,
      ALIPAY_PRIVATE_KEY_FILE: await keyFile('pkcs1.pem', pkcs1),
    });
    expect(fromPkcs1?.privateKey).toBe(appKeys.privateKey);
    const fromBare = alipaySettingsFrom({
      ...files.env,
      ALIPAY_PRIVATE_KEY_FILE: await keyFile('bare-private.txt', bare(appKeys.privateKey)),
      ALIPAY_PUBLIC_KEY_FILE: await keyFile('bare-public.txt', bare(alipayKeys.publicKey)),
    });
    expect(fromBare?.privateKey).toBe(appKeys.privateKey);
    expect(fromBare?.alipayPublicKey).toBe(alipayKeys.publicKey);
  });

  it('names every missing variable when only some are set', () => {
    const message = failureOf({ ALIPAY_APP_ID: '2021000000000001' });
    expect(message).toContain('ALIPAY_PRIVATE_KEY_FILE');
    expect(message).toContain('ALIPAY_PUBLIC_KEY_FILE');
    expect(message).not.toContain('ALIPAY_APP_ID');
    const onlyGateway = failureOf({ ALIPAY_GATEWAY: GATEWAY });
    for (const name of ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE'])
      expect(onlyGateway).toContain(name);
  });

  it('names a malformed app id, seller id or gateway', () => {
    expect(failureOf({ ...files.env, ALIPAY_APP_ID: 'my-app' })).toContain('ALIPAY_APP_ID');
    expect(failureOf({ ...files.env, ALIPAY_SELLER_ID: '1234' })).toContain('ALIPAY_SELLER_ID');
    expect(failureOf({ ...files.env, ALIPAY_GATEWAY: 'openapi.alipay.com' })).toContain('ALIPAY_GATEWAY');
  });

  it('names the key file that cannot be read, without quoting any key', async () => {
    const missing = failureOf({ ...files.env, ALIPAY_PRIVATE_KEY_FILE: path.join(files.dir, 'nowhere.pem') });
    expect(missing).toContain('ALIPAY_PRIVATE_KEY_FILE');
    const garbage = await keyFile(
      'garbage.pem',
      '-----BEGIN PUBLIC KEY-----\nnot a key\n-----END PUBLIC KEY-----\n',
    );
    expect(failureOf({ ...files.env, ALIPAY_PUBLIC_KEY_FILE: garbage })).toContain('ALIPAY_PUBLIC_KEY_FILE');
    const swapped = failureOf({ ...files.env, ALIPAY_PUBLIC_KEY_FILE: files.env.ALIPAY_PRIVATE_KEY_FILE });
    expect(swapped).toContain('ALIPAY_PUBLIC_KEY_FILE');
    expect(swapped).not.toMatch(/MII/);
  });

  it('refuses a key that is not RSA', async () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const file = await keyFile('ec.pem', ec.toString());
    expect(failureOf({ ...files.env, ALIPAY_PRIVATE_KEY_FILE: file })).toMatch(
      /ALIPAY_PRIVATE_KEY_FILE.*RSA/,
    );
  });
});
