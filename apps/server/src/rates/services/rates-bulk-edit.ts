import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { type BulkEdit, RATES_MSG } from '@hotel/shared/admin/rates';
import type { RefusalCode } from '@hotel/shared/api/refusal-codes';
import { fenToYuan, yuanToFen } from '@hotel/shared/money';
import type { Db, Tx } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { addDays, daysBetween, shanghaiDate } from '../../lib/time.ts';
import type { StaffPrincipal } from '../../staff/index.ts';
import { type AuditActor, mayReachHotel, recordChange } from '../../staff/index.ts';
import {
  type CalendarChange,
  changePriceNights,
  hotelsOfRatePlans,
  hotelsOfRoomTypes,
  lockInventoryNights,
  lockPriceNights,
  setRoomsTotal,
} from '../queries/rates-calendar.ts';
import { HORIZON_DAYS } from './inventory-horizon.ts';
import { hotelInScope } from './rates-calendar.ts';
import { refuseChangedSince } from './rates-edit-conflicts.ts';

/** ISO weekday of a yyyy-MM-dd night: 1 Monday … 7 Sunday. */
export function isoWeekday(night: string): number {
  const day = new Date(`${night}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The nights of the edit: from `from` to `to`, both included, on the chosen weekdays. */
export function nightsOfEdit(edit: Pick<BulkEdit, 'from' | 'to' | 'weekdays'>): string[] {
  const count = daysBetween(edit.from, edit.to) + 1;
  return Array.from({ length: count }, (_, i) => addDays(edit.from, i)).filter((night) =>
    edit.weekdays.includes(isoWeekday(night)),
  );
}

/**
 * Refuses ids that do not exist (404), that belong to a hotel outside the staff member's scope
 * (403, checked for every id before anything else), or to another hotel than the edit's (400).
 */
function assertOwned(
  staff: StaffPrincipal,
  hotelId: number,
  ids: number[],
  owners: { id: number; hotelId: number }[],
  notFound: { message: string; code: RefusalCode },
) {
  const hotelOf = new Map(owners.map((o) => [o.id, o.hotelId]));
  for (const id of ids) {
    const owner = hotelOf.get(id);
    if (owner !== undefined && !mayReachHotel(staff, owner))
      throw new ForbiddenError(ADMIN_MSG.forbidden, 'FORBIDDEN');
  }
  for (const id of ids) {
    const owner = hotelOf.get(id);
    if (owner === undefined) throw new NotFoundError(notFound.message, notFound.code);
    if (owner !== hotelId) throw new ValidationError(RATES_MSG.notInHotel, 'NOT_IN_HOTEL');
  }
}

/**
 * A bulk edit of the calendar, in one transaction with one audit row (what was set, over which
 * nights, and each night's values before). Rooms total never goes below the rooms sold on a night:
 * the inventory nights are locked first (as a booking locks them), so a booking and an edit of the
 * same night run one after the other and the check sees the rooms sold by then.
 */
export async function bulkEdit(
  db: Db,
  actor: AuditActor,
  staff: StaffPrincipal,
  edit: BulkEdit,
  now: Date,
): Promise<{ nights: number }> {
  const today = shanghaiDate(now);
  if (edit.from < today) throw new ValidationError(RATES_MSG.pastNight, 'PAST_NIGHT');
  if (edit.to > addDays(today, HORIZON_DAYS - 1))
    throw new ValidationError(RATES_MSG.beyondHorizon(HORIZON_DAYS), 'BEYOND_HORIZON');
  const nights = nightsOfEdit(edit);
  if (nights.length === 0) throw new ValidationError(RATES_MSG.noNights, 'NO_NIGHTS');
  const roomTypeIds =
    edit.roomsTotal === undefined ? [] : [...new Set(edit.roomTypeIds)].sort((a, b) => a - b);
  const setsRates = [edit.price, edit.stopSell, edit.minStay, edit.closedToArrival].some(
    (v) => v !== undefined,
  );
  const ratePlanIds = setsRates ? [...new Set(edit.ratePlanIds)].sort((a, b) => a - b) : [];

  return db.transaction(async (tx) => {
    const hotel = await hotelInScope(tx, staff, edit.hotelCode);
    const roomTypes = await hotelsOfRoomTypes(tx, roomTypeIds);
    assertOwned(staff, hotel.id, roomTypeIds, roomTypes, {
      message: RATES_MSG.roomTypeNotFound,
      code: 'ROOM_TYPE_NOT_FOUND',
    });
    const ratePlans = await hotelsOfRatePlans(tx, ratePlanIds);
    assertOwned(staff, hotel.id, ratePlanIds, ratePlans, {
      message: RATES_MSG.ratePlanNotFound,
      code: 'RATE_PLAN_NOT_FOUND',
    });

    const change = { staffId: staff.id, at: now, readAt: new Date(edit.readAt) };
    const before: { rooms?: Record<number, Record<string, number>>; rates?: Record<number, object> } = {};
    if (edit.roomsTotal !== undefined) {
      before.rooms = await changeRoomsTotal(tx, roomTypes, nights, edit.roomsTotal, change);
    }
    if (setsRates) before.rates = await changeRates(tx, ratePlans, nights, edit, change);
    const { hotelCode: _hotel, readAt: _readAt, ...what } = edit;
    await recordChange(
      tx,
      actor,
      {
        action: 'rates.bulk_edit',
        entityType: 'rates',
        entityId: hotel.hotelCode,
        hotelId: hotel.id,
        before,
        after: { ...what, roomTypeIds, ratePlanIds, nights: nights.length },
      },
      now,
    );
    return { nights: nights.length };
  });
}

/** The edit's author, its time, and when the calendar it was made on was read. */
type EditChange = CalendarChange & { readAt: Date };

/**
 * Sets rooms total after checking every night against the rooms sold and against changes made by
 * others since the calendar was read; answers the totals before.
 */
async function changeRoomsTotal(
  tx: Tx,
  roomTypes: { id: number; name: string }[],
  nights: string[],
  total: number,
  change: EditChange,
): Promise<Record<number, Record<string, number>>> {
  const ids = roomTypes.map((t) => t.id);
  const locked = await lockInventoryNights(tx, ids, nights);
  const nameOf = new Map(roomTypes.map((t) => [t.id, t.name]));
  await refuseChangedSince(
    tx,
    change,
    locked.map((n) => ({
      night: n.night,
      what: `${nameOf.get(n.roomTypeId) ?? ''} 房量`,
      changedAt: n.totalChangedAt,
      changedBy: n.totalChangedBy,
    })),
  );
  const oversold = locked.find((n) => n.taken > total);
  if (oversold) {
    const name = roomTypes.length > 1 ? roomTypes.find((t) => t.id === oversold.roomTypeId)?.name : undefined;
    throw new ConflictError(RATES_MSG.belowSold(oversold.night, oversold.taken, name), 'BELOW_SOLD');
  }
  await setRoomsTotal(tx, ids, nights, total, change);
  return groupByNight(locked.map((n) => ({ id: n.roomTypeId, night: n.night, value: n.total })));
}

/**
 * Sets price and restrictions, refused over a night changed by others since the calendar was read;
 * answers, per rate plan and night, the values it replaced.
 */
async function changeRates(
  tx: Tx,
  ratePlans: { id: number; name: string }[],
  nights: string[],
  edit: BulkEdit,
  change: EditChange,
) {
  const ratePlanIds = ratePlans.map((p) => p.id);
  const locked = await lockPriceNights(tx, ratePlanIds, nights);
  const nameOf = new Map(ratePlans.map((p) => [p.id, p.name]));
  await refuseChangedSince(
    tx,
    change,
    locked.map((n) => ({
      night: n.night,
      what: nameOf.get(n.ratePlanId) ?? '',
      changedAt: n.changedAt,
      changedBy: n.changedBy,
    })),
  );
  await changePriceNights(
    tx,
    ratePlanIds,
    nights,
    {
      priceFen: edit.price === undefined ? undefined : yuanToFen(edit.price),
      stopSell: edit.stopSell,
      minStay: edit.minStay,
      closedToArrival: edit.closedToArrival,
    },
    change,
  );
  const values = locked.map((n) => {
    const was: Record<string, number | boolean> = {};
    if (edit.price !== undefined) was.price = fenToYuan(n.priceFen);
    if (edit.stopSell !== undefined) was.stopSell = n.stopSell;
    if (edit.minStay !== undefined) was.minStay = n.minStay;
    if (edit.closedToArrival !== undefined) was.closedToArrival = n.closedToArrival;
    return { id: n.ratePlanId, night: n.night, value: was };
  });
  return groupByNight(values);
}

/** { [id]: { [night]: value } }, the compact shape of the audit row's before values. */
function groupByNight<T>(rows: { id: number; night: string; value: T }[]): Record<number, Record<string, T>> {
  const grouped: Record<number, Record<string, T>> = {};
  for (const { id, night, value } of rows) {
    const nights = grouped[id] ?? {};
    nights[night] = value;
    grouped[id] = nights;
  }
  return grouped;
}
