import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  createBrand,
  createCity,
  createHotel,
  createRoomType,
  setInventoryNight,
} from '../helpers/factories.ts';
import { auditRowsOf, inventoryOf, nextWeekday, pricesOf } from '../helpers/rates.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/** 房价房态: the calendar grid and its bulk edit, by role and hotel. */
let t: TestApp;
let admin: StaffSession;
let manager: StaffSession;
const today = shanghaiDate();
const d1 = addDays(today, 1);
const d2 = addDays(today, 2);
const d7 = addDays(today, 7);

type World = Awaited<ReturnType<typeof createRoomType>> & { hotelId: number; hotelCode: string };
let a: World;
let b: World;

beforeAll(async () => {
  t = await createTestApp();
  const city = await createCity(t.db);
  const brand = await createBrand(t.db);
  const make = async () => {
    const hotel = await createHotel(t.db, { cityId: city.id, brandId: brand.id });
    const room = await createRoomType(t.db, hotel.id, { roomCount: 10 }, { nights: 30 });
    return { ...room, hotelId: hotel.id, hotelCode: hotel.hotelCode };
  };
  a = await make();
  b = await make();
  admin = await signIn(t.app, (await createStaff(t.db, { role: 'admin' })).username);
  manager = await signIn(
    t.app,
    (await createStaff(t.db, { role: 'manager', hotelIds: [a.hotelId] })).username,
  );
});
afterAll(async () => {
  await t.close();
});

const planOf = (w: World, i = 0) => {
  const plan = w.plans[i];
  if (!plan) throw new Error('no plan');
  return plan.id;
};

/** A bulk edit made on a calendar read just now. */
function bulk(session: StaffSession, payload: Record<string, unknown>) {
  return staffCall(t.app, session, {
    method: 'POST',
    url: '/admin/api/rates/bulk-edit',
    payload: { readAt: new Date().toISOString(), ...payload },
  });
}

const everyDay = [1, 2, 3, 4, 5, 6, 7];

describe('roles', () => {
  it('refuses the front desk and content editors on every call with 403, and changes nothing', async () => {
    for (const role of ['frontdesk', 'editor'] as const) {
      const session = await signIn(
        t.app,
        (await createStaff(t.db, { role, hotelIds: [a.hotelId] })).username,
      );
      const pricesBefore = await pricesOf(t.db, planOf(a), d1, d1);
      const calls: Parameters<typeof staffCall>[2][] = [
        { url: '/admin/api/rates/calendar', query: { hotelCode: a.hotelCode, from: today } },
        { url: '/admin/api/rates/room-types', query: { hotelCode: a.hotelCode } },
        {
          method: 'POST' as const,
          url: '/admin/api/rates/bulk-edit',
          payload: {
            hotelCode: a.hotelCode,
            from: d1,
            to: d1,
            weekdays: everyDay,
            ratePlanIds: [planOf(a)],
            price: 1,
            readAt: new Date().toISOString(),
          },
        },
        { method: 'POST' as const, url: '/admin/api/rates/room-types', payload: { hotelCode: a.hotelCode } },
        { method: 'PUT' as const, url: `/admin/api/rates/room-types/${a.roomType.id}`, payload: {} },
        { method: 'POST' as const, url: '/admin/api/rates/rate-plans', payload: {} },
        { method: 'PUT' as const, url: `/admin/api/rates/rate-plans/${planOf(a)}`, payload: {} },
      ];
      for (const call of calls) {
        const res = await staffCall(t.app, session, call);
        expect(res.statusCode, `${role} ${call.url}`).toBe(403);
        expect(res.json().message).toBe('无权限执行此操作');
      }
      expect(await pricesOf(t.db, planOf(a), d1, d1)).toEqual(pricesBefore);
    }
  });

  it('refuses a manager naming another hotel, its room type or its rate plan (403), changing nothing', async () => {
    const auditBefore = (await auditRowsOf(t.db, 'rates')).length;
    const pricesBefore = await pricesOf(t.db, planOf(b), d1, d7);
    const inventoryBefore = await inventoryOf(t.db, b.roomType.id, d1, d7);
    const edit = { from: d1, to: d7, weekdays: everyDay, price: 1 };
    for (const res of [
      await staffCall(t.app, manager, {
        url: '/admin/api/rates/calendar',
        query: { hotelCode: b.hotelCode, from: today },
      }),
      await staffCall(t.app, manager, {
        url: '/admin/api/rates/room-types',
        query: { hotelCode: b.hotelCode },
      }),
      await bulk(manager, { ...edit, hotelCode: b.hotelCode, ratePlanIds: [planOf(b)] }),
      // its own hotel's code with the other hotel's rate plan or room type
      await bulk(manager, { ...edit, hotelCode: a.hotelCode, ratePlanIds: [planOf(a), planOf(b)] }),
      await bulk(manager, {
        ...edit,
        price: undefined,
        roomsTotal: 1,
        hotelCode: a.hotelCode,
        roomTypeIds: [b.roomType.id],
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe('无权限执行此操作');
    }
    expect(await pricesOf(t.db, planOf(b), d1, d7)).toEqual(pricesBefore);
    expect(await pricesOf(t.db, planOf(a), d1, d1)).toMatchObject([{ priceFen: 29_900 }]);
    expect(await inventoryOf(t.db, b.roomType.id, d1, d7)).toEqual(inventoryBefore);
    expect(await auditRowsOf(t.db, 'rates')).toHaveLength(auditBefore);
  });

  it('lets the group administrator edit any hotel', async () => {
    const res = await bulk(admin, {
      hotelCode: b.hotelCode,
      from: d2,
      to: d2,
      weekdays: everyDay,
      ratePlanIds: [planOf(b, 1)],
      price: 288,
    });
    expect(res.json()).toMatchObject({ success: true, message: '修改成功', data: { nights: 1 } });
    expect(await pricesOf(t.db, planOf(b, 1), d2, d2)).toMatchObject([{ priceFen: 28_800 }]);
  });
});

describe('calendar', () => {
  it('shows each night price, rooms total, sold and left, and the restrictions', async () => {
    await setInventoryNight(t.db, a.roomType.id, d1, { total: 10, taken: 4 });
    const res = await staffCall(t.app, manager, {
      url: '/admin/api/rates/calendar',
      query: { hotelCode: a.hotelCode, from: d1, days: '60' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.nights).toHaveLength(60);
    expect(data.nights[0]).toBe(d1);
    const type = data.roomTypes.find((r: { id: number }) => r.id === a.roomType.id);
    expect(type.cells[0]).toEqual({ total: 10, sold: 4, left: 6 });
    // the factory stocks 30 nights from today: the 31st is not on sale
    expect(type.cells[30]).toBeNull();
    expect(type.ratePlans[0].cells[0]).toEqual({
      price: 299,
      stopSell: false,
      minStay: 1,
      closedToArrival: false,
    });
  });

  it('refuses a span other than 30, 60 or 90 days with a clear message', async () => {
    const res = await staffCall(t.app, manager, {
      url: '/admin/api/rates/calendar',
      query: { hotelCode: a.hotelCode, from: d1, days: '45' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('显示天数应为30、60或90天');
    const farAway = await staffCall(t.app, manager, {
      url: '/admin/api/rates/calendar',
      query: { hotelCode: a.hotelCode, from: '9999-12-01', days: '90' },
    });
    expect(farAway.statusCode).toBe(400);
    expect(farAway.json().message).toBe('日期格式有误');
  });
});

describe('bulk edit', () => {
  it('sets the price on the chosen weekdays of the range only, with one audit row holding the nights before', async () => {
    const saturday = nextWeekday(d1, 6);
    const sunday = addDays(saturday, 1);
    const friday = addDays(saturday, -1);
    const before = (await auditRowsOf(t.db, 'rates')).length;
    const res = await bulk(manager, {
      hotelCode: a.hotelCode,
      from: friday,
      to: sunday,
      weekdays: [6, 7],
      ratePlanIds: [planOf(a)],
      price: 399.5,
    });
    expect(res.json()).toMatchObject({ success: true, data: { nights: 2 } });
    expect((await pricesOf(t.db, planOf(a), friday, sunday)).map((n) => n.priceFen)).toEqual([
      29_900, 39_950, 39_950,
    ]);
    // the other rate plan is untouched
    expect((await pricesOf(t.db, planOf(a, 1), saturday, saturday))[0]?.priceFen).toBe(29_900);
    const rows = await auditRowsOf(t.db, 'rates');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      action: 'rates.bulk_edit',
      hotelId: a.hotelId,
      before: { rates: { [planOf(a)]: { [saturday]: { price: 299 }, [sunday]: { price: 299 } } } },
      after: { from: friday, to: sunday, weekdays: [6, 7], price: 399.5, nights: 2 },
    });
  });

  it('refuses rooms total below the rooms sold on a night, saying how many, and changes nothing', async () => {
    const night = addDays(today, 5);
    await setInventoryNight(t.db, a.roomType.id, night, { total: 10, taken: 5 });
    const res = await bulk(manager, {
      hotelCode: a.hotelCode,
      from: today,
      to: addDays(today, 9),
      weekdays: everyDay,
      roomTypeIds: [a.roomType.id],
      roomsTotal: 4,
      ratePlanIds: [planOf(a)],
      price: 1,
    });
    expect(res.statusCode).toBe(409);
    const md = `${Number(night.slice(5, 7))}月${Number(night.slice(8, 10))}日`;
    expect(res.json().message).toBe(`${md}已售5间，房量不能少于5间`);
    expect(
      (await inventoryOf(t.db, a.roomType.id, today, addDays(today, 9))).every((n) => n.total === 10),
    ).toBe(true);
    expect((await pricesOf(t.db, planOf(a), today, today))[0]?.priceFen).not.toBe(100);

    const exact = await bulk(manager, {
      hotelCode: a.hotelCode,
      from: night,
      to: night,
      weekdays: everyDay,
      roomTypeIds: [a.roomType.id],
      roomsTotal: 5,
    });
    expect(exact.json()).toMatchObject({ success: true });
    expect(await inventoryOf(t.db, a.roomType.id, night, night)).toEqual([{ night, total: 5, taken: 5 }]);
  });

  it('stops sale, sets minimum stay and closed to arrival, and reopens', async () => {
    const night = addDays(today, 8);
    const edit = {
      hotelCode: a.hotelCode,
      from: night,
      to: night,
      weekdays: everyDay,
      ratePlanIds: [planOf(a, 1)],
    };
    await bulk(manager, { ...edit, stopSell: true, minStay: 3, closedToArrival: true });
    expect(await pricesOf(t.db, planOf(a, 1), night, night)).toMatchObject([
      { priceFen: 29_900, stopSell: true, minStay: 3, closedToArrival: true },
    ]);
    await bulk(manager, { ...edit, stopSell: false });
    expect(await pricesOf(t.db, planOf(a, 1), night, night)).toMatchObject([
      { stopSell: false, minStay: 3, closedToArrival: true },
    ]);
  });

  it.each([
    [{ price: undefined }, '请至少设置一项：价格、房量、停售/开售、最少连住或不接受入住'],
    [{ to: today }, '结束日期不能早于开始日期'],
    [{ weekdays: [] }, '请选择适用的星期'],
    [{ price: 0 }, '价格应为大于0的金额，最多两位小数'],
    [{ price: 1.234 }, '价格应为大于0的金额，最多两位小数'],
    [{ ratePlanIds: [] }, '请选择要修改的房价'],
    [{ minStay: 31 }, '最少连住应为1-30晚'],
    [{ from: addDays(today, -1), to: today }, '不能修改今天以前的日期'],
    [{ to: addDays(today, 180) }, '只能修改今天起180天内的日期'],
    [{ weekdays: [nextWeekday(d1, 1) === d1 ? 2 : 1], to: d1 }, '所选日期范围内没有符合所选星期的日期'],
    [{ roomsTotal: -1, price: undefined, roomTypeIds: [1] }, '房量应为0-999的整数'],
  ])('refuses %j with a clear message and changes nothing', async (change, message) => {
    const before = await pricesOf(t.db, planOf(a), d1, d1);
    const res = await bulk(manager, {
      hotelCode: a.hotelCode,
      from: d1,
      to: d2,
      weekdays: everyDay,
      ratePlanIds: [planOf(a)],
      price: 100,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await pricesOf(t.db, planOf(a), d1, d1)).toEqual(before);
  });

  it('refuses an admin naming a room type of another hotel than the edit (400)', async () => {
    const res = await bulk(admin, {
      hotelCode: a.hotelCode,
      from: d1,
      to: d1,
      weekdays: everyDay,
      ratePlanIds: [planOf(b)],
      price: 100,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('所选房型或房价不属于该酒店');
  });
});
