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
import { lowestPricesOfStay, type PricedStay } from '../../rates/index.ts';

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

function searchConditions(db: Queryable, search: HotelSearch): SQL | undefined {
  const conditions: SQL[] = [];
  if (search.cityCode !== '') conditions.push(eq(cities.ctCode, search.cityCode));
  if (search.brandCodes.length > 0) conditions.push(inArray(brands.brandCode, search.brandCodes));
  if (search.nameContains !== '') conditions.push(ilike(hotels.name, containsPattern(search.nameContains)));
  if (search.archiveIds.length > 0) conditions.push(carriesEveryArchiveGroup(db, search.archiveIds));
  return and(...conditions);
}

function withinAnyRange(lowestFen: SQL.Aliased<number>, ranges: PriceBounds[]): SQL | undefined {
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

function orderOf(sort: HotelSort, lowestFen: SQL.Aliased<number>): SQL[] {
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

/**
 * One page of the hotels matching a search, each with its lowest price for the stay, in the order
 * asked (推荐: display order), and how many match in all. Prices are worked out for the hotels the
 * other conditions leave, in the same statement.
 */
export async function searchHotels(
  db: Queryable,
  search: HotelSearch,
): Promise<{ rows: PricedHotelRow[]; total: number }> {
  const matching = searchConditions(db, search);
  const candidates = db
    .select({ id: hotels.id })
    .from(hotels)
    .innerJoin(cities, eq(cities.id, hotels.cityId))
    .innerJoin(brands, eq(brands.id, hotels.brandId))
    .where(matching);
  const lowest = lowestPricesOfStay(db, search.stay, search.levelCode, candidates);
  const where = and(matching, withinAnyRange(lowest.lowestFen, search.priceRanges));
  const [rows, totals] = await Promise.all([
    db
      .select({ ...hotelColumns, lowestFen: lowest.lowestFen })
      .from(hotels)
      .innerJoin(cities, eq(cities.id, hotels.cityId))
      .innerJoin(brands, eq(brands.id, hotels.brandId))
      .leftJoin(lowest, eq(lowest.hotelId, hotels.id))
      .where(where)
      .orderBy(...orderOf(search.sort, lowest.lowestFen))
      .limit(search.limit)
      .offset(search.offset),
    db
      .select({ total: count() })
      .from(hotels)
      .innerJoin(cities, eq(cities.id, hotels.cityId))
      .innerJoin(brands, eq(brands.id, hotels.brandId))
      .leftJoin(lowest, eq(lowest.hotelId, hotels.id))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
