import { and, eq, gte, inArray, lt, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { ratePlans, roomTypes } from '../../db/schema/catalog.ts';
import { nightlyInventory, nightlyPrices } from '../../db/schema/inventory.ts';
import { ratePlanMemberDiscounts } from '../../db/schema/loyalty.ts';
import type { NightRange } from './availability.ts';

/** A stay for a price: its nights and how many there are. */
export interface PricedStay extends NightRange {
  nights: number;
}

/**
 * The member level prices are for (会员价), null for a visitor's 门市价: the plan's percentage for the
 * level comes in as `percent_off`, null when it gives none.
 */
function memberPercentJoin(levelCode: string | null) {
  return and(
    eq(ratePlanMemberDiscounts.ratePlanId, ratePlans.id),
    eq(ratePlanMemberDiscounts.levelCode, levelCode ?? ''),
  );
}

/** A night's price at the member level joined (rates/services/pricing.ts memberNightFen, in SQL). */
const memberNightFen = sql`CASE WHEN ${ratePlanMemberDiscounts.percentOff} IS NULL THEN ${nightlyPrices.priceFen}
  ELSE round(${nightlyPrices.priceFen} * (100 - ${ratePlanMemberDiscounts.percentOff}) / 10000.0) * 100 END`;

/**
 * Each hotel's lowest bookable nightly price for a stay, in fen, as a subquery (`hotelId`,
 * `lowestFen`) to join: over the active rate plans of room types with a room free on every night,
 * each plan priced on every night, no night stopped for sale, and the arrival night neither closed
 * to arrival nor asking a longer stay. A plan's nightly price is its stay total over the nights,
 * rounded to the fen, as getRoomAndRate's `avgPrice`; the same rules as its `bookable`
 * (rates/services/availability.ts). A hotel with no such plan is absent: sold out for the stay. Prices are
 * the member price of `levelCode`, 门市价 when null.
 *
 * `hotelIds` narrows the work to the hotels a search can show (a subquery of their ids).
 */
export function lowestPricesOfStay(
  db: Queryable,
  stay: PricedStay,
  levelCode: string | null,
  hotelIds: SQLWrapper,
) {
  const inStay = (night: typeof nightlyInventory.night | typeof nightlyPrices.night) =>
    and(gte(night, stay.checkIn), lt(night, stay.checkOut));
  const typesWithARoom = db
    .select({ roomTypeId: nightlyInventory.roomTypeId })
    .from(nightlyInventory)
    .innerJoin(roomTypes, eq(roomTypes.id, nightlyInventory.roomTypeId))
    .where(and(inStay(nightlyInventory.night), inArray(roomTypes.hotelId, hotelIds)))
    .groupBy(nightlyInventory.roomTypeId)
    .having(
      and(
        sql`count(*) = ${stay.nights}`,
        sql`min(${nightlyInventory.total} - ${nightlyInventory.taken}) > 0`,
      ),
    )
    .as('types_with_a_room');
  const planPrices = db
    .select({
      hotelId: roomTypes.hotelId,
      nightlyFen: sql<number>`round(sum(${memberNightFen})::numeric / ${stay.nights})`.as('nightly_fen'),
    })
    .from(ratePlans)
    .innerJoin(typesWithARoom, eq(typesWithARoom.roomTypeId, ratePlans.roomTypeId))
    .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
    .innerJoin(nightlyPrices, and(eq(nightlyPrices.ratePlanId, ratePlans.id), inStay(nightlyPrices.night)))
    .leftJoin(ratePlanMemberDiscounts, memberPercentJoin(levelCode))
    .where(eq(ratePlans.active, true))
    .groupBy(ratePlans.id, roomTypes.hotelId)
    .having(
      and(
        sql`count(*) = ${stay.nights}`,
        sql`NOT bool_or(${nightlyPrices.stopSell})`,
        sql`NOT bool_or(${nightlyPrices.night} = ${stay.checkIn} AND (${nightlyPrices.closedToArrival} OR ${nightlyPrices.minStay} > ${stay.nights}))`,
      ),
    )
    .as('plan_prices');
  return db
    .select({
      hotelId: planPrices.hotelId,
      lowestFen: sql<number>`min(${planPrices.nightlyFen})::int`.as('lowest_fen'),
    })
    .from(planPrices)
    .groupBy(planPrices.hotelId)
    .as('lowest_prices');
}

/**
 * A hotel's lowest price of a night arriving on each night of `range`, in fen, over active plans
 * with a room free that night, priced, not stopped for sale and not closed to arrival (a plan's
 * minimum stay is left to the stay chosen). Nights with no such plan are absent. Prices are the
 * member price of `levelCode`, 门市价 when null.
 */
export async function lowestPricesByNight(
  db: Queryable,
  hotelId: number,
  range: NightRange,
  levelCode: string | null,
): Promise<{ night: string; lowestFen: number }[]> {
  return db
    .select({
      // to_char: the same text on every driver and DateStyle
      night: sql<string>`to_char(${nightlyPrices.night}, 'YYYY-MM-DD')`,
      lowestFen: sql<number>`min(${memberNightFen})::int`,
    })
    .from(nightlyPrices)
    .innerJoin(ratePlans, eq(ratePlans.id, nightlyPrices.ratePlanId))
    .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
    .innerJoin(
      nightlyInventory,
      and(eq(nightlyInventory.roomTypeId, roomTypes.id), eq(nightlyInventory.night, nightlyPrices.night)),
    )
    .leftJoin(ratePlanMemberDiscounts, memberPercentJoin(levelCode))
    .where(
      and(
        eq(roomTypes.hotelId, hotelId),
        eq(ratePlans.active, true),
        gte(nightlyPrices.night, range.checkIn),
        lt(nightlyPrices.night, range.checkOut),
        eq(nightlyPrices.stopSell, false),
        eq(nightlyPrices.closedToArrival, false),
        sql`${nightlyInventory.total} > ${nightlyInventory.taken}`,
      ),
    )
    .groupBy(nightlyPrices.night)
    .orderBy(nightlyPrices.night);
}
