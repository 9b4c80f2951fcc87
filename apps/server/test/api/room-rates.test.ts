import { type RoomWithRates, roomAndRateResponse } from '@hotel/shared/api/hotel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  createBrand,
  createCity,
  createHotel,
  createRoomType,
  removeInventoryNight,
  removeNightlyPrice,
  setInventoryNight,
  setNightlyPrice,
} from '../helpers/factories.ts';

type Row<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

const today = shanghaiDate();
/** The stay most tests ask for: three nights d1, d2, d3 from tomorrow. */
const d1 = addDays(today, 1);
const d2 = addDays(today, 2);
const d3 = addDays(today, 3);
const d4 = addDays(today, 4);

/** The first Friday from tomorrow on (dates are compared at UTC midnight, so the weekday is the date's). */
function nextFriday(): string {
  let date = d1;
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 5) date = addDays(date, 1);
  return date;
}

let t: TestApp;

function planId(room: Row<typeof createRoomType>, rateCode: string): number {
  const plan = room.plans.find((p) => p.rateCode === rateCode);
  if (!plan) throw new Error(`no plan ${rateCode}`);
  return plan.id;
}

/**
 * One hotel (RR0001) whose room types each show one case over the nights d1..d3:
 * DK two plans, 7, 2 and 10 rooms free, MEM priced 299, 319, 339 yuan; TW sold out on d2;
 * GAP without an inventory row for d2; NOP with its plan unpriced on d2; WK with Friday and
 * Saturday hand-set at 358.88 yuan. And a hotel without room types (RR0002).
 */
async function buildWorld(db: Db): Promise<void> {
  const city = await createCity(db);
  const brand = await createBrand(db);
  const hotel = await createHotel(db, { cityId: city.id, brandId: brand.id }, { hotelCode: 'RR0001' });
  await createHotel(db, { cityId: city.id, brandId: brand.id }, { hotelCode: 'RR0002' });
  const nights = { nights: 14 };
  const king = await createRoomType(
    db,
    hotel.id,
    { rtCode: 'DK', name: '豪华大床房', sort: 1 },
    {
      ...nights,
      rates: [
        {
          rateCode: 'MEM',
          name: '会员价',
          breakfast: 2,
          cancelPolicy: 'threeDaysBefore',
        },
        { rateCode: 'NRF', name: '特惠不可取消', cancelPolicy: 'nonRefundable', basePriceFen: 25_900 },
      ],
    },
  );
  const twin = await createRoomType(
    db,
    hotel.id,
    { rtCode: 'TW', name: '标准双床房', sort: 2 },
    { ...nights, rates: [{ rateCode: 'BB' }] },
  );
  const gap = await createRoomType(
    db,
    hotel.id,
    { rtCode: 'GAP', sort: 3 },
    { ...nights, rates: [{ rateCode: 'G' }] },
  );
  const unpriced = await createRoomType(
    db,
    hotel.id,
    { rtCode: 'NOP', sort: 4 },
    { ...nights, rates: [{ rateCode: 'N' }] },
  );
  const weekend = await createRoomType(
    db,
    hotel.id,
    { rtCode: 'WK', sort: 5 },
    { ...nights, rates: [{ rateCode: 'W', basePriceFen: 30_000 }] },
  );

  await setInventoryNight(db, king.roomType.id, d1, { total: 10, taken: 3 });
  await setInventoryNight(db, king.roomType.id, d2, { total: 10, taken: 8 });
  await setNightlyPrice(db, planId(king, 'MEM'), d1, 29_900);
  await setNightlyPrice(db, planId(king, 'MEM'), d2, 31_900);
  await setNightlyPrice(db, planId(king, 'MEM'), d3, 33_900);
  await setInventoryNight(db, twin.roomType.id, d2, { total: 10, taken: 10 });
  await removeInventoryNight(db, gap.roomType.id, d2);
  await removeNightlyPrice(db, planId(unpriced, 'N'), d2);
  const friday = nextFriday();
  await setNightlyPrice(db, planId(weekend, 'W'), friday, 35_888);
  await setNightlyPrice(db, planId(weekend, 'W'), addDays(friday, 1), 35_888);
}

beforeAll(async () => {
  t = await createTestApp({ prepare: buildWorld });
});

afterAll(async () => {
  await t.close();
});

function roomAndRate(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/crsapi/v1/hotel/getRoomAndRate', payload: body });
}

async function rooms(body: Record<string, unknown>): Promise<RoomWithRates[]> {
  const res = await roomAndRate(body);
  expect(res.statusCode, res.body).toBe(200);
  return roomAndRateResponse.parse(res.json()).data;
}

function room(list: RoomWithRates[], rtCode: string): RoomWithRates {
  const found = list.find((r) => r.rtCode === rtCode);
  if (!found) throw new Error(`no room type ${rtCode}`);
  return found;
}

const stay = { HotelCode: 'RR0001', CheckIn: d1, CheckOut: d4 };

describe('POST /crsapi/v1/hotel/getRoomAndRate', () => {
  it('lists every room type of the hotel in display order with its fields and rate plans', async () => {
    const list = await rooms(stay);
    expect(list.map((r) => r.rtCode)).toEqual(['DK', 'TW', 'GAP', 'NOP', 'WK']);
    const king = room(list, 'DK');
    expect(king).toMatchObject({
      roomTypeName: '豪华大床房',
      rtName: '豪华大床房',
      size: '30㎡',
      bedType: '大床1.8米',
      window: '有窗',
      facilities: ['免费WiFi', '智能客控'],
    });
    expect(king.rateList.map((r) => r.rateCode)).toEqual(['MEM', 'NRF']);
    expect(king.rateList[0]).toMatchObject({
      rateClassName: '会员价',
      rtCode: 'DK',
      breakfast: 2,
      isFreeCancel: 1,
      // the policy the plan chose, in the words made from the rule the server applies
      freeCancelRange: '入住前3天18:00前可免费取消；逾期不可取消，未入住将收取首晚房费。',
    });
    expect(king.rateList[1]).toMatchObject({
      rateClassName: '特惠不可取消',
      isFreeCancel: 0,
      freeCancelRange: '预订后不可取消、不可更改，未入住将收取全部房费。',
    });
  });

  it('prices a stay as the sum of its nights, in yuan, night by night', async () => {
    const mem = room(await rooms(stay), 'DK').rateList[0];
    expect(mem).toMatchObject({
      nightlyPrices: [
        { date: d1, price: 299 },
        { date: d2, price: 319 },
        { date: d3, price: 339 },
      ],
      totalPrice: 957,
      avgPrice: 319,
      bookable: true,
    });
  });

  it('counts a Friday and Saturday price as stored, fen included', async () => {
    const friday = nextFriday();
    const [weekend] = await rooms({
      HotelCode: 'RR0001',
      RoomTypeCode: 'WK',
      CheckIn: friday,
      CheckOut: addDays(friday, 2),
    });
    expect(weekend?.rateList[0]).toMatchObject({
      nightlyPrices: [
        { date: friday, price: 358.88 },
        { date: addDays(friday, 1), price: 358.88 },
      ],
      totalPrice: 717.76,
      avgPrice: 358.88,
    });
  });

  it('answers as available the fewest rooms free on any night of the stay', async () => {
    const king = room(await rooms(stay), 'DK');
    expect(king.available).toBe(2);
    expect(king.rateList.map((r) => r.available)).toEqual([2, 2]);
    // the last night alone has all ten free
    const [lastNight] = await rooms({ ...stay, RoomTypeCode: 'DK', CheckIn: d3 });
    expect(lastNight?.available).toBe(10);
  });

  it('answers 0 and not bookable when one night is sold out', async () => {
    const twin = room(await rooms(stay), 'TW');
    expect(twin.available).toBe(0);
    expect(twin.rateList[0]).toMatchObject({ available: 0, bookable: false, totalPrice: 897 });
  });

  it('answers 0 and not bookable when one night has no inventory at all', async () => {
    const gap = room(await rooms(stay), 'GAP');
    expect(gap.available).toBe(0);
    expect(gap.rateList[0]?.bookable).toBe(false);
  });

  it('leaves a rate plan with an unpriced night without a total and not bookable', async () => {
    const plan = room(await rooms(stay), 'NOP').rateList[0];
    expect(plan).toMatchObject({
      available: 10,
      nightlyPrices: [
        { date: d1, price: 299 },
        { date: d2, price: null },
        { date: d3, price: 299 },
      ],
      totalPrice: null,
      avgPrice: null,
      bookable: false,
    });
  });

  it('answers only the room type named by RoomTypeCode, and all of them when it is empty', async () => {
    const only = await rooms({ ...stay, RoomTypeCode: 'TW' });
    expect(only.map((r) => r.rtCode)).toEqual(['TW']);
    expect(await rooms({ ...stay, RoomTypeCode: '' })).toHaveLength(5);
  });

  it('answers an empty list for a hotel without room types', async () => {
    expect(await rooms({ ...stay, HotelCode: 'RR0002' })).toEqual([]);
  });

  it('answers 404 酒店不存在 for an unknown hotel and 404 房型不存在 for an unknown room type', async () => {
    const noHotel = await roomAndRate({ ...stay, HotelCode: 'NOPE01' });
    expect(noHotel.statusCode).toBe(404);
    expect(noHotel.json()).toMatchObject({ success: false, statusCode: 404, message: '酒店不存在' });
    const noRoom = await roomAndRate({ ...stay, RoomTypeCode: 'NOPE' });
    expect(noRoom.statusCode).toBe(404);
    expect(noRoom.json()).toMatchObject({ success: false, statusCode: 404, msg: '房型不存在' });
  });

  it.each([
    ['a check-in that is no date', { CheckIn: '2026-13-01' }, '入住日期格式有误'],
    ['a missing check-in', { CheckIn: undefined }, '入住日期格式有误'],
    ['a check-in in another form', { CheckIn: d1.replaceAll('-', '/') }, '入住日期格式有误'],
    ['a check-out that is no date', { CheckOut: '2026-02-30' }, '离店日期格式有误'],
    ['a check-in before today', { CheckIn: addDays(today, -1) }, '入住日期不能早于今天'],
    ['a check-out on the check-in day', { CheckOut: d1 }, '离店日期须晚于入住日期'],
    ['a check-out before check-in', { CheckOut: today }, '离店日期须晚于入住日期'],
    ['31 nights', { CheckOut: addDays(d1, 31) }, '单次预订最多30晚'],
    [
      'a night beyond the 180-day horizon',
      { CheckIn: addDays(today, 170), CheckOut: addDays(today, 181) },
      '超出可预订日期范围',
    ],
  ])('refuses %s with its message', async (_, change, message) => {
    const res = await roomAndRate({ ...stay, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, statusCode: 400, message, msg: message });
  });

  it('takes a stay of 30 nights and one ending on the last day of the horizon', async () => {
    expect((await roomAndRate({ ...stay, CheckOut: addDays(d1, 30) })).statusCode).toBe(200);
    const last = await rooms({ ...stay, CheckIn: addDays(today, 170), CheckOut: addDays(today, 180) });
    // the factories stock 14 nights only, so nothing is on sale that far ahead
    expect(room(last, 'DK')).toMatchObject({ available: 0 });
  });
});
