import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeStays } from '../../src/booking/jobs/complete-stays.ts';
import { expireUnpaidOrders } from '../../src/booking/jobs/expire-unpaid-orders.ts';
import { orders } from '../../src/db/schema/orders.ts';
import { addDays, shanghaiInstant } from '../../src/lib/time.ts';
import {
  type BookingMember,
  bookThroughApp,
  createBookingMember,
  createBookingWorld,
  nightsFrom,
  payByCardRequest,
  scoreOf,
  takenByNight,
} from '../helpers/order-factories.ts';
import { createPostgresApp, type PostgresApp } from './postgres-app.ts';

/** Proof on PostgreSQL that the jobs change each order once with several instances running them at once. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('order jobs run concurrently on PostgreSQL', () => {
  let pg: PostgresApp;
  beforeAll(async () => {
    pg = await createPostgresApp();
  }, 120_000);
  afterAll(async () => {
    await pg?.close();
  });

  const [d1] = nightsFrom(1) as [string];

  it('expires each unpaid order once and gives its rooms back once, with 4 runs at the same moment', async () => {
    const world = await createBookingWorld(pg.db, { rooms: 100 });
    const booked: number[] = [];
    await Promise.all(
      Array.from({ length: 60 }, async () => {
        const member = await createBookingMember(pg.db);
        booked.push((await bookThroughApp(pg.app, member, world, { roomQty: 1 })).id);
      }),
    );
    expect(Object.values(await takenByNight(pg.db, world.roomTypeId))).toEqual([60, 60, 60]);

    const at18 = shanghaiInstant(d1, '18:00');
    const runs = await Promise.all(Array.from({ length: 4 }, () => expireUnpaidOrders(pg.db, at18)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(60);
    expect(await pg.db.$count(orders, and(inArray(orders.id, booked), eq(orders.state, 10)))).toBe(60);
    expect(await takenByNight(pg.db, world.roomTypeId)).toEqual({});
    expect(await expireUnpaidOrders(pg.db, at18)).toBe(0);
    console.info(
      `[proof] expiry ×4 at once over 60 orders: runs expired ${runs.join('+')} = 60, rooms back to 0 taken`,
    );
  }, 120_000);

  it('completes each paid stay once and credits its points once, with 4 runs at the same moment', async () => {
    const world = await createBookingWorld(pg.db, { rooms: 100 });
    const members: BookingMember[] = [];
    for (let i = 0; i < 20; i += 1) members.push(await createBookingMember(pg.db, { balanceFen: 1_000_000 }));
    await Promise.all(
      members.map(async (member) => {
        for (let i = 0; i < 2; i += 1) {
          const order = await bookThroughApp(pg.app, member, world);
          expect((await payByCardRequest(pg.app, member, order.revNo)).statusCode).toBe(200);
        }
      }),
    );
    const noon = shanghaiInstant(addDays(d1, 3), '12:00');
    const runs = await Promise.all(Array.from({ length: 4 }, () => completeStays(pg.db, noon)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(40);
    for (const member of members) expect(await scoreOf(pg.db, member.id)).toBe(2 * 957);
    expect(await completeStays(pg.db, noon)).toBe(0);
    console.info(
      `[proof] completion ×4 at once over 40 stays of 20 members: ${runs.join('+')} = 40, each member +1914 points`,
    );
  }, 120_000);
});
