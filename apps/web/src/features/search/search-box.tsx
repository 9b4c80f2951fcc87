import { MSG } from '@hotel/shared/messages';
import type { GuestRoom } from '@hotel/shared/validation';
import { App, Button, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { paths } from '../../config/paths.ts';
import { appStore } from '../../lib/app-store.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { CityPicker } from './city-picker.tsx';
import { DateRangeField } from './date-range-field.tsx';
import { DiscountPicker } from './discount-picker.tsx';
import { defaultRooms } from './guests.ts';
import { GuestsPicker } from './guests-picker.tsx';
import { SEARCH_TEXT } from './messages.ts';
import './search.css';
import {
  type CityChoice,
  type DiscountChannel,
  forgetCity,
  initialCity,
  initialDates,
  initialRooms,
  saveSearch,
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
  const { message } = App.useApp();
  const navigate = useAppNavigate();
  const ids = useId();
  const [city, setCity] = useState<CityChoice>(initialCity);
  const [hotelName, setHotelName] = useState('');
  const [dates, setDates] = useState<[Dayjs, Dayjs]>(initialDates);
  const [rooms, setRooms] = useState<GuestRoom[]>(() => initialRooms(defaultRooms()));
  const [discount, setDiscount] = useState<DiscountChannel>();

  const chooseCity = (choice: CityChoice) => {
    if (choice?.kind === 'all') forgetCity();
    setCity(choice);
  };

  const search = () => {
    // 全部 is a choice (all cities); only "nothing chosen" is refused.
    if (showAddress && city === undefined) {
      void message.warning(MSG.cityRequired);
      appStore.openDialog('address');
      return;
    }
    saveSearch({ city, hotelName, checkIn: dates[0], checkOut: dates[1], rooms, discount });
    appStore.closeDialog('address');
    appStore.closeDialog('people');
    appStore.closeDialog('discountCode');
    navigate(hotelCode ? paths.childRooms(hotelCode) : paths.hotels);
  };

  return (
    <form
      className={`search-box${showAddress ? '' : ' search-box--hotel'}`}
      aria-label="酒店查询"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      {showAddress ? (
        <>
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
              value={hotelName}
              placeholder={SEARCH_TEXT.hotelNamePlaceholder}
              onChange={(event) => setHotelName(event.target.value)}
              className="search-field__control"
            />
          </div>
        </>
      ) : null}
      <div className="search-field search-field--dates">
        <label className="search-field__label" htmlFor={`${ids}-dates`}>
          {SEARCH_TEXT.dates}
        </label>
        <DateRangeField id={`${ids}-dates`} value={dates} onChange={setDates} />
      </div>
      <div className="search-field search-field--guests">
        <label className="search-field__label" htmlFor={`${ids}-guests`}>
          {SEARCH_TEXT.guests}
        </label>
        <GuestsPicker id={`${ids}-guests`} value={rooms} onChange={setRooms} />
      </div>
      <div className="search-field search-field--discount">
        <label className="search-field__label" htmlFor={`${ids}-discount`}>
          {SEARCH_TEXT.discount}
        </label>
        <DiscountPicker id={`${ids}-discount`} value={discount} onChange={setDiscount} />
      </div>
      <Button type="primary" htmlType="submit" size="large" className="search-box__submit">
        {SEARCH_TEXT.search}
      </Button>
    </form>
  );
}
