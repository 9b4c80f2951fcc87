import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratePlanWeekdayPrices } from '../../src/db/schema/inventory.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { rollInventoryHorizon } from '../../src/rates/jobs/inventory-horizon.ts';
import { HORIZON_DAYS } from '../../src/rates/services/inventory-horizon.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createBrand, createCity, createHotel, createRoomType } from '../helpers/factories.ts';
import { auditRowsOf, inventoryOf, nextWeekday, pricesOf } from '../helpers/rates.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/** 房价房态: room types and rate plans, and the job that rolls the calendar forward. */
let t: TestApp;
let manager: StaffSession;
let hotelA: { id: number; hotelCode: string };
let hotelB: { id: number; hotelCode: string };
const today = shanghaiDate();
const lastNight = addDays(today, HORIZON_DAYS - 1);

beforeAll(async () => {
  t = await createTestApp();
  const city = await createCity(t.db);
  const brand = await createBrand(t.db);
  hotelA = await createHotel(t.db, { cityId: city.id, brandId: brand.id });
  hotelB = await createHotel(t.db, { cityId: city.id, brandId: brand.id });
  manager = await signIn(
    t.app,
    (await createStaff(t.db, { role: 'manager', hotelIds: [hotelA.id] })).username,
  );
});
afterAll(async () => {
  await t.close();
});

const roomTypeBody = {
  name: '行政大床房',
  size: '40㎡',
  bedType: '大床2米',
  window: '落地窗',
  facilities: ['免费WiFi', '浴缸'],
  remark: '<p>高楼层</p><script>alert(1)</script>',
  images: ['/media/uploads/abc.jpg'],
  roomCount: 8,
};
const ratePlanBody = {
  name: '含双早',
  breakfast: 2,
  cancelPolicy: 'arrivalDay',
  active: true,
  basePrice: 400,
  weekdayPrices: [400, 400, 400, 400, 480, 480, 420],
};

describe('room types and rate plans', () => {
  let roomTypeId = 0;
  let ratePlanId = 0;

  it('creates a room type stocked for the whole horizon from its room count, audited', async () => {
    const res = await staffCall(t.app, manager, {
      method: 'POST',
      url: '/admin/api/rates/room-types',
      payload: { hotelCode: hotelA.hotelCode, rtCode: 'EXK', ...roomTypeBody },
    });
    expect(res.json(), res.body).toMatchObject({
      success: true,
      data: { rtCode: 'EXK', name: '行政大床房', roomCount: 8 },
    });
    expect(res.json().data.remark).not.toContain('script');
    roomTypeId = res.json().data.id;
    const nights = await inventoryOf(t.db, roomTypeId, today, lastNight);
    expect(nights).toHaveLength(HORIZON_DAYS);
    expect(nights.every((n) => n.total === 8 && n.taken === 0)).toBe(true);
    expect((await auditRowsOf(t.db, 'room_type')).at(-1)).toMatchObject({
      action: 'create',
      hotelId: hotelA.id,
    });
  });

  it('refuses a code the hotel already has', async () => {
    const res = await staffCall(t.app, manager, {
      method: 'POST',
      url: '/admin/api/rates/room-types',
      payload: { hotelCode: hotelA.hotelCode, rtCode: 'EXK', ...roomTypeBody },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('该酒店已有相同代码的房型');
  });

  it('creates a rate plan priced for the whole horizon from its weekday defaults', async () => {
    const res = await staffCall(t.app, manager, {
      method: 'POST',
      url: '/admin/api/rates/rate-plans',
      payload: { roomTypeId, rateCode: 'BB2', ...ratePlanBody },
    });
    expect(res.json(), res.body).toMatchObject({
      success: true,
      data: { rateCode: 'BB2', weekdayPrices: ratePlanBody.weekdayPrices },
    });
    ratePlanId = res.json().data.id;
    const prices = await pricesOf(t.db, ratePlanId, today, lastNight);
    expect(prices).toHaveLength(HORIZON_DAYS);
    const friday = nextWeekday(today, 5);
    const sunday = nextWeekday(today, 7);
    const monday = nextWeekday(today, 1);
    const priceOn = (night: string) => prices.find((p) => p.night === night)?.priceFen;
    expect([priceOn(friday), priceOn(sunday), priceOn(monday)]).toEqual([48_000, 42_000, 40_000]);
    const list = await staffCall(t.app, manager, {
      url: '/admin/api/rates/room-types',
      query: { hotelCode: hotelA.hotelCode },
    });
    expect(list.json().data).toMatchObject([
      { id: roomTypeId, ratePlans: [{ id: ratePlanId, basePrice: 400 }] },
    ]);
  });

  it('edits a room type and a rate plan, recording before and after', async () => {
    const res = await staffCall(t.app, manager, {
      method: 'PUT',
      url: `/admin/api/rates/room-types/${roomTypeId}`,
      payload: { ...roomTypeBody, name: '行政豪华大床房', roomCount: 9 },
    });
    expect(res.json()).toMatchObject({ success: true, data: { name: '行政豪华大床房', roomCount: 9 } });
    expect((await auditRowsOf(t.db, 'room_type')).at(-1)).toMatchObject({
      action: 'update',
      before: { name: '行政大床房', roomCount: 8 },
      after: { name: '行政豪华大床房', roomCount: 9 },
    });
    const plan = await staffCall(t.app, manager, {
      method: 'PUT',
      url: `/admin/api/rates/rate-plans/${ratePlanId}`,
      payload: { ...ratePlanBody, weekdayPrices: [410, 410, 410, 410, 490, 490, 430], active: false },
    });
    expect(plan.json()).toMatchObject({
      success: true,
      data: { active: false, weekdayPrices: [410, 410, 410, 410, 490, 490, 430] },
    });
    expect((await auditRowsOf(t.db, 'rate_plan')).at(-1)).toMatchObject({
      action: 'update',
      before: { active: true, weekdayPrices: ratePlanBody.weekdayPrices },
      after: { active: false },
    });
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const res = await staffCall(t.app, manager, {
      method: 'POST',
      url: '/admin/api/rates/room-types',
      payload: { hotelCode: hotelA.hotelCode, rtCode: 'bad code', ...roomTypeBody },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('代码为1-10位大写字母或数字');
    const images = await staffCall(t.app, manager, {
      method: 'POST',
      url: '/admin/api/rates/room-types',
      payload: {
        hotelCode: hotelA.hotelCode,
        rtCode: 'IMG',
        ...roomTypeBody,
        images: ['https://evil.example/x.jpg'],
      },
    });
    expect(images.json().message).toBe('图片最多12张，且须为本站上传的图片');
  });

  it("refuses a manager another hotel's room type or rate plan by id (403), changing nothing", async () => {
    const other = await createRoomType(t.db, hotelB.id);
    const otherPlan = other.plans[0]?.id ?? 0;
    for (const call of [
      {
        method: 'POST' as const,
        url: '/admin/api/rates/room-types',
        payload: { hotelCode: hotelB.hotelCode, rtCode: 'X1', ...roomTypeBody },
      },
      {
        method: 'PUT' as const,
        url: `/admin/api/rates/room-types/${other.roomType.id}`,
        payload: roomTypeBody,
      },
      {
        method: 'POST' as const,
        url: '/admin/api/rates/rate-plans',
        payload: { roomTypeId: other.roomType.id, rateCode: 'X1', ...ratePlanBody },
      },
      { method: 'PUT' as const, url: `/admin/api/rates/rate-plans/${otherPlan}`, payload: ratePlanBody },
    ]) {
      const res = await staffCall(t.app, manager, call);
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json().message).toBe('无权限执行此操作');
    }
    const [row] = await t.db
      .execute(sql`SELECT name FROM room_types WHERE id = ${other.roomType.id}`)
      .then((r) => (r as unknown as { rows: { name: string }[] }).rows);
    expect(row?.name).toBe(other.roomType.name);
    const plans = await t.db.$count(ratePlanWeekdayPrices, eq(ratePlanWeekdayPrices.ratePlanId, otherPlan));
    expect(plans).toBe(0);
  });
});

describe('the horizon job', () => {
  it('adds the next nights each day from the weekday defaults and room count, once however many run it', async () => {
    const { roomType, plans } = await createRoomType(t.db, hotelA.id, { roomCount: 6 }, { nights: 0 });
    const plan = plans[0]?.id ?? 0;
    await t.db.insert(ratePlanWeekdayPrices).values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        ratePlanId: plan,
        weekday,
        priceFen: weekday === 6 ? 50_000 : 30_000,
      })),
    );
    const now = new Date();
    const runs = await Promise.all([rollInventoryHorizon(t.db, now), rollInventoryHorizon(t.db, now)]);
    // one of them goes to the end (the other may find it at work and stop)
    expect(runs.some((run) => run.added > 0 && run.complete)).toBe(true);
    expect(await inventoryOf(t.db, roomType.id, today, addDays(today, 400))).toHaveLength(HORIZON_DAYS);
    // the next day adds exactly one night, priced for its weekday
    const tomorrow = new Date(now.getTime() + 86_400_000);
    await rollInventoryHorizon(t.db, tomorrow);
    await rollInventoryHorizon(t.db, tomorrow);
    const nights = await inventoryOf(t.db, roomType.id, today, addDays(today, 400));
    expect(nights).toHaveLength(HORIZON_DAYS + 1);
    expect(nights.at(-1)).toEqual({ night: addDays(lastNight, 1), total: 6, taken: 0 });
    const prices = await pricesOf(t.db, plan, today, addDays(today, 400));
    expect(prices).toHaveLength(HORIZON_DAYS + 1);
    const saturday = nextWeekday(today, 6);
    expect(prices.find((p) => p.night === saturday)?.priceFen).toBe(50_000);
    expect(prices.find((p) => p.night === addDays(saturday, 1))?.priceFen).toBe(30_000);
  });
});
