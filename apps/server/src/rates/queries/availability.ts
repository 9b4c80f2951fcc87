import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { RatePlanRow, RoomTypeRow } from '../../catalogue/index.ts';
import type { Queryable } from '../../db/client.ts';
import { ratePlans, roomTypes } from '../../db/schema/catalog.ts';
import { nightlyInventory, nightlyPrices } from '../../db/schema/inventory.ts';

/** The nights from `checkIn` (inclusive) to `checkOut` (exclusive), both yyyy-MM-dd. */
export interface NightRange {
  checkIn: string;
  checkOut: string;
}

/**
 * Room types of a hotel (or the one with `rtCode`) with their active rate plans (the ones sold), in
 * display order, in one query. A room type without such plans is listed with none.
 */
export async function listRoomTypesWithPlans(
  db: Queryable,
  hotelId: number,
  rtCode: string | undefined,
): Promise<{ roomType: RoomTypeRow; plans: RatePlanRow[] }[]> {
  const rows = await db
    .select({ roomType: roomTypes, plan: ratePlans })
    .from(roomTypes)
    .leftJoin(ratePlans, and(eq(ratePlans.roomTypeId, roomTypes.id), eq(ratePlans.active, true)))
    .where(
      and(eq(roomTypes.hotelId, hotelId), rtCode === undefined ? undefined : eq(roomTypes.rtCode, rtCode)),
    )
    .orderBy(asc(roomTypes.sort), asc(roomTypes.id), asc(ratePlans.sort), asc(ratePlans.id));
  const byId = new Map<number, { roomType: RoomTypeRow; plans: RatePlanRow[] }>();
  for (const row of rows) {
    let entry = byId.get(row.roomType.id);
    if (!entry) {
      entry = { roomType: row.roomType, plans: [] };
      byId.set(row.roomType.id, entry);
    }
    if (row.plan) entry.plans.push(row.plan);
  }
  return [...byId.values()];
}

/** Per room type over a stay: how many nights have an inventory row and the fewest rooms free. */
export interface InventorySpan {
  roomTypeId: number;
  nights: number;
  minFree: number;
}

/** One aggregate over the stay's nights, grouped by room type; a type with no row at all is absent. */
export async function inventorySpans(
  db: Queryable,
  roomTypeIds: number[],
  range: NightRange,
): Promise<InventorySpan[]> {
  if (roomTypeIds.length === 0) return [];
  return db
    .select({
      roomTypeId: nightlyInventory.roomTypeId,
      nights: sql<number>`count(*)::int`,
      minFree: sql<number>`min(${nightlyInventory.total} - ${nightlyInventory.taken})::int`,
    })
    .from(nightlyInventory)
    .where(
      and(
        inArray(nightlyInventory.roomTypeId, roomTypeIds),
        gte(nightlyInventory.night, range.checkIn),
        lt(nightlyInventory.night, range.checkOut),
      ),
    )
    .groupBy(nightlyInventory.roomTypeId);
}

/** A priced night of a rate plan with its restrictions. */
export interface PricedNight {
  night: string;
  priceFen: number;
  stopSell: boolean;
  minStay: number;
  closedToArrival: boolean;
}

/** The priced nights of a rate plan over a stay, in night order. */
export interface PriceSpan {
  ratePlanId: number;
  nights: PricedNight[];
}

/** One aggregate over the stay's nights, grouped by rate plan; a plan with no price at all is absent. */
export async function priceSpans(
  db: Queryable,
  ratePlanIds: number[],
  range: NightRange,
): Promise<PriceSpan[]> {
  if (ratePlanIds.length === 0) return [];
  return db
    .select({
      ratePlanId: nightlyPrices.ratePlanId,
      // to_char: the same text on every driver and DateStyle
      nights: sql<PriceSpan['nights']>`json_agg(json_build_object(
        'night', to_char(${nightlyPrices.night}, 'YYYY-MM-DD'),
        'priceFen', ${nightlyPrices.priceFen},
        'stopSell', ${nightlyPrices.stopSell},
        'minStay', ${nightlyPrices.minStay},
        'closedToArrival', ${nightlyPrices.closedToArrival}
      ) ORDER BY ${nightlyPrices.night})`,
    })
    .from(nightlyPrices)
    .where(
      and(
        inArray(nightlyPrices.ratePlanId, ratePlanIds),
        gte(nightlyPrices.night, range.checkIn),
        lt(nightlyPrices.night, range.checkOut),
      ),
    )
    .groupBy(nightlyPrices.ratePlanId);
}
