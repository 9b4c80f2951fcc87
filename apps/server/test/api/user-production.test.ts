import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../src/db/schema/members.ts';
import { devOutbox } from '../../src/sms/outbox.ts';
import { createSmsProvider } from '../../src/sms/provider.ts';
import { smsSettingsFrom } from '../../src/sms/settings.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { insertMemberLevels, requestSmsCode, uniqueMobile } from '../helpers/member-factories.ts';
import { PRODUCTION_SECRET } from '../helpers/production.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      APP_SECRET: PRODUCTION_SECRET,
      SMS_PROVIDER: 'console',
    },
    prepare: insertMemberLevels,
  });
});
afterAll(async () => {
  await t.close();
});

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: string[] = [];
  const { log } = Fastify({
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });
  return { log, lines };
}

describe('production mode', () => {
  it('has no SMS outbox route', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/dev/sms-outbox',
      query: { mobile: '13912345678' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, statusCode: 404 });
  });

  it('sends a code without showing it in the response or keeping it in an outbox', async () => {
    const mobile = uniqueMobile();
    const res = await requestSmsCode(t.app, mobile, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      statusCode: 200,
      message: '验证码已发送',
      msg: '验证码已发送',
    });
    expect(res.body).not.toMatch(/\d{6}/);
    expect(await t.db.$count(smsCodes, eq(smsCodes.mobile, mobile))).toBe(1);
    expect(devOutbox.list(mobile)).toEqual([]);
  });

  it('logs neither the text nor the full mobile with the console provider', async () => {
    // a mobile of its own: the outbox is the process's, shared with other files of the worker
    const mobile = uniqueMobile();
    const { log, lines } = capturingLogger();
    const sms = createSmsProvider({ settings: { provider: 'console' }, production: true, log });
    await sms.send({
      mobile,
      template: 'login',
      params: { code: '482913' },
      text: '【光影酒店集团】您正在登录，验证码482913，5分钟内有效。',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    expect(lines[0]).not.toContain('482913');
    expect(lines[0]).not.toContain(mobile);
    expect(devOutbox.list(mobile)).toEqual([]);
  });

  it('logs and keeps the message outside production', async () => {
    const mobile = uniqueMobile();
    const { log, lines } = capturingLogger();
    const sms = createSmsProvider({ settings: { provider: 'console' }, production: false, log });
    await sms.send({
      mobile,
      template: 'login',
      params: { code: '135790' },
      text: '验证码135790，5分钟内有效。',
    });
    expect(lines[0]).toContain('135790');
    expect(devOutbox.list(mobile)[0]).toMatchObject({ mobile, code: '135790' });
  });

  it('refuses to start with an unknown SMS provider', () => {
    expect(() => smsSettingsFrom({ SMS_PROVIDER: 'nope' }, true)).toThrow(/SMS_PROVIDER/);
  });
});
