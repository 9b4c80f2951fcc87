import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { paths } from '../../config/paths.ts';
import { sessionStore } from '../../lib/storage.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { groupCitiesQuery, hotCities } from './api.ts';
import { SEARCH_TEXT } from './messages.ts';
import './search.css';
import { rememberCity } from './search-storage.ts';

/** Narrow screens: one image per hot city; a tap searches that city. */
export function CityImageList() {
  const navigate = useAppNavigate();
  const cities = useQuery(groupCitiesQuery());

  if (cities.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  const list = cities.data ? hotCities(cities.data) : [];
  if (list.length === 0) return null;

  return (
    <ul className="city-cards" aria-label={SEARCH_TEXT.cityCards}>
      {list.map((city) => (
        <li key={city.ctCode}>
          <button
            type="button"
            className="city-cards__item"
            onClick={() => {
              rememberCity(city);
              sessionStore.set('isSearch', true);
              navigate(paths.hotels);
            }}
          >
            {city.showImage ? <img src={city.showImage} alt="" loading="lazy" /> : null}
            <span className="city-cards__name">{city.cnName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
