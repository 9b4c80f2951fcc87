import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { smsCodes } from '../../src/db/schema/members.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  insertMemberLevels,
  insertTestMember,
  loginRequest,
  outboxCode,
  requestSmsCode,
  uniqueIp,
  uniqueMobile,
} from '../helpers/member-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ prepare: insertMemberLevels });
});
afterAll(async () => {
  await t.close();
});

// 10:00 in Shanghai; the test moves the clock instead of sleeping.
const START = new Date('2026-03-10T02:00:00Z');
let now = START.getTime();
function advance(ms: number) {
  now += ms;
  vi.setSystemTime(now);
}
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  now = START.getTime();
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

async function member() {
  return insertTestMember(t.db);
}

/** Five wrong login tries on the mobile's newest code. */
async function endCode(mobile: string, code: string) {
  for (let i = 0; i < 5; i++) {
    const res = await loginRequest(t.app, mobile, otherCode(code));
    expect(res.json()).toMatchObject({ success: false, message: '验证码错误' });
  }
}

describe('sending codes', () => {
  it('sends a 6-digit code and stores only a salted hash of it', async () => {
    const { mobile } = await member();
    const res = await requestSmsCode(t.app, mobile, 2);
    expect(res.statusCode).toBe(200);
    const code = await outboxCode(t.app, mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);

    const rows = await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 2, wrongTries: 0, usedAt: null });
    expect(rows[0]?.codeHash).not.toContain(code);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(rows[0]?.expiresAt.getTime()).toBe(START.getTime() + 5 * MINUTE);
  });

  it('keys the stored hash with APP_SECRET: a copy of the table alone does not give the code away', async () => {
    const { mobile } = await member();
    await requestSmsCode(t.app, mobile, 2);
    const code = await outboxCode(t.app, mobile);
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    const [salt = '', hash = ''] = (row?.codeHash ?? '').split('$');
    // what an attacker with the table would try: every 6-digit code, hashed without the key
    const unkeyed = (guess: string) =>
      createHash('sha256').update(`${salt}:${mobile}:2:${guess}`).digest('hex');
    let found: string | undefined;
    for (let n = 0; n < 1_000_000 && !found; n++) {
      const guess = n.toString().padStart(6, '0');
      if (unkeyed(guess) === hash) found = guess;
    }
    expect(found).toBeUndefined();
    const keyed = createHmac('sha256', t.config.appSecret)
      .update(`${salt}:${mobile}:2:${code}`)
      .digest('hex');
    expect(keyed).toBe(hash);
  }, 60_000);

  it('keys it with SMS_CODE_SECRET instead when that is set, and the code still logs the member in', async () => {
    const smsCodeSecret = 'a-separate-secret-for-sms-codes-only-0123456789';
    const own = await createTestApp({ env: { SMS_CODE_SECRET: smsCodeSecret }, prepare: insertMemberLevels });
    try {
      const { mobile } = await insertTestMember(own.db);
      await requestSmsCode(own.app, mobile, 2);
      const code = await outboxCode(own.app, mobile);
      const [row] = await own.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
      const [salt = '', hash = ''] = (row?.codeHash ?? '').split('$');
      const keyedWith = (secret: string) =>
        createHmac('sha256', secret).update(`${salt}:${mobile}:2:${code}`).digest('hex');
      expect(keyedWith(smsCodeSecret)).toBe(hash);
      expect(keyedWith(own.config.appSecret)).not.toBe(hash);
      expect((await loginRequest(own.app, mobile, code)).json()).toMatchObject({ success: true });
    } finally {
      await own.close();
    }
  });

  it('refuses a second code within 60 s for the same mobile and purpose', async () => {
    const { mobile } = await member();
    expect((await requestSmsCode(t.app, mobile, 2)).statusCode).toBe(200);
    advance(59 * SECOND);
    const again = await requestSmsCode(t.app, mobile, 2);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      success: false,
      statusCode: 429,
      message: '发送过于频繁，请60秒后再试',
      msg: '发送过于频繁，请60秒后再试',
      code: 'SMS_TOO_FREQUENT',
    });
    advance(1 * SECOND);
    expect((await requestSmsCode(t.app, mobile, 2)).statusCode).toBe(200);
    expect(await t.db.$count(smsCodes, eq(smsCodes.mobile, mobile))).toBe(2);
  });

  it('caps codes per mobile at 10 a day (Shanghai), then allows more the next day', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 10; i++) {
      const res = await requestSmsCode(t.app, mobile, 1);
      expect(res.statusCode).toBe(200);
      advance(61 * SECOND);
    }
    const capped = await requestSmsCode(t.app, mobile, 1);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({
      success: false,
      message: '今日验证码发送次数已达上限，请明天再试',
    });
    expect(await t.db.$count(smsCodes, eq(smsCodes.mobile, mobile))).toBe(10);

    // Midnight in Shanghai is 16:00 UTC.
    now = Date.parse('2026-03-10T16:00:00Z');
    vi.setSystemTime(now);
    expect((await requestSmsCode(t.app, mobile, 1)).statusCode).toBe(200);
  });

  it('caps codes per IP at 30 an hour, whatever the mobile, counting only codes sent', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++) {
      expect((await requestSmsCode(t.app, uniqueMobile(), 1, ip)).statusCode).toBe(200);
    }
    const capped = await requestSmsCode(t.app, uniqueMobile(), 1, ip);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ success: false, message: '获取验证码过于频繁，请稍后再试' });
    expect((await requestSmsCode(t.app, uniqueMobile(), 1, uniqueIp())).statusCode).toBe(200);
    advance(60 * MINUTE);
    expect((await requestSmsCode(t.app, uniqueMobile(), 1, ip)).statusCode).toBe(200);
  });

  it('takes the client address from X-Forwarded-For behind a proxy', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++) {
      await t.app.inject({
        method: 'GET',
        url: '/crsapi/v1/user/smscode',
        query: { mobile: uniqueMobile(), type: '1' },
        headers: { 'x-forwarded-for': ip },
      });
    }
    const capped = await requestSmsCode(t.app, uniqueMobile(), 1, ip);
    expect(capped.json()).toMatchObject({ message: '获取验证码过于频繁，请稍后再试' });
  });
});

describe('concurrency', () => {
  it('shares the limits between server instances on one database', async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    try {
      const { mobile } = await member();
      expect((await requestSmsCode(t.app, mobile, 2)).statusCode).toBe(200);
      const again = await requestSmsCode(second, mobile, 2);
      expect(again.json()).toMatchObject({ message: '发送过于频繁，请60秒后再试' });

      const ip = uniqueIp();
      for (let i = 0; i < 30; i++) {
        await requestSmsCode(i % 2 === 0 ? t.app : second, uniqueMobile(), 1, ip);
      }
      expect((await requestSmsCode(second, uniqueMobile(), 1, ip)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('sends one code when the same request arrives six times at once', async () => {
    const { mobile } = await member();
    const answers = await Promise.all(Array.from({ length: 6 }, () => requestSmsCode(t.app, mobile, 2)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(await t.db.$count(smsCodes, eq(smsCodes.mobile, mobile))).toBe(1);
  });

  it('lets a code log in once when it is sent twice at once', async () => {
    const { mobile } = await member();
    await requestSmsCode(t.app, mobile, 2);
    const code = await outboxCode(t.app, mobile);
    const answers = await Promise.all([loginRequest(t.app, mobile, code), loginRequest(t.app, mobile, code)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('checking codes', () => {
  it('uses a code once', async () => {
    const { mobile } = await member();
    await requestSmsCode(t.app, mobile, 2);
    const code = await outboxCode(t.app, mobile);
    expect((await loginRequest(t.app, mobile, code)).statusCode).toBe(200);
    const again = await loginRequest(t.app, mobile, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, message: '验证码已失效，请重新获取' });
  });

  it('refuses a code after its 5 minutes', async () => {
    const { mobile } = await member();
    await requestSmsCode(t.app, mobile, 2);
    const code = await outboxCode(t.app, mobile);
    advance(5 * MINUTE);
    const res = await loginRequest(t.app, mobile, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: '验证码已过期，请重新获取' });
  });

  it('accepts a code just inside its 5 minutes', async () => {
    const { mobile } = await member();
    await requestSmsCode(t.app, mobile, 2);
    const code = await outboxCode(t.app, mobile);
    advance(5 * MINUTE - SECOND);
    expect((await loginRequest(t.app, mobile, code)).statusCode).toBe(200);
  });

  it('accepts only the newest code of a mobile and purpose', async () => {
    const { mobile } = await member();
    await requestSmsCode(t.app, mobile, 2);
    const first = await outboxCode(t.app, mobile);
    advance(61 * SECOND);
    await requestSmsCode(t.app, mobile, 2);
    const second = await outboxCode(t.app, mobile);
    if (first !== second) {
      expect((await loginRequest(t.app, mobile, first)).json()).toMatchObject({ message: '验证码错误' });
    }
    expect((await loginRequest(t.app, mobile, second)).statusCode).toBe(200);
  });

  it('does not take a registration code for login', async () => {
    const { mobile } = await member();
    const res = await loginRequest(t.app, mobile, '123456');
    expect(res.json()).toMatchObject({ success: false, message: '请先获取验证码' });
  });

  it('ends a code after 5 wrong tries, even for the right code', async () => {
    const { mobile } = await member();
    await requestSmsCode(t.app, mobile, 2);
    const code = await outboxCode(t.app, mobile);
    await endCode(mobile, code);
    const right = await loginRequest(t.app, mobile, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ success: false, message: '验证码错误次数过多，请重新获取验证码' });
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row).toMatchObject({ wrongTries: 5, usedAt: null });
    expect(row?.exhaustedAt?.getTime()).toBe(now);
  });

  it('lets the member log in with a new code after a stranger ended one with wrong tries', async () => {
    const { mobile } = await member();
    // a stranger who knows the mobile asks for a code and guesses five times
    await requestSmsCode(t.app, mobile, 2, uniqueIp());
    await endCode(mobile, await outboxCode(t.app, mobile));

    advance(61 * SECOND);
    expect((await requestSmsCode(t.app, mobile, 2)).statusCode).toBe(200);
    expect((await loginRequest(t.app, mobile, await outboxCode(t.app, mobile))).statusCode).toBe(200);
  });

  it('makes the wait for a new code grow with every code ended by wrong tries, up to 4 hours', async () => {
    const { mobile } = await member();
    const waits = [0, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE, 240 * MINUTE, 240 * MINUTE];
    const firstRefusals = ['4分钟', '14分钟', '59分钟', '4小时', '4小时'];
    await requestSmsCode(t.app, mobile, 2);
    for (const [i, wait] of waits.entries()) {
      await endCode(mobile, await outboxCode(t.app, mobile));
      advance(61 * SECOND);
      if (wait > 0) {
        const refused = await requestSmsCode(t.app, mobile, 2);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe(`验证码错误次数过多，请${firstRefusals[i - 1]}后再试`);
        advance(wait - 62 * SECOND);
        expect((await requestSmsCode(t.app, mobile, 2)).statusCode).toBe(429);
        advance(SECOND);
      }
      expect((await requestSmsCode(t.app, mobile, 2)).statusCode).toBe(200);
    }
    // a day after the last ended code nothing is held against the mobile any more
    await endCode(mobile, await outboxCode(t.app, mobile));
    advance(24 * 60 * MINUTE);
    expect((await requestSmsCode(t.app, mobile, 2)).statusCode).toBe(200);
    expect((await loginRequest(t.app, mobile, await outboxCode(t.app, mobile))).statusCode).toBe(200);
  });

  it('locks registration after 5 wrong codes, but not login', async () => {
    const mobile = uniqueMobile();
    await requestSmsCode(t.app, mobile, 1);
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/crsapi/v1/user/register',
        payload: { Name: '张三', mobile, SmsCode: otherCode(await outboxCode(t.app, mobile)), Pwd: 'abc123' },
      });
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/user/register',
      payload: { Name: '张三', mobile, SmsCode: await outboxCode(t.app, mobile), Pwd: 'abc123' },
    });
    expect(locked.json()).toMatchObject({ message: '验证码错误次数过多，请重新获取验证码' });
    // Registered some other way (the counter desk, say): login codes are counted on their own.
    await insertTestMember(t.db, { mobile });
    advance(61 * SECOND);
    expect((await requestSmsCode(t.app, mobile, 2)).statusCode).toBe(200);
    expect((await loginRequest(t.app, mobile, await outboxCode(t.app, mobile))).statusCode).toBe(200);
  });
});
