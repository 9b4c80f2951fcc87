import { and, eq, gte, inArray, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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
function memberPercentJoin(
  levelCode: string | null,
  planId: typeof ratePlans.id | typeof nightlyPrices.ratePlanId = ratePlans.id,
) {
  return and(
    eq(ratePlanMemberDiscounts.ratePlanId, planId),
    eq(ratePlanMemberDiscounts.levelCode, levelCode ?? ''),
  );
}

/** A night's price at the member level joined (rates/services/pricing.ts memberNightFen, in SQL). */
const memberNightFen = sql`CASE WHEN ${ratePlanMemberDiscounts.percentOff} IS NULL THEN ${nightlyPrices.priceFen}
  ELSE round(${nightlyPrices.priceFen} * (100 - ${ratePlanMemberDiscounts.percentOff}) / 10000.0) * 100 END`;

/*
 * The rules of a bookable stay over the stay's nights of one room type (inventory) or one rate plan
 * (prices), the same whichever way the nights are read: aggregates of the nights, or, for a stay
 * of one night, that night's row itself (`oneRow`: no aggregate to build, half the work of a
 * search over every hotel). They are flags, not HAVING clauses: PostgreSQL estimates a HAVING
 * count(*) = n at a row or two, and planned the join of 5,000 hotels' prices as nested loops
 * (seconds instead of milliseconds). A night without a row is not on sale: an aggregate counts
 * the nights, a single night's row is there or the room type (plan) is not.
 */

/** A room free on every night of the stay. */
function roomOnEveryNight(stay: PricedStay, oneRow = false) {
  const free = sql`${nightlyInventory.total} - ${nightlyInventory.taken}`;
  if (oneRow) return sql<boolean>`${free} > 0`.as('has_room');
  return sql<boolean>`count(*) = ${stay.nights} AND min(${free}) > 0`.as('has_room');
}

/** The plan priced on every night, none stopped for sale, the arrival night open to arrival and to this length. */
function sellableForStay(stay: PricedStay, oneRow = false) {
  const arrivalRefused = sql`${nightlyPrices.night} = ${stay.checkIn}
    AND (${nightlyPrices.closedToArrival} OR ${nightlyPrices.minStay} > ${stay.nights})`;
  if (oneRow) return sql<boolean>`NOT ${nightlyPrices.stopSell} AND NOT (${arrivalRefused})`.as('sellable');
  return sql<boolean>`count(*) = ${stay.nights}
    AND NOT bool_or(${nightlyPrices.stopSell}) AND NOT bool_or(${arrivalRefused})`.as('sellable');
}

/** The plan's stay total over the nights, rounded to the fen: getRoomAndRate's `avgPrice`. */
function nightlyFenOfStay(stay: PricedStay, levelCode: string | null, oneRow = false) {
  // a visitor's 门市价 needs no member percentage
  const night = levelCode === null ? nightlyPrices.priceFen : memberNightFen;
  const total = oneRow ? night : sql`sum(${night})`;
  // an integer from here on: the hotels' minimum compares 30,000 of them
  return sql<number>`round((${total})::numeric / ${stay.nights})::int`.as('nightly_fen');
}

/** The member percentages of `levelCode` (none for a visitor: the join is left out by the planner). */
function memberPercents(levelCode: string | null) {
  return levelCode === null ? sql`false` : memberPercentJoin(levelCode);
}

function inStay(stay: PricedStay, night: typeof nightlyInventory.night | typeof nightlyPrices.night) {
  return and(gte(night, stay.checkIn), lt(night, stay.checkOut));
}

/**
 * Each hotel's lowest bookable nightly price for a stay, in fen, as a subquery (`hotelId`,
 * `lowestFen`) to join: over the active rate plans of room types with a room free on every night,
 * each plan priced on every night, no night stopped for sale, and the arrival night neither closed
 * to arrival nor asking a longer stay. A plan's nightly price is its stay total over the nights,
 * rounded to the fen, as getRoomAndRate's `avgPrice`; the same rules as its `bookable`
 * (rates/services/availability.ts). A hotel with no such plan has a null `lowestFen` (or no row):
 * sold out for the stay. Prices are the member price of `levelCode`, 门市价 when null.
 *
 * For many hotels (a search ordered or filtered by price): the stay's nights of inventory and of
 * prices are read once, by night when every hotel is asked for (the indexes on night of
 * docs/decisions.md, "Start-up and the all-cities search at 5,000 hotels"), aggregated by room type
 * and by plan, then by hotel. `hotelIds` (a subquery of their ids) narrows the work to the hotels a
 * search can show, looked up by key; none: every hotel.
 */
export function lowestPricesOfStay(
  db: Queryable,
  stay: PricedStay,
  levelCode: string | null,
  hotelIds?: SQLWrapper,
) {
  const ofHotels =
    hotelIds && db.select({ id: roomTypes.id }).from(roomTypes).where(inArray(roomTypes.hotelId, hotelIds));
  const oneRow = stay.nights === 1;
  const rooms = db
    .select({ roomTypeId: nightlyInventory.roomTypeId, hasRoom: roomOnEveryNight(stay, oneRow) })
    .from(nightlyInventory)
    .where(
      and(inStay(stay, nightlyInventory.night), ofHotels && inArray(nightlyInventory.roomTypeId, ofHotels)),
    )
    .groupBy(...(oneRow ? [] : [nightlyInventory.roomTypeId]))
    .as('rooms_of_stay');
  const plans = plansOfStay(
    db,
    stay,
    levelCode,
    oneRow,
    ofHotels &&
      inArray(
        nightlyPrices.ratePlanId,
        db.select({ id: ratePlans.id }).from(ratePlans).where(inArray(ratePlans.roomTypeId, ofHotels)),
      ),
  );
  return db
    .select({
      hotelId: roomTypes.hotelId,
      lowestFen: sql<number | null>`min(CASE WHEN ${plans.sellable} AND ${rooms.hasRoom}
        THEN ${plans.nightlyFen} END)::int`.as('lowest_fen'),
    })
    .from(plans)
    .innerJoin(ratePlans, and(eq(ratePlans.id, plans.ratePlanId), eq(ratePlans.active, true)))
    .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
    .innerJoin(rooms, eq(rooms.roomTypeId, ratePlans.roomTypeId))
    .groupBy(roomTypes.hotelId)
    .as('lowest_prices');
}

/**
 * Each rate plan's price and sellability for the stay, aggregated from its nights alone (joined to
 * the catalogue afterwards, one row a plan, not one a night); the member percentages are joined
 * only for a member.
 */
function plansOfStay(
  db: Queryable,
  stay: PricedStay,
  levelCode: string | null,
  oneRow: boolean,
  ofPlans: SQL | undefined,
) {
  const fields = {
    ratePlanId: nightlyPrices.ratePlanId,
    nightlyFen: nightlyFenOfStay(stay, levelCode, oneRow),
    sellable: sellableForStay(stay, oneRow),
  };
  const byPlan = oneRow ? [] : [nightlyPrices.ratePlanId];
  const where = and(inStay(stay, nightlyPrices.night), ofPlans);
  const query = db.select(fields).from(nightlyPrices).$dynamic();
  if (levelCode !== null)
    query.leftJoin(ratePlanMemberDiscounts, memberPercentJoin(levelCode, nightlyPrices.ratePlanId));
  return query
    .where(where)
    .groupBy(...byPlan)
    .as('plans_of_stay');
}

/**
 * The same lowest prices for a few hotels (a page of the search): their room types' and plans'
 * nights are looked up by key, one index probe each, whatever the size of the group. Hotels with
 * no bookable plan are absent or null.
 */
export async function lowestPricesOfHotels(
  db: Queryable,
  stay: PricedStay,
  levelCode: string | null,
  hotelIds: number[],
): Promise<Map<number, number | null>> {
  if (hotelIds.length === 0) return new Map();
  const rooms = db
    .select({ hasRoom: roomOnEveryNight(stay) })
    .from(nightlyInventory)
    .where(and(eq(nightlyInventory.roomTypeId, roomTypes.id), inStay(stay, nightlyInventory.night)))
    .as('rooms_of_stay');
  const plan = db
    .select({ nightlyFen: nightlyFenOfStay(stay, levelCode), sellable: sellableForStay(stay) })
    .from(nightlyPrices)
    .leftJoin(ratePlanMemberDiscounts, memberPercents(levelCode))
    .where(and(eq(nightlyPrices.ratePlanId, ratePlans.id), inStay(stay, nightlyPrices.night)))
    .as('plan_of_stay');
  // lateral all the way down: the planner would rather hash every rate plan of the group
  const cheapest = db
    .select({
      nightlyFen: sql<number | null>`min(CASE WHEN ${plan.sellable} THEN ${plan.nightlyFen} END)`.as(
        'cheapest_fen',
      ),
    })
    .from(ratePlans)
    .innerJoinLateral(plan, sql`true`)
    .where(and(eq(ratePlans.roomTypeId, roomTypes.id), eq(ratePlans.active, true)))
    .as('cheapest_of_room');
  const prices = await db
    .select({
      hotelId: roomTypes.hotelId,
      lowestFen: sql<number | null>`min(CASE WHEN ${rooms.hasRoom} THEN ${cheapest.nightlyFen} END)::int`,
    })
    .from(roomTypes)
    .innerJoinLateral(rooms, sql`true`)
    .innerJoinLateral(cheapest, sql`true`)
    .where(inArray(roomTypes.hotelId, hotelIds))
    .groupBy(roomTypes.hotelId);
  return new Map(prices.map((price) => [price.hotelId, price.lowestFen]));
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
