import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markFullSync } from '../../src/channels/queries/ari-due.ts';
import { sendDueAri } from '../../src/channels/services/ari-sender.ts';
import { pullReservations } from '../../src/channels/services/reservation-puller.ts';
import { channelAriDue, channelDeliveries } from '../../src/db/schema/channels.ts';
import { nightlyInventory } from '../../src/db/schema/inventory.ts';
import { orders } from '../../src/db/schema/orders.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { CHANNEL_HOTEL, CHANNEL_ROOM, connectWorldToStandIn } from '../channels/channel-fixtures.ts';
import {
  type BookingMember,
  type BookingWorld,
  createBookingMember,
  createBookingWorld,
  nightsFrom,
  submitBody,
  submitOrderRequest,
} from '../helpers/order-factories.ts';
import type { ChannelManagerStandIn } from '../stand-ins/channel-manager.ts';
import { createPostgresApp, type PostgresApp, sampleWhile } from './postgres-app.ts';

/**
 * Proof on PostgreSQL with two instances of the server: 200 reservations from four channels and 200
 * bookings on the site at the same moment for a room type with 10 rooms. Both instances pull the
 * channels' reservations (the same deliveries: each is taken once) and send what the channels must
 * hear, as their jobs do.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('channel and site bookings at once, two instances', () => {
  const EACH = 200;
  const CHANNELS = 4;
  const ROOMS = 10;
  let pg: PostgresApp;
  let second: PostgresApp['app'];
  let world: BookingWorld;
  let members: BookingMember[];
  const channels: ChannelManagerStandIn[] = [];
  const stay = nightsFrom(3);
  const [d1] = stay as [string];

  beforeAll(async () => {
    pg = await createPostgresApp();
    second = await pg.startInstance();
    world = await createBookingWorld(pg.db, { rooms: ROOMS });
    // four channels (携程, 美团 …), each with its own channel manager and 50 reservations to deliver
    for (let c = 0; c < CHANNELS; c += 1) {
      const connected = await connectWorldToStandIn(pg.db, pg.app.config.appSecret, world, {
        name: `渠道${c + 1}`,
      });
      channels.push(connected.channel);
      for (let i = c; i < EACH; i += CHANNELS)
        connected.channel.deliver({
          messageId: `LOAD-${i}`,
          resId: `RES-LOAD-${i}`,
          status: 'Book',
          hotelCode: CHANNEL_HOTEL,
          roomType: CHANNEL_ROOM,
          ratePlan: world.freeCancelRate,
          rooms: 1,
          checkIn: d1,
          checkOut: addDays(d1, 3),
          adults: 1,
          children: 0,
          nightly: ['299.00', '319.00', '339.00'],
          surname: '王',
          givenName: `客${i}`,
          phone: '13700137000',
          email: '',
          prepaid: i % 2 === 0,
          modifiedAt: new Date(Date.UTC(2026, 10, 29, 1, 0, 0, i)).toISOString(),
        });
      // the channel starts from a full send of what is on sale
      await markFullSync(pg.db, connected.connectionId, shanghaiDate(), 10);
    }
    await sendDueAri({ db: pg.db, appSecret: pg.app.config.appSecret });
    for (const channel of channels) channel.availabilityTold.length = 0;
    members = [];
    for (let i = 0; i < EACH; i += 1) members.push(await createBookingMember(pg.db));
  }, 180_000);
  afterAll(async () => {
    for (const channel of channels) await channel.close();
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

  it('sells exactly the 10 rooms, never over, and every channel is finally told 0, each night in order', async () => {
    const instances = [pg.app, second];
    const depsOf = (i: number) => ({ db: instances[i]?.db ?? pg.db, appSecret: pg.app.config.appSecret });
    let bursting = true;
    // both instances' jobs pull every channel's deliveries at the same moment
    const pulls = Promise.all([0, 1].map((i) => pullReservations(depsOf(i))));
    // the site's guests book as soon as the channels' first reservation is in
    while (
      (await pg.db.select({ id: channelDeliveries.messageId }).from(channelDeliveries).limit(1)).length === 0
    )
      await sleep(5);
    const bookings = Promise.all(
      members.map((member, i) =>
        submitOrderRequest(instances[i % 2] ?? pg.app, member.token, submitBody(world)),
      ),
    );
    const burst = Promise.all([pulls, bookings]).finally(() => {
      bursting = false;
    });
    // both instances' senders run all along, as after every call and every minute
    const senders = [0, 1].map(async (i) => {
      while (bursting) await sendDueAri(depsOf(i));
    });
    const samples = await sampleWhile(burst, async () =>
      (await stayNights()).every((night) => night.taken <= night.total),
    );
    const [, site] = await burst;
    await Promise.all(senders);
    await sendDueAri(depsOf(0));

    expect(samples.every(Boolean)).toBe(true);
    expect(await stayNights()).toEqual(stay.map((night) => ({ night, total: ROOMS, taken: ROOMS })));
    const siteTaken = site.filter((res) => res.statusCode === 200).length;
    const open = await pg.db
      .select({ id: orders.id, memberId: orders.memberId })
      .from(orders)
      .where(and(eq(orders.roomTypeId, world.roomTypeId), inArray(orders.state, [0, 1])));
    expect(open).toHaveLength(ROOMS);
    expect(open.filter((o) => o.memberId !== null)).toHaveLength(siteTaken);
    // both the channels and the site sold some of the rooms: they raced for them
    expect(siteTaken).toBeGreaterThan(0);
    expect(siteTaken).toBeLessThan(ROOMS);
    const channelTaken = ROOMS - siteTaken;
    expect(
      await pg.db.select({ id: orders.id }).from(orders).where(isNotNull(orders.channelReservationId)),
    ).toHaveLength(channelTaken);

    // every delivery was answered once: taken with its order or refused with No availability
    const answers = channels.flatMap((channel) => [...channel.confirmations.values()]);
    expect(answers).toHaveLength(EACH);
    expect(answers.filter((a) => 'orderNos' in a)).toHaveLength(channelTaken);
    expect(answers.filter((a) => 'error' in a && a.error.startsWith('322 '))).toHaveLength(
      EACH - channelTaken,
    );

    // each channel holds 0 for every night, and never heard a night go back up: no late send overwrote a newer one
    for (const channel of channels) {
      for (const night of stay) {
        const key = `${CHANNEL_HOTEL}|${CHANNEL_ROOM}|${night}`;
        expect(channel.availability.get(key), night).toBe(0);
        const told = channel.availabilityTold.filter((t) => t.key === key).map((t) => t.rooms);
        expect(told.length, night).toBeGreaterThan(0);
        expect(told, night).toEqual([...told].sort((a, b) => b - a));
      }
    }
    expect(await pg.db.select().from(channelAriDue)).toEqual([]);
  }, 240_000);
});
