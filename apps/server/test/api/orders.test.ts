import { cancelPolicyText } from '@hotel/shared/cancel-policy';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderNights, orders } from '../../src/db/schema/orders.ts';
import { addDays, shanghaiDate, shanghaiInstant } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createDiscountCode, setInventoryNight } from '../helpers/factories.ts';
import {
  type BookingWorld,
  balanceOf,
  bookThroughApp,
  cancelRequest,
  countRows,
  createBookingMember,
  createBookingWorld,
  ledgerOf,
  nightsFrom,
  orderById,
  payByCardRequest,
  setOrderTimes,
  submitBody,
  submitOrderRequest,
  takenByNight,
} from '../helpers/order-factories.ts';

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

const [d1, d2, d3] = nightsFrom(3) as [string, string, string];

function checkInventoryRequest(token: string | undefined, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/order/checkInventory',
    headers: token === undefined ? {} : { usertoken: token },
    payload: body,
  });
}

function detailRequest(token: string, orderId: number) {
  return t.app.inject({
    method: 'GET',
    url: '/crsapi/v1/order/getOrderDetail',
    query: { orderId: String(orderId) },
    headers: { usertoken: token },
  });
}

function allOrderRequest(token: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/order/getAllOrder',
    headers: { usertoken: token },
    payload: body,
  });
}

function inventoryBody(world: BookingWorld, values: Record<string, unknown> = {}) {
  return {
    hotelCode: world.hotelCode,
    roomTypeCode: world.roomTypeCode,
    rateCode: world.freeCancelRate,
    checkIn: d1,
    checkOut: addDays(d1, 3),
    roomQty: 2,
    ...values,
  };
}

describe('every order and payment call needs a login', () => {
  it.each([
    ['POST', '/crsapi/v1/order/checkInventory'],
    ['POST', '/crsapi/v1/order/submitOrder'],
    ['GET', '/crsapi/v1/order/getOrderDetail?orderId=1'],
    ['GET', '/crsapi/v1/order/cancleOrder?orderId=1'],
    ['POST', '/crsapi/v1/order/getAllOrder'],
    ['GET', '/crsapi/v1/pay/getpaymethod'],
    ['POST', '/crsapi/v1/pay/orderpay'],
    ['POST', '/crsapi/v1/pay/checkpayret'],
  ] as const)('%s %s without usertoken answers 9999', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, statusCode: 9999, message: '登录超时' });
  });
});

describe('checkInventory', () => {
  it('answers the nights, their prices and the total for the rooms asked', async () => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db);
    const res = await checkInventoryRequest(member.token, inventoryBody(world));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      hotelCode: world.hotelCode,
      roomTypeCode: world.roomTypeCode,
      rateCode: 'FC',
      rateName: '会员价',
      checkInDate: d1,
      days: 3,
      roomQty: 2,
      available: 10,
      nightlyPrices: [
        { date: d1, price: 299 },
        { date: d2, price: 319 },
        { date: d3, price: 339 },
      ],
      roomPrice: 957,
      totalAmount: 1914,
      discountAmount: 0,
      actualAmount: 1914,
      breakfast: 2,
      isFreeCancel: 1,
      cancelPolicy: cancelPolicyText('arrivalDay'),
    });
  });

  it('takes a discount-channel code off the total, rounded to the fen', async () => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db);
    const code = await createDiscountCode(t.db, { channelType: '旅行社', percentOff: 12 });
    const res = await checkInventoryRequest(
      member.token,
      inventoryBody(world, { couponType: '旅行社', couponCode: code.code.toLowerCase(), roomQty: 1 }),
    );
    expect(res.statusCode).toBe(200);
    // 957 × 12 % = 114.84
    expect(res.json().data).toMatchObject({ totalAmount: 957, discountAmount: 114.84, actualAmount: 842.16 });
  });

  it('says 该房型已满房 when a night has no room left, and 暂不可约 when a night has no price', async () => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db);
    await setInventoryNight(t.db, world.roomTypeId, d2, { total: 10, taken: 10 });
    const full = await checkInventoryRequest(member.token, inventoryBody(world));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ success: false, message: '该房型已满房' });

    await setInventoryNight(t.db, world.roomTypeId, d2, { total: 10, taken: 9 });
    const few = await checkInventoryRequest(member.token, inventoryBody(world));
    expect(few.json().message).toBe('该房型仅剩1间，请减少预订间数');
    expect(few.json().code).toBe('ROOMS_NOT_ENOUGH');

    const far = await checkInventoryRequest(
      member.token,
      inventoryBody(world, { checkIn: addDays(d1, 40), checkOut: addDays(d1, 41) }),
    );
    expect(far.statusCode).toBe(409);
    expect(far.json().message).toBe('暂不可约');
  });

  it('refuses an unknown rate, bad dates and more than 5 rooms with a Chinese message', async () => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db);
    const rate = await checkInventoryRequest(member.token, inventoryBody(world, { rateCode: 'NOPE' }));
    expect(rate.statusCode).toBe(404);
    expect(rate.json().message).toBe('房价不存在');
    const past = await checkInventoryRequest(
      member.token,
      inventoryBody(world, { checkIn: addDays(shanghaiDate(), -1) }),
    );
    expect(past.json().message).toBe('入住日期不能早于今天');
    const six = await checkInventoryRequest(member.token, inventoryBody(world, { roomQty: 6 }));
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe('每单最多预订5间');
  });
});

describe('submitOrder', () => {
  it('prices the stay as the sum of the nights times the rooms less the discount, and takes the rooms', async () => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db);
    const code = await createDiscountCode(t.db, { channelType: '企业', percentOff: 10 });
    const res = await submitOrderRequest(
      t.app,
      member.token,
      submitBody(world, { roomQty: 2, couponType: '企业', couponCode: code.code, percentOff: 10 }),
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      orderNo: expect.stringMatching(/^\d{18}$/),
      revNo: expect.stringMatching(/^RV\d{14}$/),
    });

    const row = await orderById(t.db, data.id);
    expect(row).toMatchObject({
      memberId: member.id,
      totalFen: 191_400,
      discountFen: 19_140,
      actualFen: 172_260,
      discountCodeId: code.id,
      roomQty: 2,
      days: 3,
      state: 0,
      payResult: 0,
      email: 'zhangsan@example.com',
    });
    expect(row.holdUntil.toISOString()).toBe(shanghaiInstant(d1, '18:00').toISOString());
    expect(await takenByNight(t.db, world.roomTypeId)).toEqual({ [d1]: 2, [d2]: 2, [d3]: 2 });
    const nights = await t.db.select().from(orderNights).where(eq(orderNights.orderId, data.id));
    expect(nights.map((n) => n.priceFen).sort()).toEqual([29_900, 31_900, 33_900]);
    // what the guest pays for each night of both rooms: 门市价 less the code's 10 %, adding up to actualFen
    expect(nights.map((n) => n.paidFen).sort()).toEqual([53_820, 57_420, 61_020]);

    const detail = await detailRequest(member.token, data.id);
    expect(detail.json().data).toMatchObject({
      id: data.id,
      orderNo: data.orderNo,
      revNo: data.revNo,
      hotelCode: world.hotelCode,
      hotelName: world.hotelName,
      checkinDate: d1,
      checkoutDate: addDays(d1, 3),
      days: 3,
      roomQty: 2,
      revUser: '张三',
      customerName: '张三',
      mobile: '13800138000',
      totalAmount: 1914,
      discountAmount: 191.4,
      actualAmount: 1722.6,
      couponType: '企业',
      breakfast: 2,
      state: 0,
      payResult: 0,
      payMethod: null,
      remark: '高楼层',
      arrivalTime: '14:00-15:00',
      canPay: true,
      canCancel: true,
    });
  });

  it.each([
    ['totalAmount', { totalAmount: 1 }],
    ['discountAmount', { discountAmount: 10 }],
    ['actualAmount', { actualAmount: 957.01 }],
    ['couponAmount', { couponAmount: 5 }],
  ])('refuses a tampered %s and writes nothing', async (_field, tampered) => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db);
    const before = await countRows(t.db);
    const res = await submitOrderRequest(t.app, member.token, submitBody(world, {}, tampered));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: '订单金额与当前价格不符，请重新查询后预订' });
    expect(await countRows(t.db)).toEqual(before);
    expect(await takenByNight(t.db, world.roomTypeId)).toEqual({});
  });

  it('refuses an unknown discount code with 优惠码无效 and writes nothing', async () => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db);
    const before = await countRows(t.db);
    const res = await submitOrderRequest(
      t.app,
      member.token,
      submitBody(world, { couponType: '推广', couponCode: 'NOSUCH', percentOff: 5 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('优惠码无效');
    expect(res.json().code).toBe('DISCOUNT_CODE_INVALID');
    const inactive = await createDiscountCode(t.db, { active: false });
    const off = await submitOrderRequest(
      t.app,
      member.token,
      submitBody(world, { couponType: '企业', couponCode: inactive.code, percentOff: 10 }),
    );
    expect(off.json().message).toBe('优惠码无效');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses a stay with a sold-out night and leaves no partial nights', async () => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db);
    await setInventoryNight(t.db, world.roomTypeId, d3, { total: 10, taken: 10 });
    const before = await countRows(t.db);
    const res = await submitOrderRequest(t.app, member.token, submitBody(world));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: '该房型已满房' });
    expect(await takenByNight(t.db, world.roomTypeId)).toEqual({ [d3]: 10 });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses a fourth unpaid order and a sixth room', async () => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db);
    for (let i = 0; i < 3; i += 1) await bookThroughApp(t.app, member, world);
    const fourth = await submitOrderRequest(t.app, member.token, submitBody(world));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('您已有3笔待支付订单，请先支付或取消后再预订');
    expect(fourth.json().code).toBe('TOO_MANY_UNPAID_ORDERS');

    const other = await createBookingMember(t.db);
    const six = await submitOrderRequest(t.app, other.token, submitBody(world, { roomQty: 6 }));
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe('每单最多预订5间');
    const five = await submitOrderRequest(t.app, other.token, submitBody(world, { roomQty: 5 }));
    expect(five.statusCode).toBe(200);
  });

  it.each([
    [{ revUser: '' }, '请输入姓氏和名字'],
    [{ mobile: '1380013800' }, '请输入正确的手机号'],
    [{ email: 'not-an-email' }, '邮箱格式不正确'],
    [{ remark: '字'.repeat(301) }, '特殊要求不能超过300字'],
    [{ arrivalTime: '03:00-04:00' }, '到店时间有误'],
    [{ days: 2 }, '入住天数有误'],
    [{ totalAmount: 'abc' }, '金额格式有误'],
    [{ actualAmount: 957.001 }, '金额格式有误'],
    [{ couponType: '朋友', couponCode: 'X' }, '优惠渠道有误'],
    [{ couponType: '企业', couponCode: '' }, '请输入优惠码'],
  ])('refuses %o with a Chinese message and writes nothing', async (bad, message) => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db);
    const before = await countRows(t.db);
    const res = await submitOrderRequest(t.app, member.token, submitBody(world, {}, bad));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, statusCode: 400, message });
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('getAllOrder', () => {
  it('lists the open, completed and cancelled tabs, one order by orderNo, and pages by maxDate', async () => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db, { balanceFen: 1_000_000 });
    const paid = await bookThroughApp(t.app, member, world);
    expect((await payByCardRequest(t.app, member, paid.revNo)).statusCode).toBe(200);
    const unpaid = await bookThroughApp(t.app, member, world);
    const cancelled = await bookThroughApp(t.app, member, world);
    expect((await cancelRequest(t.app, member.token, cancelled.id)).statusCode).toBe(200);
    const expired = await bookThroughApp(t.app, member, world);
    const completed = await bookThroughApp(t.app, member, world);
    await t.db.update(orders).set({ state: 10 }).where(eq(orders.id, expired.id));
    await t.db.update(orders).set({ state: 9, payResult: 1 }).where(eq(orders.id, completed.id));
    // creation times a minute apart, oldest first
    const base = Date.now() - 60 * 60_000;
    for (const [i, o] of [paid, unpaid, cancelled, expired, completed].entries()) {
      await setOrderTimes(t.db, o.id, { createdAt: new Date(base + i * 60_000) });
    }
    const others = await createBookingMember(t.db);
    await bookThroughApp(t.app, others, world);

    const ids = async (body: Record<string, unknown>) => {
      const res = await allOrderRequest(member.token, body);
      expect(res.statusCode).toBe(200);
      return { ids: res.json().data.map((o: { id: number }) => o.id), total: res.json().total };
    };
    expect(await ids({ state: 100 })).toEqual({ ids: [unpaid.id, paid.id], total: 2 });
    expect(await ids({})).toEqual({ ids: [unpaid.id, paid.id], total: 2 });
    expect(await ids({ state: 9 })).toEqual({ ids: [completed.id], total: 1 });
    expect(await ids({ state: 2 })).toEqual({ ids: [expired.id, cancelled.id], total: 2 });
    expect(await ids({ state: 100, orderNo: cancelled.orderNo })).toEqual({ ids: [cancelled.id], total: 1 });

    const first = await allOrderRequest(member.token, { state: 2, count: 1 });
    const [newest] = first.json().data;
    expect(newest.id).toBe(expired.id);
    expect(newest.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await ids({ state: 2, count: 1, maxDate: newest.createTime })).toEqual({
      ids: [cancelled.id],
      total: 2,
    });
    expect(await ids({ state: 2, minDate: newest.createTime })).toEqual({ ids: [], total: 2 });

    const paidRow = (await allOrderRequest(member.token, { state: 100 })).json().data[1];
    expect(paidRow).toMatchObject({ state: 1, payResult: 1, payMethod: '1', canPay: false, canCancel: true });

    const bad = await allOrderRequest(member.token, { state: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('订单状态有误');
  });
});

describe("another member's order", () => {
  it('is 404 订单不存在 for detail, cancel, pay and the payment check, and stays untouched', async () => {
    const world = await createBookingWorld(t.db);
    const owner = await createBookingMember(t.db);
    const stranger = await createBookingMember(t.db, { balanceFen: 1_000_000 });
    const order = await bookThroughApp(t.app, owner, world);

    const detail = await detailRequest(stranger.token, order.id);
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toMatchObject({ success: false, statusCode: 404, message: '订单不存在' });
    expect((await detailRequest(stranger.token, 9_999_999)).json().message).toBe('订单不存在');
    const cancel = await cancelRequest(t.app, stranger.token, order.id);
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json().message).toBe('订单不存在');
    const pay = await payByCardRequest(t.app, stranger, order.revNo);
    expect(pay.statusCode).toBe(404);
    expect(pay.json().message).toBe('订单不存在');
    const check = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/pay/checkpayret',
      headers: { usertoken: stranger.token },
      payload: { revNo: order.revNo, hotelCode: world.hotelCode },
    });
    expect(check.statusCode).toBe(404);
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 0, payResult: 0 });
    expect(await balanceOf(t.db, stranger.id)).toBe(1_000_000);
  });
});

describe('cancleOrder', () => {
  it('gives an unpaid order its rooms back at once, so they can be booked again', async () => {
    const world = await createBookingWorld(t.db, { rooms: 1 });
    const first = await createBookingMember(t.db);
    const second = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, first, world);
    const full = await submitOrderRequest(t.app, second.token, submitBody(world));
    expect(full.json().message).toBe('该房型已满房');
    expect(full.json().code).toBe('ROOMS_NOT_ENOUGH');

    const res = await cancelRequest(t.app, first.token, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: '退订成功' });
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 2, payResult: 0 });
    expect(await takenByNight(t.db, world.roomTypeId)).toEqual({});

    const again = await submitOrderRequest(t.app, second.token, submitBody(world));
    expect(again.statusCode).toBe(200);
    const twice = await cancelRequest(t.app, first.token, order.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('订单已取消');
    expect(twice.json().code).toBe('ORDER_ALREADY_CANCELLED');
  });

  it('refunds a paid card order in full before 18:00 on the arrival day, with a ledger row', async () => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db, { balanceFen: 200_000 });
    const order = await bookThroughApp(t.app, member, world);
    expect((await payByCardRequest(t.app, member, order.revNo)).statusCode).toBe(200);
    expect(await balanceOf(t.db, member.id)).toBe(200_000 - 95_700);

    const res = await cancelRequest(t.app, member.token, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('退订成功，款项已原路退回');
    expect(await balanceOf(t.db, member.id)).toBe(200_000);
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 2, payResult: 1 });
    expect((await ledgerOf(t.db, member.id)).map((l) => [l.kind, l.amountFen, l.balanceAfterFen])).toEqual([
      ['debit', -95_700, 104_300],
      ['refund', 95_700, 200_000],
    ]);
    expect(await takenByNight(t.db, world.roomTypeId)).toEqual({});
  });

  it('refuses a paid order after 18:00 on the arrival day with the policy text', async () => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db, { balanceFen: 200_000 });
    const order = await bookThroughApp(t.app, member, world);
    expect((await payByCardRequest(t.app, member, order.revNo)).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(shanghaiInstant(d1, '18:00'));
    const res = await cancelRequest(t.app, member.token, order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: cancelPolicyText('arrivalDay') });
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 1, payResult: 1 });
    expect(await balanceOf(t.db, member.id)).toBe(200_000 - 95_700);
    expect((await ledgerOf(t.db, member.id)).length).toBe(1);
  });

  it('refuses a paid order on a non-refundable rate', async () => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db, { balanceFen: 200_000 });
    const order = await bookThroughApp(t.app, member, world, { rateCode: world.nonRefundableRate });
    expect((await payByCardRequest(t.app, member, order.revNo)).statusCode).toBe(200);
    const detail = await detailRequest(member.token, order.id);
    expect(detail.json().data).toMatchObject({ isFreeCancel: 0, canCancel: false });

    const res = await cancelRequest(t.app, member.token, order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('该房价不可免费取消，已支付订单无法取消');
    expect(res.json().code).toBe('ORDER_NOT_REFUNDABLE');
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 1 });
    expect(await balanceOf(t.db, member.id)).toBe(200_000 - 95_700);
  });
});
