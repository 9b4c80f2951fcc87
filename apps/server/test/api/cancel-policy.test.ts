import { roomAndRateResponse } from '@hotel/shared/api/hotel';
import { cancelPolicyText } from '@hotel/shared/cancel-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { bookAsQuoted } from '../helpers/loyalty-factories.ts';
import {
  type BookingWorld,
  balanceOf,
  cancelRequest,
  createBookingMember,
  createBookingWorld,
  payByCardRequest,
} from '../helpers/order-factories.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/**
 * A rate plan's cancellation policy is one the server enforces, chosen by the manager; the words the
 * guest reads are made from the policy applied (issue 25: a plan typed 入住前3天18:00前可免费取消 was
 * shown so, and a guest then cancelled the day before arrival with a full refund).
 */
let t: TestApp;
let world: BookingWorld;
let manager: StaffSession;
const today = shanghaiDate();
const THREE_DAYS = cancelPolicyText('threeDaysBefore');

beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db, { rooms: 20 });
  manager = await signIn(
    t.app,
    (await createStaff(t.db, { role: 'manager', hotelIds: [world.hotelId] })).username,
  );
});
afterAll(async () => {
  await t.close();
});

function setPolicy(cancelPolicy: unknown) {
  return staffCall(t.app, manager, {
    method: 'PUT',
    url: `/admin/api/rates/rate-plans/${world.ratePlanIds.FC}`,
    payload: { name: '会员价', breakfast: 2, active: true, basePrice: 299, cancelPolicy },
  });
}

async function paidStay(checkIn: string) {
  const guest = await createBookingMember(t.db, { balanceFen: 200_000 });
  const booked = await bookAsQuoted(t.app, guest, world, { checkIn, nights: 1 });
  expect(booked.statusCode, booked.body).toBe(200);
  const order = booked.json().data as { id: number; revNo: string };
  expect((await payByCardRequest(t.app, guest, order.revNo)).statusCode).toBe(200);
  return { guest, order, paidBalance: await balanceOf(t.db, guest.id) };
}

describe('a rate plan’s cancellation policy', () => {
  it('is applied as chosen: 入住前3天18:00 refuses a cancellation two days before arrival and refunds one a week before', async () => {
    expect((await setPolicy('threeDaysBefore')).json()).toMatchObject({
      success: true,
      data: { cancelPolicy: 'threeDaysBefore' },
    });
    const page = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/hotel/getRoomAndRate',
      payload: { HotelCode: world.hotelCode, CheckIn: addDays(today, 2), CheckOut: addDays(today, 3) },
    });
    const rate = roomAndRateResponse
      .parse(page.json())
      .data[0]?.rateList.find((r) => r.rateCode === world.freeCancelRate);
    expect(rate).toMatchObject({ isFreeCancel: 1, freeCancelRange: THREE_DAYS });

    const soon = await paidStay(addDays(today, 2));
    const detail = await t.app.inject({
      method: 'GET',
      url: '/crsapi/v1/order/getOrderDetail',
      query: { orderId: String(soon.order.id) },
      headers: { usertoken: soon.guest.token },
    });
    expect(detail.json().data).toMatchObject({
      canCancel: false,
      cancelRefund: null,
      freeCancelUntil: `${addDays(today, -1)} 18:00:00`,
    });
    const refused = await cancelRequest(t.app, soon.guest.token, soon.order.id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, THREE_DAYS]);
    expect(await balanceOf(t.db, soon.guest.id)).toBe(soon.paidBalance);

    const later = await paidStay(addDays(today, 7));
    const cancelled = await cancelRequest(t.app, later.guest.token, later.order.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balanceOf(t.db, later.guest.id)).toBe(200_000);
  });

  it('can only be one the server enforces: typed text is refused with a message and changes nothing', async () => {
    await setPolicy('arrivalDay');
    const typed = await setPolicy('入住前5天18:00前可免费取消');
    expect([typed.statusCode, typed.json().message]).toEqual([400, '请选择取消政策']);
    const missing = await setPolicy(undefined);
    expect([missing.statusCode, missing.json().message]).toEqual([400, '请选择取消政策']);
    const list = await staffCall(t.app, manager, {
      url: '/admin/api/rates/room-types',
      query: { hotelCode: world.hotelCode },
    });
    expect(list.json().data[0].ratePlans).toContainEqual(
      expect.objectContaining({ rateCode: 'FC', cancelPolicy: 'arrivalDay' }),
    );
  });
});
