import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markFullSync } from '../../src/channels/queries/ari-due.ts';
import { sendDueAri } from '../../src/channels/services/ari-sender.ts';
import { channelAriDue, channelConnections } from '../../src/db/schema/channels.ts';
import { nightlyInventory, nightlyPrices } from '../../src/db/schema/inventory.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type BookingWorld, createBookingWorld } from '../helpers/order-factories.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';
import type { ChannelManagerStandIn } from '../stand-ins/channel-manager.ts';
import { CHANNEL_HOTEL, CHANNEL_ROOM, connectWorldToStandIn } from './channel-fixtures.ts';

/**
 * 核对 against the channel manager's stand-in: after a full send the channel holds what we hold;
 * a change the channel never heard of (its send lost) is listed with what the channel has and what
 * we have, and 重新发送差异 brings the channel back to our inventory.
 */
let t: TestApp;
let world: BookingWorld;
let channel: ChannelManagerStandIn;
let connectionId: number;
let manager: StaffSession;
const deps = () => ({ db: t.db, appSecret: t.config.appSecret });
const night = addDays(shanghaiDate(), 4);

beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db, { rooms: 8, nights: 20 });
  ({ channel, connectionId } = await connectWorldToStandIn(t.db, t.config.appSecret, world));
  await markFullSync(t.db, connectionId, shanghaiDate(), 20);
  await sendDueAri(deps());
  const staff = await createStaff(t.db, { role: 'manager', hotelIds: [world.hotelId] });
  manager = await signIn(t.app, staff.username);
});

afterAll(async () => {
  await channel.close();
  await t.close();
});

const reconciliation = () =>
  staffCall(t.app, manager, { url: `/admin/api/channels/${connectionId}/reconciliation` });

describe('核对', () => {
  it('finds nothing to say after a full send: the channel holds our inventory', async () => {
    const res = await reconciliation();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      from: shanghaiDate(),
      nights: 90,
      roomTypes: 1,
      total: 0,
      differences: [],
    });
  });

  it('lists what the channel never heard (a lost send) with both figures, and 重新发送差异 sets the channel right', async () => {
    // a booking's rooms and a price change whose marks are lost before they were sent
    await t.db
      .update(nightlyInventory)
      .set({ taken: 3 })
      .where(and(eq(nightlyInventory.roomTypeId, world.roomTypeId), eq(nightlyInventory.night, night)));
    await t.db
      .update(nightlyPrices)
      .set({ priceFen: 45_600, stopSell: true })
      .where(and(eq(nightlyPrices.ratePlanId, world.ratePlanIds.FC ?? 0), eq(nightlyPrices.night, night)));
    await t.db.delete(channelAriDue);

    const found = (await reconciliation()).json().data;
    expect(found.total).toBe(1);
    expect(found.differences).toEqual([
      {
        hotelName: world.hotelName,
        roomTypeName: expect.any(String),
        channelRoomCode: CHANNEL_ROOM,
        night,
        details: [
          '可售房量：渠道 8 间，本系统 5 间',
          expect.stringMatching(/^房价 FC：渠道 ¥\d+\.00，本系统 ¥456\.00$/),
          '房价 FC：渠道开售，本系统停售',
        ],
      },
    ]);

    const resend = await staffCall(t.app, manager, {
      method: 'POST',
      url: `/admin/api/channels/${connectionId}/reconciliation/resend`,
    });
    expect(resend.json()).toMatchObject({ success: true, msg: '已重新发送1个房晚的差异' });
    await sendDueAri(deps());
    expect(channel.availability.get(`${CHANNEL_HOTEL}|${CHANNEL_ROOM}|${night}`)).toBe(5);
    expect(channel.rates.get(`${CHANNEL_HOTEL}|${CHANNEL_ROOM}|FC|${night}`)).toBe('456.00');
    expect((await reconciliation()).json().data.total).toBe(0);
  });

  it('says the nights a channel was never sent (it refused them), and a switched-off connection is not compared', async () => {
    channel.failNext('status-500');
    await t.db
      .update(nightlyInventory)
      .set({ total: 6 })
      .where(and(eq(nightlyInventory.roomTypeId, world.roomTypeId), eq(nightlyInventory.night, night)));
    await sendDueAri(deps());
    expect((await reconciliation()).json().data.differences[0]?.details).toEqual([
      '可售房量：渠道 5 间，本系统 3 间',
    ]);

    await t.db
      .update(channelConnections)
      .set({ enabled: false })
      .where(eq(channelConnections.id, connectionId));
    const res = await reconciliation();
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('该渠道已停用，启用后再核对');
  });
});
