import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { smsSettingsFrom } from '../../src/sms/settings.ts';
import { TEMPLATE_ENV } from './fixtures.ts';

const ALIYUN = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tKeyId',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'aliyun-secret-value',
  SMS_SIGN_NAME: '光影酒店',
  ...TEMPLATE_ENV,
};
const TENCENT = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDSecretId',
  TENCENT_SMS_SECRET_KEY: 'tencent-secret-value',
  TENCENT_SMS_SDK_APP_ID: '1400000001',
  SMS_SIGN_NAME: '光影酒店',
  ...TEMPLATE_ENV,
};
const TEMPLATE_VARIABLES = Object.keys(TEMPLATE_ENV);

function startError(env: Record<string, string | undefined>, production = false): string {
  try {
    smsSettingsFrom(env, production);
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  throw new Error('the settings were accepted');
}

describe('SMS settings', () => {
  it('use the console provider when SMS_PROVIDER is unset outside production, and refuse to guess in production', () => {
    expect(smsSettingsFrom({}, false)).toEqual({ provider: 'console' });
    expect(smsSettingsFrom({ SMS_PROVIDER: '' }, false)).toEqual({ provider: 'console' });
    expect(() => smsSettingsFrom({}, true)).toThrow('SMS_PROVIDER must be set in production');
    expect(smsSettingsFrom({ SMS_PROVIDER: 'console' }, true)).toEqual({ provider: 'console' });
  });

  it('refuse an unknown SMS_PROVIDER, and so does the start', () => {
    expect(startError({ SMS_PROVIDER: 'yunpian' })).toBe(
      'Unknown SMS_PROVIDER "yunpian"; known: console, aliyun, tencent',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'yunpian' })).toThrow(/SMS_PROVIDER/);
  });

  it('read Aliyun with its defaults', () => {
    expect(smsSettingsFrom(ALIYUN, true)).toEqual({
      provider: 'aliyun',
      accessKeyId: 'LTAI5tKeyId',
      accessKeySecret: 'aliyun-secret-value',
      signName: '光影酒店',
      templates: {
        register: '2100001',
        login: '2100002',
        bookingPaid: '2100003',
        bookingPaidNonRefundable: '2100004',
        bookingPayAtHotel: '2100005',
        closeAccount: '2100006',
      },
      timeoutMs: 5000,
      endpoint: { protocol: 'https', host: 'dysmsapi.aliyuncs.com' },
    });
  });

  it('read Tencent Cloud with its defaults', () => {
    expect(smsSettingsFrom(TENCENT, true)).toMatchObject({
      provider: 'tencent',
      secretId: 'AKIDSecretId',
      secretKey: 'tencent-secret-value',
      sdkAppId: '1400000001',
      region: 'ap-guangzhou',
      timeoutMs: 5000,
      endpoint: { protocol: 'https', host: 'sms.tencentcloudapi.com' },
    });
  });

  it('name every missing Aliyun variable at once, and stop the start', () => {
    const message = startError({ SMS_PROVIDER: 'aliyun', SMS_TEMPLATE_LOGIN: '  ' });
    for (const variable of [
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'SMS_SIGN_NAME',
      ...TEMPLATE_VARIABLES,
    ]) {
      expect(message).toContain(variable);
    }
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'aliyun' })).toThrow(
      /ALIYUN_SMS_ACCESS_KEY_ID/,
    );
  });

  it('name every missing Tencent Cloud variable, and only the missing ones', () => {
    const env = {
      ...TENCENT,
      TENCENT_SMS_SECRET_KEY: undefined,
      TENCENT_SMS_SDK_APP_ID: '',
      SMS_TEMPLATE_BOOKING_PAY_AT_HOTEL: undefined,
    };
    expect(startError(env)).toBe(
      'SMS_PROVIDER=tencent cannot start: missing SMS_TEMPLATE_BOOKING_PAY_AT_HOTEL, TENCENT_SMS_SECRET_KEY, TENCENT_SMS_SDK_APP_ID',
    );
  });

  it('never show a value in the refusal', () => {
    const message = startError({
      ...ALIYUN,
      SMS_TIMEOUT_MS: 'soon',
      ALIYUN_SMS_ENDPOINT: 'ftp://aliyun-secret-value',
    });
    expect(message).toContain('SMS_TIMEOUT_MS must be a whole number of milliseconds above 0');
    expect(message).toContain('ALIYUN_SMS_ENDPOINT must be a host name or http(s)://host[:port]');
    expect(message).not.toContain('aliyun-secret-value');
  });

  it('take an endpoint as a host or a URL, plain http only outside production', () => {
    const local = { ...TENCENT, TENCENT_SMS_ENDPOINT: 'http://127.0.0.1:4567', SMS_TIMEOUT_MS: '800' };
    expect(smsSettingsFrom(local, false)).toMatchObject({
      endpoint: { protocol: 'http', host: '127.0.0.1:4567' },
      timeoutMs: 800,
    });
    expect(
      smsSettingsFrom({ ...ALIYUN, ALIYUN_SMS_ENDPOINT: 'dysmsapi.ap-southeast-1.aliyuncs.com' }, true),
    ).toMatchObject({
      endpoint: { protocol: 'https', host: 'dysmsapi.ap-southeast-1.aliyuncs.com' },
    });
    expect(startError(local, true)).toContain('TENCENT_SMS_ENDPOINT must use https in production');
    expect(startError({ ...ALIYUN, ALIYUN_SMS_ENDPOINT: 'https://dysmsapi.aliyuncs.com/path' })).toContain(
      'ALIYUN_SMS_ENDPOINT must be a host name',
    );
  });
});
