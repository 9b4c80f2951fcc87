import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  type BookingMember,
  type BookingWorld,
  createBookingMember,
  createBookingWorld,
  nightsFrom,
  submitBody,
  submitOrderRequest,
} from '../helpers/order-factories.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/**
 * 房价房态 changes are on the public site at once: getRoomAndRate, getRoomType, checkInventory and
 * submitOrder honour stop sale, minimum stay, closed to arrival and inactive rate plans, while
 * other nights still book.
 */
let t: TestApp;
let manager: StaffSession;
let world: BookingWorld;
let member: BookingMember;
const [d1, d2, d3, d4, d5, d6] = nightsFrom(6) as [string, string, string, string, string, string];
const everyDay = [1, 2, 3, 4, 5, 6, 7];

beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db);
  member = await createBookingMember(t.db);
  manager = await signIn(
    t.app,
    (await createStaff(t.db, { role: 'manager', hotelIds: [world.hotelId] })).username,
  );
});
afterAll(async () => {
  await t.close();
});

const fc = () => world.ratePlanIds.FC ?? 0;

async function edit(night: string, values: Record<string, unknown>, ratePlanIds = [fc()]) {
  const res = await staffCall(t.app, manager, {
    method: 'POST',
    url: '/admin/api/rates/bulk-edit',
    payload: {
      hotelCode: world.hotelCode,
      from: night,
      to: night,
      weekdays: everyDay,
      ratePlanIds,
      readAt: new Date().toISOString(),
      ...values,
    },
  });
  expect(res.json(), res.body).toMatchObject({ success: true });
}

async function rateOnSite(checkIn: string, checkOut: string, rateCode = 'FC') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/hotel/getRoomAndRate',
    payload: { HotelCode: world.hotelCode, CheckIn: checkIn, CheckOut: checkOut },
  });
  const rates = res.json().data[0].rateList as {
    rateCode: string;
    bookable: boolean;
    restriction?: string;
  }[];
  return rates.find((r) => r.rateCode === rateCode);
}

function checkInventory(checkIn: string, checkOut: string, rateCode = 'FC') {
  return t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/order/checkInventory',
    headers: { usertoken: member.token },
    payload: {
      hotelCode: world.hotelCode,
      roomTypeCode: world.roomTypeCode,
      rateCode,
      checkIn,
      checkOut,
      roomQty: 1,
    },
  });
}

describe('stop sale', () => {
  it('refuses a stay over a stopped night everywhere, with the reason on the rooms page', async () => {
    await edit(d2, { stopSell: true });
    expect(await rateOnSite(d1, d3)).toMatchObject({ bookable: false, restriction: '所选日期该房价已停售' });
    // the other rate plan of the room type still sells
    expect(await rateOnSite(d1, d3, 'NRF')).toMatchObject({ bookable: true });
    expect((await rateOnSite(d1, d3, 'NRF'))?.restriction).toBeUndefined();
    const check = await checkInventory(d1, d3);
    expect(check.statusCode).toBe(409);
    expect(check.json().message).toBe('所选日期该房价已停售');
    const submit = await submitOrderRequest(
      t.app,
      member.token,
      submitBody(world, { checkIn: d1, nights: 3 }),
    );
    expect(submit.statusCode).toBe(409);
    expect(submit.json().message).toBe('所选日期该房价已停售');
  });

  it('still books the other nights, and the night again once reopened', async () => {
    const other = await submitOrderRequest(
      t.app,
      member.token,
      submitBody(world, { checkIn: d3, nights: 1 }),
    );
    expect(other.json(), other.body).toMatchObject({ success: true });
    await edit(d2, { stopSell: false });
    expect(await rateOnSite(d1, d3)).toMatchObject({ bookable: true });
    expect((await checkInventory(d1, d3)).statusCode).toBe(200);
  });
});

describe('minimum stay and closed to arrival', () => {
  it('asks for the minimum stay of the arrival night', async () => {
    await edit(d4, { minStay: 2 });
    expect(await rateOnSite(d4, d5)).toMatchObject({ bookable: false, restriction: '该房价需至少连住2晚' });
    const check = await checkInventory(d4, d5);
    expect(check.json().message).toBe('该房价需至少连住2晚');
    expect((await checkInventory(d4, d6)).statusCode).toBe(200);
    // a stay arriving the night before passes through d4 freely
    expect((await checkInventory(d3, d5)).statusCode).toBe(200);
  });

  it('refuses arrival on a night closed to arrival, not a stay through it', async () => {
    await edit(d5, { closedToArrival: true });
    expect(await rateOnSite(d5, d6)).toMatchObject({ bookable: false, restriction: '该日期不接受入住' });
    const submit = await submitOrderRequest(
      t.app,
      member.token,
      submitBody(world, { checkIn: d5, nights: 1 }),
    );
    expect(submit.statusCode).toBe(409);
    expect(submit.json().message).toBe('该日期不接受入住');
    expect((await checkInventory(d4, d6)).statusCode).toBe(200);
  });
});

describe('prices and rooms', () => {
  it('shows a new price on the rooms page and charges it at once', async () => {
    const night = addDays(d6, 1);
    await edit(night, { price: 456 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/hotel/getRoomAndRate',
      payload: { HotelCode: world.hotelCode, CheckIn: night, CheckOut: addDays(night, 1) },
    });
    const rate = res.json().data[0].rateList.find((r: { rateCode: string }) => r.rateCode === 'FC');
    expect(rate).toMatchObject({ totalPrice: 456, bookable: true });
    expect((await checkInventory(night, addDays(night, 1))).json().data.totalAmount).toBe(456);
  });

  it('sells no room on a night whose rooms total is set to what is sold', async () => {
    const night = addDays(d6, 2);
    const res = await staffCall(t.app, manager, {
      method: 'POST',
      url: '/admin/api/rates/bulk-edit',
      payload: {
        hotelCode: world.hotelCode,
        from: night,
        to: night,
        weekdays: everyDay,
        roomTypeIds: [world.roomTypeId],
        roomsTotal: 0,
        readAt: new Date().toISOString(),
      },
    });
    expect(res.json()).toMatchObject({ success: true });
    expect(await rateOnSite(night, addDays(night, 1))).toMatchObject({ bookable: false });
    expect((await checkInventory(night, addDays(night, 1))).json().message).toBe('该房型已满房');
  });
});

describe('inactive rate plans', () => {
  it('are not listed on the site nor booked, and come back when activated', async () => {
    const put = (active: boolean) =>
      staffCall(t.app, manager, {
        method: 'PUT',
        url: `/admin/api/rates/rate-plans/${world.ratePlanIds.NRF}`,
        payload: {
          name: '特惠不可取消',
          breakfast: 0,
          cancelPolicy: 'nonRefundable',
          active,
          basePrice: 299,
        },
      });
    expect((await put(false)).json()).toMatchObject({ success: true, data: { active: false } });
    expect(await rateOnSite(d1, d2, 'NRF')).toBeUndefined();
    const types = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/hotel/getRoomType',
      payload: { HotelCode: world.hotelCode },
    });
    expect(types.statusCode).toBe(200);
    expect(types.body).toContain('"rateCode":"FC"');
    expect(types.body).not.toContain('"rateCode":"NRF"');
    const check = await checkInventory(d1, d2, 'NRF');
    expect(check.statusCode).toBe(404);
    await put(true);
    expect(await rateOnSite(d1, d2, 'NRF')).toMatchObject({ bookable: true });
  });
});
