import { HOTEL_SORT_LABELS, HOTEL_SORTS } from '@hotel/shared/constants';
import { useId } from 'react';
import { Link } from 'react-router';
import { type HotelListAddress, hotelListPath } from '../../lib/hotel-list-address.ts';
import { HOTELS_TEXT } from './messages.ts';
import styles from './sort-links.module.css';

/**
 * The list's orders as links to the list in that order (its first page): they work before the code
 * has loaded and a crawler follows them. Not an antd Select: the list's first load cannot afford its
 * code. A click changes the address in place, and the list follows it.
 */
export function SortLinks({ address }: { address: HotelListAddress }) {
  const labelId = useId();
  return (
    <nav className={styles.sortLinks} aria-labelledby={labelId}>
      <span className={styles.sortLinksLabel} id={labelId}>
        {HOTELS_TEXT.sortLabel}
      </span>
      <ul className={styles.sortLinksOptions}>
        {HOTEL_SORTS.map((sort) => (
          <li key={sort}>
            <Link
              to={hotelListPath({ ...address, sort, page: 1 })}
              className={styles.sortLinksOption}
              aria-current={sort === address.sort ? 'true' : undefined}
            >
              {HOTEL_SORT_LABELS[sort]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
