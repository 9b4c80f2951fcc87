import type { FilterClass, HotelListItem, hotelsByPageBody } from '@hotel/shared/api/hotel';
import { ARCHIVE_CLASS, ARCHIVE_CLASS_TITLES } from '@hotel/shared/constants';
import { fenToYuan, yuanToFen } from '@hotel/shared/money';
import type { z } from 'zod';
import { findCityByCode, toCityHotelItem } from '../../catalogue/index.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { NOT_FOUND } from '../../lib/not-found.ts';
import { shanghaiDate } from '../../lib/time.ts';
import type { ViewerLevel } from '../../members/index.ts';
import { stayOf } from '../../rates/index.ts';
import {
  type ArchiveRow,
  listArchivesForCity,
  listBrandsInCity,
  priceRangesAmong,
} from '../queries/archives.ts';
import { searchHotels } from '../queries/hotel-search.ts';

/** Sub-type title for an archive of a tabbed group that was stored without one. */
const OTHER_SUB_TYPE = '其他';

function tabbedClass(code: 'location' | 'facility', archives: ArchiveRow[]): FilterClass | undefined {
  const subDatas: NonNullable<FilterClass['subDatas']> = [];
  const bySubType = new Map<string, (typeof subDatas)[number]>();
  for (const archive of archives) {
    if (archive.classCode !== code) continue;
    const subTypeName = archive.subTypeName || OTHER_SUB_TYPE;
    let sub = bySubType.get(subTypeName);
    if (!sub) {
      sub = { subTypeName, weBaseArchive: [] };
      bySubType.set(subTypeName, sub);
      subDatas.push(sub);
    }
    sub.weBaseArchive.push({ id: archive.id, name: archive.name });
  }
  if (subDatas.length === 0) return undefined;
  return { archiveClassCode: code, archiveClassName: ARCHIVE_CLASS_TITLES[code], haveSubType: 1, subDatas };
}

/**
 * Filter groups of the hotel list for a city, in the order location, brand, price, facility.
 * Location areas are the city's own; price ranges and facilities apply everywhere; brands are
 * those with a hotel in the city. Without a city: no location group and every brand. A group with
 * nothing to choose is left out. An unknown city code is a 404.
 */
export async function baseArchivesFor(db: Db, cityCode: string): Promise<FilterClass[]> {
  let cityId: number | null = null;
  if (cityCode !== '') {
    const city = await findCityByCode(db, cityCode);
    if (!city) throw new NotFoundError(NOT_FOUND.city, 'CITY_NOT_FOUND');
    cityId = city.id;
  }
  const [archives, brands] = await Promise.all([
    listArchivesForCity(db, cityId),
    listBrandsInCity(db, cityId),
  ]);
  const prices = archives
    .filter((archive) => archive.classCode === ARCHIVE_CLASS.price)
    .map((archive) => ({ id: archive.id, name: archive.name }));
  const classes: (FilterClass | undefined)[] = [
    tabbedClass(ARCHIVE_CLASS.location, archives),
    brands.length > 0
      ? {
          archiveClassCode: ARCHIVE_CLASS.brand,
          archiveClassName: ARCHIVE_CLASS_TITLES.brand,
          haveSubType: 0,
          weBaseArchive: brands,
        }
      : undefined,
    prices.length > 0
      ? {
          archiveClassCode: ARCHIVE_CLASS.price,
          archiveClassName: ARCHIVE_CLASS_TITLES.price,
          haveSubType: 0,
          weBaseArchive: prices,
        }
      : undefined,
    tabbedClass(ARCHIVE_CLASS.facility, archives),
  ];
  return classes.filter((c): c is FilterClass => c !== undefined);
}

/** A search with its stay given (the route fills in today and tomorrow when none was asked). */
type HotelsByPage = z.output<typeof hotelsByPageBody> & { checkIn: string; checkOut: string };

/**
 * A page of the hotel search, each hotel with its lowest price for the stay at the viewer's member
 * level (a stay that breaks
 * the date rules is refused like getRoomAndRate's). City by
 * code (empty: every city; an unknown code matches nothing); archives AND across groups and OR
 * within one, a price range by the hotel's lowest price for the stay; brands by code; name by
 * case-insensitive part.
 */
export async function hotelsByPage(
  db: Db,
  request: HotelsByPage,
  viewer: ViewerLevel | null,
  today: string = shanghaiDate(),
): Promise<{ rows: HotelListItem[]; total: number }> {
  const stay = stayOf(request.checkIn, request.checkOut, today);
  const archiveIds = [...new Set(request.archives)];
  const priceRanges = await priceRangesAmong(db, archiveIds);
  const priceIds = new Set(priceRanges.map((range) => range.id));
  const result = await searchHotels(db, {
    cityCode: request.cityCode,
    archiveIds: archiveIds.filter((id) => !priceIds.has(id)),
    brandCodes: [...new Set(request.brands.filter((code) => code !== ''))],
    nameContains: request.hotelName,
    stay: { checkIn: stay.checkIn, checkOut: stay.checkOut, nights: stay.nights.length },
    levelCode: viewer?.levelCode ?? null,
    priceRanges: priceRanges.map((range) => ({
      fromFen: range.fromYuan === null ? null : yuanToFen(range.fromYuan),
      belowFen: range.belowYuan === null ? null : yuanToFen(range.belowYuan),
    })),
    sort: request.sort,
    limit: request.pageSize,
    offset: (request.currentPage - 1) * request.pageSize,
  });
  return {
    rows: result.rows.map((row) => ({
      ...toCityHotelItem(row),
      lowestPrice: row.lowestFen === null ? null : fenToYuan(row.lowestFen),
      soldOut: row.lowestFen === null,
    })),
    total: result.total,
  };
}
