import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LineSkeleton } from '../../components/line-skeleton.tsx';
import { hotelListPath } from '../../lib/hotel-list-address.ts';
import { groupCitiesQuery, hotCities } from './api.ts';
import { SEARCH_TEXT } from './messages.ts';
import styles from './search.module.css';

/** Narrow screens: one image per hot city, a link to that city's hotel list. */
export function CityImageList() {
  const cities = useQuery(groupCitiesQuery());

  if (cities.isPending) return <LineSkeleton rows={3} />;
  const list = cities.data ? hotCities(cities.data) : [];
  if (list.length === 0) return null;

  return (
    <ul className={styles.cityCards} aria-label={SEARCH_TEXT.cityCards}>
      {list.map((city) => (
        <li key={city.ctCode}>
          <Link className={styles.cityCardsItem} to={hotelListPath({ cityCode: city.ctCode })}>
            {city.showImage ? <img src={city.showImage} alt="" loading="lazy" /> : null}
            <span className={styles.cityCardsName}>{city.cnName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
