import type { HotelListItem } from '@hotel/shared/api/hotel';
import { priceFigure } from '@hotel/shared/money';
import { paths } from '../../config/paths.ts';

import { HOTELS_TEXT } from './messages.ts';

/**
 * The page of hotels as schema.org describes a list: each hotel with what its card shows — name,
 * its site's address, address, telephone, picture, its score (a rating; none when it has no
 * score) and its lowest nightly price for the stay searched (none when it is sold out).
 */
export function hotelListStructuredData(rows: readonly HotelListItem[], firstPosition: number): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: rows.map((hotel, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      item: {
        '@type': 'Hotel',
        name: hotel.name,
        url: paths.childHome(hotel.hotelCode),
        address: {
          '@type': 'PostalAddress',
          streetAddress: hotel.address,
          addressLocality: hotel.cityName,
          addressCountry: 'CN',
        },
        ...(hotel.tel ? { telephone: hotel.tel } : {}),
        ...(hotel.pcThumbnail ? { image: hotel.pcThumbnail } : {}),
        ...(hotel.score > 0
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: hotel.score } }
          : {}),
        ...(!hotel.soldOut && hotel.lowestPrice !== null
          ? { priceRange: `¥${priceFigure(hotel.lowestPrice)}${HOTELS_TEXT.priceFrom}` }
          : {}),
      },
    })),
  };
}
