import { ACCOUNT_MSG, memberDataExportResponse } from '@hotel/shared/api/account';
import { POLICY_VERSIONS } from '@hotel/shared/constants';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingConfirmations } from '../../src/db/schema/confirmations.ts';
import { memberCoupons } from '../../src/db/schema/loyalty.ts';
import { memberConsents, members, sessions, smsCodes } from '../../src/db/schema/members.ts';
import { invoiceRequests, orders } from '../../src/db/schema/orders.ts';
import {
  closeAccountCodeRequest,
  closeAccountRequest,
  closureCode,
  exportDataRequest,
} from '../helpers/account.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  insertMemberLevels,
  loginRequest,
  outboxCode,
  registerRequest,
  requestSmsCode,
  tokenFor,
  uniqueIp,
  uniqueMobile,
} from '../helpers/member-factories.ts';
import {
  type BookingMember,
  type BookingWorld,
  bookThroughApp,
  cancelRequest,
  createBookingMember,
  createBookingWorld,
  payByCardRequest,
  submitBody,
  submitOrderRequest,
} from '../helpers/order-factories.ts';

/**
 * 账号与隐私 (PIPL, issue 14): consent recorded at registration, the member's data as a file, and
 * closing the account with an SMS code, refused while something is still to be settled.
 */
let t: TestApp;
let world: BookingWorld;

beforeAll(async () => {
  t = await createTestApp({ prepare: insertMemberLevels });
  world = await createBookingWorld(t.db, { rooms: 50 });
});
afterAll(async () => {
  await t.close();
});

const REGISTRATION = { Name: '李四', Pwd: 'abc123', BirthDay: '3/9/1988', Sex: 0 };

/** Registers a new mobile through the app with `extra` in the body; the answer. */
async function register(mobile: string, extra: Record<string, unknown>, ip = uniqueIp()) {
  await requestSmsCode(t.app, mobile, 1);
  return t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/user/register',
    payload: { ...REGISTRATION, mobile, SmsCode: await outboxCode(t.app, mobile), ...extra },
    remoteAddress: ip,
  });
}

async function memberRow(id: number) {
  const [row] = await t.db.select().from(members).where(eq(members.id, id));
  if (!row) throw new Error(`no member ${id}`);
  return row;
}

async function memberIdOf(mobile: string): Promise<number> {
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile));
  if (!row) throw new Error(`no member with ${mobile}`);
  return row.id;
}

async function userDetail(token: string) {
  return t.app.inject({ method: 'GET', url: '/crsapi/v1/user/userdetail', headers: { usertoken: token } });
}

/** A member registered through the app with a live session: id, mobile and token. */
async function registeredMember(): Promise<BookingMember & { mobile: string }> {
  const mobile = uniqueMobile();
  expect((await register(mobile, { agreed: true })).statusCode).toBe(200);
  const id = await memberIdOf(mobile);
  const row = await memberRow(id);
  return { id, mobile, cardNo: row.cardNo, token: await tokenFor(t.db, id) };
}

describe('consent at registration', () => {
  it('records consent to the privacy policy and the terms, each with its version, time and address', async () => {
    const mobile = uniqueMobile();
    const res = await register(mobile, { agreed: true }, '10.20.30.40');
    expect(res.statusCode).toBe(200);
    const id = await memberIdOf(mobile);
    const consents = await t.db
      .select()
      .from(memberConsents)
      .where(eq(memberConsents.memberId, id))
      .orderBy(asc(memberConsents.document));
    expect(consents.map(({ document, version, basis, ip }) => ({ document, version, basis, ip }))).toEqual([
      { document: 'privacy', version: POLICY_VERSIONS.privacy, basis: 'agreed', ip: '10.20.30.40' },
      { document: 'terms', version: POLICY_VERSIONS.terms, basis: 'agreed', ip: '10.20.30.40' },
    ]);
    expect(consents.every((c) => Math.abs(c.agreedAt.getTime() - Date.now()) < 60_000)).toBe(true);
    // the welcome coupon is still given in the same registration
    expect(await t.db.$count(memberCoupons, eq(memberCoupons.memberId, id))).toBe(1);
  });

  it('records consent through the register screen for a client of the spec that sends no agreed', async () => {
    const mobile = uniqueMobile();
    expect((await register(mobile, {})).statusCode).toBe(200);
    const consents = await t.db
      .select({ basis: memberConsents.basis })
      .from(memberConsents)
      .where(eq(memberConsents.memberId, await memberIdOf(mobile)));
    expect(consents).toEqual([{ basis: 'implied' }, { basis: 'implied' }]);
  });

  it('refuses agreed: false with 请同意协议 and registers no one', async () => {
    const mobile = uniqueMobile();
    const res = await register(mobile, { agreed: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: '请同意协议' });
    expect(await t.db.$count(members, eq(members.mobile, mobile))).toBe(0);
    // the code was not used: the guest ticks the box and registers with it
    const again = await registerRequest(t.app, {
      ...REGISTRATION,
      mobile,
      SmsCode: await outboxCode(t.app, mobile),
      agreed: true,
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('GET /crsapi/v1/user/exportData', () => {
  it("holds the member's profile, orders with amounts and guests, points, coupons, consents and invoices, and nothing of another member", async () => {
    const member = await registeredMember();
    await t.db.update(members).set({ balanceFen: 200_000 }).where(eq(members.id, member.id));
    const order = await bookThroughApp(t.app, member, world);
    expect((await payByCardRequest(t.app, member, order.revNo, 'abc123')).statusCode).toBe(200);
    const invoice = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/order/requestInvoice',
      headers: { usertoken: member.token },
      payload: { orderId: order.id, titleType: 'personal', title: '李四', email: 'lisi@example.cn' },
    });
    expect(invoice.statusCode).toBe(200);
    const other = await registeredMember();
    const otherOrder = await bookThroughApp(t.app, other, world);

    const res = await exportDataRequest(t.app, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="member-data-${member.cardNo}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = memberDataExportResponse.parse(res.json()).data;
    expect(data.profile).toMatchObject({
      name: '李四',
      mobile: member.mobile,
      birthday: '1988-09-03',
      sex: 0,
      sexName: '女',
      cardNo: member.cardNo,
      levelName: '白金',
    });
    expect(data.consents.map((c) => [c.document, c.version, c.basis])).toEqual([
      ['privacy', POLICY_VERSIONS.privacy, 'agreed'],
      ['terms', POLICY_VERSIONS.terms, 'agreed'],
    ]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      orderNo: order.orderNo,
      revUser: '张三',
      guestNames: ['张三'],
      mobile: '13800138000',
      email: 'zhangsan@example.com',
      totalAmount: 957,
      actualAmount: 957,
      payMethod: '1',
      invoice: { status: 'requested', title: '李四' },
    });
    expect(data.payments).toEqual([
      expect.objectContaining({
        orderNo: order.orderNo,
        payMethodName: '会员卡支付',
        amount: 957,
        status: 'paid',
      }),
    ]);
    expect(data.cardLedger).toEqual([
      expect.objectContaining({ kind: 'debit', amount: -957, balanceAfter: 1043, orderNo: order.orderNo }),
    ]);
    expect(data.coupons.map((c) => c.name)).toEqual(['新会员礼券']);
    expect(data.points.balance).toBe(0);
    expect(data.invoices).toEqual([
      expect.objectContaining({ orderNo: order.orderNo, titleType: 'personal', email: 'lisi@example.cn' }),
    ]);
    expect(data.logins).toHaveLength(1);

    const text = res.body;
    expect(text).not.toContain(other.mobile);
    expect(text).not.toContain(other.cardNo);
    expect(text).not.toContain(otherOrder.orderNo);
    // no secret of any kind: the password hash, the token or its hash, SMS codes
    const row = await memberRow(member.id);
    expect(text).not.toContain(row.passwordHash);
    expect(text).not.toContain('scrypt$');
    expect(text).not.toContain(member.token);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.memberId, member.id));
    expect(text).not.toContain(session?.tokenHash);
    const [code] = await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, member.mobile));
    expect(text).not.toContain(code?.codeHash);
  });

  it('needs a login', async () => {
    const res = await exportDataRequest(t.app, undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 9999 });
  });
});

describe('closing the account', () => {
  /** What a refused closure must leave as it was. */
  async function footprint(member: { id: number }) {
    return {
      member: await memberRow(member.id),
      liveSessions: await t.db.$count(sessions, eq(sessions.memberId, member.id)),
      orders: await t.db.select().from(orders).where(eq(orders.memberId, member.id)).orderBy(asc(orders.id)),
    };
  }

  it('is refused with the order number while an order is open, and nothing changes', async () => {
    const member = await registeredMember();
    const order = await bookThroughApp(t.app, member, world);
    const before = await footprint(member);

    const sent = await closeAccountCodeRequest(t.app, member.token);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe(ACCOUNT_MSG.openOrders([order.orderNo]));
    expect(sent.json().message).toBe(
      `您有未完成的订单（订单号 ${order.orderNo}），请在订单完成或取消后再注销账号`,
    );

    // a code of its own time (sent before the order, say) does not get past the open order either
    await t.db.update(orders).set({ state: 2 }).where(eq(orders.id, order.id));
    const code = await closureCode(t.app, member.token, member.mobile);
    await t.db.update(orders).set({ state: 0 }).where(eq(orders.id, order.id));
    const closed = await closeAccountRequest(t.app, member.token, code);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(ACCOUNT_MSG.openOrders([order.orderNo]));
    expect(await footprint(member)).toEqual(before);
    expect((await userDetail(member.token)).statusCode).toBe(200);

    // the order cancelled, the same code closes the account (it was not used up by the refusal)
    expect((await cancelRequest(t.app, member.token, order.id)).statusCode).toBe(200);
    expect((await closeAccountRequest(t.app, member.token, code)).statusCode).toBe(200);
  });

  it('is refused while the stored-value card holds money, and a paid open stay too', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 100 });
    const sent = await closeAccountCodeRequest(t.app, member.token);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe('您的会员卡尚有余额 ¥1.00，请先联系客服办理余额退还后再注销账号');
    expect((await memberRow(member.id)).closedAt).toBeNull();

    const payer = await createBookingMember(t.db, { balanceFen: 95_700 });
    const order = await bookThroughApp(t.app, payer, world);
    expect((await payByCardRequest(t.app, payer, order.revNo)).statusCode).toBe(200);
    const paid = await closeAccountCodeRequest(t.app, payer.token);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(ACCOUNT_MSG.openOrders([order.orderNo]));
  });

  it('is refused while an invoice asked for is not yet made out', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 95_700 });
    const order = await bookThroughApp(t.app, member, world);
    expect((await payByCardRequest(t.app, member, order.revNo)).statusCode).toBe(200);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/order/requestInvoice',
      headers: { usertoken: member.token },
      payload: { orderId: order.id, titleType: 'personal', title: '测试', email: 'ce@example.cn' },
    });
    expect(asked.statusCode).toBe(200);
    await t.db.update(orders).set({ state: 9 }).where(eq(orders.id, order.id));
    const sent = await closeAccountCodeRequest(t.app, member.token);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe(
      `您申请的发票尚未开具（订单号 ${order.orderNo}），请在发票开具后再注销账号`,
    );
  });

  it('is refused with a wrong code and with a used one, and nothing changes', async () => {
    const member = await registeredMember();
    const code = await closureCode(t.app, member.token, member.mobile);
    const before = await footprint(member);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await closeAccountRequest(t.app, member.token, wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('验证码错误');
    expect(await footprint(member)).toEqual(before);

    // a login code is not a closure code
    await requestSmsCode(t.app, member.mobile, 2);
    const loginCode = await outboxCode(t.app, member.mobile);
    if (loginCode !== code) {
      expect((await closeAccountRequest(t.app, member.token, loginCode)).json().message).toBe('验证码错误');
    }

    // a code used already (as by a closure sent twice) is refused like any used code
    await t.db.update(smsCodes).set({ usedAt: new Date() }).where(eq(smsCodes.mobile, member.mobile));
    const used = await closeAccountRequest(t.app, member.token, code);
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe('验证码已失效，请重新获取');
    expect(await footprint(member)).toEqual(before);
  });

  it('is not a code the public smscode call sends', async () => {
    const member = await registeredMember();
    const res = await t.app.inject({
      method: 'GET',
      url: '/crsapi/v1/user/smscode',
      query: { mobile: member.mobile, type: '3' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('验证码类型有误');
  });

  it('anonymises the member and their orders, ends every session, and lets the mobile register again', async () => {
    const member = await registeredMember();
    await t.db.update(members).set({ balanceFen: 500_000, score: 1234 }).where(eq(members.id, member.id));
    const secondLogin = await tokenFor(t.db, member.id);
    // a stay paid by card and over, with a company invoice made out; one paid and cancelled with a personal one
    const twoRooms = await submitOrderRequest(
      t.app,
      member.token,
      submitBody(world, { roomQty: 2 }, { guestNames: ['张三', '王五'], adultNum: 2 }),
    );
    expect(twoRooms.statusCode).toBe(200);
    const stayed: { id: number; revNo: string } = twoRooms.json().data;
    expect((await payByCardRequest(t.app, member, stayed.revNo, 'abc123')).statusCode).toBe(200);
    const company = { titleType: 'company', title: '济南光影科技有限公司', taxpayerId: '91370100MA3C5X2K7Q' };
    await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/order/requestInvoice',
      headers: { usertoken: member.token },
      payload: { orderId: stayed.id, ...company, email: 'finance@example.cn' },
    });
    await t.db.update(orders).set({ state: 9 }).where(eq(orders.id, stayed.id));
    const cancelled = await bookThroughApp(t.app, member, world);
    expect((await payByCardRequest(t.app, member, cancelled.revNo, 'abc123')).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/order/requestInvoice',
      headers: { usertoken: member.token },
      payload: { orderId: cancelled.id, titleType: 'personal', title: '李四', email: 'lisi@example.cn' },
    });
    await t.db.update(invoiceRequests).set({ status: 'issued', issuedAt: new Date() });
    expect((await cancelRequest(t.app, member.token, cancelled.id)).statusCode).toBe(200);
    // the card refund leaves money on the card: staff give it back before the account can close
    await t.db.update(members).set({ balanceFen: 0 }).where(eq(members.id, member.id));
    const before = await memberRow(member.id);

    const code = await closureCode(t.app, member.token, member.mobile);
    const res = await closeAccountRequest(t.app, member.token, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: '账号已注销' });

    const after = await memberRow(member.id);
    expect(after).toMatchObject({
      name: '已注销会员',
      surname: '',
      givenName: '',
      mobile: `closed:${member.id}`,
      birthday: null,
      sex: null,
      // the member number, level and points stay with the accounts
      cardNo: before.cardNo,
      levelCode: before.levelCode,
      score: 1234,
    });
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(after.passwordHash.startsWith('scrypt$')).toBe(false);
    expect(after.closedAt).toBeInstanceOf(Date);

    // every session ended at once: the old tokens answer 9999
    for (const token of [member.token, secondLogin]) {
      const detail = await userDetail(token);
      expect(detail.statusCode).toBe(401);
      expect(detail.json().statusCode).toBe(9999);
      expect((await exportDataRequest(t.app, token)).json().statusCode).toBe(9999);
    }
    const live = await t.db
      .select({ endedAt: sessions.endedAt })
      .from(sessions)
      .where(eq(sessions.memberId, member.id));
    expect(live.every((s) => s.endedAt !== null)).toBe(true);

    // the orders keep their amounts and payments, not who stayed or how to reach them
    const rows = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [stayed.id, cancelled.id]))
      .orderBy(asc(orders.id));
    expect(
      rows.map((o) => ({
        revUser: o.revUser,
        guestNames: o.guestNames,
        mobile: o.mobile,
        email: o.email,
        remark: o.remark,
      })),
    ).toEqual([
      { revUser: '已注销', guestNames: ['已注销', '已注销'], mobile: '', email: '', remark: '' },
      { revUser: '已注销', guestNames: ['已注销'], mobile: '', email: '', remark: '' },
    ]);
    expect(rows.map((o) => [o.actualFen, o.payResult, o.payMethod])).toEqual([
      [191_400, 1, '1'],
      [95_700, 1, '1'],
    ]);
    // a company's invoice title stays (the tax records need it), a person's goes; no e-mail stays
    const invoices = await t.db
      .select()
      .from(invoiceRequests)
      .where(inArray(invoiceRequests.orderId, [stayed.id, cancelled.id]))
      .orderBy(asc(invoiceRequests.orderId));
    expect(invoices.map((i) => [i.title, i.taxpayerId, i.email])).toEqual([
      [company.title, company.taxpayerId, ''],
      ['已注销', '', ''],
    ]);
    const confirmations = await t.db
      .select()
      .from(bookingConfirmations)
      .where(inArray(bookingConfirmations.orderId, [stayed.id, cancelled.id]));
    expect(confirmations.length).toBeGreaterThan(0);
    expect(confirmations.every((c) => c.recipient === '' && c.body === '' && c.status !== 'pending')).toBe(
      true,
    );
    const consents = await t.db.select().from(memberConsents).where(eq(memberConsents.memberId, member.id));
    expect(consents.map((c) => [c.version, c.ip])).toEqual([
      [POLICY_VERSIONS.privacy, null],
      [POLICY_VERSIONS.terms, null],
    ]);

    // the mobile no longer logs in, and registers again as a new member
    const login = await requestSmsCode(t.app, member.mobile, 2);
    expect(login.statusCode).toBe(404);
    expect(login.json().message).toBe('请先注册');
    // a new registration code, a minute after the first one (the resend rule), is how the guest starts again
    await t.db
      .update(smsCodes)
      .set({ createdAt: sql`${smsCodes.createdAt} - interval '2 minutes'` })
      .where(eq(smsCodes.mobile, member.mobile));
    expect((await register(member.mobile, { agreed: true })).statusCode).toBe(200);
    const fresh = await memberRow(await memberIdOf(member.mobile));
    expect(fresh.id).not.toBe(member.id);
    expect(fresh.cardNo).not.toBe(before.cardNo);
    expect(fresh).toMatchObject({ score: 0, balanceFen: 0, closedAt: null, levelCode: 'normal' });
    await requestSmsCode(t.app, member.mobile, 2);
    const relogin = await loginRequest(t.app, member.mobile, await outboxCode(t.app, member.mobile));
    expect(relogin.statusCode).toBe(200);
    const export2 = memberDataExportResponse.parse(
      (await exportDataRequest(t.app, relogin.json().data.token)).json(),
    );
    expect(export2.data.orders).toEqual([]);
  });
});
