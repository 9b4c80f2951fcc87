import { TagOutlined } from '@ant-design/icons';
import { DISCOUNT_CHANNEL_TYPES, type DiscountChannelType } from '@hotel/shared/constants';
import { Button, Input, Popover, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { appStore, useAppState } from '../../lib/app-store.ts';
import { SEARCH_TEXT } from './messages.ts';
import type { DiscountChannel } from './search-storage.ts';

interface DiscountPickerProps {
  value: DiscountChannel | undefined;
  onChange: (value: DiscountChannel | undefined) => void;
  id: string;
}

/** Optional discount channel: a type (企业/团体/旅行社/推广) and a free-text code. */
export function DiscountPicker({ value, onChange, id }: DiscountPickerProps) {
  const open = useAppState((s) => s.dialogs.discountCode);
  const [type, setType] = useState<DiscountChannelType | undefined>(value?.type);
  const [code, setCode] = useState(value?.code ?? '');

  // Each opening starts from the applied value, so a cancelled edit leaves no trace.
  useEffect(() => {
    if (open) {
      setType(value?.type);
      setCode(value?.code ?? '');
    }
  }, [open, value]);

  const content = (
    <div className="discount-panel">
      <p className="discount-panel__label" id={`${id}-type`}>
        {SEARCH_TEXT.discountType}
      </p>
      <Radio.Group
        aria-labelledby={`${id}-type`}
        optionType="button"
        buttonStyle="solid"
        value={type}
        onChange={(event) => setType(event.target.value as DiscountChannelType)}
        options={DISCOUNT_CHANNEL_TYPES.map((t) => ({ label: t, value: t }))}
      />
      <label className="discount-panel__label" htmlFor={`${id}-code`}>
        {SEARCH_TEXT.discountCode}
      </label>
      <Input
        id={`${id}-code`}
        value={code}
        maxLength={32}
        placeholder={SEARCH_TEXT.discountCodePlaceholder}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="discount-panel__actions">
        <Button
          onClick={() => {
            onChange(undefined);
            appStore.closeDialog('discountCode');
          }}
        >
          {SEARCH_TEXT.clear}
        </Button>
        <Button
          type="primary"
          onClick={() => {
            onChange(type ? { type, code: code.trim() } : undefined);
            appStore.closeDialog('discountCode');
          }}
        >
          {SEARCH_TEXT.confirm}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      content={content}
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
