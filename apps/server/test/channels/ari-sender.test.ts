import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { markFullSync } from '../../src/channels/queries/ari-due.ts';
import { sendDueAri } from '../../src/channels/services/ari-sender.ts';
import { ratePlans } from '../../src/db/schema/catalog.ts';
import { channelAriDue, channelRatePlans, channelRoomTypes } from '../../src/db/schema/channels.ts';
import { nightlyInventory, nightlyPrices } from '../../src/db/schema/inventory.ts';
import { shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  type BookingWorld,
  bookThroughApp,
  createBookingMember,
  createBookingWorld,
  nightsFrom,
} from '../helpers/order-factories.ts';
import type { ChannelManagerStandIn } from '../stand-ins/channel-manager.ts';
import { connectWorldToStandIn } from './channel-fixtures.ts';

/**
 * The ARI sender against a channel manager's stand-in: what the channel holds after a send is our
 * inventory, night by night; a failure leaves the nights due and says why on the connection.
 */
let t: TestApp;
let world: BookingWorld;
let channel: ChannelManagerStandIn;
let connectionId: number;
const deps = () => ({ db: t.db, appSecret: t.config.appSecret });

beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db, { rooms: 10, nights: 30 });
  ({ channel, connectionId } = await connectWorldToStandIn(t.db, t.config.appSecret, world));
});

afterAll(async () => {
  await channel.close();
  await t.close();
});

beforeEach(() => {
  channel.received.length = 0;
});

/** Our inventory and calendar as the channel should hold them, for the nights it was told. */
async function expectChannelToHoldOurs(nights: string[]) {
  for (const night of nights) {
    const [inventory] = await t.db
      .select()
      .from(nightlyInventory)
      .where(and(eq(nightlyInventory.roomTypeId, world.roomTypeId), eq(nightlyInventory.night, night)));
    expect(channel.availability.get(`CTRIP001|DLX|${night}`), night).toBe(
      (inventory?.total ?? 0) - (inventory?.taken ?? 0),
    );
    for (const [code, ratePlanId] of Object.entries(world.ratePlanIds)) {
      const [price] = await t.db
        .select()
        .from(nightlyPrices)
        .where(and(eq(nightlyPrices.ratePlanId, ratePlanId), eq(nightlyPrices.night, night)));
      expect(channel.rates.get(`CTRIP001|DLX|${code}|${night}`), `${code} ${night}`).toBe(
        ((price?.priceFen ?? 0) / 100).toFixed(2),
      );
    }
  }
}

async function connectionState() {
  const [row] = await t.db
    .select()
    .from(channelRoomTypes)
    .where(eq(channelRoomTypes.connectionId, connectionId));
  const due = await t.db.select().from(channelAriDue).where(eq(channelAriDue.connectionId, connectionId));
  return { lastError: row?.lastError ?? null, tries: row?.tries, due: due.length };
}

describe('telling a channel manager our availability, rates and restrictions', () => {
  it('sends a full 30-night sync as two messages, after which the channel holds our inventory', async () => {
    expect(await markFullSync(t.db, connectionId, shanghaiDate(), 30)).toBeGreaterThanOrEqual(29);
    expect(await sendDueAri(deps())).toBe(1);
    expect(channel.received.map((m) => [m.name, m.errors])).toEqual([
      ['OTA_HotelAvailNotifRQ', []],
      ['OTA_HotelRateAmountNotifRQ', []],
    ]);
    await expectChannelToHoldOurs(nightsFrom(28));
    expect(await connectionState()).toEqual({ lastError: null, tries: 0, due: 0 });
  });

  it('lowers the channel’s count for the nights a guest books on our site', async () => {
    const before = channel.availability.get(`CTRIP001|DLX|${nightsFrom(1)[0]}`) ?? 0;
    await bookThroughApp(t.app, await createBookingMember(t.db), world);
    expect(await sendDueAri(deps())).toBe(1);
    expect(channel.availability.get(`CTRIP001|DLX|${nightsFrom(1)[0]}`)).toBe(before - 1);
    await expectChannelToHoldOurs(nightsFrom(3));
  });

  it('keeps the nights due and says why when the channel fails, then sends them when it is back', async () => {
    await t.db
      .update(ratePlans)
      .set({ active: false })
      .where(eq(ratePlans.id, world.ratePlanIds.NRF as number));
    channel.failNext('status-500');
    expect(await sendDueAri(deps())).toBe(0);
    expect(await connectionState()).toMatchObject({ lastError: '渠道返回 HTTP 500', tries: 1 });
    expect((await connectionState()).due).toBeGreaterThan(0);
    // not before its retry is due
    expect(await sendDueAri(deps())).toBe(0);
    await t.db
      .update(channelRoomTypes)
      .set({ nextTryAt: new Date(Date.now() - 1000) })
      .where(eq(channelRoomTypes.connectionId, connectionId));
    expect(await sendDueAri(deps())).toBe(1);
    expect(await connectionState()).toEqual({ lastError: null, tries: 0, due: 0 });
    expect(channel.restrictions.get(`CTRIP001|DLX|NRF|${nightsFrom(1)[0]}`)).toMatchObject({
      master: 'Close',
    });
    expect(channel.restrictions.get(`CTRIP001|DLX|FC|${nightsFrom(1)[0]}`)).toMatchObject({ master: 'Open' });
    await t.db
      .update(ratePlans)
      .set({ active: true })
      .where(eq(ratePlans.id, world.ratePlanIds.NRF as number));
  });

  it('shows the channel’s own words when it refuses a message, and changes nothing there', async () => {
    await t.db
      .update(channelRatePlans)
      .set({ channelRateCode: 'GOLD' })
      .where(eq(channelRatePlans.ratePlanId, world.ratePlanIds.FC as number));
    await markFullSync(t.db, connectionId, shanghaiDate(), 3);
    const held = new Map(channel.restrictions);
    expect(await sendDueAri(deps())).toBe(0);
    expect((await connectionState()).lastError).toContain('unknown rate DLX/GOLD');
    expect(channel.restrictions).toEqual(held);
    await t.db
      .update(channelRatePlans)
      .set({ channelRateCode: 'FC' })
      .where(eq(channelRatePlans.ratePlanId, world.ratePlanIds.FC as number));
    await t.db
      .update(channelRoomTypes)
      .set({ nextTryAt: null })
      .where(eq(channelRoomTypes.connectionId, connectionId));
    expect(await sendDueAri(deps())).toBe(1);
  });
});
