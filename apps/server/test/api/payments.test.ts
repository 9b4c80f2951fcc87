import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  attemptsOf,
  type BookingMember,
  type BookingWorld,
  balanceOf,
  bookThroughApp,
  cancelRequest,
  createBookingMember,
  createBookingWorld,
  ledgerOf,
  orderById,
  orderPayRequest,
  payByCardRequest,
  takenByNight,
} from '../helpers/order-factories.ts';

let t: TestApp;
let world: BookingWorld;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://hotel.example.cn' } });
  world = await createBookingWorld(t.db, { rooms: 50 });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** 957 yuan: the three nights from tomorrow for one room. */
const STAY_FEN = 95_700;

function checkPay(member: BookingMember, revNo: string) {
  return t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/pay/checkpayret',
    headers: { usertoken: member.token },
    payload: { revNo, hotelCode: world.hotelCode },
  });
}

function notify(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/sandbox/notify', payload: body });
}

/** Starts a WeChat (or Alipay) payment and returns the cashier data. */
async function startOnline(member: BookingMember, revNo: string, payCode = 'wxpay') {
  const res = await orderPayRequest(t.app, member.token, { revNo, payCode, hotelCode: world.hotelCode });
  expect(res.statusCode).toBe(200);
  return res.json().data as { payUrl: string; qrCode: string; attemptNo: string; payAmount: number };
}

describe('getpaymethod', () => {
  it('lists member card, pay at hotel, WeChat Pay and Alipay', async () => {
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world);
    const res = await t.app.inject({
      method: 'GET',
      url: '/crsapi/v1/pay/getpaymethod',
      query: { orderNo: order.orderNo },
      headers: { usertoken: member.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { code: '1', type: 'card', paycode: '1', label: '会员卡支付', value: '1', needPassword: true },
      { code: 'ddzf', type: 'hotel', paycode: 'ddzf', label: '到店支付', value: 'ddzf', needPassword: false },
      {
        code: 'wxpay',
        type: 'wechat',
        paycode: 'wxpay',
        label: '微信支付',
        value: 'wxpay',
        needPassword: false,
      },
      {
        code: 'alipay',
        type: 'alipay',
        paycode: 'alipay',
        label: '支付宝支付',
        value: 'alipay',
        needPassword: false,
      },
    ]);
    const stranger = await createBookingMember(t.db);
    const other = await t.app.inject({
      method: 'GET',
      url: '/crsapi/v1/pay/getpaymethod',
      query: { orderNo: order.orderNo },
      headers: { usertoken: stranger.token },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('member card payment', () => {
  it('debits the balance, writes a ledger row and marks the order paid in one go', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 100_000 });
    const order = await bookThroughApp(t.app, member, world);
    expect((await checkPay(member, order.revNo)).json()).toMatchObject({
      success: false,
      statusCode: 200,
      message: '等待支付',
      data: { paid: false, state: 0, payResult: 0 },
    });

    const res = await orderPayRequest(t.app, member.token, {
      payId: '',
      revNo: order.revNo,
      code: '1',
      customerName: '张三',
      remark: '',
      payAmount: 957,
      payCode: '1',
      hotelCode: world.hotelCode,
      cardNo: member.cardNo,
      cardPwd: 'Test1234',
      token: '',
      signature: '',
      cmdId: '',
      cmdTime: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, statusCode: 200, message: '支付成功', msg: '支付成功' });
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 1, payResult: 1, payMethod: '1' });
    expect(await balanceOf(t.db, member.id)).toBe(100_000 - STAY_FEN);
    expect(
      (await ledgerOf(t.db, member.id)).map((l) => [l.kind, l.orderId, l.amountFen, l.balanceAfterFen]),
    ).toEqual([['debit', order.id, -STAY_FEN, 100_000 - STAY_FEN]]);
    expect((await checkPay(member, order.revNo)).json()).toMatchObject({
      success: true,
      data: { paid: true },
    });

    const again = await payByCardRequest(t.app, member, order.revNo);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('订单已支付');
    expect(again.json().code).toBe('ORDER_ALREADY_PAID');
    expect(await balanceOf(t.db, member.id)).toBe(100_000 - STAY_FEN);
  });

  it('refuses a wrong password, a wrong card, a wrong payAmount and a short balance, changing nothing', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 95_699 });
    const order = await bookThroughApp(t.app, member, world);

    const wrong = await payByCardRequest(t.app, member, order.revNo, 'Wrong999');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('会员密码错误');
    expect(wrong.json().code).toBe('MEMBER_PASSWORD_WRONG');
    const missing = await orderPayRequest(t.app, member.token, { revNo: order.revNo, payCode: '1' });
    expect(missing.json().message).toBe('请输入会员密码');
    const card = await orderPayRequest(t.app, member.token, {
      revNo: order.revNo,
      payCode: '1',
      cardNo: 'GY0000000000',
      cardPwd: 'Test1234',
    });
    expect(card.json().message).toBe('会员卡号有误');
    const amount = await orderPayRequest(t.app, member.token, {
      revNo: order.revNo,
      payCode: '1',
      cardPwd: 'Test1234',
      payAmount: 0.01,
    });
    expect(amount.statusCode).toBe(409);
    expect(amount.json().message).toBe('支付金额与订单金额不符');
    expect(amount.json().code).toBe('PAY_AMOUNT_MISMATCH');
    const short = await payByCardRequest(t.app, member, order.revNo);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ success: false, message: '余额不足' });

    expect(await balanceOf(t.db, member.id)).toBe(95_699);
    expect(await ledgerOf(t.db, member.id)).toEqual([]);
    expect(await attemptsOf(t.db, order.id)).toEqual([]);
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 0, payResult: 0 });
  });

  it('locks the card password after 5 wrong tries', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 200_000 });
    const order = await bookThroughApp(t.app, member, world);
    for (let i = 0; i < 5; i += 1) {
      expect((await payByCardRequest(t.app, member, order.revNo, 'Wrong999')).json().message).toBe(
        '会员密码错误',
      );
    }
    const locked = await payByCardRequest(t.app, member, order.revNo);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('会员密码错误次数过多，请15分钟后再试');
  });

  it('refuses an unknown method, and records pay at hotel without taking money', async () => {
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world);
    const none = await orderPayRequest(t.app, member.token, { revNo: order.revNo });
    expect(none.json().message).toBe('请选择支付方式');
    const odd = await orderPayRequest(t.app, member.token, { revNo: order.revNo, payCode: 'cash' });
    expect(odd.json().message).toBe('暂不支持该支付方式');
    expect(odd.json().code).toBe('BAD_REQUEST');
    const hotel = await orderPayRequest(t.app, member.token, { revNo: order.revNo, payCode: 'ddzf' });
    expect(hotel.json()).toEqual({
      success: true,
      statusCode: 200,
      message: '预订成功，请到店支付',
      msg: '预订成功，请到店支付',
    });
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 0, payResult: 0, payMethod: 'ddzf' });
  });
});

describe('WeChat Pay and Alipay through the sandbox provider', () => {
  it('answers a QR image and a payUrl to the cashier page, and confirming there pays the order', async () => {
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world);
    const cashier = await startOnline(member, order.revNo);
    expect(cashier.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
    expect(cashier.payUrl).toBe(`https://hotel.example.cn/sandbox/cashier/${cashier.attemptNo}`);
    expect(cashier.payAmount).toBe(957);

    const page = await t.app.inject({ method: 'GET', url: new URL(cashier.payUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('¥957.00');
    expect(page.body).toContain(world.hotelName);
    expect(page.body).toContain(order.orderNo);
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");

    const confirm = await t.app.inject({
      method: 'POST',
      url: new URL(cashier.payUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `amountFen=${STAY_FEN}&action=confirm`,
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('支付成功');
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 1, payResult: 1, payMethod: 'wxpay' });
    expect((await checkPay(member, order.revNo)).json()).toMatchObject({
      success: true,
      data: { paid: true, state: 1 },
    });
    const [attempt] = await attemptsOf(t.db, order.id);
    expect(attempt).toMatchObject({ status: 'paid', provider: 'sandbox', amountFen: STAY_FEN });
    expect(attempt?.providerTxnId).toMatch(/^SB/);

    const paidPage = await t.app.inject({ method: 'GET', url: new URL(cashier.payUrl).pathname });
    expect(paidPage.body).not.toContain('确认支付');
  });

  it('pays once whatever the duplicates; unknown and wrong-amount notifications change nothing', async () => {
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world, {});
    const old = await startOnline(member, order.revNo, 'alipay');
    const current = await startOnline(member, order.revNo, 'alipay');

    const unknown = await notify({ attemptNo: 'PA000', amountFen: STAY_FEN, status: 'SUCCESS', txnId: 'T1' });
    expect(unknown.json()).toEqual({ code: 'FAIL', message: 'unknown' });
    const wrongAmount = await notify({
      attemptNo: current.attemptNo,
      amountFen: 1,
      status: 'SUCCESS',
      txnId: 'T3',
    });
    expect(wrongAmount.json()).toEqual({ code: 'FAIL', message: 'amountMismatch' });
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 0, payResult: 0 });
    expect((await attemptsOf(t.db, order.id)).map((a) => [a.attemptNo, a.status])).toEqual([
      [old.attemptNo, 'closed'],
      [current.attemptNo, 'pending'],
    ]);

    const paid = await notify({
      attemptNo: current.attemptNo,
      amountFen: STAY_FEN,
      status: 'SUCCESS',
      txnId: 'T4',
    });
    expect(paid.json()).toEqual({ code: 'SUCCESS', message: 'paid' });
    const paidAt = (await orderById(t.db, order.id)).paidAt;
    for (let i = 0; i < 3; i += 1) {
      const dup = await notify({
        attemptNo: current.attemptNo,
        amountFen: STAY_FEN,
        status: 'SUCCESS',
        txnId: 'T5',
      });
      expect(dup.json()).toEqual({ code: 'SUCCESS', message: 'duplicate' });
    }
    const row = await orderById(t.db, order.id);
    expect(row).toMatchObject({ state: 1, payResult: 1, payMethod: 'alipay' });
    expect(row.paidAt).toEqual(paidAt);
    expect((await attemptsOf(t.db, order.id)).map((a) => [a.status, a.providerTxnId])).toEqual([
      ['closed', null],
      ['paid', 'T4'],
    ]);
    const more = await orderPayRequest(t.app, member.token, { revNo: order.revNo, payCode: 'wxpay' });
    expect(more.json().message).toBe('订单已支付');
  });

  it('closes the attempt when the guest cancels at the cashier', async () => {
    const member = await createBookingMember(t.db);
    const third = await bookThroughApp(t.app, member, world);
    const toCancel = await startOnline(member, third.revNo);
    const cancelPage = await t.app.inject({
      method: 'POST',
      url: `/sandbox/cashier/${toCancel.attemptNo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `amountFen=${STAY_FEN}&action=cancel`,
    });
    expect(cancelPage.body).toContain('已取消支付');
    expect((await attemptsOf(t.db, third.id)).map((a) => a.status)).toEqual(['closed']);
    expect(await orderById(t.db, third.id)).toMatchObject({ state: 0, payResult: 0 });
  });

  it('refunds a paid WeChat order through the provider when it is cancelled in time', async () => {
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world);
    const cashier = await startOnline(member, order.revNo);
    await notify({ attemptNo: cashier.attemptNo, amountFen: STAY_FEN, status: 'SUCCESS', txnId: 'W1' });
    const before = await takenByNight(t.db, world.roomTypeId);

    const res = await cancelRequest(t.app, member.token, order.id);
    expect(res.json()).toMatchObject({ success: true, message: '退订成功，款项已原路退回' });
    expect((await attemptsOf(t.db, order.id)).map((a) => a.status)).toEqual(['refunded']);
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 2, payResult: 1 });
    const after = await takenByNight(t.db, world.roomTypeId);
    expect(Object.values(after).reduce((a, b) => a + b, 0)).toBe(
      Object.values(before).reduce((a, b) => a + b, 0) - 3,
    );
    const dup = await notify({
      attemptNo: cashier.attemptNo,
      amountFen: STAY_FEN,
      status: 'SUCCESS',
      txnId: 'W1',
    });
    expect(dup.json().code).toBe('SUCCESS');
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 2 });
  });

  it('serves no cashier page for an unknown attempt', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/cashier/PA404' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('支付单不存在');
  });
});
