import type { CityHotelItem, HotelInfo } from '@hotel/shared/api/hotel';
import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { NOT_FOUND } from '../../lib/not-found.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import { findHotelByCode, findHotelId, type HotelRow, listHotelsOfCity } from '../queries/hotels.ts';

/** The head office code means the group itself; any other code must name a hotel. */
export async function hotelScope(db: Db, hotelCode: string): Promise<number | null> {
  if (hotelCode === HEAD_OFFICE_CODE) return null;
  return requireHotelId(db, hotelCode);
}

/** The id of the hotel with this code; 404 when there is none (the head office is not a hotel). */
export async function requireHotelId(db: Db, hotelCode: string): Promise<number> {
  const id = await findHotelId(db, hotelCode);
  if (id === undefined) throw new NotFoundError(NOT_FOUND.hotel, 'HOTEL_NOT_FOUND');
  return id;
}

async function requireHotel(db: Db, hotelCode: string): Promise<HotelRow> {
  const hotel = await findHotelByCode(db, hotelCode);
  if (!hotel) throw new NotFoundError(NOT_FOUND.hotel, 'HOTEL_NOT_FOUND');
  return hotel;
}

/** A hotel as the lists show it (getCityHotel; getHotelsByPage adds its price for the stay). */
export function toCityHotelItem(row: HotelRow): CityHotelItem {
  return {
    name: row.name,
    code: row.hotelCode,
    hotelCode: row.hotelCode,
    tel: row.tel,
    address: row.address,
    description: sanitizeContent(row.description),
    feature: row.feature,
    businessType: row.businessType,
    score: row.score,
    pcThumbnail: row.pcThumbnail,
    latitude: row.latitude,
    longitude: row.longitude,
    cityCode: row.cityCode,
    cityName: row.cityName,
    brandCode: row.brandCode,
    brandName: row.brandName,
  };
}

/** getHotelInfo of a hotel (the head office's is content/services/hotel-info.ts). */
export async function hotelInfoOf(db: Db, hotelCode: string): Promise<HotelInfo> {
  const hotel = await requireHotel(db, hotelCode);
  return {
    hotelCode: hotel.hotelCode,
    hotelName: hotel.name,
    tel: hotel.tel,
    hotelRemark: sanitizeContent(hotel.hotelRemark),
    showImage: hotel.showImage,
    thumbnail: hotel.pcThumbnail,
    logoImage: hotel.logoImage,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    address: hotel.address,
    showRights: hotel.showRights,
    cityCode: hotel.cityCode,
    cityName: hotel.cityName,
  };
}

/**
 * getCityHotel: the spec names only the parameter. A hotel's code gives the hotels of that hotel's
 * city (the hotel itself included), for "other hotels nearby" on a hotel's own site; the head office
 * code gives every hotel of the group. Display order (sort, id).
 */
export async function cityHotelsFor(db: Db, hotelCode: string): Promise<CityHotelItem[]> {
  const cityId = hotelCode === HEAD_OFFICE_CODE ? null : (await requireHotel(db, hotelCode)).cityId;
  const rows = await listHotelsOfCity(db, cityId);
  return rows.map(toCityHotelItem);
}
