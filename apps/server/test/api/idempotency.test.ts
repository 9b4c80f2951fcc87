import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/orders.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_PASSWORD } from '../helpers/member-factories.ts';
import {
  type BookingWorld,
  balanceOf,
  bookThroughApp,
  createBookingMember,
  createBookingWorld,
  ledgerOf,
  submitBody,
  takenByNight,
} from '../helpers/order-factories.ts';

/** submitOrder and orderpay with an Idempotency-Key: a retry gets the first answer and changes nothing. */
let t: TestApp;
let world: BookingWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db, { rooms: 30 });
});
afterAll(async () => {
  await t.close();
});

function submit(token: string, body: Record<string, unknown>, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/order/submitOrder',
    headers: { usertoken: token, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

function payByCard(token: string, revNo: string, key: string, cardPwd = TEST_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/pay/orderpay',
    headers: { usertoken: token, 'idempotency-key': key },
    payload: { revNo, payCode: '1', cardPwd },
  });
}

const ordersOf = (memberId: number) => t.db.$count(orders, eq(orders.memberId, memberId));

describe('Idempotency-Key', () => {
  it('answers a retried booking with the order it made, taking the rooms once', async () => {
    const member = await createBookingMember(t.db);
    const key = randomUUID();
    const first = await submit(member.token, submitBody(world), key);
    expect(first.statusCode).toBe(200);
    const before = await takenByNight(t.db, world.roomTypeId);
    const retry = await submit(member.token, submitBody(world), key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.json().message).toBe('预订成功');
    expect(await ordersOf(member.id)).toBe(1);
    expect(await takenByNight(t.db, world.roomTypeId)).toEqual(before);
  });

  it('books again for a new key, and without a key as before', async () => {
    const member = await createBookingMember(t.db);
    await submit(member.token, submitBody(world), randomUUID());
    await submit(member.token, submitBody(world), randomUUID());
    await submit(member.token, submitBody(world));
    expect(await ordersOf(member.id)).toBe(3);
  });

  it('refuses a key reused for another booking, and a malformed key, changing nothing', async () => {
    const member = await createBookingMember(t.db);
    const key = randomUUID();
    await submit(member.token, submitBody(world), key);
    const other = await submit(member.token, submitBody(world, { roomQty: 2 }), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('请求标识已用于其他请求，请刷新页面后重试');
    const bad = await submit(member.token, submitBody(world), 'not a key!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('请求标识格式有误');
    expect(await ordersOf(member.id)).toBe(1);
  });

  it('runs a refused booking again on retry: a refusal keeps nothing', async () => {
    const member = await createBookingMember(t.db);
    const key = randomUUID();
    const wrong = await submit(member.token, submitBody(world, {}, { actualAmount: 1 }), key);
    expect(wrong.statusCode).toBe(409);
    const right = await submit(member.token, submitBody(world, {}, { actualAmount: 1 }), key);
    expect(right.json().message).toBe('订单金额与当前价格不符，请重新查询后预订');
    expect(await ordersOf(member.id)).toBe(0);
  });

  it('answers a retried card payment with its success, debiting once', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 200_000 });
    const order = await bookThroughApp(t.app, member, world);
    const key = randomUUID();
    const first = await payByCard(member.token, order.revNo, key);
    expect(first.json()).toMatchObject({ success: true, message: '支付成功' });
    const retry = await payByCard(member.token, order.revNo, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ success: true, message: '支付成功' });
    expect(await balanceOf(t.db, member.id)).toBe(200_000 - 95_700);
    expect(await ledgerOf(t.db, member.id)).toHaveLength(1);
    const again = await payByCard(member.token, order.revNo, randomUUID());
    expect(again.json().message).toBe('订单已支付');
  });
});
