import type { CityGroup } from '@hotel/shared/api/hotel';
import { useInView } from '@hotel/ui/use-in-view.ts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { LineSkeleton } from '../../components/line-skeleton.tsx';
import { hotelListPath } from '../../lib/hotel-list-address.ts';
import { isServer } from '../../lib/render-environment.ts';
import { groupCitiesQuery, hotCities } from './api.ts';
import { SEARCH_TEXT } from './messages.ts';
import styles from './search.module.css';

/**
 * Narrow screens: one image per hot city, a link to that city's hotel list. It sits below the
 * fold, so the browser asks for the cities when the list comes into view: a call during the first
 * load brings the response schemas and Zod with it (lib/api-client.ts), ~30 kB brotli that Home's
 * first screen does not need. The server renders it with the cities (a phone's page carries them),
 * and cities already there (the server's, or the city popup's) show at once.
 */
export function CityImageList() {
  const frame = useRef<HTMLDivElement>(null);
  const inView = useInView(frame);
  const cities = useQuery({ ...groupCitiesQuery(), enabled: isServer || inView });
  return <div ref={frame}>{cityCards(cities)}</div>;
}

function cityCards(cities: UseQueryResult<CityGroup[]>) {
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
