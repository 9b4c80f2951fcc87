import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lockMobile } from '../../src/members/queries/sms-codes.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  insertMemberLevels,
  insertTestMember,
  requestSmsCode,
  uniqueIp,
} from '../helpers/member-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ prepare: insertMemberLevels });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const TOO_MANY = '操作过于频繁，请稍后再试';

/**
 * Holds the mobile's SMS lock in a transaction until `release` (on PGlite, one transaction at a time,
 * that holds the whole database). A safety valve lets go after 10 s, so a server that waits for the
 * database where it should not fails the test instead of hanging it.
 */
async function holdMobile(mobile: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = () => {};
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const state = { held: true };
  const valve = setTimeout(release, 10_000);
  const done = t.db.transaction(async (tx) => {
    await lockMobile(tx, mobile);
    holding();
    await released;
    state.held = false;
  });
  await held;
  return {
    state,
    async release() {
      clearTimeout(valve);
      release();
      await done;
    },
  };
}

function loginFrom(ip: string, mobile: string) {
  return t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/user/login',
    payload: { mobile, code: '000000', mode: 1 },
    remoteAddress: ip,
  });
}

describe('a flood of refused attempts from one address', () => {
  it('leaves the health check and other guests answered while its attempts wait on the database', async () => {
    const { mobile } = await insertTestMember(t.db);
    const ip = uniqueIp();
    // the code is sent: every further request within 60 s is refused
    expect((await requestSmsCode(t.app, mobile, 2, ip)).statusCode).toBe(200);
    const hold = await holdMobile(mobile);

    const order: string[] = [];
    const whileHeld: string[] = [];
    const settled = (name: string) => () => {
      order.push(name);
      if (hold.state.held) whileHeld.push(name);
    };
    const flood = Array.from({ length: 30 }, () => requestSmsCode(t.app, mobile, 2, ip));
    for (const attempt of flood) attempt.then(settled('attempt'));
    const guest = t.app.inject({ method: 'GET', url: '/crsapi/v1/hotel/getGroupCities' });
    guest.then(settled('guest'));
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
    expect(hold.state.held).toBe(true);
    // one attempt waits on the database, 19 wait their turn; the rest are refused at once
    await vi.waitUntil(() => whileHeld.filter((name) => name === 'attempt').length >= 10, {
      timeout: 10_000,
    });
    expect(hold.state.held).toBe(true);

    await hold.release();
    const answers = await Promise.all(flood);
    expect((await guest).statusCode).toBe(200);
    const messages = answers.map((res) => `${res.statusCode} ${res.json().message}`);
    expect(messages.filter((m) => m === `429 ${TOO_MANY}`)).toHaveLength(10);
    expect(messages.filter((m) => m === '429 发送过于频繁，请60秒后再试')).toHaveLength(20);
    // the guest did not queue behind the attempts waiting their turn
    expect(order.indexOf('guest')).toBeLessThan(order.lastIndexOf('attempt'));
  });

  it('refuses an address at once after 20 refusals in a minute, and only that address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { mobile } = await insertTestMember(t.db);
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) {
      const res = await loginFrom(ip, mobile);
      expect(res.json().message).toBe('请先获取验证码');
    }
    expect((await loginFrom(ip, mobile)).json()).toMatchObject({ statusCode: 429, message: TOO_MANY });
    expect((await requestSmsCode(t.app, mobile, 2, ip)).json().message).toBe(TOO_MANY);
    expect((await loginFrom(uniqueIp(), mobile)).json().message).toBe('请先获取验证码');

    vi.setSystemTime(Date.now() + 60_000);
    expect((await loginFrom(ip, mobile)).json().message).toBe('请先获取验证码');
  });
});
