import type { ChangeEvent } from 'react';
import layoutStyles from './layout.module.css';
import styles from './page-size-select.module.css';

interface PageSizeOption {
  label?: unknown;
  value: string | number;
}

/** What antd's Pagination passes to its size changer (Select's props; the rest are ignored). */
interface PageSizeSelectProps {
  value?: string | number;
  options?: PageSizeOption[];
  onChange?: (value: number, option: PageSizeOption) => void;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
}

/**
 * The page-size changer of antd's Pagination as a native select (vite.config.ts points
 * Pagination's Select import here): antd's Select is ~25 kB of compressed script on the hotel
 * list's first load for a choice of four sizes, and a phone's own picker suits that choice better.
 */
export default function PageSizeSelect({
  value,
  options = [],
  onChange,
  disabled,
  className,
  ...rest
}: PageSizeSelectProps) {
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const option = options.find((o) => String(o.value) === event.target.value);
    if (option) onChange?.(Number(option.value), option);
  };
  return (
    <select
      className={`${layoutStyles.plainControl} ${styles.pageSizeSelect}${className ? ` ${className}` : ''}`}
      aria-label={rest['aria-label']}
      disabled={disabled}
      value={value === undefined ? undefined : String(value)}
      onChange={change}
    >
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {typeof option.label === 'string' || typeof option.label === 'number' ? option.label : option.value}
        </option>
      ))}
    </select>
  );
}
