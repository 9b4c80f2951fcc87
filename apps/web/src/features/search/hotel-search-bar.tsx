import { MSG } from '@hotel/shared/messages';
import { App, Button, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { appStore } from '../../lib/app-store.ts';
import { CityPicker } from './city-picker.tsx';
import { DateRangeField } from './date-range-field.tsx';
import { defaultRooms } from './guests.ts';
import { SEARCH_TEXT } from './messages.ts';
import './search.css';
import {
  type CityChoice,
  forgetCity,
  initialDates,
  initialDiscount,
  initialListCity,
  initialRooms,
  type ListSearch,
  saveSearch,
  storedListSearch,
} from './search-storage.ts';

interface HotelSearchBarProps {
  /** Called after the search has been stored, with what the list should now show. */
  onSearch: (search: ListSearch) => void;
}

/**
 * The compact search of the hotel list: city (with 全部), hotel name, dates and 查询. It stores
 * the search like the home search box does (rooms and discount of this tab are kept).
 */
export function HotelSearchBar({ onSearch }: HotelSearchBarProps) {
  const { message } = App.useApp();
  const ids = useId();
  const [city, setCity] = useState<CityChoice>(initialListCity);
  const [hotelName, setHotelName] = useState(() => storedListSearch().hotelName);
  const [dates, setDates] = useState<[Dayjs, Dayjs]>(initialDates);

  const chooseCity = (choice: CityChoice) => {
    // 全部 clears the stored city at once.
    if (choice?.kind === 'all') forgetCity();
    setCity(choice);
  };

  const search = () => {
    if (city === undefined) {
      void message.warning(MSG.cityRequired);
      appStore.openDialog('address');
      return;
    }
    saveSearch({
      city,
      hotelName,
      checkIn: dates[0],
      checkOut: dates[1],
      rooms: initialRooms(defaultRooms()),
      discount: initialDiscount(),
    });
    appStore.closeDialog('address');
    onSearch(storedListSearch());
  };

  return (
    <form
      className="search-box search-box--list"
      aria-label="酒店查询"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <div className="search-field search-field--city">
        <label className="search-field__label" htmlFor={`${ids}-city`}>
          {SEARCH_TEXT.destination}
        </label>
        <CityPicker id={`${ids}-city`} value={city} onChange={chooseCity} />
      </div>
      <div className="search-field search-field--hotel">
        <label className="search-field__label" htmlFor={`${ids}-hotel`}>
          {SEARCH_TEXT.hotelName}
        </label>
        <Input
          id={`${ids}-hotel`}
          size="large"
          maxLength={50}
          allowClear
          value={hotelName}
          placeholder={SEARCH_TEXT.hotelNamePlaceholder}
          onChange={(event) => setHotelName(event.target.value)}
          className="search-field__control"
        />
      </div>
      <div className="search-field search-field--dates">
        <label className="search-field__label" htmlFor={`${ids}-dates`}>
          {SEARCH_TEXT.dates}
        </label>
        <DateRangeField id={`${ids}-dates`} value={dates} onChange={setDates} />
      </div>
      <Button type="primary" htmlType="submit" size="large" className="search-box__submit">
        {SEARCH_TEXT.search}
      </Button>
    </form>
  );
}
