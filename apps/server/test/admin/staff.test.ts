import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../../src/db/schema/staff.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createBrand, createCity, createHotel } from '../helpers/factories.ts';
import { createStaff, login, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/** 员工与权限 and 操作日志: group administrators only, every change in the append-only log. */
let t: TestApp;
let admin: StaffSession;
let hotelA: { id: number; hotelCode: string };
let hotelB: { id: number; hotelCode: string };
beforeAll(async () => {
  t = await createTestApp();
  const city = await createCity(t.db);
  const brand = await createBrand(t.db);
  hotelA = await createHotel(t.db, { cityId: city.id, brandId: brand.id });
  hotelB = await createHotel(t.db, { cityId: city.id, brandId: brand.id });
  admin = await signIn(t.app, (await createStaff(t.db, { role: 'admin' })).username);
});
afterAll(async () => {
  await t.close();
});

const newAccount = (overrides: Record<string, unknown> = {}) => ({
  username: `fd${Date.now()}${Math.floor(Math.random() * 1000)}`,
  displayName: '赵前台',
  role: 'frontdesk',
  hotelCodes: [hotelA.hotelCode],
  password: 'Welcome2026x',
  ...overrides,
});

describe('staff accounts', () => {
  it('refuses every other role with 403 无权限执行此操作, and changes nothing', async () => {
    for (const role of ['manager', 'frontdesk', 'editor'] as const) {
      const session = await signIn(
        t.app,
        (await createStaff(t.db, { role, hotelIds: [hotelA.id] })).username,
      );
      const before = await t.db.$count(staff);
      for (const call of [
        { url: '/admin/api/staff' },
        { url: '/admin/api/audit' },
        { method: 'POST' as const, url: '/admin/api/staff', payload: newAccount() },
        {
          method: 'PUT' as const,
          url: `/admin/api/staff/${session.staffId}`,
          payload: { displayName: 'x', role: 'admin', hotelCodes: [], active: true },
        },
        {
          method: 'POST' as const,
          url: `/admin/api/staff/${session.staffId}/password`,
          payload: { password: 'Takeover2026x' },
        },
      ]) {
        const res = await staffCall(t.app, session, call);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('无权限执行此操作');
      }
      expect(await t.db.$count(staff)).toBe(before);
    }
  });

  it('creates a front desk for a hotel, who can then sign in; the log records it without the password', async () => {
    const body = newAccount();
    const res = await staffCall(t.app, admin, { method: 'POST', url: '/admin/api/staff', payload: body });
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        username: body.username,
        role: 'frontdesk',
        hotels: [{ hotelCode: hotelA.hotelCode }],
        active: true,
      },
    });
    expect(res.body).not.toContain('Welcome2026x');
    expect(res.body).not.toMatch(/passwordHash|password_hash|scrypt/);
    expect((await login(t.app, body.username, body.password)).statusCode).toBe(200);

    const log = await staffCall(t.app, admin, { url: '/admin/api/audit', query: { entityType: 'staff' } });
    const entry = log
      .json()
      .data.rows.find((r: { entityId: string; action: string }) => r.entityId === String(res.json().data.id));
    expect(entry).toMatchObject({
      action: 'create',
      ip: '127.0.0.1',
      before: null,
      after: { username: body.username, role: 'frontdesk', hotels: [hotelA.hotelCode] },
    });
    expect(JSON.stringify(log.json())).not.toContain('Welcome2026x');
  });

  it('refuses a weak password, a taken name, a hotel role without hotels and an unknown hotel', async () => {
    const taken = newAccount();
    await staffCall(t.app, admin, { method: 'POST', url: '/admin/api/staff', payload: taken });
    const cases: [Record<string, unknown>, string][] = [
      [newAccount({ password: 'abc12345' }), '密码至少10位，且须同时包含字母和数字'],
      [newAccount({ password: 'onlyletterspassword' }), '密码至少10位，且须同时包含字母和数字'],
      [{ ...newAccount(), username: taken.username.toUpperCase() }, '该账号已存在'],
      [newAccount({ role: 'manager', hotelCodes: [] }), '请为酒店经理或前台选择所属酒店'],
      [newAccount({ hotelCodes: ['HJ404404'] }), '酒店不存在'],
      [newAccount({ role: 'owner' }), '角色有误'],
    ];
    const before = await t.db.$count(staff);
    for (const [payload, message] of cases) {
      const res = await staffCall(t.app, admin, { method: 'POST', url: '/admin/api/staff', payload });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json().message).toBe(message);
    }
    expect(await t.db.$count(staff)).toBe(before);
  });

  it('moves a manager to another hotel and ends their session; disabling signs them out for good', async () => {
    const created = await staffCall(t.app, admin, {
      method: 'POST',
      url: '/admin/api/staff',
      payload: newAccount({ role: 'manager' }),
    });
    const account = created.json().data as { id: number; username: string };
    const theirs = await signIn(t.app, account.username, 'Welcome2026x');
    const moved = await staffCall(t.app, admin, {
      method: 'PUT',
      url: `/admin/api/staff/${account.id}`,
      payload: { displayName: '王经理', role: 'manager', hotelCodes: [hotelB.hotelCode], active: true },
    });
    expect(moved.json().data.hotels).toEqual([{ hotelCode: hotelB.hotelCode, name: expect.any(String) }]);
    expect((await staffCall(t.app, theirs, { url: '/admin/api/auth/session' })).statusCode).toBe(401);

    const again = await signIn(t.app, account.username, 'Welcome2026x');
    const hotels = await staffCall(t.app, again, { url: '/admin/api/hotels' });
    expect(hotels.json().data.map((h: { hotelCode: string }) => h.hotelCode)).toEqual([hotelB.hotelCode]);
    await staffCall(t.app, admin, {
      method: 'PUT',
      url: `/admin/api/staff/${account.id}`,
      payload: { displayName: '王经理', role: 'manager', hotelCodes: [hotelB.hotelCode], active: false },
    });
    expect((await staffCall(t.app, again, { url: '/admin/api/auth/session' })).statusCode).toBe(401);
    expect((await login(t.app, account.username, 'Welcome2026x')).json().message).toBe('账号或密码错误');
    const log = await staffCall(t.app, admin, { url: '/admin/api/audit', query: { entityType: 'staff' } });
    const actions = log
      .json()
      .data.rows.filter((r: { entityId: string }) => r.entityId === String(account.id))
      .map((r: { action: string }) => r.action);
    expect(actions).toEqual(['disable', 'update', 'create']);
  });

  it('resets a password: the old one stops working and the account signs in with the new one', async () => {
    const created = await staffCall(t.app, admin, {
      method: 'POST',
      url: '/admin/api/staff',
      payload: newAccount(),
    });
    const account = created.json().data as { id: number; username: string };
    const reset = await staffCall(t.app, admin, {
      method: 'POST',
      url: `/admin/api/staff/${account.id}/password`,
      payload: { password: 'Fresh2026start' },
    });
    expect(reset.json().message).toBe('保存成功');
    expect((await login(t.app, account.username, 'Welcome2026x')).statusCode).toBe(401);
    expect((await login(t.app, account.username, 'Fresh2026start')).statusCode).toBe(200);
  });

  it('does not let an administrator disable or demote themselves', async () => {
    const self = { displayName: '管理员', role: 'admin', hotelCodes: [], active: false };
    const res = await staffCall(t.app, admin, {
      method: 'PUT',
      url: `/admin/api/staff/${admin.staffId}`,
      payload: self,
    });
    expect(res.json().message).toBe('不能停用自己的账号');
    const demote = await staffCall(t.app, admin, {
      method: 'PUT',
      url: `/admin/api/staff/${admin.staffId}`,
      payload: { ...self, role: 'editor', active: true },
    });
    expect(demote.json().message).toBe('不能修改自己的角色');
  });
});

describe('the audit log', () => {
  it('cannot be rewritten or deleted, by anyone', async () => {
    expect(await t.db.$count(auditLog)).toBeGreaterThan(0);
    await expect(t.db.execute(sql`UPDATE audit_log SET action = 'nothing'`)).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    const [first] = await t.db.select().from(auditLog).orderBy(auditLog.id).limit(1);
    expect(first?.action).not.toBe('nothing');
  });

  it('filters by person, hotel, type and date', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const mine = await staffCall(t.app, admin, {
      url: '/admin/api/audit',
      query: { staff: 'nobody', from: today, to: today },
    });
    expect(mine.json().data).toEqual({ rows: [], total: 0 });
    const adminRow = await t.db.select().from(staff).where(eq(staff.id, admin.staffId));
    const byAdmin = await staffCall(t.app, admin, {
      url: '/admin/api/audit',
      query: { staff: adminRow[0]?.username ?? '', from: today, to: today },
    });
    expect(byAdmin.json().data.total).toBeGreaterThan(0);
    const tomorrow = await staffCall(t.app, admin, {
      url: '/admin/api/audit',
      query: { from: '2099-01-01' },
    });
    expect(tomorrow.json().data.total).toBe(0);
    const bad = await staffCall(t.app, admin, { url: '/admin/api/audit', query: { from: '2026-02-30' } });
    expect(bad.json().message).toBe('日期格式有误');
  });
});
