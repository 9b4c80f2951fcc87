import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type BookingWorld, createBookingMember, createBookingWorld } from '../helpers/order-factories.ts';
import { type StaffSession, staffCall } from '../helpers/staff.ts';
import { paidByCard, staffOf } from './orders-fixtures.ts';

/** 经营概况: a hotel's or the group's day and last 30 days, within each role's hotels. */
let t: TestApp;
let worldA: BookingWorld;
let worldB: BookingWorld;
let admin: StaffSession;
let deskA: StaffSession;
let managerA: StaffSession;
const today = shanghaiDate();

beforeAll(async () => {
  t = await createTestApp();
  worldA = await createBookingWorld(t.db, { rooms: 10 });
  worldB = await createBookingWorld(t.db, { rooms: 10 });
  admin = (await staffOf(t.app, t.db, 'admin')).session;
  deskA = (await staffOf(t.app, t.db, 'frontdesk', [worldA.hotelId])).session;
  managerA = (await staffOf(t.app, t.db, 'manager', [worldA.hotelId])).session;
  const guest = await createBookingMember(t.db, { balanceFen: 500_000 });
  const arriving = await paidByCard(t.app, guest, worldA, { checkIn: today, nights: 2, roomQty: 2 });
  await staffCall(t.app, deskA, { method: 'POST', url: `/admin/api/orders/${arriving.id}/check-in` });
  await paidByCard(t.app, guest, worldB, { checkIn: today, nights: 1 });
});
afterAll(async () => {
  await t.close();
});

const dashboard = (session: StaffSession, hotelCode = '') =>
  staffCall(t.app, session, { url: '/admin/api/dashboard', query: { hotelCode } });

describe('dashboard', () => {
  it("shows a hotel's arrivals, in-house guests, occupancy and room revenue today", async () => {
    const data = (await dashboard(managerA, worldA.hotelCode)).json().data;
    expect(data.today).toMatchObject({
      date: today,
      arrivals: 1,
      inHouse: 1,
      newOrders: 1,
      cancellations: 0,
    });
    expect(data.days).toHaveLength(30);
    const last = data.days.at(-1);
    expect(last).toMatchObject({ date: today, sold: 2, total: 10, occupancy: 0.2, revenue: 598 });
  });

  it('adds up every hotel for the group', async () => {
    const data = (await dashboard(admin)).json().data;
    expect(data.scopeName).toBe('集团全部酒店');
    expect(data.today.arrivals).toBe(2);
    expect(data.days.at(-1)).toMatchObject({ sold: 3, total: 20 });
  });

  it("refuses a manager another hotel's figures, and a front desk and an editor all of them", async () => {
    const other = await dashboard(managerA, worldB.hotelCode);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('无权限执行此操作');
    // room revenue and occupancy are management figures, not the desk's (issue 25)
    for (const session of [deskA, (await staffOf(t.app, t.db, 'editor')).session]) {
      const refused = await dashboard(session, worldA.hotelCode);
      expect([refused.statusCode, refused.json().message]).toEqual([403, '无权限执行此操作']);
    }
  });
});
