import { type GuestRoom, guestSummary } from '@hotel/shared/validation';
import { lazy } from 'react';
import { LoadOnIntent } from '../../components/load-on-intent.tsx';
import { SiteIcon } from '../../components/site-icon.tsx';
import { TextField } from '../../components/text-field.tsx';
import { appStore, useAppState } from '../../lib/app-store.ts';
import { SEARCH_TEXT } from './messages.ts';
import styles from './search.module.css';

interface GuestsPickerProps {
  value: GuestRoom[];
  onChange: (rooms: GuestRoom[]) => void;
  id: string;
}

// Called again on every sign of intent: the browser fetches and runs a module once.
const loadPopover = () => import('./guests-popover.tsx');
const GuestsPopover = lazy(loadPopover);

/** Rooms and guests: the summary, and a popup (its code comes when the guest reaches for it). */
export function GuestsPicker({ value, onChange, id }: GuestsPickerProps) {
  const open = useAppState((s) => s.dialogs.people);
  const [rooms, adults, children] = guestSummary(value);
  const field = (
    <TextField
      id={id}
      readOnly
      value={SEARCH_TEXT.summary(rooms, adults, children)}
      prefix={<SiteIcon name="team" />}
      className={`${styles.searchFieldControl} ${styles.searchFieldControlClickable}`}
    />
  );
  return (
    <LoadOnIntent
      load={loadPopover}
      lookalike={field}
      asked={open}
      onPress={() => appStore.openDialog('people')}
    >
      {() => (
        <GuestsPopover value={value} onChange={onChange} open={open}>
          {field}
        </GuestsPopover>
      )}
    </LoadOnIntent>
  );
}
