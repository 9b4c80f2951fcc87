import type { HotelInfo, HotelListItem, RoomWithRates } from '@hotel/shared/api/hotel';
import { priceFigure } from '@hotel/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { LineSkeleton } from '../../components/line-skeleton.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { hotelPageQuery } from '../../lib/catalogue-queries.ts';
import { linkedSearchQuery } from '../../lib/linked-search.ts';

import type { Stay } from '../../lib/stay.ts';
import { HOTEL_SITE_TEXT } from './messages.ts';
import styles from './other-hotels.module.css';

/** Hotels offered in place of a full one. */
const OTHER_HOTELS_SHOWN = 3;

/** No rate of the hotel can be booked for the stay (or it has no room type at all). */
export function fullForStay(rooms: readonly RoomWithRates[]): boolean {
  return rooms.every((room) => room.rateList.every((rate) => !rate.bookable));
}

interface OtherHotelsProps {
  hotel: HotelInfo;
  stay: Stay;
}

/**
 * A full hotel's way out: the group's cheapest hotels of the same city with rooms for the stay, each
 * linking to its rooms page for that stay; says so when every one of them is full too.
 */
export function OtherHotels({ hotel, stay }: OtherHotelsProps) {
  const headingId = useId();
  const page = useQuery(
    hotelPageQuery({
      cityCode: hotel.cityCode,
      archives: [],
      brands: [],
      hotelName: '',
      // this hotel may be among the cheapest; sold-out hotels come last
      pageSize: OTHER_HOTELS_SHOWN + 1,
      currentPage: 1,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      sort: 'price_asc',
    }),
  );

  return (
    <section className={styles.otherHotels} aria-labelledby={headingId}>
      <h3 className={styles.otherHotelsTitle} id={headingId}>
        {HOTEL_SITE_TEXT.otherHotelsHeading}
      </h3>
      <QueryState
        query={page}
        loading={<LineSkeleton rows={OTHER_HOTELS_SHOWN} />}
        retry={false}
        isEmpty={(data) => bookableOthers(data.rows, hotel.hotelCode).length === 0}
        empty={<p className={styles.otherHotelsNone}>{HOTEL_SITE_TEXT.otherHotelsNone}</p>}
      >
        {(data) => (
          <ul className={styles.otherHotelsList}>
            {bookableOthers(data.rows, hotel.hotelCode).map((other) => (
              <li key={other.hotelCode} className={styles.otherHotelsItem}>
                <Link
                  className={styles.otherHotelsLink}
                  to={`${paths.childRooms(other.hotelCode)}${linkedSearchQuery(stay)}`}
                >
                  <span className={styles.otherHotelsName}>{other.name}</span>
                  <span className={styles.otherHotelsPrice}>
                    {HOTEL_SITE_TEXT.otherHotelPrice(priceFigure(other.lowestPrice))}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

type PricedHotel = HotelListItem & { lowestPrice: number };

/** The cheapest hotels other than this one that have rooms for the stay. */
function bookableOthers(rows: readonly HotelListItem[], hotelCode: string): PricedHotel[] {
  return rows
    .filter(
      (row): row is PricedHotel => row.hotelCode !== hotelCode && !row.soldOut && row.lowestPrice !== null,
    )
    .slice(0, OTHER_HOTELS_SHOWN);
}
