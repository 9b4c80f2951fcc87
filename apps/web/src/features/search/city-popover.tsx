import type { City } from '@hotel/shared/api/hotel';
import { MSG } from '@hotel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Popover, Skeleton } from 'antd';
import type { ReactElement } from 'react';
import { appStore } from '../../lib/app-store.ts';
import { groupCitiesQuery, hotCities } from './api.ts';
import { SEARCH_TEXT } from './messages.ts';
import styles from './search.module.css';
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
        className={`${styles.cityChip}${city.ctCode === selectedCode ? ` ${styles.cityChipActive}` : ''}`}
        onClick={() => choose({ kind: 'city', city: { ctCode: city.ctCode, cnName: city.cnName } })}
      >
        {city.cnName}
      </button>
    </li>
  );

  const content = (
    <div className={styles.cityPanel}>
      <button
        type="button"
        className={`${styles.cityChip} ${styles.cityChipAll}${value?.kind === 'all' ? ` ${styles.cityChipActive}` : ''}`}
        onClick={() => choose({ kind: 'all' })}
      >
        {SEARCH_TEXT.all}
      </button>
      {cities.isPending ? <Skeleton active paragraph={{ rows: 2 }} title={false} /> : null}
      {cities.isError ? <p className={styles.cityPanelEmpty}>{SEARCH_TEXT.citiesFailed}</p> : null}
      {cities.isSuccess && cities.data.length === 0 ? (
        <p className={styles.cityPanelEmpty}>{MSG.noData}</p>
      ) : null}
      {hot.length > 0 ? (
        <section>
          <h3 className={styles.cityPanelGroup}>{SEARCH_TEXT.hotDestinations}</h3>
          <ul className={styles.cityPanelList}>{hot.map(cityButton)}</ul>
        </section>
      ) : null}
      {otherGroups.map((group) => (
        <section key={group.groupName}>
          <h3 className={styles.cityPanelGroup}>{group.groupName}</h3>
          <ul className={styles.cityPanelList}>{group.citys.map(cityButton)}</ul>
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
