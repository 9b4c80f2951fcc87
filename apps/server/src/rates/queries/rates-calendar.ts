import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { hotels, ratePlans, roomTypes } from '../../db/schema/catalog.ts';
import { nightlyInventory, nightlyPrices } from '../../db/schema/inventory.ts';
import { staff } from '../../db/schema/staff.ts';

/** Queries of the calendar grid and its bulk edit (房价房态). */

export async function hotelByCode(db: Queryable, hotelCode: string) {
  const [row] = await db
    .select({ id: hotels.id, hotelCode: hotels.hotelCode, name: hotels.name })
    .from(hotels)
    .where(eq(hotels.hotelCode, hotelCode))
    .limit(1);
  return row;
}

/** Room types of a hotel with every rate plan (active or not), in display order. */
export async function calendarRows(db: Queryable, hotelId: number) {
  return db
    .select({
      roomType: { id: roomTypes.id, rtCode: roomTypes.rtCode, name: roomTypes.name },
      plan: {
        id: ratePlans.id,
        rateCode: ratePlans.rateCode,
        name: ratePlans.name,
        active: ratePlans.active,
      },
    })
    .from(roomTypes)
    .leftJoin(ratePlans, eq(ratePlans.roomTypeId, roomTypes.id))
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.sort), asc(roomTypes.id), asc(ratePlans.sort), asc(ratePlans.id));
}

/** Inventory nights of some room types from `from` to `to`, both included. */
export async function inventoryNights(db: Queryable, roomTypeIds: number[], from: string, to: string) {
  if (roomTypeIds.length === 0) return [];
  return db
    .select()
    .from(nightlyInventory)
    .where(
      and(
        inArray(nightlyInventory.roomTypeId, roomTypeIds),
        gte(nightlyInventory.night, from),
        lte(nightlyInventory.night, to),
      ),
    );
}

/** Price nights of some rate plans from `from` to `to`, both included. */
export async function priceNights(db: Queryable, ratePlanIds: number[], from: string, to: string) {
  if (ratePlanIds.length === 0) return [];
  return db
    .select()
    .from(nightlyPrices)
    .where(
      and(
        inArray(nightlyPrices.ratePlanId, ratePlanIds),
        gte(nightlyPrices.night, from),
        lte(nightlyPrices.night, to),
      ),
    );
}

/** The hotel of each room type asked for (a missing id is absent). */
export async function hotelsOfRoomTypes(db: Queryable, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: roomTypes.id, hotelId: roomTypes.hotelId, name: roomTypes.name })
    .from(roomTypes)
    .where(inArray(roomTypes.id, ids));
}

/** The hotel of each rate plan asked for (a missing id is absent). */
export async function hotelsOfRatePlans(db: Queryable, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: ratePlans.id, hotelId: roomTypes.hotelId, name: ratePlans.name })
    .from(ratePlans)
    .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
    .where(inArray(ratePlans.id, ids));
}

/**
 * Locks the inventory nights of the room types in (room type, night) order, as bookings and
 * releases lock them, so an edit and a booking of the same night run one after the other.
 */
export async function lockInventoryNights(tx: Tx, roomTypeIds: number[], nights: string[]) {
  return tx
    .select()
    .from(nightlyInventory)
    .where(and(inArray(nightlyInventory.roomTypeId, roomTypeIds), inArray(nightlyInventory.night, nights)))
    .orderBy(asc(nightlyInventory.roomTypeId), asc(nightlyInventory.night))
    .for('update');
}

/** Who changes the calendar, and when: kept on each night changed. */
export interface CalendarChange {
  staffId: number;
  at: Date;
}

/** Sets the rooms total of the nights, inserting the nights that have no row (nothing taken). */
export async function setRoomsTotal(
  tx: Tx,
  roomTypeIds: number[],
  nights: string[],
  total: number,
  change: CalendarChange,
) {
  const stamp = { totalChangedAt: change.at, totalChangedBy: change.staffId };
  await tx
    .insert(nightlyInventory)
    .values(
      roomTypeIds.flatMap((roomTypeId) => nights.map((night) => ({ roomTypeId, night, total, ...stamp }))),
    )
    .onConflictDoUpdate({
      target: [nightlyInventory.roomTypeId, nightlyInventory.night],
      set: { total, ...stamp },
    });
}

/** Locks the price nights of the rate plans, in (rate plan, night) order. */
export async function lockPriceNights(tx: Tx, ratePlanIds: number[], nights: string[]) {
  return tx
    .select()
    .from(nightlyPrices)
    .where(and(inArray(nightlyPrices.ratePlanId, ratePlanIds), inArray(nightlyPrices.night, nights)))
    .orderBy(asc(nightlyPrices.ratePlanId), asc(nightlyPrices.night))
    .for('update');
}

export interface PriceNightChanges {
  priceFen?: number | undefined;
  stopSell?: boolean | undefined;
  minStay?: number | undefined;
  closedToArrival?: boolean | undefined;
}

/**
 * Applies the changes to the price nights. With a price, nights without a row are priced (and so
 * opened); restrictions alone change only nights that have a price.
 */
export async function changePriceNights(
  tx: Tx,
  ratePlanIds: number[],
  nights: string[],
  changes: PriceNightChanges,
  change: CalendarChange,
) {
  const set = {
    ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
    changedAt: change.at,
    changedBy: change.staffId,
  };
  if (changes.priceFen !== undefined) {
    const priceFen = changes.priceFen;
    await tx
      .insert(nightlyPrices)
      .values(
        ratePlanIds.flatMap((ratePlanId) => nights.map((night) => ({ ratePlanId, night, ...set, priceFen }))),
      )
      .onConflictDoUpdate({ target: [nightlyPrices.ratePlanId, nightlyPrices.night], set });
    return;
  }
  await tx
    .update(nightlyPrices)
    .set(set)
    .where(and(inArray(nightlyPrices.ratePlanId, ratePlanIds), inArray(nightlyPrices.night, nights)));
}

/** Staff display names by id, for naming who changed a night. */
export async function staffNamesOf(db: Queryable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, name: staff.displayName })
    .from(staff)
    .where(inArray(staff.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
