import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightlyInventory } from '../../src/db/schema/inventory.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  type BookingWorld,
  bookThroughApp,
  createBookingMember,
  createBookingWorld,
  nightsFrom,
} from '../helpers/order-factories.ts';
import type { ChannelManagerStandIn } from '../stand-ins/channel-manager.ts';
import { CHANNEL_HOTEL, CHANNEL_ROOM, connectWorldToStandIn } from './channel-fixtures.ts';

/** With the jobs on, a booking on our site reaches the channel right after it, not at the next minute. */
let t: TestApp;
let world: BookingWorld;
let channel: ChannelManagerStandIn;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_ENABLED: 'true' } });
  world = await createBookingWorld(t.db, { rooms: 10 });
  ({ channel } = await connectWorldToStandIn(t.db, t.config.appSecret, world));
});
afterAll(async () => {
  await t.close();
  await channel.close();
});

describe('a change sent at once', () => {
  it('tells the channel the rooms left on the nights a guest just booked', async () => {
    const [night] = nightsFrom(1);
    await bookThroughApp(t.app, await createBookingMember(t.db), world, { nights: 1 });
    const [inventory] = await t.db
      .select()
      .from(nightlyInventory)
      .where(
        and(eq(nightlyInventory.roomTypeId, world.roomTypeId), eq(nightlyInventory.night, night as string)),
      );
    expect(inventory?.taken).toBe(1);
    await expect
      .poll(() => channel.availability.get(`${CHANNEL_HOTEL}|${CHANNEL_ROOM}|${night}`), { timeout: 5_000 })
      .toBe(9);
  });
});
