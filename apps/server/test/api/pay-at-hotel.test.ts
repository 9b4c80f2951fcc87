import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../src/booking/jobs/expire-unpaid-orders.ts';
import { addDays, shanghaiDate, shanghaiInstant } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  type BookingMember,
  type BookingWorld,
  bookThroughApp,
  cancelRequest,
  createBookingMember,
  createBookingWorld,
  orderById,
  orderPayRequest,
  payByCardRequest,
  submitBody,
  submitOrderRequest,
} from '../helpers/order-factories.ts';

/**
 * Pay at the hotel (ddzf) guarantees the booking until 18:00 on the arrival day without money: the
 * order records the choice, keeps its hold, and counts against a limit of its own (3), not against
 * the limit of 3 unpaid online orders.
 */
let t: TestApp;
let world: BookingWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db, { rooms: 50 });
});
afterAll(async () => {
  await t.close();
});

function payAtHotel(member: BookingMember, revNo: string) {
  return orderPayRequest(t.app, member.token, { revNo, payCode: 'ddzf' });
}

async function detail(member: BookingMember, orderId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/crsapi/v1/order/getOrderDetail',
    query: { orderId: String(orderId) },
    headers: { usertoken: member.token },
  });
  return res.json().data;
}

describe('pay at the hotel', () => {
  it('records the choice on the order, which keeps its hold, and counts as no unpaid order', async () => {
    const member = await createBookingMember(t.db);
    const guaranteed = await bookThroughApp(t.app, member, world);
    expect((await payAtHotel(member, guaranteed.revNo)).json().message).toBe('预订成功，请到店支付');
    expect(await detail(member, guaranteed.id)).toMatchObject({
      state: 0,
      payResult: 0,
      payMethod: 'ddzf',
      holdUntil: `${addDays(shanghaiDate(), 1)} 18:00:00`,
      canCancel: true,
      refunds: [],
    });
    for (let i = 0; i < 3; i += 1) await bookThroughApp(t.app, member, world);
    const fourth = await submitOrderRequest(t.app, member.token, submitBody(world));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('您已有3笔待支付订单，请先支付或取消后再预订');
  });

  it('holds at most three bookings for payment at the hotel at once', async () => {
    const member = await createBookingMember(t.db);
    const held = [];
    for (let i = 0; i < 3; i += 1) {
      const order = await bookThroughApp(t.app, member, world);
      expect((await payAtHotel(member, order.revNo)).statusCode).toBe(200);
      held.push(order);
    }
    const [first] = held;
    if (!first) throw new Error('three orders');
    const fourth = await bookThroughApp(t.app, member, world);
    const refused = await payAtHotel(member, fourth.revNo);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('您已有3笔到店支付的订单，请选择在线支付，或取消其他到店支付的订单');
    expect(await orderById(t.db, fourth.id)).toMatchObject({ state: 0, payResult: 0, payMethod: null });
    // choosing it again for one that has it changes nothing and is no new hold
    expect((await payAtHotel(member, first.revNo)).statusCode).toBe(200);
    // a cancelled one makes room
    await cancelRequest(t.app, member.token, first.id);
    expect((await payAtHotel(member, fourth.revNo)).statusCode).toBe(200);
  });

  it('can still be paid by card, which confirms it as paid', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const order = await bookThroughApp(t.app, member, world);
    await payAtHotel(member, order.revNo);
    expect((await payByCardRequest(t.app, member, order.revNo)).json().message).toBe('支付成功');
    expect(await detail(member, order.id)).toMatchObject({ state: 1, payResult: 1, payMethod: '1' });
  });

  it('expires at its hold like any unpaid order, giving the rooms back', async () => {
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world);
    await payAtHotel(member, order.revNo);
    await expireUnpaidOrders(
      t.db,
      new Date(shanghaiInstant(addDays(shanghaiDate(), 1), '18:00').getTime() + 1),
    );
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 10, payMethod: 'ddzf' });
  });
});
