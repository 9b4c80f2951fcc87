import type { HotelInfo, RoomWithRates } from '@hotel/shared/api/hotel';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths.ts';
import { hotelKeys } from '../../lib/query-keys.ts';

/**
 * The hotel as schema.org describes one (name, its site's address, address, place, telephone,
 * picture), with the range of its nightly prices when the page has priced a stay (the rooms page
 * and a room's page have). No rating: these pages do not show the hotel's score.
 */
export function hotelStructuredData(hotel: HotelInfo, queryClient: QueryClient): object {
  const located = hotel.latitude !== 0 || hotel.longitude !== 0;
  const priceRange = priceRangeOf(hotel.hotelCode, queryClient);
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.hotelName,
    url: paths.childHome(hotel.hotelCode),
    address: {
      '@type': 'PostalAddress',
      streetAddress: hotel.address,
      addressLocality: hotel.cityName,
      addressCountry: 'CN',
    },
    ...(located
      ? { geo: { '@type': 'GeoCoordinates', latitude: hotel.latitude, longitude: hotel.longitude } }
      : {}),
    ...(hotel.tel ? { telephone: hotel.tel } : {}),
    ...(hotel.showImage ? { image: hotel.showImage } : {}),
    ...(priceRange ? { priceRange } : {}),
    currenciesAccepted: 'CNY',
  };
}

/** ¥min-¥max of the average nightly prices in the priced stays kept for this hotel. */
function priceRangeOf(hotelCode: string, queryClient: QueryClient): string | undefined {
  const prices = queryClient
    .getQueriesData<RoomWithRates[]>({ queryKey: hotelKeys.roomAndRateOf(hotelCode) })
    .flatMap(([, rooms]) => rooms ?? [])
    .flatMap((room) => room.rateList.map((rate) => rate.avgPrice))
    .filter((price): price is number => price !== null);
  if (prices.length === 0) return undefined;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? `¥${low}` : `¥${low}-¥${high}`;
}
