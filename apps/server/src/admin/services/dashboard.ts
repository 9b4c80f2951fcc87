import { DASHBOARD_DAYS, type Dashboard } from '@hotel/shared/admin/dashboard';
import type { Db } from '../../db/client.ts';
import { addDays, shanghaiDate, shanghaiInstant } from '../../lib/dates.ts';
import { fenToYuan } from '../../services/availability.ts';
import {
  countArrivals,
  countCancellations,
  countDepartures,
  countInHouse,
  countNewOrders,
  revenueByDay,
  roomNightsByDay,
} from '../queries/dashboard.ts';
import { hotelsByCodes } from '../queries/staff.ts';
import { assertHotelInScope, hotelScopeOf } from './hotel-scope.ts';
import type { StaffPrincipal } from './staff-sessions.ts';

/** 经营概况 for one hotel, or for all the staff member's hotels (the whole group for administrators). */

async function scopeOf(db: Db, staff: StaffPrincipal, hotelCode: string) {
  const scope = hotelScopeOf(staff);
  if (!hotelCode) {
    return scope.kind === 'all'
      ? { hotelIds: undefined, name: '集团全部酒店' }
      : { hotelIds: scope.ids, name: staff.hotels.map((h) => h.name).join('、') };
  }
  const [hotel] = await hotelsByCodes(db, [hotelCode]);
  // an unknown code covers no hotel
  if (!hotel) return { hotelIds: [], name: hotelCode };
  assertHotelInScope(staff, hotel.id);
  return { hotelIds: [hotel.id], name: hotel.name };
}

export async function dashboardFor(
  db: Db,
  staff: StaffPrincipal,
  hotelCode: string,
  now: Date,
): Promise<Dashboard> {
  const { hotelIds, name } = await scopeOf(db, staff, hotelCode);
  const today = shanghaiDate(now);
  const first = addDays(today, -(DASHBOARD_DAYS - 1));
  const dayStart = shanghaiInstant(today, '00:00');
  const periodStart = shanghaiInstant(first, '00:00');
  const tomorrow = shanghaiInstant(addDays(today, 1), '00:00');
  const [
    arrivals,
    departures,
    inHouse,
    newToday,
    cancelledToday,
    newInPeriod,
    cancelledInPeriod,
    rooms,
    revenue,
  ] = await Promise.all([
    countArrivals(db, hotelIds, today),
    countDepartures(db, hotelIds, today),
    countInHouse(db, hotelIds),
    countNewOrders(db, hotelIds, dayStart, tomorrow),
    countCancellations(db, hotelIds, dayStart, tomorrow),
    countNewOrders(db, hotelIds, periodStart, tomorrow),
    countCancellations(db, hotelIds, periodStart, tomorrow),
    roomNightsByDay(db, hotelIds, first, today),
    revenueByDay(db, hotelIds, first, today),
  ]);
  const roomsOn = new Map(rooms.map((r) => [r.night, r]));
  const revenueOn = new Map(revenue.map((r) => [r.night, r.revenueFen]));
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const date = addDays(first, i);
    const { total = 0, taken = 0 } = roomsOn.get(date) ?? {};
    return {
      date,
      sold: taken,
      total,
      occupancy: total === 0 ? 0 : Math.round((taken / total) * 1000) / 1000,
      revenue: fenToYuan(revenueOn.get(date) ?? 0),
    };
  });
  return {
    scopeName: name,
    today: { date: today, arrivals, departures, inHouse, newOrders: newToday, cancellations: cancelledToday },
    lastDays: { newOrders: newInPeriod, cancellations: cancelledInPeriod },
    days,
  };
}
