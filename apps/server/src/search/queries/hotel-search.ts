import type { HotelSort } from '@hotel/shared/constants';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type HotelRow, hotelColumns } from '../../catalogue/index.ts';
import type { Queryable } from '../../db/client.ts';
import { brands, cities, filterArchives, hotelArchives, hotels } from '../../db/schema/catalog.ts';
import { lowestPricesOfHotels, lowestPricesOfStay, type PricedStay } from '../../rates/index.ts';

/** A price range of the search, in fen; null: no bound. */
export interface PriceBounds {
  fromFen: number | null;
  belowFen: number | null;
}

export interface HotelSearch {
  /** City code; empty means every city. */
  cityCode: string;
  /** Chosen filter archive ids of location and facility groups (price ranges are `priceRanges`). */
  archiveIds: number[];
  brandCodes: string[];
  /** Part of the hotel name; empty means any. */
  nameContains: string;
  /** The stay the prices are for. */
  stay: PricedStay;
  /** The viewer's member level (会员价), null for a visitor. */
  levelCode: string | null;
  /** Chosen price ranges: a hotel's lowest price for the stay in any of them (none: no filter). */
  priceRanges: PriceBounds[];
  sort: HotelSort;
  limit: number;
  offset: number;
}

/** A hotel of the search with its lowest bookable nightly price for the stay (fen; null: sold out). */
export interface PricedHotelRow extends HotelRow {
  lowestFen: number | null;
}

/** LIKE pattern matching `text` anywhere, with its own %, _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Archive filter: the chosen ids fall into groups (class code and sub type); a hotel matches when
 * it carries at least one chosen id of every group, i.e. there is NO chosen archive whose group the
 * hotel carries none of. Ids that name no archive are ignored.
 */
function carriesEveryArchiveGroup(db: Queryable, archiveIds: number[]): SQL {
  const chosen = alias(filterArchives, 'chosen');
  const carried = alias(filterArchives, 'carried');
  return notExists(
    db
      .select({ one: sql`1` })
      .from(chosen)
      .where(
        and(
          inArray(chosen.id, archiveIds),
          notExists(
            db
              .select({ one: sql`1` })
              .from(hotelArchives)
              .innerJoin(carried, eq(carried.id, hotelArchives.archiveId))
              .where(
                and(
                  eq(hotelArchives.hotelId, hotels.id),
                  inArray(hotelArchives.archiveId, archiveIds),
                  eq(carried.classCode, chosen.classCode),
                  sql`${carried.subTypeName} IS NOT DISTINCT FROM ${chosen.subTypeName}`,
                ),
              ),
          ),
        ),
      ),
  );
}

/**
 * The conditions on the hotel itself (its city and brand by subquery): every query of a search
 * reads `hotels` alone, joining cities and brands only for the columns of the page's rows.
 */
function searchConditions(db: Queryable, search: HotelSearch): SQL | undefined {
  const conditions: SQL[] = [];
  if (search.cityCode !== '')
    conditions.push(
      eq(hotels.cityId, db.select({ id: cities.id }).from(cities).where(eq(cities.ctCode, search.cityCode))),
    );
  if (search.brandCodes.length > 0)
    conditions.push(
      inArray(
        hotels.brandId,
        db.select({ id: brands.id }).from(brands).where(inArray(brands.brandCode, search.brandCodes)),
      ),
    );
  if (search.nameContains !== '') conditions.push(ilike(hotels.name, containsPattern(search.nameContains)));
  if (search.archiveIds.length > 0) conditions.push(carriesEveryArchiveGroup(db, search.archiveIds));
  return and(...conditions);
}

function withinAnyRange(lowestFen: SQL.Aliased<number | null>, ranges: PriceBounds[]): SQL | undefined {
  if (ranges.length === 0) return undefined;
  return or(
    ...ranges.map((range) =>
      and(
        sql`${lowestFen} IS NOT NULL`,
        range.fromFen === null ? undefined : gte(lowestFen, range.fromFen),
        range.belowFen === null ? undefined : lt(lowestFen, range.belowFen),
      ),
    ),
  );
}

/** The order asked: 推荐 the group's display order, 评分 the score, the price orders sold-out last. */
function orderOf(sort: HotelSort, lowestFen?: SQL.Aliased<number | null>): SQL[] {
  const display = [asc(hotels.sort), asc(hotels.id)];
  switch (sort) {
    case 'price_asc':
      return [sql`${lowestFen} ASC NULLS LAST`, ...display];
    case 'price_desc':
      return [sql`${lowestFen} DESC NULLS LAST`, ...display];
    case 'score':
      return [desc(hotels.score), ...display];
    case 'recommend':
      return display;
  }
}

/** Whether the page depends on every matching hotel's price: its order, or a price range. */
function needsEveryPrice(search: HotelSearch): boolean {
  return search.sort === 'price_asc' || search.sort === 'price_desc' || search.priceRanges.length > 0;
}

/**
 * One page of the hotels matching a search, each with its lowest price for the stay, in the order
 * asked, and how many match in all. Sold-out hotels are listed (last in a price order) and
 * counted, except under a price range. The order and the count are worked out on `hotels` alone;
 * the page's rows then get their columns, city and brand.
 * - Ordered by price, or filtered by a price range: every matching hotel's price is needed; it is
 *   worked out once (rates' lowestPricesOfStay, set-based), in the statement that orders the
 *   matches, counts them and keeps the page.
 * - Otherwise the page is picked by the hotels' own columns (推荐: an index scan that stops after
 *   the page, even over every city) and only its hotels are priced (lowestPricesOfHotels), however
 *   many match.
 */
export async function searchHotels(
  db: Queryable,
  search: HotelSearch,
): Promise<{ rows: PricedHotelRow[]; total: number }> {
  return needsEveryPrice(search) ? pageByPrice(db, search) : pageThenPrices(db, search);
}

async function pageThenPrices(
  db: Queryable,
  search: HotelSearch,
): Promise<{ rows: PricedHotelRow[]; total: number }> {
  const matching = searchConditions(db, search);
  const ranked = db
    .select({ id: hotels.id })
    .from(hotels)
    .where(matching)
    .orderBy(...orderOf(search.sort))
    .limit(search.limit)
    .offset(search.offset)
    .as('ranked');
  const [page, [counted]] = await Promise.all([
    db
      .select(hotelColumns)
      .from(ranked)
      .innerJoin(hotels, eq(hotels.id, ranked.id))
      .innerJoin(cities, eq(cities.id, hotels.cityId))
      .innerJoin(brands, eq(brands.id, hotels.brandId))
      .orderBy(...orderOf(search.sort)),
    db.select({ total: count() }).from(hotels).where(matching),
  ]);
  const prices = await lowestPricesOfHotels(
    db,
    search.stay,
    search.levelCode,
    page.map((hotel) => hotel.id),
  );
  return {
    rows: page.map((hotel) => ({ ...hotel, lowestFen: prices.get(hotel.id) ?? null })),
    total: counted?.total ?? 0,
  };
}

async function pageByPrice(
  db: Queryable,
  search: HotelSearch,
): Promise<{ rows: PricedHotelRow[]; total: number }> {
  const matching = searchConditions(db, search);
  // every hotel: no list of ids to carry through the prices
  const candidates = matching && db.select({ id: hotels.id }).from(hotels).where(matching);
  const lowest = lowestPricesOfStay(db, search.stay, search.levelCode, candidates);
  const where = and(matching, withinAnyRange(lowest.lowestFen, search.priceRanges));
  const ranked = db
    .select({
      id: hotels.id,
      lowestFen: sql<number | null>`${lowest.lowestFen}`.as('ranked_lowest_fen'),
      // the matches before LIMIT, counted with the prices already worked out
      total: sql<number>`(count(*) OVER ())::int`.as('total'),
    })
    .from(hotels)
    .leftJoin(lowest, eq(lowest.hotelId, hotels.id))
    .where(where)
    .orderBy(...orderOf(search.sort, lowest.lowestFen))
    .limit(search.limit)
    .offset(search.offset)
    .as('ranked');
  const page = await db
    .select({ ...hotelColumns, lowestFen: ranked.lowestFen, total: ranked.total })
    .from(ranked)
    .innerJoin(hotels, eq(hotels.id, ranked.id))
    .innerJoin(cities, eq(cities.id, hotels.cityId))
    .innerJoin(brands, eq(brands.id, hotels.brandId))
    .orderBy(...orderOf(search.sort, ranked.lowestFen));
  const [first] = page;
  const rows = page.map(({ total: _total, ...row }) => row);
  if (first) return { rows, total: first.total };
  // a page past the last: the count alone
  if (search.offset === 0) return { rows, total: 0 };
  const [counted] = await db
    .select({ total: count() })
    .from(hotels)
    .leftJoin(lowest, eq(lowest.hotelId, hotels.id))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}
