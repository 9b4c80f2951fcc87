import { useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { LoadOnIntent } from '../../components/load-on-intent.tsx';
import { SiteIcon } from '../../components/site-icon.tsx';
import { TextField } from '../../components/text-field.tsx';
import { appStore, useAppState } from '../../lib/app-store.ts';
import { groupCitiesQuery } from './api.ts';
import { SEARCH_TEXT } from './messages.ts';
import styles from './search.module.css';
import type { CityChoice } from './search-storage.ts';

interface CityPickerProps {
  value: CityChoice;
  onChange: (choice: CityChoice) => void;
  id: string;
}

// Called again on every sign of intent: the browser fetches and runs a module once.
const loadPopover = () => import('./city-popover.tsx');
const CityPopover = lazy(loadPopover);

function cityLabel(choice: CityChoice): string {
  if (!choice) return '';
  return choice.kind === 'all' ? SEARCH_TEXT.allCities : choice.city.cnName;
}

/** The destination field; its popup's code comes when the guest reaches for it. */
export function CityPicker({ value, onChange, id }: CityPickerProps) {
  const open = useAppState((s) => s.dialogs.address);
  const queryClient = useQueryClient();
  // The cities are asked for with the popup's code, so they are usually there when it opens.
  const load = () => {
    void queryClient.prefetchQuery(groupCitiesQuery());
    return loadPopover();
  };
  const field = (
    <TextField
      id={id}
      readOnly
      value={cityLabel(value)}
      placeholder={SEARCH_TEXT.destinationPlaceholder}
      prefix={<SiteIcon name="environment" />}
      className={`${styles.searchFieldControl} ${styles.searchFieldControlClickable}`}
    />
  );
  return (
    <LoadOnIntent load={load} lookalike={field} asked={open} onPress={() => appStore.openDialog('address')}>
      {() => (
        <CityPopover value={value} onChange={onChange} open={open}>
          {field}
        </CityPopover>
      )}
    </LoadOnIntent>
  );
}
