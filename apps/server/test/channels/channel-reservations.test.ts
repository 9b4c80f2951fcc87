import { roomsLeftMessage } from '@hotel/shared/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { markFullSync } from '../../src/channels/queries/ari-due.ts';
import { sendDueAri } from '../../src/channels/services/ari-sender.ts';
import { pullReservations } from '../../src/channels/services/reservation-puller.ts';
import {
  channelConnections,
  channelRatePlans,
  channelReservations,
  channelRoomTypes,
} from '../../src/db/schema/channels.ts';
import { nightlyInventory } from '../../src/db/schema/inventory.ts';
import { orderNights, orders } from '../../src/db/schema/orders.ts';
import { auditLog } from '../../src/db/schema/staff.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createRoomType } from '../helpers/factories.ts';
import { type BookingWorld, createBookingWorld, takenByNight } from '../helpers/order-factories.ts';
import { createStaff, signIn, staffCall } from '../helpers/staff.ts';
import type { ChannelManagerStandIn, StandInReservation } from '../stand-ins/channel-manager.ts';
import { CHANNEL_HOTEL, CHANNEL_ROOM, connectWorldToStandIn } from './channel-fixtures.ts';

/**
 * Reservations a channel manager delivers (its stand-in, OTA_ReadRQ → OTA_NotifReportRQ) become
 * orders of the hotel on the same rooms as the site's, and the channel is then told what is left:
 * the certification scenarios channel managers run (a booking, a move, a room-type change, a
 * cancellation), a sold-out and an unmapped reservation refused whole, repeats and late deliveries.
 */
let t: TestApp;
let world: BookingWorld;
let channel: ChannelManagerStandIn;
let connectionId: number;
let suiteRoomTypeId: number;
const deps = () => ({ db: t.db, appSecret: t.config.appSecret });
const SUITE = 'STE';
const ROOMS = 3;

const day = (n: number) => addDays(shanghaiDate(), n);
let sequence = 0;
/** A delivery of the stand-in; each has its own message id and a later modification time. */
function delivery(values: Partial<StandInReservation> & { resId: string }): StandInReservation {
  sequence += 1;
  const checkIn = values.checkIn ?? day(5);
  const checkOut = values.checkOut ?? day(7);
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
  return {
    messageId: `MSG-${sequence}`,
    status: 'Book',
    hotelCode: CHANNEL_HOTEL,
    roomType: CHANNEL_ROOM,
    ratePlan: 'FC',
    rooms: 1,
    checkIn,
    checkOut,
    adults: 2,
    children: 0,
    nightly: Array.from({ length: nights }, (_, i) => (i === 0 ? '288.00' : '305.50')),
    surname: '李',
    givenName: '雷',
    phone: '13900139000',
    email: 'lilei@example.cn',
    prepaid: true,
    modifiedAt: new Date(Date.UTC(2026, 10, 29, 0, 0, sequence)).toISOString(),
    ...values,
  };
}

/** Rooms taken of the room type on each of the nights, in their order. */
async function takenOn(roomTypeId: number, nights: string[]): Promise<number[]> {
  const taken = await takenByNight(t.db, roomTypeId);
  return nights.map((night) => taken[night] ?? 0);
}

async function ordersOf(resId: string) {
  return t.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(channelReservations, eq(channelReservations.id, orders.channelReservationId))
    .where(and(eq(channelReservations.connectionId, connectionId), eq(channelReservations.resId, resId)))
    .orderBy(orders.channelStayNo)
    .then((rows) => rows.map((r) => r.order));
}

/** After the channel has been told: its count per night is our rooms left, for both room types. */
async function expectChannelToHoldOurs(nights: string[]) {
  await sendDueAri(deps());
  for (const [roomTypeId, code] of [
    [world.roomTypeId, CHANNEL_ROOM],
    [suiteRoomTypeId, SUITE],
  ] as const) {
    for (const night of nights) {
      const [row] = await t.db
        .select()
        .from(nightlyInventory)
        .where(and(eq(nightlyInventory.roomTypeId, roomTypeId), eq(nightlyInventory.night, night)));
      expect(channel.availability.get(`${CHANNEL_HOTEL}|${code}|${night}`), `${code} ${night}`).toBe(
        (row?.total ?? 0) - (row?.taken ?? 0),
      );
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db, { rooms: ROOMS, nights: 30 });
  ({ channel, connectionId } = await connectWorldToStandIn(t.db, t.config.appSecret, world, {
    moreRooms: { [SUITE]: ['FC'] },
  }));
  const suite = await createRoomType(
    t.db,
    world.hotelId,
    { roomCount: ROOMS },
    { nights: 30, rates: [{ rateCode: 'FC', name: '会员价', cancelPolicy: 'arrivalDay' }] },
  );
  suiteRoomTypeId = suite.roomType.id;
  await t.db
    .insert(channelRoomTypes)
    .values({ connectionId, roomTypeId: suiteRoomTypeId, channelRoomCode: SUITE });
  await t.db
    .insert(channelRatePlans)
    .values({ connectionId, ratePlanId: suite.plans[0]?.id ?? 0, channelRateCode: 'FC' });
  // the certification starts from a full send; every change after it is a single-night change
  await markFullSync(t.db, connectionId, shanghaiDate(), 30);
  await sendDueAri(deps());
});

afterAll(async () => {
  await channel.close();
  await t.close();
});

beforeEach(() => {
  channel.received.length = 0;
});

describe('a channel booking, moved, changed to another room type and cancelled (certification scenarios)', () => {
  const resId = 'CTRIP-CERT-1';

  it('takes a prepaid booking as an order of the hotel, confirms it with our number, and the channel then sells fewer rooms', async () => {
    channel.deliver(delivery({ resId, rooms: 2 }));
    expect(await pullReservations(deps())).toBe(1);
    const [order] = await ordersOf(resId);
    expect(order).toMatchObject({
      memberId: null,
      hotelId: world.hotelId,
      roomTypeId: world.roomTypeId,
      checkinDate: day(5),
      checkoutDate: day(7),
      roomQty: 2,
      revUser: '李雷',
      mobile: '13900139000',
      // (288.00 + 305.50) × 2 rooms, paid to the channel
      totalFen: 118_700,
      actualFen: 118_700,
      state: 1,
      payResult: 1,
      payMethod: 'channel',
    });
    const nights = await t.db
      .select()
      .from(orderNights)
      .where(eq(orderNights.orderId, order?.id ?? 0));
    expect(nights.map((n) => [n.night, n.priceFen, n.paidFen])).toEqual([
      [day(5), 28_800, 57_600],
      [day(6), 30_550, 61_100],
    ]);
    expect(await takenOn(world.roomTypeId, [day(5), day(6), day(7)])).toEqual([2, 2, 0]);
    expect(channel.confirmations.get(`MSG-${sequence}`)).toEqual({ orderNos: [order?.orderNo] });
    await expectChannelToHoldOurs([day(5), day(6)]);
    expect(channel.availability.get(`${CHANNEL_HOTEL}|${CHANNEL_ROOM}|${day(5)}`)).toBe(ROOMS - 2);
  });

  it('moves the booking to other dates: the freed nights are sold again, the new ones taken, under the same order', async () => {
    const [before] = await ordersOf(resId);
    channel.deliver(delivery({ resId, status: 'Modify', rooms: 2, checkIn: day(6), checkOut: day(9) }));
    expect(await pullReservations(deps())).toBe(1);
    const [after] = await ordersOf(resId);
    expect(after?.orderNo).toBe(before?.orderNo);
    expect(after).toMatchObject({ checkinDate: day(6), checkoutDate: day(9), days: 3, actualFen: 179_800 });
    expect(await takenOn(world.roomTypeId, [day(5), day(6), day(7), day(8), day(9)])).toEqual([
      0, 2, 2, 2, 0,
    ]);
    await expectChannelToHoldOurs([day(5), day(6), day(7), day(8)]);
  });

  it('changes the room type: the first type gets its rooms back, the suite gives them', async () => {
    channel.deliver(
      delivery({ resId, status: 'Modify', roomType: SUITE, rooms: 1, checkIn: day(6), checkOut: day(9) }),
    );
    expect(await pullReservations(deps())).toBe(1);
    const [order] = await ordersOf(resId);
    expect(order).toMatchObject({ roomTypeId: suiteRoomTypeId, roomQty: 1 });
    expect(await takenOn(world.roomTypeId, [day(6), day(7), day(8)])).toEqual([0, 0, 0]);
    expect(await takenOn(suiteRoomTypeId, [day(6), day(7), day(8)])).toEqual([1, 1, 1]);
    await expectChannelToHoldOurs([day(6), day(7), day(8)]);
  });

  it('cancels it: the order is cancelled with the channel named in its history, and every room is back on sale', async () => {
    channel.deliver(delivery({ resId, status: 'Cancel' }));
    expect(await pullReservations(deps())).toBe(1);
    const [order] = await ordersOf(resId);
    expect(order?.state).toBe(2);
    expect(await takenOn(suiteRoomTypeId, [day(6), day(7), day(8)])).toEqual([0, 0, 0]);
    const history = await t.db
      .select({ action: auditLog.action, by: auditLog.staffUsername })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(order?.id))))
      .orderBy(auditLog.id);
    expect(history.map((h) => h.action)).toEqual([
      'order.channel.new',
      'order.channel.modify',
      'order.channel.modify',
      'order.channel.cancel',
    ]);
    expect(new Set(history.map((h) => h.by))).toEqual(new Set(['渠道：携程（经渠道管理器）']));
    await expectChannelToHoldOurs([day(5), day(6), day(7), day(8)]);
  });

  it('refuses to bring a cancelled reservation back with a later modification', async () => {
    channel.deliver(delivery({ resId, status: 'Modify' }));
    expect(await pullReservations(deps())).toBe(0);
    expect(channel.confirmations.get(`MSG-${sequence}`)).toEqual({
      error: '95 该渠道订单已取消，不能再修改',
    });
    expect((await ordersOf(resId))[0]?.state).toBe(2);
  });
});

describe('what a channel cannot have', () => {
  it('refuses a booking for more rooms than are left, whole, with No availability, and writes nothing', async () => {
    channel.deliver(delivery({ resId: 'CTRIP-FULL', rooms: ROOMS + 1, checkIn: day(10), checkOut: day(12) }));
    const takenBefore = await takenByNight(t.db, world.roomTypeId);
    expect(await pullReservations(deps())).toBe(0);
    expect(channel.confirmations.get(`MSG-${sequence}`)).toEqual({ error: `322 ${roomsLeftMessage(ROOMS)}` });
    expect(await ordersOf('CTRIP-FULL')).toEqual([]);
    expect(await takenByNight(t.db, world.roomTypeId)).toEqual(takenBefore);
    const reservations = await t.db
      .select()
      .from(channelReservations)
      .where(eq(channelReservations.resId, 'CTRIP-FULL'));
    expect(reservations).toEqual([]);
  });

  it('refuses a room or a rate the connection does not map, naming the code', async () => {
    channel.deliver(delivery({ resId: 'CTRIP-ROOM', roomType: 'PENTHOUSE' }));
    channel.deliver(delivery({ resId: 'CTRIP-RATE', ratePlan: 'NRF', roomType: SUITE }));
    expect(await pullReservations(deps())).toBe(0);
    expect(channel.confirmations.get(`MSG-${sequence - 1}`)).toEqual({
      error: '402 房型代码 PENTHOUSE 未映射到该酒店的房型',
    });
    expect(channel.confirmations.get(`MSG-${sequence}`)).toEqual({
      error: '249 房价代码 NRF 未映射到该房型的有效房价',
    });
  });
});

describe('deliveries repeated or late', () => {
  it('takes the same delivery sent twice once, and answers both with the same order', async () => {
    const once = delivery({ resId: 'CTRIP-TWICE', checkIn: day(14), checkOut: day(15) });
    channel.deliver(once);
    channel.deliver(once);
    expect(await pullReservations(deps())).toBe(2);
    const made = await ordersOf('CTRIP-TWICE');
    expect(made).toHaveLength(1);
    expect(await takenOn(world.roomTypeId, [day(14)])).toEqual([1]);
    expect(channel.confirmations.get(once.messageId)).toEqual({ orderNos: [made[0]?.orderNo] });
  });

  it('leaves a reservation as its newer version made it when an older one arrives late', async () => {
    const booked = delivery({ resId: 'CTRIP-LATE', checkIn: day(16), checkOut: day(17) });
    const moved = delivery({ resId: 'CTRIP-LATE', status: 'Modify', checkIn: day(18), checkOut: day(19) });
    const cancelled = delivery({ resId: 'CTRIP-LATE', status: 'Cancel' });
    channel.deliver(booked);
    channel.deliver(cancelled);
    expect(await pullReservations(deps())).toBe(2);
    channel.deliver(moved);
    expect(await pullReservations(deps())).toBe(1);
    const [order] = await ordersOf('CTRIP-LATE');
    expect(order).toMatchObject({ state: 2, checkinDate: day(16) });
    expect(await takenOn(world.roomTypeId, [day(16), day(18)])).toEqual([0, 0]);
  });

  it('reads again after a channel that did not answer, and answers a delivery whose confirmation was lost as before', async () => {
    const booking = delivery({ resId: 'CTRIP-LOST', checkIn: day(24), checkOut: day(25) });
    channel.deliver(booking);
    channel.failNext('status-500');
    expect(await pullReservations(deps())).toBe(0);
    expect(await ordersOf('CTRIP-LOST')).toEqual([]);
    // the read answered, the confirmation not: the order is made, and the channel delivers it again
    channel.failNext('status-500', 1, 1);
    expect(await pullReservations(deps())).toBe(1);
    expect(channel.confirmations.has(booking.messageId)).toBe(false);
    expect(await pullReservations(deps())).toBe(1);
    const made = await ordersOf('CTRIP-LOST');
    expect(made).toHaveLength(1);
    expect(channel.confirmations.get(booking.messageId)).toEqual({ orderNos: [made[0]?.orderNo] });
    expect(await takenOn(world.roomTypeId, [day(24)])).toEqual([1]);
  });

  it('still takes what the channel sold when the connection has been switched off', async () => {
    await t.db
      .update(channelConnections)
      .set({ enabled: false })
      .where(eq(channelConnections.id, connectionId));
    channel.deliver(delivery({ resId: 'CTRIP-OFF', checkIn: day(26), checkOut: day(27) }));
    expect(await pullReservations(deps())).toBe(1);
    expect(await ordersOf('CTRIP-OFF')).toHaveLength(1);
    await t.db
      .update(channelConnections)
      .set({ enabled: true })
      .where(eq(channelConnections.id, connectionId));
  });

  it('takes a pay-at-hotel booking as 到店支付, held through its arrival day', async () => {
    channel.deliver(delivery({ resId: 'CTRIP-HOTEL', prepaid: false, checkIn: day(20), checkOut: day(21) }));
    expect(await pullReservations(deps())).toBe(1);
    const [order] = await ordersOf('CTRIP-HOTEL');
    expect(order).toMatchObject({ state: 0, payResult: 0, payMethod: 'ddzf', actualFen: 28_800 });
    expect(order?.holdUntil.toISOString()).toBe(new Date(`${day(21)}T00:00:00+08:00`).toISOString());
  });
});

describe('a channel order in the back office', () => {
  it('is listed with its channel and reservation id, found by that id, and cannot be cancelled here', async () => {
    const manager = await createStaff(t.db, { role: 'manager', hotelIds: [world.hotelId] });
    const session = await signIn(t.app, manager.username);
    channel.deliver(delivery({ resId: 'CTRIP-DESK', checkIn: day(22), checkOut: day(23) }));
    await pullReservations(deps());
    const found = await staffCall(t.app, session, {
      url: '/admin/api/orders',
      query: { orderNo: 'CTRIP-DESK' },
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.rows).toMatchObject([
      {
        guestName: '李雷',
        payMethod: 'channel',
        channel: { name: '携程（经渠道管理器）', resId: 'CTRIP-DESK' },
      },
    ]);
    const id = found.json().data.rows[0].id;
    const detail = await staffCall(t.app, session, { url: `/admin/api/orders/${id}` });
    expect(detail.json().data).toMatchObject({ member: null, actions: { cancel: false } });
    const cancel = await staffCall(t.app, session, {
      method: 'POST',
      url: `/admin/api/orders/${id}/cancel`,
      payload: { refundAmount: 0, reason: '客人来电' },
    });
    expect(cancel.json()).toMatchObject({ msg: '渠道订单请在渠道取消，取消后会自动同步到本系统' });
    expect((await ordersOf('CTRIP-DESK'))[0]?.state).toBe(1);
  });

  it('checks a prepaid channel guest in and out at the desk: nothing to collect, no points, no refund', async () => {
    const desk = await createStaff(t.db, { role: 'frontdesk', hotelIds: [world.hotelId] });
    const session = await signIn(t.app, desk.username);
    channel.deliver(delivery({ resId: 'CTRIP-TONIGHT', checkIn: day(0), checkOut: day(1) }));
    await pullReservations(deps());
    const [order] = await ordersOf('CTRIP-TONIGHT');
    const id = order?.id ?? 0;
    const checkIn = await staffCall(t.app, session, {
      method: 'POST',
      url: `/admin/api/orders/${id}/check-in`,
    });
    expect(checkIn.json(), checkIn.body).toMatchObject({ success: true, msg: '已办理入住' });
    // the channel cannot move a guest who is in the house
    channel.deliver(
      delivery({ resId: 'CTRIP-TONIGHT', status: 'Modify', checkIn: day(0), checkOut: day(2) }),
    );
    expect(await pullReservations(deps())).toBe(0);
    expect(channel.confirmations.get(`MSG-${sequence}`)).toEqual({
      error: '450 客人已入住，渠道不能再修改或取消该订单',
    });
    const checkOut = await staffCall(t.app, session, {
      method: 'POST',
      url: `/admin/api/orders/${id}/check-out`,
    });
    expect(checkOut.json(), checkOut.body).toMatchObject({ success: true, msg: '已办理退房' });
    const [checkedOut] = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.checkout'), eq(auditLog.entityId, String(id))));
    expect(checkedOut?.after).not.toHaveProperty('points');
    expect((await ordersOf('CTRIP-TONIGHT'))[0]).toMatchObject({ state: 9, checkoutDate: day(1) });
  });

  it('lists what the channel delivered lately, each with our order or why it was refused, to the hotel’s staff only', async () => {
    const manager = await createStaff(t.db, { role: 'manager', hotelIds: [world.hotelId] });
    const deliveries = await staffCall(t.app, await signIn(t.app, manager.username), {
      url: `/admin/api/channels/${connectionId}/deliveries`,
    });
    expect(deliveries.statusCode, deliveries.body).toBe(200);
    const rows = deliveries.json().data as {
      resId: string;
      status: string;
      orderNos: string[];
      error: string | null;
    }[];
    const [desk] = await ordersOf('CTRIP-DESK');
    expect(rows.find((row) => row.resId === 'CTRIP-DESK')).toMatchObject({
      resId: 'CTRIP-DESK',
      status: 'new',
      orderNos: [desk?.orderNo],
      error: null,
    });
    expect(rows.find((row) => row.resId === 'CTRIP-FULL')).toMatchObject({
      status: 'new',
      orderNos: [],
      error: roomsLeftMessage(ROOMS),
    });
    const other = await createStaff(t.db, { role: 'manager', hotelIds: [] });
    const none = await staffCall(t.app, await signIn(t.app, other.username), {
      url: `/admin/api/channels/${connectionId}/deliveries`,
    });
    expect(none.json().data).toEqual([]);
  });
});
