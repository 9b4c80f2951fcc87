import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { brands, cities, hotels } from '../../db/schema/catalog.ts';

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
export const hotelColumns = {
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
