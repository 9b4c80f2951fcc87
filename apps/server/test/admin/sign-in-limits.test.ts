import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { rateLimitCounters, secretTries } from '../../src/db/schema/members.ts';
import { staffSessions } from '../../src/db/schema/staff.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { uniqueIp } from '../helpers/member-factories.ts';
import { createStaff, STAFF_PASSWORD } from '../helpers/staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// 10:05 in UTC, five minutes into a clock hour; the test moves the clock instead of sleeping
const START = Date.parse('2026-03-10T10:05:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A slow sprayer: one try every 5 s, so only the database's limit per address is in play. */
function later() {
  vi.setSystemTime(Date.now() + 5_000);
}

function loginFrom(
  ip: string,
  username: string,
  password: string,
  app = t.app,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/admin/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
    headers,
  });
}

async function sprayWrong(ip: string, tries: number, app = t.app) {
  for (let i = 0; i < tries; i++) {
    const { username } = await createStaff(t.db, { role: 'editor' });
    later();
    const res = await loginFrom(ip, username, 'Spray2026pass', app);
    expect(res.json().message).toBe('账号或密码错误');
  }
}

const counterOf = async (ip: string) =>
  (
    await t.db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `staff-login:ip:${ip}`))
  ).reduce((sum, row) => sum + row.count, 0);

describe('staff sign-in per client address', () => {
  it('refuses an address after 20 wrong passwords in a clock hour, whatever the usernames, changing nothing', async () => {
    const ip = uniqueIp();
    await sprayWrong(ip, 20);
    const account = await createStaff(t.db, { role: 'editor' });
    const refused = await loginFrom(ip, account.username, STAFF_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      message: '该网络登录失败次数过多，请54分钟后再试',
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await counterOf(ip)).toBe(20);
    expect(await t.db.$count(staffSessions, eq(staffSessions.staffId, account.id))).toBe(0);
    expect(await t.db.$count(secretTries, eq(secretTries.key, `staff-password:${account.username}`))).toBe(0);

    // the desk elsewhere is not locked out, and the address tries again in the next hour
    expect((await loginFrom(uniqueIp(), account.username, STAFF_PASSWORD)).statusCode).toBe(200);
    vi.setSystemTime(Date.parse('2026-03-10T11:00:00Z'));
    expect((await loginFrom(ip, account.username, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('counts only wrong passwords', async () => {
    const ip = uniqueIp();
    const account = await createStaff(t.db, { role: 'editor' });
    await sprayWrong(ip, 19);
    for (let i = 0; i < 5; i++) {
      later();
      expect((await loginFrom(ip, account.username, STAFF_PASSWORD)).statusCode).toBe(200);
    }
    await sprayWrong(ip, 1);
    expect((await loginFrom(ip, account.username, STAFF_PASSWORD)).statusCode).toBe(429);
  });

  it('takes the client address from X-Forwarded-For behind the local proxy, as the SMS caps do', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) {
      const { username } = await createStaff(t.db, { role: 'editor' });
      later();
      await loginFrom('127.0.0.1', username, 'Spray2026pass', t.app, { 'x-forwarded-for': ip });
    }
    const account = await createStaff(t.db, { role: 'editor' });
    expect((await loginFrom(ip, account.username, STAFF_PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom('127.0.0.1', account.username, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('lets two instances’ bursts at once through only up to the limit', async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    try {
      const ip = uniqueIp();
      // an odd number left, so two tries checked at once against the count would overshoot by one
      await sprayWrong(ip, 17);
      const usernames = await Promise.all(
        Array.from({ length: 8 }, async () => (await createStaff(t.db, { role: 'editor' })).username),
      );
      const answers = await Promise.all(
        usernames.map((username, i) =>
          loginFrom(ip, username, 'Spray2026pass', i % 2 === 0 ? t.app : second),
        ),
      );
      const messages = answers.map((res) => res.json().message).sort();
      expect(messages).toEqual([
        ...Array(5).fill('该网络登录失败次数过多，请54分钟后再试'),
        ...Array(3).fill('账号或密码错误'),
      ]);
      expect(await counterOf(ip)).toBe(20);
    } finally {
      await second.close();
    }
  });
});
