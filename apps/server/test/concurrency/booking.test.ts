import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightlyInventory } from '../../src/db/schema/inventory.ts';
import { orderNights, orders } from '../../src/db/schema/orders.ts';
import { addDays } from '../../src/lib/time.ts';
import { setInventoryNight } from '../helpers/factories.ts';
import {
  type BookingMember,
  type BookingWorld,
  createBookingMember,
  createBookingWorld,
  nightsFrom,
  submitBody,
  submitOrderRequest,
} from '../helpers/order-factories.ts';
import { createPostgresApp, type PostgresApp, sampleWhile } from './postgres-app.ts';

/**
 * Proof on PostgreSQL: 210 members book the last 10 rooms of a 3-night stay at the same moment,
 * through the real app over a pool of 25 connections.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent bookings on PostgreSQL', () => {
  const BOOKINGS = 210;
  const ROOMS_LEFT = 10;
  let pg: PostgresApp;
  let world: BookingWorld;
  let members: BookingMember[];
  const [d1, d2, d3] = nightsFrom(3) as [string, string, string];

  beforeAll(async () => {
    pg = await createPostgresApp();
    world = await createBookingWorld(pg.db, { rooms: 20 });
    // 10 rooms left on each night, whatever each night's total
    await setInventoryNight(pg.db, world.roomTypeId, d1, { total: 12, taken: 2 });
    await setInventoryNight(pg.db, world.roomTypeId, d2, { total: 10, taken: 0 });
    await setInventoryNight(pg.db, world.roomTypeId, d3, { total: 20, taken: 10 });
    members = [];
    for (let i = 0; i < BOOKINGS; i += 1) members.push(await createBookingMember(pg.db));
  }, 120_000);
  afterAll(async () => {
    await pg?.close();
  });

  async function stayNights() {
    return pg.db
      .select({ night: nightlyInventory.night, total: nightlyInventory.total, taken: nightlyInventory.taken })
      .from(nightlyInventory)
      .where(
        and(
          eq(nightlyInventory.roomTypeId, world.roomTypeId),
          gte(nightlyInventory.night, d1),
          lt(nightlyInventory.night, addDays(d1, 3)),
        ),
      )
      .orderBy(nightlyInventory.night);
  }

  it('lets exactly 10 of 210 simultaneous bookings through, never over-takes a night, leaves no partial nights', async () => {
    const burst = Promise.all(
      members.map((member) => submitOrderRequest(pg.app, member.token, submitBody(world))),
    );
    // a watcher reading the nights while the burst runs: taken never exceeds total
    const samples = await sampleWhile(burst, async () =>
      (await stayNights()).every((night) => night.taken <= night.total),
    );
    const responses = await burst;

    const succeeded = responses.filter((res) => res.statusCode === 200);
    const refused = responses.filter((res) => res.statusCode !== 200);
    expect(succeeded).toHaveLength(ROOMS_LEFT);
    expect(refused).toHaveLength(BOOKINGS - ROOMS_LEFT);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, statusCode: 409, message: '该房型已满房' });
    }
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.every(Boolean)).toBe(true);

    expect(await stayNights()).toEqual([
      { night: d1, total: 12, taken: 12 },
      { night: d2, total: 10, taken: 10 },
      { night: d3, total: 20, taken: 20 },
    ]);
    const ids = succeeded.map((res) => res.json().data.id as number);
    expect(new Set(ids).size).toBe(ROOMS_LEFT);
    expect(await pg.db.$count(orders, eq(orders.roomTypeId, world.roomTypeId))).toBe(ROOMS_LEFT);
    const [nights] = await pg.db
      .select({
        all: sql<number>`count(*)::int`,
        ofSucceeded: sql<number>`count(*) FILTER (WHERE ${orderNights.orderId} IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}))::int`,
      })
      .from(orderNights);
    // three nights for each booking that went through, none for the 200 refused
    expect(nights).toEqual({ all: ROOMS_LEFT * 3, ofSucceeded: ROOMS_LEFT * 3 });
    console.info(
      `[proof] ${BOOKINGS} concurrent bookings for ${ROOMS_LEFT} rooms: ${succeeded.length} succeeded, ` +
        `${refused.length} refused (该房型已满房); ${samples.length} samples, taken <= total in all`,
    );
  }, 120_000);
});
