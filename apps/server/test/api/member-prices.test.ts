import { hotelsByPageResponse, roomAndRateResponse } from '@hotel/shared/api/hotel';
import { checkInventoryResponse } from '@hotel/shared/api/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createDiscountCode } from '../helpers/factories.ts';
import { checkInventoryRequest, giveMemberPrices } from '../helpers/loyalty-factories.ts';
import {
  type BookingWorld,
  createBookingMember,
  createBookingWorld,
  orderById,
  submitBody,
  submitOrderRequest,
} from '../helpers/order-factories.ts';

/**
 * 会员价: the world's plans give 银卡 5 %, 金卡 8 %, 白金 10 %, 钻石 12 % off each night, to the
 * whole yuan. Its three nights cost 299 + 319 + 339 = 957 (门市价); at 金卡 275 + 293 + 312 = 880.
 */
let t: TestApp;
let world: BookingWorld;
const d1 = addDays(shanghaiDate(), 1);
const d4 = addDays(d1, 3);

beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db, { rooms: 50 });
  await giveMemberPrices(t.db, Object.values(world.ratePlanIds));
});

afterAll(async () => {
  await t.close();
});

async function roomRates(token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/hotel/getRoomAndRate',
    headers: token ? { usertoken: token } : {},
    payload: { HotelCode: world.hotelCode, CheckIn: d1, CheckOut: d4 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [room] = roomAndRateResponse.parse(res.json()).data;
  return room?.rateList.find((rate) => rate.rateCode === world.freeCancelRate);
}

/** The world's hotel's price on the list: 推荐 prices the page's hotels, a price order every hotel. */
async function listedPrice(token?: string, sort?: 'price_asc') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/hotel/getHotelsByPage',
    headers: token ? { usertoken: token } : {},
    payload: { cityCode: '', hotelName: world.hotelName, checkIn: d1, checkOut: d4, ...(sort && { sort }) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return hotelsByPageResponse.parse(res.json()).rows.find((row) => row.hotelCode === world.hotelCode)
    ?.lowestPrice;
}

async function check(token: string, extra: Record<string, unknown> = {}) {
  const res = await checkInventoryRequest(t.app, token, {
    hotelCode: world.hotelCode,
    roomTypeCode: world.roomTypeCode,
    rateCode: world.freeCancelRate,
    checkIn: d1,
    checkOut: d4,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return checkInventoryResponse.parse(res.json()).data;
}

describe('会员价 on the rooms page and in the list', () => {
  it('shows a visitor 门市价 and what 银卡 would pay; a 金卡 member their own price', async () => {
    const visitor = await roomRates();
    expect(visitor).toMatchObject({ totalPrice: 957, avgPrice: 319 });
    expect(visitor?.memberPrice).toEqual({
      levelName: '银卡',
      percentOff: 5,
      totalPrice: 909,
      avgPrice: 303,
      yours: false,
    });

    const gold = await createBookingMember(t.db, { levelCode: 'gold' });
    const theirs = await roomRates(gold.token);
    expect(theirs).toMatchObject({ totalPrice: 957, avgPrice: 319 });
    expect(theirs?.memberPrice).toEqual({
      levelName: '金卡',
      percentOff: 8,
      totalPrice: 880,
      avgPrice: 293.33,
      yours: true,
    });
  });

  it('prices the list at the viewer’s level, and a new member (普通会员) sees what 银卡 would pay', async () => {
    expect(await listedPrice()).toBe(319);
    const gold = await createBookingMember(t.db, { levelCode: 'gold' });
    expect(await listedPrice(gold.token)).toBe(293.33);
    expect([await listedPrice(undefined, 'price_asc'), await listedPrice(gold.token, 'price_asc')]).toEqual([
      319, 293.33,
    ]);
    const normal = await createBookingMember(t.db);
    expect(await listedPrice(normal.token)).toBe(319);
    expect((await roomRates(normal.token))?.memberPrice).toMatchObject({ levelName: '银卡', yours: false });
    // a token that is no longer live is a visitor on a public page, not an error
    expect(await listedPrice('not-a-live-token')).toBe(319);
  });

  it('prices a stored-value card holder at 白金, as the membership rules and their profile say', async () => {
    const cardHolder = await createBookingMember(t.db, { balanceFen: 100_000 });
    expect((await roomRates(cardHolder.token))?.memberPrice).toMatchObject({
      levelName: '白金',
      totalPrice: 861,
    });
  });
});

describe('会员价 in checkInventory and submitOrder', () => {
  it('takes the member price off, books it, and refuses the 门市价 figures from a member', async () => {
    const gold = await createBookingMember(t.db, { levelCode: 'gold' });
    const quote = await check(gold.token);
    expect(quote).toMatchObject({
      totalAmount: 957,
      memberLevelName: '金卡',
      memberPercentOff: 8,
      memberDiscountAmount: 77,
      discountAmount: 0,
      couponAmount: 0,
      pointsAmount: 0,
      actualAmount: 880,
    });

    const rack = await submitOrderRequest(t.app, gold.token, submitBody(world));
    expect([rack.statusCode, rack.json().message]).toEqual([409, '订单金额与当前价格不符，请重新查询后预订']);

    // a client of the spec's table sends back checkInventory's figures and nothing more
    const booked = await submitOrderRequest(
      t.app,
      gold.token,
      submitBody(world, {}, { totalAmount: 957, discountAmount: 0, actualAmount: 880 }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const row = await orderById(t.db, booked.json().data.id);
    expect(row).toMatchObject({
      totalFen: 95_700,
      memberDiscountFen: 7_700,
      memberLevelCode: 'gold',
      actualFen: 88_000,
    });

    const wrongMemberFigure = await submitOrderRequest(
      t.app,
      gold.token,
      submitBody(world, {}, { totalAmount: 957, memberDiscountAmount: 50, actualAmount: 880 }),
    );
    expect(wrongMemberFigure.statusCode).toBe(409);
  });

  it('applies a discount code to the member price', async () => {
    const gold = await createBookingMember(t.db, { levelCode: 'gold' });
    const code = await createDiscountCode(t.db, { percentOff: 10 });
    const quote = await check(gold.token, { couponType: '企业', couponCode: code.code });
    // 10 % of 880
    expect(quote).toMatchObject({ memberDiscountAmount: 77, discountAmount: 88, actualAmount: 792 });
  });

  it('gives a 普通会员 no member price on a plan without one', async () => {
    const normal = await createBookingMember(t.db);
    expect(await check(normal.token)).toMatchObject({
      memberLevelName: '普通会员',
      memberPercentOff: 0,
      memberDiscountAmount: 0,
      actualAmount: 957,
    });
  });
});

describe('the OpenAPI document', () => {
  it('carries the new calls and fields, beside the spec’s', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const paths = Object.keys(doc.paths);
    for (const path of ['coupons', 'points', 'exportData', 'closeAccountCode', 'closeAccount']) {
      expect(paths).toContain(`/crsapi/v1/user/${path}`);
    }
    const text = (value: unknown) => JSON.stringify(value);
    const submit = text(doc.paths['/crsapi/v1/order/submitOrder'].post.requestBody);
    for (const field of [
      'couponUsed',
      'couponId',
      'couponUseMoney',
      'couponAmount',
      'pointsUsed',
      'pointsAmount',
    ]) {
      expect(submit).toContain(`"${field}"`);
    }
    const check = text(doc.paths['/crsapi/v1/order/checkInventory'].post.responses);
    for (const field of ['memberDiscountAmount', 'coupons', 'maxPoints', 'pointsBalance']) {
      expect(check).toContain(`"${field}"`);
    }
    expect(text(doc.paths['/crsapi/v1/hotel/getRoomAndRate'].post.responses)).toContain('"memberPrice"');
    expect(text(doc.paths['/crsapi/v1/order/getOrderDetail'].get.responses)).toContain('"history"');
  });
});
