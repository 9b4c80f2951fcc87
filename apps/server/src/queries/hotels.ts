import { and, asc, count, eq, ilike, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.ts';
import { brands, cities, filterArchives, hotelArchives, hotels } from '../db/schema/catalog.ts';

/** The id of a hotel by its code, or undefined when there is no such hotel. */
export async function findHotelId(db: Queryable, hotelCode: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(eq(hotels.hotelCode, hotelCode))
    .limit(1);
  return row?.id;
}

/** A hotel with the codes and names of its city and brand, as the list and info calls show it. */
const hotelColumns = {
  id: hotels.id,
  hotelCode: hotels.hotelCode,
  name: hotels.name,
  cityId: hotels.cityId,
  tel: hotels.tel,
  address: hotels.address,
  description: hotels.description,
  hotelRemark: hotels.hotelRemark,
  feature: hotels.feature,
  businessType: hotels.businessType,
  score: hotels.score,
  pcThumbnail: hotels.pcThumbnail,
  showImage: hotels.showImage,
  logoImage: hotels.logoImage,
  showRights: hotels.showRights,
  latitude: hotels.latitude,
  longitude: hotels.longitude,
  cityCode: cities.ctCode,
  cityName: cities.cnName,
  brandCode: brands.brandCode,
  brandName: brands.name,
};

export interface HotelRow {
  id: number;
  hotelCode: string;
  name: string;
  cityId: number;
  tel: string;
  address: string;
  description: string;
  hotelRemark: string;
  feature: string;
  businessType: string;
  score: number;
  pcThumbnail: string;
  showImage: string;
  logoImage: string;
  showRights: string[];
  latitude: number;
  longitude: number;
  cityCode: string;
  cityName: string;
  brandCode: string;
  brandName: string;
}

function selectHotels(db: Queryable) {
  return db
    .select(hotelColumns)
    .from(hotels)
    .innerJoin(cities, eq(cities.id, hotels.cityId))
    .innerJoin(brands, eq(brands.id, hotels.brandId));
}

export async function findHotelByCode(db: Queryable, hotelCode: string): Promise<HotelRow | undefined> {
  const [row] = await selectHotels(db).where(eq(hotels.hotelCode, hotelCode)).limit(1);
  return row;
}

/** Hotels of one city, or of every city when `cityId` is null, in display order. */
export async function listHotelsOfCity(db: Queryable, cityId: number | null): Promise<HotelRow[]> {
  return selectHotels(db)
    .where(cityId === null ? undefined : eq(hotels.cityId, cityId))
    .orderBy(asc(hotels.sort), asc(hotels.id));
}

export interface HotelSearch {
  /** City code; empty means every city. */
  cityCode: string;
  /** Chosen filter archive ids (location, price, facility). */
  archiveIds: number[];
  brandCodes: string[];
  /** Part of the hotel name; empty means any. */
  nameContains: string;
  limit: number;
  offset: number;
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

/** One page of the hotels matching a search in display order (sort, id), and how many match in all. */
export async function searchHotels(
  db: Queryable,
  search: HotelSearch,
): Promise<{ rows: HotelRow[]; total: number }> {
  const where = searchConditions(db, search);
  const [rows, totals] = await Promise.all([
    selectHotels(db)
      .where(where)
      .orderBy(asc(hotels.sort), asc(hotels.id))
      .limit(search.limit)
      .offset(search.offset),
    db
      .select({ total: count() })
      .from(hotels)
      .innerJoin(cities, eq(cities.id, hotels.cityId))
      .innerJoin(brands, eq(brands.id, hotels.brandId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
