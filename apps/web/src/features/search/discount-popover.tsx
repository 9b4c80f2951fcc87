import { Popover } from 'antd';
import type { ReactElement } from 'react';
import { appStore } from '../../lib/app-store.ts';
import DiscountPanel from './discount-panel.tsx';
import type { DiscountChannel } from './search-storage.ts';

interface DiscountPopoverProps {
  id: string;
  value: DiscountChannel | undefined;
  onChange: (value: DiscountChannel | undefined) => void;
  open: boolean;
  /** The discount field the popup opens from. */
  children: ReactElement;
}

/** The discount channel's popup (loaded by discount-picker.tsx). */
export default function DiscountPopover({ id, value, onChange, open, children }: DiscountPopoverProps) {
  return (
    <Popover
      content={
        <DiscountPanel
          id={id}
          open={open}
          value={value}
          onChange={onChange}
          onClose={() => appStore.closeDialog('discountCode')}
        />
      }
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) =>
        next ? appStore.openDialog('discountCode') : appStore.closeDialog('discountCode')
      }
      arrow={false}
    >
      {children}
    </Popover>
  );
}
