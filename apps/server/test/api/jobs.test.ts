import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeStays } from '../../src/booking/jobs/complete-stays.ts';
import { expireUnpaidOrders } from '../../src/booking/jobs/expire-unpaid-orders.ts';
import { loadConfig } from '../../src/config.ts';
import { pointsLedger } from '../../src/db/schema/member-ledgers.ts';
import { orders } from '../../src/db/schema/orders.ts';
import { addDays, shanghaiInstant } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  attemptsOf,
  type BookingWorld,
  bookThroughApp,
  createBookingMember,
  createBookingWorld,
  nightsFrom,
  orderById,
  orderPayRequest,
  payByCardRequest,
  scoreOf,
  takenByNight,
} from '../helpers/order-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const [d1, d2, d3] = nightsFrom(3) as [string, string, string];
const checkout = addDays(d1, 3);

async function worldWithBookings(): Promise<{
  world: BookingWorld;
  unpaid: number;
  paid: number;
  memberId: number;
}> {
  const world = await createBookingWorld(t.db);
  const member = await createBookingMember(t.db, { balanceFen: 1_000_000 });
  const unpaid = await bookThroughApp(t.app, member, world, { roomQty: 2 });
  const paid = await bookThroughApp(t.app, member, world);
  expect((await payByCardRequest(t.app, member, paid.revNo)).statusCode).toBe(200);
  // a pending WeChat attempt on the unpaid order, closed with it
  expect(
    (await orderPayRequest(t.app, member.token, { revNo: unpaid.revNo, payCode: 'wxpay' })).statusCode,
  ).toBe(200);
  return { world, unpaid: unpaid.id, paid: paid.id, memberId: member.id };
}

describe('expireUnpaidOrders', () => {
  it('expires unpaid orders at 18:00 on the arrival day, gives their rooms back, exactly once', async () => {
    const { world, unpaid, paid } = await worldWithBookings();
    expect(await takenByNight(t.db, world.roomTypeId)).toEqual({ [d1]: 3, [d2]: 3, [d3]: 3 });

    await expireUnpaidOrders(t.db, shanghaiInstant(d1, '17:59'));
    expect(await orderById(t.db, unpaid)).toMatchObject({ state: 0, payResult: 0 });

    const at18 = shanghaiInstant(d1, '18:00');
    const [first, second] = await Promise.all([
      expireUnpaidOrders(t.db, at18),
      expireUnpaidOrders(t.db, at18),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(1);
    expect(await orderById(t.db, unpaid)).toMatchObject({ state: 10, payResult: 0 });
    expect(await orderById(t.db, paid)).toMatchObject({ state: 1, payResult: 1 });
    expect(await takenByNight(t.db, world.roomTypeId)).toEqual({ [d1]: 1, [d2]: 1, [d3]: 1 });
    expect((await attemptsOf(t.db, unpaid)).map((a) => a.status)).toEqual(['closed']);

    await expireUnpaidOrders(t.db, shanghaiInstant(d2, '18:00'));
    expect(await takenByNight(t.db, world.roomTypeId)).toEqual({ [d1]: 1, [d2]: 1, [d3]: 1 });
    expect(await orderById(t.db, unpaid)).toMatchObject({ state: 10 });
  });
});

describe('completeStays', () => {
  it('completes paid stays at check-out and credits a point per whole yuan, exactly once', async () => {
    const { paid, unpaid, memberId } = await worldWithBookings();
    const scoreBefore = await scoreOf(t.db, memberId);

    expect(await completeStays(t.db, shanghaiInstant(checkout, '11:59'))).toBe(0);
    expect(await orderById(t.db, paid)).toMatchObject({ state: 1 });

    const noon = shanghaiInstant(checkout, '12:00');
    const due = await t.db.$count(orders, and(inArray(orders.state, [0, 1]), eq(orders.payResult, 1)));
    const runs = await Promise.all([completeStays(t.db, noon), completeStays(t.db, noon)]);
    // every paid stay of the file ends that day: each is completed by one of the two runs only
    expect(runs.reduce((a, b) => a + b, 0)).toBe(due);
    expect(await orderById(t.db, paid)).toMatchObject({ state: 9, payResult: 1 });
    expect(await scoreOf(t.db, memberId)).toBe(scoreBefore + 957);
    // 会员管理 shows where the points came from
    const ledger = await t.db.select().from(pointsLedger).where(eq(pointsLedger.memberId, memberId));
    expect(ledger).toEqual([
      expect.objectContaining({ kind: 'stay', points: 957, scoreAfter: scoreBefore + 957 }),
    ]);

    expect(await completeStays(t.db, shanghaiInstant(addDays(checkout, 1), '12:00'))).toBe(0);
    expect(await scoreOf(t.db, memberId)).toBe(scoreBefore + 957);
    // the unpaid order is never completed: it expires at 18:00 on the arrival day
    expect(await orderById(t.db, unpaid)).toMatchObject({ state: 0, payResult: 0 });
  });
});

describe('the job scheduler', () => {
  it('is off under NODE_ENV=test unless JOBS_ENABLED says otherwise, and on by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).jobsEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS_ENABLED: 'true' }).jobsEnabled).toBe(true);
    expect(loadConfig({}).jobsEnabled).toBe(true);
    expect(loadConfig({ JOBS_ENABLED: 'false' }).jobsEnabled).toBe(false);
  });

  it('starts and stops with the app', async () => {
    const app = await createTestApp({ env: { JOBS_ENABLED: 'true' } });
    expect(app.config.jobsEnabled).toBe(true);
    await app.close();
  });
});
