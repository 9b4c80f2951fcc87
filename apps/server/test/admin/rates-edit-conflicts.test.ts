import { monthDay } from '@hotel/shared/admin/rates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createBrand, createCity, createHotel, createRoomType } from '../helpers/factories.ts';
import { auditRowsOf, inventoryOf, pricesOf } from '../helpers/rates.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/**
 * Two members of staff editing the same night (issue 25: the last save won silently). The second
 * save, made on a calendar read before the first, is refused with what changed, by whom and when,
 * and changes nothing; read again, it goes through.
 */
let t: TestApp;
let hotelCode: string;
let roomTypeId: number;
let roomTypeName: string;
let plan: { id: number; name: string };
let first: { session: StaffSession; name: string };
let second: { session: StaffSession; name: string };
const d1 = addDays(shanghaiDate(), 1);
const d2 = addDays(shanghaiDate(), 2);

beforeAll(async () => {
  t = await createTestApp();
  const hotel = await createHotel(t.db, {
    cityId: (await createCity(t.db)).id,
    brandId: (await createBrand(t.db)).id,
  });
  hotelCode = hotel.hotelCode;
  const room = await createRoomType(t.db, hotel.id, { roomCount: 10 }, { nights: 30 });
  roomTypeId = room.roomType.id;
  roomTypeName = room.roomType.name;
  const [firstPlan] = room.plans;
  if (!firstPlan) throw new Error('no plan');
  plan = { id: firstPlan.id, name: firstPlan.name };
  const manager = async () => {
    const account = await createStaff(t.db, { role: 'manager', hotelIds: [hotel.id] });
    return { session: await signIn(t.app, account.username), name: account.displayName };
  };
  first = await manager();
  second = await manager();
});
afterAll(async () => {
  await t.close();
});

async function readCalendar(session: StaffSession): Promise<string> {
  const res = await staffCall(t.app, session, {
    url: '/admin/api/rates/calendar',
    query: { hotelCode, from: shanghaiDate(), days: '30' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.readAt;
}

function edit(session: StaffSession, readAt: string, values: Record<string, unknown>) {
  return staffCall(t.app, session, {
    method: 'POST',
    url: '/admin/api/rates/bulk-edit',
    payload: { hotelCode, weekdays: [1, 2, 3, 4, 5, 6, 7], readAt, ...values },
  });
}

describe('two members of staff editing the same night', () => {
  it('refuses the second price saved on a calendar read before the first, naming the change', async () => {
    const secondRead = await readCalendar(second.session);
    const firstRead = await readCalendar(first.session);
    const firstSave = await edit(first.session, firstRead, {
      from: d1,
      to: d1,
      ratePlanIds: [plan.id],
      price: 388,
    });
    expect(firstSave.statusCode, firstSave.body).toBe(200);
    const audited = (await auditRowsOf(t.db, 'rates')).length;

    const overwrite = await edit(second.session, secondRead, {
      from: d1,
      to: d1,
      ratePlanIds: [plan.id],
      price: 299,
    });
    expect(overwrite.statusCode).toBe(409);
    const message: string = overwrite.json().message;
    expect(message).toContain(`${monthDay(d1)} ${plan.name}（${first.name} `);
    expect(message).toContain('本次未保存，请刷新后再改');
    expect((await pricesOf(t.db, plan.id, d1, d1))[0]?.priceFen).toBe(38_800);
    expect(await auditRowsOf(t.db, 'rates')).toHaveLength(audited);

    // read again, the second manager sees 388 and may change it
    const again = await edit(second.session, await readCalendar(second.session), {
      from: d1,
      to: d1,
      ratePlanIds: [plan.id],
      price: 299,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await pricesOf(t.db, plan.id, d1, d1))[0]?.priceFen).toBe(29_900);
  });

  it('refuses a rooms total over someone else’s, and lets anyone build on their own change', async () => {
    const secondRead = await readCalendar(second.session);
    const firstRead = await readCalendar(first.session);
    expect(
      (await edit(first.session, firstRead, { from: d2, to: d2, roomTypeIds: [roomTypeId], roomsTotal: 8 }))
        .statusCode,
    ).toBe(200);
    // the first manager's second save on the same read: their own change is no conflict
    expect(
      (await edit(first.session, firstRead, { from: d2, to: d2, roomTypeIds: [roomTypeId], roomsTotal: 7 }))
        .statusCode,
    ).toBe(200);

    const overwrite = await edit(second.session, secondRead, {
      from: d1,
      to: d2,
      roomTypeIds: [roomTypeId],
      roomsTotal: 10,
    });
    expect([overwrite.statusCode, overwrite.json().message]).toEqual([
      409,
      expect.stringContaining(`${monthDay(d2)} ${roomTypeName} 房量（${first.name} `),
    ]);
    expect((await inventoryOf(t.db, roomTypeId, d1, d2)).map((n) => n.total)).toEqual([10, 7]);
  });

  it('refuses an edit that says nothing of when its calendar was read', async () => {
    const res = await staffCall(t.app, second.session, {
      method: 'POST',
      url: '/admin/api/rates/bulk-edit',
      payload: {
        hotelCode,
        from: d1,
        to: d1,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        ratePlanIds: [plan.id],
        price: 1,
      },
    });
    expect([res.statusCode, res.json().message]).toEqual([400, '请刷新房价日历后再修改']);
  });
});
