import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIn, checkOut, recordNoShowOf } from '../../src/booking/services/order-actions.ts';
import { addDays, shanghaiDate, shanghaiInstant } from '../../src/lib/time.ts';
import { dashboardFor, nightRevenue } from '../../src/reports/services/dashboard.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { bookAsQuoted, giveMemberPrices } from '../helpers/loyalty-factories.ts';
import {
  type BookingWorld,
  bookThroughApp,
  createBookingMember,
  createBookingWorld,
  payByCardRequest,
} from '../helpers/order-factories.ts';
import { principalOf, staffOf } from './orders-fixtures.ts';

/**
 * 经营概况's night figures as docs/decisions.md defines them (issue 25: revenue was counted at
 * 门市价, and an early check-out's night as unsold while its revenue stayed). The hotel sells 10
 * rooms at 299 a night from today; a 白金 member pays 269 for such a night.
 */
let t: TestApp;
let world: BookingWorld;
let manager: ReturnType<typeof principalOf>;
const today = shanghaiDate();
const tomorrow = addDays(today, 1);
const actor = { staffId: null, username: 'manager', ip: '127.0.0.1' };
const deps = () => ({ db: t.db, payments: t.app.payments });

async function paidPlatinumStay(nights: number) {
  const guest = await createBookingMember(t.db, { balanceFen: 500_000, levelCode: 'platinum' });
  const booked = await bookAsQuoted(t.app, guest, world, { checkIn: today, nights });
  expect(booked.statusCode, booked.body).toBe(200);
  const order = booked.json().data as { id: number; revNo: string };
  expect((await payByCardRequest(t.app, guest, order.revNo)).statusCode).toBe(200);
  return order;
}

function night(figures: Awaited<ReturnType<typeof dashboardFor>>, date: string) {
  const day = figures.days.find((d) => d.date === date);
  if (!day) throw new Error(`no figures for ${date}`);
  return day;
}

beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db, { rooms: 10 });
  await giveMemberPrices(t.db, Object.values(world.ratePlanIds));
  const { account } = await staffOf(t.app, t.db, 'manager', [world.hotelId]);
  manager = principalOf(account, 'manager', [
    { id: world.hotelId, hotelCode: world.hotelCode, name: world.hotelName },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('经营概况: rooms sold, occupancy and room revenue of a night', () => {
  it('counts what guests paid, an early check-out’s stayed night as sold, a no-show’s fee, and no unpaid hold', async () => {
    // stays 3 nights, checked in today, leaves tomorrow morning: tonight sold, tomorrow given back
    const early = await paidPlatinumStay(3);
    await checkIn(deps(), manager, actor, early.id, new Date());
    await checkOut(deps(), manager, actor, early.id, shanghaiInstant(tomorrow, '09:00'));
    // a no-show, recorded after the arrival day (a booking made after 18:00 is held until midnight):
    // the first night's 269 kept, the room not sold
    const noShow = await paidPlatinumStay(2);
    await recordNoShowOf(deps(), manager, actor, noShow.id, shanghaiInstant(tomorrow, '00:30'));
    // an unpaid booking holds a room but is not sold
    const visitor = await createBookingMember(t.db);
    await bookThroughApp(t.app, visitor, world, { checkIn: today, nights: 1 });

    const figures = await dashboardFor(t.db, manager, world.hotelCode, shanghaiInstant(tomorrow, '12:00'));
    expect(night(figures, today)).toEqual({
      date: today,
      sold: 1,
      total: 10,
      occupancy: 0.1,
      // 269 (the early leaver's night) + 269 (the no-show's fee), not 门市价 299 each
      revenue: 538,
    });
    // the early leaver paid for tomorrow and was not refunded: revenue, but the room is not sold
    expect(night(figures, tomorrow)).toMatchObject({ sold: 0, revenue: 269 });
  });

  it('keeps what was kept of an order, night by night from the first', () => {
    const nights = [
      { night: '2026-12-01', paidFen: 26_900 },
      { night: '2026-12-02', paidFen: 28_700 },
    ];
    expect(nightRevenue(nights, 55_600).map((n) => n.fen)).toEqual([26_900, 28_700]);
    expect(nightRevenue(nights, 26_900).map((n) => n.fen)).toEqual([26_900, 0]);
    expect(nightRevenue(nights, 0).map((n) => n.fen)).toEqual([0, 0]);
    expect(nightRevenue(nights, 30_000).map((n) => n.fen)).toEqual([26_900, 3_100]);
  });
});
