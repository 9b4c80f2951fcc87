import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { staff } from '../../src/db/schema/staff.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { cookieOf, createStaff, login, STAFF_PASSWORD, signIn, staffCall } from '../helpers/staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;

function codeFor(secret: string, at: number = Date.now()) {
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: at });
}

describe('staff sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie for /admin and answers the session', async () => {
    const account = await createStaff(t.db, { role: 'admin' });
    const res = await login(t.app, account.username.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: '登录成功', data: { stage: 'signedIn' } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^staff_session=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/admin');
    expect(cookie).not.toContain('Secure');
    expect(res.json().data.session.staff).toEqual({
      id: account.id,
      username: account.username,
      displayName: account.displayName,
      role: 'admin',
      hotels: [],
      totpEnabled: false,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const https = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://hotel.example.cn' } });
    try {
      const account = await createStaff(https.db, { role: 'editor' });
      expect(String((await login(https.app, account.username)).headers['set-cookie'])).toContain('Secure');
    } finally {
      await https.close();
    }
  });

  it('says 账号或密码错误 alike for a wrong password, an unknown account and a disabled one', async () => {
    const account = await createStaff(t.db, { role: 'editor' });
    const disabled = await createStaff(t.db, { role: 'editor' });
    await t.db.update(staff).set({ active: false }).where(eq(staff.id, disabled.id));
    for (const res of [
      await login(t.app, account.username, 'Wrong12345x'),
      await login(t.app, 'nobody-here', STAFF_PASSWORD),
      await login(t.app, disabled.username),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        statusCode: 401,
        message: '账号或密码错误',
        msg: '账号或密码错误',
        code: 'WRONG_CREDENTIALS',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('locks the account after 5 wrong passwords for 15 minutes, even for the right one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = await createStaff(t.db, { role: 'manager' });
    for (let i = 0; i < 5; i++)
      expect((await login(t.app, account.username, `Wrong${i}abcdef`)).statusCode).toBe(401);
    const locked = await login(t.app, account.username);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('登录失败次数过多，账号已锁定，请15分钟后再试');
    vi.setSystemTime(Date.now() + 15 * MINUTE + 1000);
    expect((await login(t.app, account.username)).statusCode).toBe(200);
  });

  it('refuses staff calls without a session, and a state-changing call without its CSRF token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/admin/api/auth/session' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('请先登录');

    const account = await createStaff(t.db, { role: 'admin' });
    const session = await signIn(t.app, account.username);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/admin/api/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('请求已失效，请刷新页面后重试');
    const wrongToken = await t.app.inject({
      method: 'POST',
      url: '/admin/api/auth/logout',
      headers: { cookie: session.cookie, 'x-csrf-token': 'x'.repeat(43) },
    });
    expect(wrongToken.statusCode).toBe(403);
    expect((await staffCall(t.app, session, { url: '/admin/api/auth/session' })).statusCode).toBe(200);

    const out = await staffCall(t.app, session, { method: 'POST', url: '/admin/api/auth/logout' });
    expect(out.json().message).toBe('已退出登录');
    const after = await staffCall(t.app, session, { url: '/admin/api/auth/session' });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('登录已过期，请重新登录');
  });

  it('ends a session after 30 idle minutes, and any session after 12 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = await createStaff(t.db, { role: 'admin' });
    const idle = await signIn(t.app, account.username);
    vi.setSystemTime(Date.now() + 29 * MINUTE);
    expect((await staffCall(t.app, idle, { url: '/admin/api/auth/session' })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 30 * MINUTE);
    expect((await staffCall(t.app, idle, { url: '/admin/api/auth/session' })).statusCode).toBe(401);

    const busy = await signIn(t.app, account.username);
    // in use every 25 minutes: alive for 11 h 40 min, ended once 12 hours have passed
    for (let step = 0; step < 28; step++) {
      vi.setSystemTime(Date.now() + 25 * MINUTE);
      expect((await staffCall(t.app, busy, { url: '/admin/api/auth/session' })).statusCode).toBe(200);
    }
    vi.setSystemTime(Date.now() + 25 * MINUTE);
    expect((await staffCall(t.app, busy, { url: '/admin/api/auth/session' })).statusCode).toBe(401);
  });
});

describe('TOTP second factor', () => {
  it('asks for the code once enabled, refuses a wrong or reused code, and signs in with a fresh one', async () => {
    const account = await createStaff(t.db, { role: 'admin' });
    const session = await signIn(t.app, account.username);
    const setup = await staffCall(t.app, session, { method: 'POST', url: '/admin/api/auth/totp/setup' });
    const { secret, otpauthUri } = setup.json().data as { secret: string; otpauthUri: string };
    expect(otpauthUri).toContain('otpauth://totp/');
    // one instant for the enabling code and the reused one: a slow run must not cross into the next step
    const enabledAt = Date.now();
    const enable = await staffCall(t.app, session, {
      method: 'POST',
      url: '/admin/api/auth/totp/enable',
      payload: { code: codeFor(secret, enabledAt) },
    });
    expect(enable.json().message).toBe('动态验证码已启用');
    const [row] = await t.db.select().from(staff).where(eq(staff.id, account.id));
    expect(row?.totpSecret).not.toContain(secret);

    const step = await login(t.app, account.username);
    expect(step.json().data).toEqual({ stage: 'totp' });
    expect(step.headers['set-cookie']).toBeUndefined();
    const wrong = await login(
      t.app,
      account.username,
      STAFF_PASSWORD,
      codeFor(secret) === '000000' ? '111111' : '000000',
    );
    expect(wrong.json().message).toBe('动态验证码错误');
    // the code that enabled TOTP is used up: the next 30-second step's code signs in
    const reused = await login(t.app, account.username, STAFF_PASSWORD, codeFor(secret, enabledAt));
    expect(reused.json().message).toBe('动态验证码错误');
    const next = await login(t.app, account.username, STAFF_PASSWORD, codeFor(secret, enabledAt + 30_000));
    expect(next.json().data.stage).toBe('signedIn');
    expect(cookieOf(next)).toMatch(/^staff_session=/);

    // a new setup would switch the code off without one: refused, the code still asked for
    const again = await staffCall(t.app, session, { method: 'POST', url: '/admin/api/auth/totp/setup' });
    expect(again.json().message).toBe('动态验证码已启用；如需更换，请先用当前验证码停用');
    expect((await login(t.app, account.username)).json().data).toEqual({ stage: 'totp' });
  });

  it('clears the code with an administrator’s password reset, for someone who lost their phone', async () => {
    const account = await createStaff(t.db, { role: 'manager', hotelIds: [] });
    const session = await signIn(t.app, account.username);
    const setup = await staffCall(t.app, session, { method: 'POST', url: '/admin/api/auth/totp/setup' });
    const { secret } = setup.json().data as { secret: string };
    await staffCall(t.app, session, {
      method: 'POST',
      url: '/admin/api/auth/totp/enable',
      payload: { code: codeFor(secret) },
    });
    const admin = await signIn(t.app, (await createStaff(t.db, { role: 'admin' })).username);
    const reset = await staffCall(t.app, admin, {
      method: 'POST',
      url: `/admin/api/staff/${account.id}/password`,
      payload: { password: 'FreshStart2027' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t.app, account.username, 'FreshStart2027')).json().data.stage).toBe('signedIn');
  });

  it('makes every account set a code up when the group requires it (STAFF_REQUIRE_TOTP=1)', async () => {
    const strict = await createTestApp({ env: { STAFF_REQUIRE_TOTP: '1' } });
    try {
      const account = await createStaff(strict.db, { role: 'editor' });
      const first = await login(strict.app, account.username);
      expect(first.json().data.stage).toBe('totpSetup');
      const { secret } = first.json().data as { secret: string };
      expect((await login(strict.app, account.username)).json().data.secret).toBe(secret);
      const done = await login(strict.app, account.username, STAFF_PASSWORD, codeFor(secret));
      expect(done.json().data.stage).toBe('signedIn');
      expect(done.json().data.session.staff.totpEnabled).toBe(true);
      const session = {
        cookie: cookieOf(done),
        csrfToken: done.json().data.session.csrfToken,
        staffId: account.id,
      };
      const off = await staffCall(strict.app, session, {
        method: 'POST',
        url: '/admin/api/auth/totp/disable',
        payload: { code: codeFor(secret, Date.now() + 30_000) },
      });
      expect(off.json().message).toBe('集团要求所有账号启用动态验证码，不能停用');
    } finally {
      await strict.close();
    }
  });
});

describe('own password', () => {
  it('refuses a weak new password and a wrong current one, and locks after five wrong like the sign-in', async () => {
    const account = await createStaff(t.db, { role: 'frontdesk' });
    const session = await signIn(t.app, account.username);
    const weak = await staffCall(t.app, session, {
      method: 'POST',
      url: '/admin/api/auth/password',
      payload: { current: STAFF_PASSWORD, next: 'short1' },
    });
    expect(weak.json().message).toBe('密码至少10位，且须同时包含字母和数字');
    const wrong = await staffCall(t.app, session, {
      method: 'POST',
      url: '/admin/api/auth/password',
      payload: { current: 'Nope123456', next: 'BrandNew2027x' },
    });
    expect(wrong.json().message).toBe('当前密码错误');
    // the sign-in's lock: a borrowed session cannot try passwords without limit
    for (let i = 0; i < 4; i++) {
      await staffCall(t.app, session, {
        method: 'POST',
        url: '/admin/api/auth/password',
        payload: { current: `Nope12345${i}`, next: 'BrandNew2027x' },
      });
    }
    const locked = await staffCall(t.app, session, {
      method: 'POST',
      url: '/admin/api/auth/password',
      payload: { current: STAFF_PASSWORD, next: 'BrandNew2027x' },
    });
    expect(locked.json().message).toBe('登录失败次数过多，账号已锁定，请15分钟后再试');
    expect((await login(t.app, account.username)).json().message).toBe(
      '登录失败次数过多，账号已锁定，请15分钟后再试',
    );
  });

  it('changes the password after the current one and ends the sessions', async () => {
    const account = await createStaff(t.db, { role: 'frontdesk' });
    const session = await signIn(t.app, account.username);
    const done = await staffCall(t.app, session, {
      method: 'POST',
      url: '/admin/api/auth/password',
      payload: { current: STAFF_PASSWORD, next: 'BrandNew2027x' },
    });
    expect(done.json().message).toBe('密码已修改');
    expect((await staffCall(t.app, session, { url: '/admin/api/auth/session' })).statusCode).toBe(401);
    expect((await login(t.app, account.username, 'BrandNew2027x')).statusCode).toBe(200);
  });
});
