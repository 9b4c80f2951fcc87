import { DISCOUNT_CHANNEL_TYPES, type DiscountChannelType } from '@hotel/shared/constants';
import { Button, Input, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { SEARCH_TEXT } from './messages.ts';
import styles from './search.module.css';
import type { DiscountChannel } from './search-storage.ts';

interface DiscountPanelProps {
  id: string;
  open: boolean;
  value: DiscountChannel | undefined;
  onChange: (value: DiscountChannel | undefined) => void;
  onClose: () => void;
}

/** The discount channel popup: a type and a code, applied by 确定 (loaded with discount-popover.tsx). */
export default function DiscountPanel({ id, open, value, onChange, onClose }: DiscountPanelProps) {
  const [type, setType] = useState<DiscountChannelType | undefined>(value?.type);
  const [code, setCode] = useState(value?.code ?? '');

  // Each opening starts from the applied value, so a cancelled edit leaves no trace.
  useEffect(() => {
    if (open) {
      setType(value?.type);
      setCode(value?.code ?? '');
    }
  }, [open, value]);

  return (
    <div className={styles.discountPanel}>
      <p className={styles.discountPanelLabel} id={`${id}-type`}>
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
      <label className={styles.discountPanelLabel} htmlFor={`${id}-code`}>
        {SEARCH_TEXT.discountCode}
      </label>
      <Input
        id={`${id}-code`}
        value={code}
        maxLength={32}
        placeholder={SEARCH_TEXT.discountCodePlaceholder}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className={styles.discountPanelActions}>
        <Button
          onClick={() => {
            onChange(undefined);
            onClose();
          }}
        >
          {SEARCH_TEXT.clear}
        </Button>
        <Button
          type="primary"
          onClick={() => {
            onChange(type ? { type, code: code.trim() } : undefined);
            onClose();
          }}
        >
          {SEARCH_TEXT.confirm}
        </Button>
      </div>
    </div>
  );
}
