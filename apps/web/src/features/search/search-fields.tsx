import { MSG } from '@hotel/shared/messages';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { TextField } from '../../components/text-field.tsx';
import { appStore } from '../../lib/app-store.ts';
import { useMessage } from '../../lib/message.tsx';
import { CityPicker } from './city-picker.tsx';
import { SEARCH_TEXT } from './messages.ts';
import styles from './search.module.css';
import { type CityChoice, forgetCity } from './search-storage.ts';

/** One labelled field of the search forms. */
export function SearchField(props: { id: string; label: string; kind: string; children: ReactNode }) {
  return (
    <div className={`${styles.searchField} search-field--${props.kind}`}>
      <label className={styles.searchFieldLabel} htmlFor={props.id}>
        {props.label}
      </label>
      {props.children}
    </div>
  );
}

/**
 * The destination of a search: 全部 clears the stored city at once; 查询 refuses only "nothing
 * chosen" (请选择城市, and the city popup opens).
 */
export function useCityChoice(initial: () => CityChoice) {
  const message = useMessage();
  const [city, setCity] = useState<CityChoice>(initial);
  const chooseCity = (choice: CityChoice) => {
    if (choice?.kind === 'all') forgetCity();
    setCity(choice);
  };
  const cityChosen = (): boolean => {
    if (city !== undefined) return true;
    message.warning(MSG.cityRequired);
    appStore.openDialog('address');
    return false;
  };
  return { city, chooseCity, cityChosen };
}

interface PlaceFieldsProps {
  ids: string;
  city: CityChoice;
  onCity: (choice: CityChoice) => void;
  hotelName: string;
  onHotelName: (name: string) => void;
  clearable?: boolean;
}

/** Where to: the city popup (热门目的地 and 全部) and the optional hotel name. */
export function PlaceFields({ ids, city, onCity, hotelName, onHotelName, clearable }: PlaceFieldsProps) {
  return (
    <>
      <SearchField id={`${ids}-city`} label={SEARCH_TEXT.destination} kind="city">
        <CityPicker id={`${ids}-city`} value={city} onChange={onCity} />
      </SearchField>
      <SearchField id={`${ids}-hotel`} label={SEARCH_TEXT.hotelName} kind="hotel">
        <TextField
          id={`${ids}-hotel`}
          maxLength={50}
          onClear={clearable ? () => onHotelName('') : undefined}
          value={hotelName}
          placeholder={SEARCH_TEXT.hotelNamePlaceholder}
          onChange={(event) => onHotelName(event.target.value)}
          className={styles.searchFieldControl}
        />
      </SearchField>
    </>
  );
}
