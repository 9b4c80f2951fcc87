import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { appStore } from '../../lib/app-store.ts';
import { DateRangeField } from './date-range-field.tsx';
import { defaultRooms } from './guests.ts';
import { SEARCH_TEXT } from './messages.ts';
import styles from './search.module.css';
import { PlaceFields, SearchField, useCityChoice } from './search-fields.tsx';
import {
  type CityChoice,
  initialDates,
  initialDiscount,
  initialRooms,
  type ListSearch,
  saveSearch,
  stayOf,
} from './search-storage.ts';

interface HotelSearchBarProps {
  /** The search the list shows: the fields start from it. */
  shown: { city: CityChoice; hotelName: string; stay: ListSearch['stay'] };
  /** Called after the search has been stored, with what the list should now show. */
  onSearch: (search: ListSearch) => void;
}

/**
 * The compact search of the hotel list: city (with 全部), hotel name, dates and 查询. It stores
 * the search like the home search box does (rooms and discount of this tab are kept).
 */
export function HotelSearchBar({ shown, onSearch }: HotelSearchBarProps) {
  const ids = useId();
  const { city, chooseCity, cityChosen } = useCityChoice(() => shown.city);
  const [hotelName, setHotelName] = useState(shown.hotelName);
  const [dates, setDates] = useState<[Dayjs, Dayjs]>(() =>
    shown.stay ? [dayjs(shown.stay.checkIn), dayjs(shown.stay.checkOut)] : initialDates(),
  );

  const search = () => {
    if (!cityChosen()) return;
    saveSearch({
      city,
      hotelName,
      checkIn: dates[0],
      checkOut: dates[1],
      rooms: initialRooms(defaultRooms()),
      discount: initialDiscount(),
    });
    appStore.closeDialog('address');
    onSearch({
      cityCode: city?.kind === 'city' ? city.city.ctCode : '',
      hotelName: hotelName.trim(),
      stay: stayOf({ checkIn: dates[0], checkOut: dates[1] }),
    });
  };

  return (
    <form
      className={`${styles.searchBox} ${styles.searchBoxList}`}
      aria-label="酒店查询"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <PlaceFields
        ids={ids}
        city={city}
        onCity={chooseCity}
        hotelName={hotelName}
        onHotelName={setHotelName}
        clearable
      />
      <SearchField id={`${ids}-dates`} label={SEARCH_TEXT.dates} kind="dates">
        <DateRangeField id={`${ids}-dates`} value={dates} onChange={setDates} />
      </SearchField>
      <button type="submit" className={styles.searchBoxSubmit}>
        {SEARCH_TEXT.search}
      </button>
    </form>
  );
}
