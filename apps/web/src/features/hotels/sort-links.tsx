import { HOTEL_SORT_LABELS, HOTEL_SORTS } from '@hotel/shared/constants';
import { useId } from 'react';
import { Link } from 'react-router';
import { type HotelListAddress, hotelListPath } from '../../lib/hotel-list-address.ts';
import { HOTELS_TEXT } from './messages.ts';
import './sort-links.css';

/**
 * The list's orders as links to the list in that order (its first page): they work before the code
 * has loaded and a crawler follows them. Not an antd Select: the list's first load cannot afford its
 * code. A click changes the address in place, and the list follows it.
 */
export function SortLinks({ address }: { address: HotelListAddress }) {
  const labelId = useId();
  return (
    <nav className="sort-links" aria-labelledby={labelId}>
      <span className="sort-links__label" id={labelId}>
        {HOTELS_TEXT.sortLabel}
      </span>
      <ul className="sort-links__options">
        {HOTEL_SORTS.map((sort) => (
          <li key={sort}>
            <Link
              to={hotelListPath({ ...address, sort, page: 1 })}
              className="sort-links__option"
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
