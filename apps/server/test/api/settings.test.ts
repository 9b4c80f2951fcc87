import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { ConfigError } from '../../src/config-env.ts';
import { PRODUCTION_SECRET } from '../helpers/production.ts';
import { rsaKeyPair, writeAlipayTestEnv } from '../stand-ins/alipay-fixtures.ts';
import { makeWechatPayTestKeys, writeWechatPayEnv } from '../stand-ins/wechatpay-keys.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('the settings were accepted');
}

describe('settings checked at start', () => {
  it('names every bad variable at once, and never echoes a value', () => {
    const problems = problemsOf({
      PORT: '80a',
      PUBLIC_BASE_URL: 'ftp://example.cn',
      LOG_LEVEL: 'loud',
      REQUEST_TIMEOUT_MS: '-5',
      STAFF_REQUIRE_TOTP: 'yes please',
      NODE_ENV: 'Production',
      DATABASE_URL: 'mysql://root@db/hotel',
      SMTP_URL: 'mail.example.cn',
    });
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual(
      [
        'DATABASE_URL',
        'LOG_LEVEL',
        'NODE_ENV',
        'PORT',
        'PUBLIC_BASE_URL',
        'REQUEST_TIMEOUT_MS',
        'SMTP_URL',
        'STAFF_REQUIRE_TOTP',
      ].sort(),
    );
    expect(problems.join('\n')).not.toContain('mysql://root@db/hotel');
  });

  it('in production: the secret, an incomplete gateway and its missing public address, together', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      WECHATPAY_MCHID: '1900000109',
      ALIPAY_APP_ID: '2021000000000001',
      SMS_PROVIDER: 'aliyun',
    });
    const all = problems.join('\n');
    expect(all).toContain('APP_SECRET');
    expect(all).toContain('WECHATPAY_APIV3_KEY');
    expect(all).toContain('ALIPAY_PRIVATE_KEY_FILE');
    expect(all).toContain('ALIYUN_SMS_ACCESS_KEY_ID');
  });

  it('in production: SMS_PROVIDER said out loud, since the default console reaches nobody', () => {
    expect(problemsOf({ NODE_ENV: 'production', APP_SECRET: PRODUCTION_SECRET }).join('\n')).toContain(
      'SMS_PROVIDER must be set in production',
    );
  });

  it('in production: the gateways only over https, whose keys and amounts they carry', async () => {
    const wechat = writeWechatPayEnv(makeWechatPayTestKeys(), { baseUrl: 'http://127.0.0.1:9' });
    const appKeys = rsaKeyPair();
    const alipay = await writeAlipayTestEnv({
      gateway: 'http://127.0.0.1:9/gateway.do',
      appPrivateKey: appKeys.privateKey,
      alipayPublicKey: rsaKeyPair().publicKey,
    });
    try {
      const env = { ...wechat.env, ...alipay.env, PUBLIC_BASE_URL: 'https://hotel.example.cn' };
      const production = { NODE_ENV: 'production', APP_SECRET: PRODUCTION_SECRET, SMS_PROVIDER: 'console' };
      expect(problemsOf({ ...env, ...production })).toEqual([
        'WECHATPAY_BASE_URL must use https in production',
        'WECHAT_OAUTH_AUTHORIZE_URL must use https in production',
        'WECHAT_API_BASE_URL must use https in production',
        'ALIPAY_GATEWAY must use https in production',
      ]);
      // outside production a local stand-in answers on plain http
      expect(loadConfig({ ...env, NODE_ENV: 'test' }).payments.alipay?.gateway).toBe(
        'http://127.0.0.1:9/gateway.do',
      );
    } finally {
      wechat.cleanup();
      await alipay.remove();
    }
  });

  it('keys SMS codes with SMS_CODE_SECRET when set (as long as APP_SECRET must be), else APP_SECRET', () => {
    const own = 'b'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'test', SMS_CODE_SECRET: own }).smsCodeSecret).toBe(own);
    const production = { NODE_ENV: 'production', APP_SECRET: PRODUCTION_SECRET, SMS_PROVIDER: 'console' };
    expect(loadConfig(production).smsCodeSecret).toBe(PRODUCTION_SECRET);
    expect(problemsOf({ ...production, SMS_CODE_SECRET: 'short' })).toEqual([
      'SMS_CODE_SECRET must be at least 32 characters',
    ]);
  });

  it('takes the defaults for unset and empty variables', () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '', PUBLIC_BASE_URL: '', JOBS_ENABLED: '' });
    expect(config).toMatchObject({ port: 8080, publicBaseUrl: undefined, jobsEnabled: false });
    const production = { NODE_ENV: 'production', APP_SECRET: PRODUCTION_SECRET, SMS_PROVIDER: 'console' };
    expect(loadConfig(production).seedDemo).toBe(false);
  });

  it('a start with bad settings stops with the list of them, not a stack', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bad-settings-'));
    try {
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: 'eighty', APP_SECRET: '' },
      });
      const failure = await run.then(
        () => undefined,
        (err: { code: number; stderr: string }) => err,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain('The server cannot start with these settings');
      expect(failure?.stderr).toContain('PORT must be a port number');
      expect(failure?.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
