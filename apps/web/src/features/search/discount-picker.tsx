import { TagOutlined } from '@ant-design/icons';
import { Input, Popover, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { appStore, useAppState } from '../../lib/app-store.ts';
import { SEARCH_TEXT } from './messages.ts';
import type { DiscountChannel } from './search-storage.ts';

interface DiscountPickerProps {
  value: DiscountChannel | undefined;
  onChange: (value: DiscountChannel | undefined) => void;
  id: string;
}

// Called again on every sign of intent: the browser fetches and runs a module once.
const loadPanel = () => import('./discount-panel.tsx');
const DiscountPanel = lazy(loadPanel);

/**
 * Optional discount channel: a type (企业/团体/旅行社/推广) and a free-text code. The popup's code
 * (antd's Radio) comes when the guest reaches for the field, not with the page.
 */
export function DiscountPicker({ value, onChange, id }: DiscountPickerProps) {
  const open = useAppState((s) => s.dialogs.discountCode);
  const close = () => appStore.closeDialog('discountCode');

  return (
    <Popover
      content={
        <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3 }} />}>
          <DiscountPanel id={id} open={open} value={value} onChange={onChange} onClose={close} />
        </Suspense>
      }
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) =>
        next ? appStore.openDialog('discountCode') : appStore.closeDialog('discountCode')
      }
      arrow={false}
    >
      <Input
        id={id}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        readOnly
        size="large"
        value={value ? `${value.type}${value.code ? ` · ${value.code}` : ''}` : ''}
        placeholder={SEARCH_TEXT.discountPlaceholder}
        prefix={<TagOutlined aria-hidden />}
        className="search-field__control search-field__control--clickable"
      />
    </Popover>
  );
}
