import { DASHBOARD_DAYS, type Dashboard } from '@hotel/shared/admin/dashboard';
import { fenToYuan } from '@hotel/shared/money';
import type { Db } from '../../db/client.ts';
import { addDays, shanghaiDate, shanghaiInstant } from '../../lib/time.ts';
import type { StaffPrincipal } from '../../staff/index.ts';
import { assertHotelInScope, hotelScopeOf, hotelsByCodes } from '../../staff/index.ts';
import {
  cancelledBookingsKept,
  countArrivals,
  countCancellations,
  countDepartures,
  countInHouse,
  countNewOrders,
  nightsSoldByDay,
  roomsOnSaleByDay,
} from '../queries/dashboard.ts';

/**
 * 经营概况 for one hotel, or for all the staff member's hotels (the whole group for administrators).
 *
 * The night's figures (issue 25; docs/decisions.md):
 * - rooms on sale: the inventory's rooms of the night;
 * - rooms sold: rooms of paid bookings (paid online or by card, or at the desk at check-in) holding the
 *   night, open, checked in or completed; not unpaid holds, cancellations or no-shows, nor the nights
 *   an early check-out gave back;
 * - occupancy: sold ÷ on sale;
 * - room revenue: what guests paid for the night and the hotel kept (nightRevenue below).
 *
 * A booking open or completed kept all it was paid, and its nights' shares add up to it
 * (rates/services/pricing.ts spreadOverNights): each night keeps its share, added up per night in
 * the database (nightsSoldByDay); only a cancelled booking's nights are worked out one by one here.
 */

/**
 * What the hotel kept of one order, by night: what the guest paid for each night (order_nights'
 * paid_fen), the nights taking what was kept from the first on. A stay paid and not refunded keeps
 * every night's share (an early check-out's later nights too: they stay paid); a no-show keeps its
 * first night; a cancellation refunded in full keeps nothing; a partial refund keeps the earliest
 * nights first, as a no-show's fee does.
 */
export function nightRevenue(nights: { night: string; paidFen: number }[], keptFen: number) {
  let left = Math.max(0, keptFen);
  return nights.map(({ night, paidFen }) => {
    const fen = Math.min(paidFen, left);
    left -= fen;
    return { night, fen };
  });
}

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
    onSale,
    sold,
    cancelled,
  ] = await Promise.all([
    countArrivals(db, hotelIds, today),
    countDepartures(db, hotelIds, today),
    countInHouse(db, hotelIds),
    countNewOrders(db, hotelIds, dayStart, tomorrow),
    countCancellations(db, hotelIds, dayStart, tomorrow),
    countNewOrders(db, hotelIds, periodStart, tomorrow),
    countCancellations(db, hotelIds, periodStart, tomorrow),
    roomsOnSaleByDay(db, hotelIds, first, today),
    nightsSoldByDay(db, hotelIds, first, today),
    cancelledBookingsKept(db, hotelIds, first, today),
  ]);
  const totalOn = new Map(onSale.map((r) => [r.night, r.total]));
  const soldOn = new Map(sold.map((r) => [r.night, r.sold]));
  const revenueOn = new Map(sold.map((r) => [r.night, r.paidFen]));
  for (const order of cancelled) {
    for (const { night, fen } of nightRevenue(order.nights, order.keptFen)) {
      revenueOn.set(night, (revenueOn.get(night) ?? 0) + fen);
    }
  }
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const date = addDays(first, i);
    const total = totalOn.get(date) ?? 0;
    const roomsSold = soldOn.get(date) ?? 0;
    return {
      date,
      sold: roomsSold,
      total,
      occupancy: total === 0 ? 0 : Math.round((roomsSold / total) * 1000) / 1000,
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
