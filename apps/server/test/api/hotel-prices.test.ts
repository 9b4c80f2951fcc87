import {
  type HotelListItem,
  hotelsByPageResponse,
  priceCalendarResponse,
  roomAndRateResponse,
} from '@hotel/shared/api/hotel';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { ratePlans } from '../../src/db/schema/catalog.ts';
import { nightlyPrices } from '../../src/db/schema/inventory.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  createArchive,
  createBrand,
  createCity,
  createHotel,
  createRoomType,
  setInventoryNight,
  setNightlyPrice,
  tagHotel,
} from '../helpers/factories.ts';

const today = shanghaiDate();
const tomorrow = addDays(today, 1);
const dayAfter = addDays(today, 2);

/** Price ranges as the demo data has them, in yuan; ids once the world is built. */
const ranges = { from200: 0, from300: 0 };
let t: TestApp;

/**
 * One city (PR), six hotels, priced for tonight unless said otherwise (every plan 299 yuan a night
 * by default, 14 nights of 10 rooms from today):
 * - PR01: plans at 299 and 259, and an inactive one at 99 → 259;
 * - PR02: a 180 type with every room taken tonight, a 450 type → 450; score 4.9;
 * - PR03: its only plan stopped for sale tonight → sold out tonight, 320 tomorrow;
 * - PR04: no room type at all → sold out;
 * - PR05: 300 tonight, 401 tomorrow → 300 for tonight, 350.50 a night for both nights;
 * - PR06: 210, with a minimum stay of two nights from tonight → sold out for one night, 210 for two.
 */
async function buildWorld(db: Db): Promise<void> {
  const city = await createCity(db, { ctCode: 'PR', cnName: '价城' });
  const brand = await createBrand(db);
  const hotel = (code: string, sort: number, score = 4.5) =>
    createHotel(db, { cityId: city.id, brandId: brand.id }, { hotelCode: code, sort, score });
  const nights = { nights: 14 };
  const price = (yuan: number) => ({ basePriceFen: yuan * 100 });

  const h1 = await hotel('PR01', 1);
  await createRoomType(db, h1.id, { rtCode: 'A' }, { ...nights, rates: [price(299), price(259)] });
  const hidden = await createRoomType(db, h1.id, { rtCode: 'B' }, { ...nights, rates: [price(99)] });
  await db.update(ratePlans).set({ active: false }).where(eq(ratePlans.roomTypeId, hidden.roomType.id));

  const h2 = await hotel('PR02', 2, 4.9);
  const full = await createRoomType(db, h2.id, { rtCode: 'A' }, { ...nights, rates: [price(180)] });
  await setInventoryNight(db, full.roomType.id, today, { total: 10, taken: 10 });
  await createRoomType(db, h2.id, { rtCode: 'B' }, { ...nights, rates: [price(450)] });

  const h3 = await hotel('PR03', 3);
  const stopped = await createRoomType(db, h3.id, { rtCode: 'A' }, { ...nights, rates: [price(320)] });
  await db
    .update(nightlyPrices)
    .set({ stopSell: true })
    .where(and(eq(nightlyPrices.ratePlanId, planOf(stopped)), eq(nightlyPrices.night, today)));

  await hotel('PR04', 4);

  const h5 = await hotel('PR05', 5, 4.7);
  const rising = await createRoomType(db, h5.id, { rtCode: 'A' }, { ...nights, rates: [price(300)] });
  await setNightlyPrice(db, planOf(rising), tomorrow, 40_100);

  const h6 = await hotel('PR06', 6);
  const longStay = await createRoomType(db, h6.id, { rtCode: 'A' }, { ...nights, rates: [price(210)] });
  await db
    .update(nightlyPrices)
    .set({ minStay: 2 })
    .where(and(eq(nightlyPrices.ratePlanId, planOf(longStay)), eq(nightlyPrices.night, today)));

  ranges.from200 = (
    await createArchive(db, { classCode: 'price', priceFromYuan: 200, priceBelowYuan: 300 })
  ).id;
  ranges.from300 = (
    await createArchive(db, { classCode: 'price', priceFromYuan: 300, priceBelowYuan: 500 })
  ).id;
  const parking = await createArchive(db, { classCode: 'facility', subTypeName: '设施', name: '停车场' });
  await tagHotel(db, h1.id, [parking.id]);
  await tagHotel(db, h5.id, [parking.id]);
  parkingId = parking.id;
}
let parkingId = 0;

function planOf(room: { plans: { id: number }[] }): number {
  const plan = room.plans[0];
  if (!plan) throw new Error('a room type without a plan');
  return plan.id;
}

beforeAll(async () => {
  t = await createTestApp({ prepare: buildWorld });
});

afterAll(async () => {
  await t.close();
});

async function search(payload: Record<string, unknown>): Promise<HotelListItem[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/hotel/getHotelsByPage',
    payload: { cityCode: 'PR', ...payload },
  });
  expect(res.statusCode, res.body).toBe(200);
  return hotelsByPageResponse.parse(res.json()).rows;
}

const priceList = (rows: HotelListItem[]) =>
  rows.map((row) => [row.hotelCode, row.soldOut ? '满房' : row.lowestPrice]);

describe('getHotelsByPage prices', () => {
  it("gives each hotel tonight's lowest bookable nightly price, or sold out, when no stay is asked", async () => {
    expect(priceList(await search({}))).toEqual([
      ['PR01', 259],
      ['PR02', 450],
      ['PR03', '满房'],
      ['PR04', '满房'],
      ['PR05', 300],
      ['PR06', '满房'],
    ]);
  });

  it('prices the stay asked: another night, and the nightly average of a longer stay', async () => {
    const tomorrowOnly = await search({ checkIn: tomorrow, checkOut: dayAfter });
    expect(priceList(tomorrowOnly)).toContainEqual(['PR03', 320]);
    expect(priceList(tomorrowOnly)).toContainEqual(['PR05', 401]);
    const twoNights = await search({ checkIn: today, checkOut: dayAfter });
    expect(priceList(twoNights)).toContainEqual(['PR05', 350.5]);
    expect(priceList(twoNights)).toContainEqual(['PR06', 210]);
    expect(priceList(twoNights)).toContainEqual(['PR03', '满房']);
  });

  it("agrees with the rooms page: the cheapest bookable rate's nightly price of getRoomAndRate", async () => {
    for (const [checkIn, checkOut] of [
      [today, tomorrow],
      [today, dayAfter],
      [tomorrow, addDays(today, 5)],
    ] as const) {
      for (const row of await search({ checkIn, checkOut })) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/crsapi/v1/hotel/getRoomAndRate',
          payload: { HotelCode: row.hotelCode, CheckIn: checkIn, CheckOut: checkOut },
        });
        const rates = roomAndRateResponse.parse(res.json()).data.flatMap((room) => room.rateList);
        const bookable = rates.filter((rate) => rate.bookable).map((rate) => rate.avgPrice ?? Number.NaN);
        const cheapest = bookable.length === 0 ? null : Math.min(...bookable);
        expect([row.hotelCode, checkIn, checkOut, row.lowestPrice]).toEqual([
          row.hotelCode,
          checkIn,
          checkOut,
          cheapest,
        ]);
        expect(row.soldOut).toBe(cheapest === null);
      }
    }
  });

  it('sorts by price either way with sold-out hotels last, by score, or in the group’s order', async () => {
    const codes = async (sort: string) => (await search({ sort })).map((row) => row.hotelCode);
    expect(await codes('price_asc')).toEqual(['PR01', 'PR05', 'PR02', 'PR03', 'PR04', 'PR06']);
    expect(await codes('price_desc')).toEqual(['PR02', 'PR05', 'PR01', 'PR03', 'PR04', 'PR06']);
    expect(await codes('score')).toEqual(['PR02', 'PR05', 'PR01', 'PR03', 'PR04', 'PR06']);
    expect(await codes('recommend')).toEqual(['PR01', 'PR02', 'PR03', 'PR04', 'PR05', 'PR06']);
  });

  it('pages through a sort by price', async () => {
    const page = (currentPage: number) => search({ sort: 'price_asc', pageSize: 2, currentPage });
    expect((await page(1)).map((row) => row.hotelCode)).toEqual(['PR01', 'PR05']);
    expect((await page(2)).map((row) => row.hotelCode)).toEqual(['PR02', 'PR03']);
  });

  it('filters a price range by the price for the stay, sold-out hotels in none, ANDed with other groups', async () => {
    const codes = async (payload: Record<string, unknown>) =>
      (await search(payload)).map((row) => row.hotelCode);
    expect(await codes({ archives: [ranges.from200] })).toEqual(['PR01']);
    expect(await codes({ archives: [ranges.from300] })).toEqual(['PR02', 'PR05']);
    expect(await codes({ archives: [ranges.from200, ranges.from300] })).toEqual(['PR01', 'PR02', 'PR05']);
    expect(await codes({ archives: [ranges.from300, parkingId] })).toEqual(['PR05']);
    // tomorrow PR03 costs 320 and PR05 401, and PR02's 180 rooms are free again
    expect(await codes({ archives: [ranges.from300], checkIn: tomorrow, checkOut: dayAfter })).toEqual([
      'PR03',
      'PR05',
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/hotel/getHotelsByPage',
      payload: { cityCode: 'PR', archives: [ranges.from300] },
    });
    expect(hotelsByPageResponse.parse(res.json()).total).toBe(2);
  });

  it('refuses a stay the rooms page would refuse, and an unknown order, in Chinese', async () => {
    const refused = async (payload: Record<string, unknown>) => {
      const res = await t.app.inject({ method: 'POST', url: '/crsapi/v1/hotel/getHotelsByPage', payload });
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await refused({ checkIn: addDays(today, -1), checkOut: today })).toMatch(/[\u4e00-\u9fa5]/);
    expect(await refused({ checkIn: dayAfter, checkOut: tomorrow })).toMatch(/[\u4e00-\u9fa5]/);
    expect(await refused({ checkIn: '2026-02-30' })).toBe('入住日期格式有误');
    expect(await refused({ sort: 'cheapest' })).toBe('排序方式有误');
  });
});

describe('getPriceCalendar', () => {
  async function calendar(payload: Record<string, unknown>) {
    const res = await t.app.inject({ method: 'POST', url: '/crsapi/v1/hotel/getPriceCalendar', payload });
    expect(res.statusCode, res.body).toBe(200);
    return priceCalendarResponse.parse(res.json()).data;
  }
  const shown = (days: { date: string; lowestPrice: number | null; soldOut: boolean }[]) =>
    days.map((day) => [day.date, day.soldOut ? '满房' : day.lowestPrice]);

  it('shows 60 days from today, each with the lowest price of an arrival that day or sold out', async () => {
    const days = await calendar({ HotelCode: 'PR02' });
    expect(days).toHaveLength(60);
    expect(days[0]?.date).toBe(today);
    // the 180 rooms are all taken tonight only; rooms and prices exist for 14 nights from today
    expect(shown(days.slice(0, 3))).toEqual([
      [today, 450],
      [tomorrow, 180],
      [dayAfter, 180],
    ]);
    expect(shown(days.slice(13, 15))).toEqual([
      [addDays(today, 13), 180],
      [addDays(today, 14), '满房'],
    ]);
  });

  it('marks a night stopped for sale, and a hotel without rooms, as sold out; a minimum stay does not', async () => {
    expect(shown((await calendar({ HotelCode: 'PR03', days: 2 })).slice(0, 2))).toEqual([
      [today, '满房'],
      [tomorrow, 320],
    ]);
    expect(shown(await calendar({ HotelCode: 'PR04', days: 1 }))).toEqual([[today, '满房']]);
    expect(shown(await calendar({ HotelCode: 'PR06', days: 1 }))).toEqual([[today, 210]]);
  });

  it('starts on the day asked and stops at the booking horizon', async () => {
    expect((await calendar({ HotelCode: 'PR05', from: tomorrow, days: 1 }))[0]).toEqual({
      date: tomorrow,
      lowestPrice: 401,
      soldOut: false,
    });
    const late = await calendar({ HotelCode: 'PR05', from: addDays(today, 170), days: 60 });
    expect(late.at(-1)?.date).toBe(addDays(today, 179));
  });

  it('refuses a day before today, too many days and an unknown hotel, in Chinese', async () => {
    const refused = async (payload: Record<string, unknown>, status: number) => {
      const res = await t.app.inject({ method: 'POST', url: '/crsapi/v1/hotel/getPriceCalendar', payload });
      expect(res.statusCode).toBe(status);
      return res.json().message as string;
    };
    expect(await refused({ HotelCode: 'PR01', from: addDays(today, -1) }, 400)).toBe('入住日期不能早于今天');
    expect(await refused({ HotelCode: 'PR01', days: 91 }, 400)).toBe('天数有误');
    expect(await refused({ HotelCode: 'NOPE' }, 404)).toMatch(/[\u4e00-\u9fa5]/);
  });
});
