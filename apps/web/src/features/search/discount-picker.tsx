import { lazy } from 'react';
import { LoadOnIntent } from '../../components/load-on-intent.tsx';
import { SiteIcon } from '../../components/site-icon.tsx';
import { TextField } from '../../components/text-field.tsx';
import { appStore, useAppState } from '../../lib/app-store.ts';
import { SEARCH_TEXT } from './messages.ts';
import styles from './search.module.css';
import type { DiscountChannel } from './search-storage.ts';

interface DiscountPickerProps {
  value: DiscountChannel | undefined;
  onChange: (value: DiscountChannel | undefined) => void;
  id: string;
}

// Called again on every sign of intent: the browser fetches and runs a module once.
const loadPopover = () => import('./discount-popover.tsx');
const DiscountPopover = lazy(loadPopover);

/**
 * Optional discount channel: a type (企业/团体/旅行社/推广) and a free-text code. The popup's code
 * (antd's Radio) comes when the guest reaches for the field, not with the page.
 */
export function DiscountPicker({ value, onChange, id }: DiscountPickerProps) {
  const open = useAppState((s) => s.dialogs.discountCode);
  const field = (
    <TextField
      id={id}
      readOnly
      value={value ? `${value.type}${value.code ? ` · ${value.code}` : ''}` : ''}
      placeholder={SEARCH_TEXT.discountPlaceholder}
      prefix={<SiteIcon name="tag" />}
      className={`${styles.searchFieldControl} ${styles.searchFieldControlClickable}`}
    />
  );
  return (
    <LoadOnIntent
      load={loadPopover}
      lookalike={field}
      asked={open}
      onPress={() => appStore.openDialog('discountCode')}
    >
      {() => (
        <DiscountPopover id={id} value={value} onChange={onChange} open={open}>
          {field}
        </DiscountPopover>
      )}
    </LoadOnIntent>
  );
}
