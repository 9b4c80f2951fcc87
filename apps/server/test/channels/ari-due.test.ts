import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channelPriceFen, readRoomTypeAri } from '../../src/channels/queries/ari.ts';
import type { Db } from '../../src/db/client.ts';
import { ratePlans } from '../../src/db/schema/catalog.ts';
import {
  channelAriDue,
  channelConnections,
  channelRatePlans,
  channelRoomTypes,
} from '../../src/db/schema/channels.ts';
import { nightlyInventory, nightlyPrices } from '../../src/db/schema/inventory.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  type BookingWorld,
  bookThroughApp,
  cancelRequest,
  createBookingMember,
  createBookingWorld,
  nightsFrom,
} from '../helpers/order-factories.ts';

/**
 * The ARI outbox is written by the database in the transaction of the change (migration 0020):
 * whatever changes a night's rooms, prices or restrictions marks it due for every enabled
 * connection that sells the room type, and nothing else does.
 */
let t: TestApp;
let world: BookingWorld;
let selling: number;
let switchedOff: number;

async function connection(db: Db, name: string, enabled: boolean, rates: boolean): Promise<number> {
  const [row] = await db
    .insert(channelConnections)
    .values({
      name,
      endpoint: 'http://127.0.0.1:9/ota',
      requestorId: 'GUANGYING',
      username: 'hotel',
      passwordSealed: 'sealed',
      enabled,
    })
    .returning({ id: channelConnections.id });
  if (!row) throw new Error('no connection');
  await db
    .insert(channelRoomTypes)
    .values({ connectionId: row.id, roomTypeId: world.roomTypeId, channelRoomCode: 'DLX' });
  if (rates) {
    await db.insert(channelRatePlans).values(
      Object.entries(world.ratePlanIds).map(([code, ratePlanId]) => ({
        connectionId: row.id,
        ratePlanId,
        channelRateCode: code,
      })),
    );
  }
  return row.id;
}

/** night → version of what is due for a connection. */
async function due(connectionId: number): Promise<Record<string, number>> {
  const rows = await t.db
    .select({ night: channelAriDue.night, version: channelAriDue.version })
    .from(channelAriDue)
    .where(and(eq(channelAriDue.connectionId, connectionId), eq(channelAriDue.roomTypeId, world.roomTypeId)))
    .orderBy(asc(channelAriDue.night));
  return Object.fromEntries(rows.map((row) => [row.night, row.version]));
}

beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db);
  selling = await connection(t.db, '携程', true, true);
  switchedOff = await connection(t.db, '美团', false, true);
});

afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(channelAriDue);
});

describe('what a channel must be told again', () => {
  it('marks the nights a booking takes, for the connection that sells the room type only', async () => {
    const member = await createBookingMember(t.db);
    await bookThroughApp(t.app, member, world);
    const [d1, d2, d3] = nightsFrom(3);
    expect(await due(selling)).toEqual({ [d1 as string]: 1, [d2 as string]: 1, [d3 as string]: 1 });
    expect(await due(switchedOff)).toEqual({});
  });

  it('raises the version of a night already due when it changes again (a cancellation)', async () => {
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world);
    const res = await cancelRequest(t.app, member.token, order.id);
    expect(res.statusCode).toBe(200);
    expect(Object.values(await due(selling))).toEqual([2, 2, 2]);
  });

  it('marks a night whose price or restriction staff change, and not one saved unchanged', async () => {
    const [night] = nightsFrom(1, nightsFrom(10)[9]);
    const fc = world.ratePlanIds.FC as number;
    const where = and(eq(nightlyPrices.ratePlanId, fc), eq(nightlyPrices.night, night as string));
    await t.db
      .update(nightlyPrices)
      .set({ priceFen: sql`${nightlyPrices.priceFen}` })
      .where(where);
    expect(await due(selling)).toEqual({});
    await t.db.update(nightlyPrices).set({ closedToArrival: true }).where(where);
    expect(await due(selling)).toEqual({ [night as string]: 1 });
  });

  it('marks every night to come when a rate plan is switched off', async () => {
    await t.db
      .update(ratePlans)
      .set({ active: false })
      .where(eq(ratePlans.id, world.ratePlanIds.NRF as number));
    const nights = Object.keys(await due(selling));
    expect(nights.length).toBeGreaterThanOrEqual(19);
    await t.db
      .update(ratePlans)
      .set({ active: true })
      .where(eq(ratePlans.id, world.ratePlanIds.NRF as number));
  });

  it('marks nothing for a change that is rolled back', async () => {
    const [night] = nightsFrom(1, nightsFrom(5)[4]);
    await expect(
      t.db.transaction(async (tx) => {
        await tx
          .update(nightlyInventory)
          .set({ total: 3 })
          .where(
            and(
              eq(nightlyInventory.roomTypeId, world.roomTypeId),
              eq(nightlyInventory.night, night as string),
            ),
          );
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await due(selling)).toEqual({});
  });
});

describe('what a channel is told', () => {
  it('says the rooms left within its allotment, its price rule and a switched-off plan as stop-sold', async () => {
    const [d1, d2] = nightsFrom(2);
    const before = await readRoomTypeAri(t.db, selling, world.roomTypeId, [d1 as string, d2 as string]);
    const member = await createBookingMember(t.db);
    await bookThroughApp(t.app, member, world, { nights: 1 });
    await t.db
      .update(channelRoomTypes)
      .set({ allotment: 9 })
      .where(eq(channelRoomTypes.connectionId, selling));
    await t.db
      .update(channelConnections)
      .set({ priceAdjustBp: 800 })
      .where(eq(channelConnections.id, selling));
    await t.db
      .update(ratePlans)
      .set({ active: false })
      .where(eq(ratePlans.id, world.ratePlanIds.NRF as number));
    try {
      const after = await readRoomTypeAri(t.db, selling, world.roomTypeId, [d1 as string, d2 as string]);
      const roomsBefore = before?.nights.map((night) => night.rooms) ?? [];
      // one room fewer on the night booked; the allotment of 9 caps the other night
      expect(after?.nights.map((night) => night.rooms)).toEqual([
        Math.min(9, (roomsBefore[0] ?? 0) - 1),
        Math.min(9, roomsBefore[1] ?? 0),
      ]);
      expect(after?.roomType).toBe('DLX');
      expect(after?.nights[0]?.rates).toEqual([
        {
          ratePlan: 'FC',
          priceFen: channelPriceFen(29_900, 800),
          stopSell: false,
          minStay: 1,
          closedToArrival: false,
        },
        {
          ratePlan: 'NRF',
          priceFen: channelPriceFen(29_900, 800),
          stopSell: true,
          minStay: 1,
          closedToArrival: false,
        },
      ]);
      expect(channelPriceFen(29_900, 800)).toBe(32_292);
    } finally {
      await t.db
        .update(ratePlans)
        .set({ active: true })
        .where(eq(ratePlans.id, world.ratePlanIds.NRF as number));
      await t.db
        .update(channelConnections)
        .set({ priceAdjustBp: 0 })
        .where(eq(channelConnections.id, selling));
      await t.db
        .update(channelRoomTypes)
        .set({ allotment: null })
        .where(eq(channelRoomTypes.connectionId, selling));
    }
  });

  it('tells nothing of a room type the connection does not sell', async () => {
    expect(await readRoomTypeAri(t.db, selling, world.roomTypeId + 1000, nightsFrom(1))).toBeUndefined();
  });
});
