import { ARCHIVE_CLASS } from '@hotel/shared/constants';
import { and, asc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { brands, filterArchives, hotels } from '../../db/schema/catalog.ts';

export type ArchiveRow = typeof filterArchives.$inferSelect;

/**
 * Filter archives that apply in a city: its own (location areas) and the city-wide ones (price
 * ranges, facilities, cityId null); only the city-wide ones when `cityId` is null.
 */
export async function listArchivesForCity(db: Queryable, cityId: number | null): Promise<ArchiveRow[]> {
  return db
    .select()
    .from(filterArchives)
    .where(
      cityId === null
        ? isNull(filterArchives.cityId)
        : or(eq(filterArchives.cityId, cityId), isNull(filterArchives.cityId)),
    )
    .orderBy(asc(filterArchives.sort), asc(filterArchives.id));
}

/** Which of these archive ids are price ranges, with their bounds in yuan. */
export async function priceRangesAmong(
  db: Queryable,
  archiveIds: number[],
): Promise<{ id: number; fromYuan: number | null; belowYuan: number | null }[]> {
  if (archiveIds.length === 0) return [];
  return db
    .select({
      id: filterArchives.id,
      fromYuan: filterArchives.priceFromYuan,
      belowYuan: filterArchives.priceBelowYuan,
    })
    .from(filterArchives)
    .where(and(inArray(filterArchives.id, archiveIds), eq(filterArchives.classCode, ARCHIVE_CLASS.price)));
}

/** Brands with at least one hotel in the city (every brand when `cityId` is null), in display order. */
export async function listBrandsInCity(
  db: Queryable,
  cityId: number | null,
): Promise<{ brandCode: string; name: string }[]> {
  return db
    .select({ brandCode: brands.brandCode, name: brands.name })
    .from(brands)
    .where(
      cityId === null
        ? undefined
        : exists(
            db
              .select({ one: sql`1` })
              .from(hotels)
              .where(and(eq(hotels.brandId, brands.id), eq(hotels.cityId, cityId))),
          ),
    )
    .orderBy(asc(brands.sort), asc(brands.id));
}
