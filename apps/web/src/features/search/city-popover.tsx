import type { City } from '@hotel/shared/api/hotel';
import { MSG } from '@hotel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Popover, Skeleton } from 'antd';
import type { ReactElement } from 'react';
import { appStore } from '../../lib/app-store.ts';
import { groupCitiesQuery, hotCities } from './api.ts';
import { SEARCH_TEXT } from './messages.ts';
import type { CityChoice } from './search-storage.ts';

interface CityPopoverProps {
  value: CityChoice;
  onChange: (choice: CityChoice) => void;
  open: boolean;
  /** The destination field the popup opens from. */
  children: ReactElement;
}

/** The destination field's popup: 全部, 热门目的地 and the other city groups (loaded by city-picker.tsx). */
export default function CityPopover({ value, onChange, open, children }: CityPopoverProps) {
  const cities = useQuery(groupCitiesQuery());

  const choose = (choice: CityChoice) => {
    onChange(choice);
    appStore.closeDialog('address');
  };
  const selectedCode = value?.kind === 'city' ? value.city.ctCode : undefined;

  const hot = cities.data ? hotCities(cities.data) : [];
  const otherGroups = (cities.data ?? []).filter((g) => g.citys !== hot);

  const cityButton = (city: City) => (
    <li key={city.ctCode}>
      <button
        type="button"
        className={`city-chip${city.ctCode === selectedCode ? ' city-chip--active' : ''}`}
        onClick={() => choose({ kind: 'city', city: { ctCode: city.ctCode, cnName: city.cnName } })}
      >
        {city.cnName}
      </button>
    </li>
  );

  const content = (
    <div className="city-panel">
      <button
        type="button"
        className={`city-chip city-chip--all${value?.kind === 'all' ? ' city-chip--active' : ''}`}
        onClick={() => choose({ kind: 'all' })}
      >
        {SEARCH_TEXT.all}
      </button>
      {cities.isPending ? <Skeleton active paragraph={{ rows: 2 }} title={false} /> : null}
      {cities.isError ? <p className="city-panel__empty">{SEARCH_TEXT.citiesFailed}</p> : null}
      {cities.isSuccess && cities.data.length === 0 ? (
        <p className="city-panel__empty">{MSG.noData}</p>
      ) : null}
      {hot.length > 0 ? (
        <section>
          <h3 className="city-panel__group">{SEARCH_TEXT.hotDestinations}</h3>
          <ul className="city-panel__list">{hot.map(cityButton)}</ul>
        </section>
      ) : null}
      {otherGroups.map((group) => (
        <section key={group.groupName}>
          <h3 className="city-panel__group">{group.groupName}</h3>
          <ul className="city-panel__list">{group.citys.map(cityButton)}</ul>
        </section>
      ))}
    </div>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomLeft"
      open={open}
      onOpenChange={(next) => (next ? appStore.openDialog('address') : appStore.closeDialog('address'))}
      arrow={false}
    >
      {children}
    </Popover>
  );
}
