import { Button, Drawer } from 'antd';
import type { ReactNode } from 'react';
import styles from './hotels.module.css';
import { HOTELS_TEXT } from './messages.ts';

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  onClear: () => void;
  /** Nothing is chosen: 清除筛选 has nothing to clear. */
  nothingChosen: boolean;
  /** 共 N 家酒店 on the 完成 button, once the list has answered. */
  totalText: string;
  children: ReactNode;
}

/** Phones: the filters slide in from the right, with 清除筛选 and 完成 at the bottom. */
export function FilterDrawer({
  open,
  onClose,
  onClear,
  nothingChosen,
  totalText,
  children,
}: FilterDrawerProps) {
  return (
    <Drawer
      title={HOTELS_TEXT.filtersTitle}
      placement="right"
      size={320}
      open={open}
      onClose={onClose}
      className={styles.hotelFinderDrawer}
      footer={
        <div className={styles.hotelFinderDrawerFooter}>
          <Button onClick={onClear} disabled={nothingChosen}>
            {HOTELS_TEXT.clearAll}
          </Button>
          <Button type="primary" onClick={onClose}>
            {HOTELS_TEXT.filtersDone}
            {totalText ? `（${totalText}）` : ''}
          </Button>
        </div>
      }
    >
      <section aria-label={HOTELS_TEXT.filtersLabel}>{children}</section>
    </Drawer>
  );
}
