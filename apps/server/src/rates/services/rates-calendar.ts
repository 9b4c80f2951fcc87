import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import type {
  Calendar,
  CalendarQuery,
  CalendarRoomType,
  InventoryCell,
  PriceCell,
} from '@hotel/shared/admin/rates';
import { fenToYuan } from '@hotel/shared/money';
import type { Queryable } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { addDays } from '../../lib/time.ts';
import type { StaffPrincipal } from '../../staff/index.ts';
import { assertHotelInScope } from '../../staff/index.ts';
import { calendarRows, hotelByCode, inventoryNights, priceNights } from '../queries/rates-calendar.ts';

/** The hotel of a code, refused (403) outside the staff member's hotels. */
export async function hotelInScope(db: Queryable, staff: StaffPrincipal, hotelCode: string) {
  const hotel = await hotelByCode(db, hotelCode);
  if (!hotel) throw new NotFoundError(ADMIN_MSG.hotelUnknown, 'HOTEL_UNKNOWN');
  assertHotelInScope(staff, hotel.id);
  return hotel;
}

/**
 * The calendar grid of a hotel: every room type (rooms total, sold and left a night) with every
 * rate plan (price and restrictions a night), for `days` nights from `from`. Four round trips.
 */
export async function calendarOf(
  db: Queryable,
  staff: StaffPrincipal,
  query: CalendarQuery,
): Promise<Calendar> {
  // taken before anything is read: a change saved while the calendar is read counts as after it
  const readAt = new Date().toISOString();
  const hotel = await hotelInScope(db, staff, query.hotelCode);
  const nights = Array.from({ length: query.days }, (_, i) => addDays(query.from, i));
  const last = nights[nights.length - 1] ?? query.from;
  const types = new Map<number, CalendarRoomType>();
  for (const { roomType, plan } of await calendarRows(db, hotel.id)) {
    let entry = types.get(roomType.id);
    if (!entry) {
      entry = { ...roomType, cells: [], ratePlans: [] };
      types.set(roomType.id, entry);
    }
    if (plan) entry.ratePlans.push({ ...plan, cells: [] });
  }
  const planIds = [...types.values()].flatMap((t) => t.ratePlans.map((p) => p.id));
  const [inventory, prices] = await Promise.all([
    inventoryNights(db, [...types.keys()], query.from, last),
    priceNights(db, planIds, query.from, last),
  ]);
  const inventoryAt = new Map<string, InventoryCell>(
    inventory.map((n) => [
      `${n.roomTypeId}:${n.night}`,
      { total: n.total, sold: n.taken, left: Math.max(0, n.total - n.taken) },
    ]),
  );
  const priceAt = new Map<string, PriceCell>(
    prices.map((n) => [
      `${n.ratePlanId}:${n.night}`,
      {
        price: fenToYuan(n.priceFen),
        stopSell: n.stopSell,
        minStay: n.minStay,
        closedToArrival: n.closedToArrival,
      },
    ]),
  );
  for (const type of types.values()) {
    type.cells = nights.map((night) => inventoryAt.get(`${type.id}:${night}`) ?? null);
    for (const plan of type.ratePlans)
      plan.cells = nights.map((night) => priceAt.get(`${plan.id}:${night}`) ?? null);
  }
  return {
    hotelCode: hotel.hotelCode,
    hotelName: hotel.name,
    readAt,
    nights,
    roomTypes: [...types.values()],
  };
}
