import type { GuestRoom } from '@hotel/shared/validation';
import type { Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { paths } from '../../config/paths.ts';
import { appStore } from '../../lib/app-store.ts';
import { hotelListPath } from '../../lib/hotel-list-address.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { DiscountPicker } from './discount-picker.tsx';
import { defaultRooms } from './guests.ts';
import { GuestsPicker } from './guests-picker.tsx';
import { SEARCH_TEXT } from './messages.ts';
import { PricedDateRangeField } from './priced-date-range-field.tsx';
import styles from './search.module.css';
import { PlaceFields, SearchField, useCityChoice } from './search-fields.tsx';
import {
  type DiscountChannel,
  initialCity,
  initialDates,
  initialRooms,
  saveSearch,
  stayOf,
} from './search-storage.ts';

interface SearchBoxProps {
  /**
   * Inside a single hotel's site the destination field is hidden and the search goes to that
   * hotel's rooms; on the group site it asks for a city and goes to the hotel list.
   */
  hotelCode?: string;
}

export function SearchBox({ hotelCode }: SearchBoxProps) {
  const showAddress = hotelCode === undefined;
  const navigate = useAppNavigate();
  const ids = useId();
  const { city, chooseCity, cityChosen } = useCityChoice(initialCity);
  const [hotelName, setHotelName] = useState('');
  const [dates, setDates] = useState<[Dayjs, Dayjs]>(initialDates);
  const [rooms, setRooms] = useState<GuestRoom[]>(() => initialRooms(defaultRooms()));
  const [discount, setDiscount] = useState<DiscountChannel>();

  const search = () => {
    if (showAddress && !cityChosen()) return;
    saveSearch({ city, hotelName, checkIn: dates[0], checkOut: dates[1], rooms, discount });
    appStore.closeDialog('address');
    appStore.closeDialog('people');
    appStore.closeDialog('discountCode');
    navigate(
      hotelCode
        ? paths.childRooms(hotelCode)
        : hotelListPath({
            cityCode: city?.kind === 'city' ? city.city.ctCode : '',
            hotelName: hotelName.trim(),
            stay: stayOf({ checkIn: dates[0], checkOut: dates[1] }),
          }),
    );
  };

  return (
    <form
      className={`${styles.searchBox}${showAddress ? '' : ` ${styles.searchBoxHotel}`}`}
      aria-label="酒店查询"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      {showAddress ? (
        <PlaceFields
          ids={ids}
          city={city}
          onCity={chooseCity}
          hotelName={hotelName}
          onHotelName={setHotelName}
        />
      ) : null}
      <SearchField id={`${ids}-dates`} label={SEARCH_TEXT.dates} kind="dates">
        <PricedDateRangeField
          id={`${ids}-dates`}
          value={dates}
          onChange={setDates}
          naming={
            showAddress && city?.kind === 'city' ? { cityCode: city.city.ctCode, hotelName } : undefined
          }
        />
      </SearchField>
      <SearchField id={`${ids}-guests`} label={SEARCH_TEXT.guests} kind="guests">
        <GuestsPicker id={`${ids}-guests`} value={rooms} onChange={setRooms} />
      </SearchField>
      <SearchField id={`${ids}-discount`} label={SEARCH_TEXT.discount} kind="discount">
        <DiscountPicker id={`${ids}-discount`} value={discount} onChange={setDiscount} />
      </SearchField>
      <button type="submit" className={styles.searchBoxSubmit}>
        {SEARCH_TEXT.search}
      </button>
    </form>
  );
}
