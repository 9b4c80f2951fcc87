import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAccountRequest, closureCode } from '../helpers/account.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { memberFootprint, memberNow } from '../helpers/member-admin.ts';
import { insertMemberLevels, insertTestMember, tokenFor } from '../helpers/member-factories.ts';
import {
  type BookingWorld,
  bookThroughApp,
  createBookingWorld,
  payByCardRequest,
} from '../helpers/order-factories.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/** 会员管理: group administrators only; finding a member and reading them (adjustments: member-adjustments.test.ts). */
let t: TestApp;
let admin: StaffSession;
let world: BookingWorld;
beforeAll(async () => {
  t = await createTestApp();
  await insertMemberLevels(t.db);
  world = await createBookingWorld(t.db);
  admin = await signIn(t.app, (await createStaff(t.db, { role: 'admin' })).username);
});
afterAll(async () => {
  await t.close();
});

describe('who may use 会员管理', () => {
  it('refuses 酒店经理, 前台 and 内容编辑 every call with 403 无权限执行此操作, and changes nothing', async () => {
    const member = await insertTestMember(t.db, { score: 50, balanceFen: 10_000 });
    const before = await memberFootprint(t.db, member.id);
    for (const role of ['manager', 'frontdesk', 'editor'] as const) {
      const session = await signIn(
        t.app,
        (await createStaff(t.db, { role, hotelIds: role === 'editor' ? [] : [world.hotelId] })).username,
      );
      for (const call of [
        { url: '/admin/api/members', query: { keyword: member.mobile } },
        { url: `/admin/api/members/${member.id}` },
        { url: `/admin/api/members/${member.id}/orders` },
        { url: `/admin/api/members/${member.id}/points` },
        { url: `/admin/api/members/${member.id}/balance` },
        {
          method: 'POST' as const,
          url: `/admin/api/members/${member.id}/points`,
          payload: { change: 100, reason: '补偿' },
        },
        {
          method: 'POST' as const,
          url: `/admin/api/members/${member.id}/balance`,
          payload: { change: -100, reason: '扣款' },
        },
      ]) {
        const res = await staffCall(t.app, session, call);
        expect(res.statusCode, `${role} ${call.url}`).toBe(403);
        expect(res.json().message).toBe('无权限执行此操作');
      }
    }
    expect(await memberFootprint(t.db, member.id)).toEqual(before);
  });

  it('asks for a session and, on a change, for the CSRF token', async () => {
    const member = await insertTestMember(t.db);
    const anonymous = await t.app.inject({ method: 'GET', url: `/admin/api/members/${member.id}` });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/admin/api/members/${member.id}/points`,
      headers: { cookie: admin.cookie },
      payload: { change: 100, reason: '补偿' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await memberNow(t.db, member.id))?.score).toBe(0);
  });
});

describe('finding a member', () => {
  it('finds by the whole mobile, by part of it and by card number, and never shows a password', async () => {
    const member = await insertTestMember(t.db, { name: '王小明', balanceFen: 12_345, score: 8 });
    for (const keyword of [member.mobile, member.mobile.slice(3, 8), member.cardNo.toLowerCase()]) {
      const res = await staffCall(t.app, admin, { url: '/admin/api/members', query: { keyword } });
      expect(res.statusCode, keyword).toBe(200);
      const rows = res.json().data.rows as { id: number }[];
      expect(rows.map((r) => r.id)).toContain(member.id);
      expect(res.body).not.toMatch(/password|passwordHash|scrypt/i);
    }
    const exact = await staffCall(t.app, admin, {
      url: '/admin/api/members',
      query: { keyword: member.mobile },
    });
    expect(exact.json().data).toEqual({
      total: 1,
      rows: [
        {
          id: member.id,
          name: '王小明',
          mobile: member.mobile,
          cardNo: member.cardNo,
          // a stored-value card holder is 白金, as the member centre says
          levelName: '白金',
          score: 8,
          balance: 123.45,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
          closedAt: null,
        },
      ],
    });
  });

  it('answers an empty list for a mobile nobody has, and 400 for a keyword that is neither', async () => {
    const none = await staffCall(t.app, admin, {
      url: '/admin/api/members',
      query: { keyword: '10000000000' },
    });
    expect(none.json().data).toEqual({ rows: [], total: 0 });
    for (const keyword of ['', '12', '王', 'GY123', "' OR 1=1 --"]) {
      const res = await staffCall(t.app, admin, { url: '/admin/api/members', query: { keyword } });
      expect(res.statusCode, keyword).toBe(400);
      expect(res.json().message).toBe('请输入手机号（至少3位数字）或会员卡号');
    }
  });

  it('shows the profile with the full mobile and card number, and 404 会员不存在 for an unknown id', async () => {
    const member = await insertTestMember(t.db, { name: '李雷', sex: 1, birthday: '1990-06-15' });
    const res = await staffCall(t.app, admin, { url: `/admin/api/members/${member.id}` });
    expect(res.json().data).toMatchObject({
      id: member.id,
      name: '李雷',
      mobile: member.mobile,
      cardNo: member.cardNo,
      levelName: '普通会员',
      score: 0,
      balance: 0,
      sex: 1,
      birthday: '1990-06-15',
    });
    expect(res.body).not.toMatch(/password|token|smsCode/i);
    const missing = await staffCall(t.app, admin, { url: '/admin/api/members/2147483647' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('会员不存在');
  });

  it("lists the member's orders newest first, and a card payment in the stored-value history", async () => {
    const member = await insertTestMember(t.db, { balanceFen: 500_000 });
    const booking = { id: member.id, cardNo: member.cardNo, token: await tokenFor(t.db, member.id) };
    const first = await bookThroughApp(t.app, booking, world);
    const second = await bookThroughApp(t.app, booking, world);
    expect((await payByCardRequest(t.app, booking, second.revNo)).json().success).toBe(true);

    const orders = await staffCall(t.app, admin, { url: `/admin/api/members/${member.id}/orders` });
    expect(orders.json().data.total).toBe(2);
    expect(orders.json().data.rows.map((o: { orderNo: string }) => o.orderNo)).toEqual([
      second.orderNo,
      first.orderNo,
    ]);
    expect(orders.json().data.rows[0]).toMatchObject({ hotelName: world.hotelName, state: 1, payResult: 1 });

    const card = await staffCall(t.app, admin, { url: `/admin/api/members/${member.id}/balance` });
    expect(card.json().data.rows).toEqual([
      expect.objectContaining({
        kind: 'debit',
        orderNo: second.orderNo,
        reason: '',
        after: expect.any(Number),
      }),
    ]);
  });
});

describe('a closed account (已注销)', () => {
  it('is found by its card number only, shown as closed without a mobile, and refuses every adjustment', async () => {
    const member = await insertTestMember(t.db, { name: '韩梅梅', score: 30 });
    const token = await tokenFor(t.db, member.id);
    const code = await closureCode(t.app, token, member.mobile);
    expect((await closeAccountRequest(t.app, token, code)).statusCode).toBe(200);

    const byCard = await staffCall(t.app, admin, {
      url: '/admin/api/members',
      query: { keyword: member.cardNo },
    });
    expect(byCard.json().data.rows).toEqual([
      expect.objectContaining({
        id: member.id,
        name: '已注销会员',
        mobile: '',
        cardNo: member.cardNo,
        levelName: '普通会员',
        score: 30,
        closedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      }),
    ]);
    for (const keyword of [member.mobile, member.mobile.slice(2, 9)]) {
      const res = await staffCall(t.app, admin, { url: '/admin/api/members', query: { keyword } });
      expect((res.json().data.rows as { id: number }[]).map((r) => r.id)).not.toContain(member.id);
    }
    const profile = await staffCall(t.app, admin, { url: `/admin/api/members/${member.id}` });
    expect(profile.json().data).toMatchObject({
      mobile: '',
      surname: '',
      givenName: '',
      sex: null,
      birthday: null,
    });

    const before = await memberFootprint(t.db, member.id);
    for (const [url, change] of [
      [`/admin/api/members/${member.id}/points`, 100],
      [`/admin/api/members/${member.id}/points`, -10],
      [`/admin/api/members/${member.id}/balance`, 50],
    ] as const) {
      const res = await staffCall(t.app, admin, { method: 'POST', url, payload: { change, reason: '补偿' } });
      expect(res.statusCode, `${url} ${change}`).toBe(409);
      expect(res.json().message).toBe('该会员已注销，不能调整积分或储值');
    }
    expect(await memberFootprint(t.db, member.id)).toEqual(before);
  });
});
