import { randomUUID } from 'node:crypto';
import { checkInventoryResponse } from '@hotel/shared/api/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { expireUnpaidOrders } from '../../src/booking/jobs/expire-unpaid-orders.ts';
import { orders } from '../../src/db/schema/orders.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import {
  checkInventoryRequest,
  couponRow,
  giveCoupon,
  pointsLedgerOf,
} from '../helpers/loyalty-factories.ts';
import {
  type BookingMember,
  type BookingWorld,
  cancelRequest,
  createBookingMember,
  createBookingWorld,
  scoreOf,
  setOrderTimes,
  submitBody,
} from '../helpers/order-factories.ts';
import { createPostgresApp, type PostgresApp } from './postgres-app.ts';

/**
 * The same points or the same coupon spent by orders submitted at once on two instances: one order
 * gets them, the others are refused and write nothing; and they come back once however the order
 * ends.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('coupons and points on PostgreSQL', () => {
  let pg: PostgresApp;
  let instances: App[];
  let world: BookingWorld;

  beforeAll(async () => {
    pg = await createPostgresApp();
    instances = [pg.app, await pg.startInstance()];
    world = await createBookingWorld(pg.db, { rooms: 100 });
  }, 120_000);
  afterAll(async () => {
    await pg?.close();
  });

  /** Submits the same choice `count` times at once, alternating instances; each with its own key. */
  async function submitAtOnce(member: BookingMember, choice: Record<string, unknown>, count: number) {
    const check = await checkInventoryRequest(pg.app, member.token, {
      hotelCode: world.hotelCode,
      roomTypeCode: world.roomTypeCode,
      rateCode: world.freeCancelRate,
      checkIn: addDays(shanghaiDate(), 1),
      checkOut: addDays(shanghaiDate(), 4),
      ...choice,
    });
    expect(check.statusCode, check.body).toBe(200);
    const q = checkInventoryResponse.parse(check.json()).data;
    const body = submitBody(
      world,
      {},
      {
        ...choice,
        couponAmount: q.couponAmount,
        pointsAmount: q.pointsAmount,
        actualAmount: q.actualAmount,
      },
    );
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        instances[i % 2]?.inject({
          method: 'POST',
          url: '/crsapi/v1/order/submitOrder',
          headers: { usertoken: member.token, 'idempotency-key': randomUUID() },
          payload: body,
        }),
      ),
    );
    return answers.map((res) => [res?.statusCode, res?.json().message]);
  }

  async function ordersOf(memberId: number) {
    return pg.db.select({ id: orders.id }).from(orders).where(eq(orders.memberId, memberId));
  }

  it('spends a balance of 10000 points once when three orders each ask for all of it at once', async () => {
    const member = await createBookingMember(pg.db, { score: 10_000 });
    const answers = await submitAtOnce(member, { pointsUsed: 10_000 }, 3);
    expect(answers.filter(([status]) => status === 200)).toHaveLength(1);
    expect(answers.filter(([, message]) => message === '积分余额不足')).toHaveLength(2);
    expect(await ordersOf(member.id)).toHaveLength(1);
    expect(await scoreOf(pg.db, member.id)).toBe(0);
    const [order] = await ordersOf(member.id);
    if (!order) throw new Error('no order');

    // cancelled by the guest and expired by two instances' jobs at once: the points come back once
    await setOrderTimes(pg.db, order.id, { holdUntil: new Date(Date.now() - 60_000) });
    await Promise.all([
      cancelRequest(instances[1] as App, member.token, order.id),
      expireUnpaidOrders(pg.db, new Date()),
      expireUnpaidOrders(pg.db, new Date()),
    ]);
    expect(await scoreOf(pg.db, member.id)).toBe(10_000);
    expect((await pointsLedgerOf(pg.db, member.id)).map((e) => [e.kind, e.points])).toEqual([
      ['spend', -10_000],
      ['return', 10_000],
    ]);
    console.log(
      '[proof] 3 orders spending the same 10000 points on 2 instances at once: 1 booked; returned once',
    );
  });

  it('uses one coupon for one of three orders submitted at once', async () => {
    const member = await createBookingMember(pg.db);
    const couponId = await giveCoupon(pg.db, member.id);
    const answers = await submitAtOnce(member, { couponUsed: 1, couponId, couponUseMoney: 30 }, 3);
    expect(answers.filter(([status]) => status === 200)).toHaveLength(1);
    expect(
      answers.filter(([status, message]) => status === 409 && message === '该抵用券已使用'),
    ).toHaveLength(2);
    const booked = await ordersOf(member.id);
    expect(booked).toHaveLength(1);
    expect(await couponRow(pg.db, couponId)).toMatchObject({ orderId: booked[0]?.id });
    console.log('[proof] 3 orders using the same coupon on 2 instances at once: 1 booked with it');
  });
});
