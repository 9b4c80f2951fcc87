import type { CityHotelItem } from '@hotel/shared/api/hotel';

/** What the search box says about where to stay: a city and the hotel name typed (maybe empty). */
export interface HotelNaming {
  cityCode: string;
  hotelName: string;
}

/**
 * The one hotel a search box names, if it names one: among the city's hotels, the one whose name
 * is the text typed (trimmed, letters in either case), else the only one whose name contains it,
 * as the hotel list would then show that hotel alone. Several containing it and none named exactly,
 * or none: no hotel.
 */
export function namedHotel(hotels: readonly CityHotelItem[], naming: HotelNaming): CityHotelItem | undefined {
  const text = naming.hotelName.trim().toLowerCase();
  if (text === '') return undefined;
  const ofCity = hotels.filter((hotel) => hotel.cityCode === naming.cityCode);
  const exact = ofCity.find((hotel) => hotel.name.trim().toLowerCase() === text);
  if (exact) return exact;
  const containing = ofCity.filter((hotel) => hotel.name.toLowerCase().includes(text));
  return containing.length === 1 ? containing[0] : undefined;
}
