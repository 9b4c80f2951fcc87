import type { Dayjs } from 'dayjs';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import styles from './date-range-input.module.css';
import { SiteIcon } from './site-icon.tsx';

export interface DateRangeInputProps {
  /** The check-in input's id (a label points at it); check-out's is `${id}-end`. */
  id: string;
  value: [Dayjs, Dayjs];
  format: string;
  /** 入住日期 and 离店日期 unless the form says otherwise (an empty field's only name for the second). */
  placeholder?: [string, string];
  /** Phones: no keyboard over the calendar. */
  inputReadOnly?: boolean;
  /** `from`: the date already chosen in the calendar when the other one is being chosen. */
  disabledDate: (day: Dayjs, info?: { from?: Dayjs }) => boolean;
  /** A line under each day's number in the calendar (a price); none unless given. */
  dayNote?: (day: Dayjs) => ReactNode;
  /** The guest reaches for the field (pointer over it, a press, focus): the calendar is about to open. */
  onReach?: () => void;
  className?: string;
  /** Both dates chosen. */
  onChange: (dates: [Dayjs, Dayjs]) => void;
}

// Called again on every sign of intent: the browser fetches and runs a module once.
const loadPicker = () => import('./date-range-picker.tsx');
const DateRangePicker = lazy(loadPicker);

/** What an empty range says (antd's would be 开始日期 and 结束日期). */
const DEFAULT_PLACEHOLDER: [string, string] = ['入住日期', '离店日期'];

/** How the guest reached the field: a press opens the calendar, keyboard focus only focuses it. */
type Reach = 'press' | 'focus';

/**
 * Check-in and check-out. antd's RangePicker (about 30 kB of compressed script) comes when the
 * guest reaches for the field (pointer over it, a touch, focus); until then a look-alike shows the
 * same dates in the same box, so a first visit does not download a calendar it may never open.
 * The form's label names check-in; check-out has a label of its own, seen only by assistive
 * technology (a placeholder is no name once a date fills the input). Both inputs keep their ids.
 */
export function DateRangeInput({ placeholder = DEFAULT_PLACEHOLDER, onReach, ...rest }: DateRangeInputProps) {
  const props = { ...rest, placeholder };
  const [reach, setReach] = useState<Reach>();
  const endLabel = (
    <label className="visually-hidden" htmlFor={`${props.id}-end`}>
      {placeholder[1]}
    </label>
  );
  const lookalike = (
    <DateRangeLookalike
      {...props}
      onReach={onReach}
      onPress={() => setReach('press')}
      onFocus={() => setReach((current) => current ?? 'focus')}
    />
  );
  return (
    <>
      {endLabel}
      {reach ? (
        <Suspense fallback={lookalike}>
          <DateRangePicker {...props} openAtOnce={reach === 'press'} />
        </Suspense>
      ) : (
        lookalike
      )}
    </>
  );
}

interface LookalikeProps extends DateRangeInputProps {
  onPress: () => void;
  onFocus: () => void;
}

/** The RangePicker's box as the server renders it: two read-only dates, the arrow, the calendar icon. */
function DateRangeLookalike({
  id,
  value,
  format,
  placeholder,
  className,
  onReach,
  onPress,
  onFocus,
}: LookalikeProps) {
  const input = (end: boolean) => (
    <input
      id={end ? `${id}-end` : id}
      className={styles.date}
      readOnly
      autoComplete="off"
      size={12}
      value={value[end ? 1 : 0].format(format)}
      placeholder={placeholder?.[end ? 1 : 0]}
    />
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the two inputs are what a guest reaches; a press anywhere in the box opens the calendar, as it does in antd's picker
    <div
      className={`${styles.dateRangeInput}${className ? ` ${className}` : ''}`}
      onPointerEnter={() => {
        void loadPicker();
        onReach?.();
      }}
      onPointerDown={(event) => {
        // The picker takes focus itself once loaded; focusing this input first would be a second step.
        event.preventDefault();
        void loadPicker();
        onReach?.();
        onPress();
      }}
      onFocus={() => {
        void loadPicker();
        onReach?.();
        onFocus();
      }}
    >
      {input(false)}
      <SiteIcon name="swap-right" className={styles.arrow} />
      {input(true)}
      <SiteIcon name="calendar" className={styles.icon} />
    </div>
  );
}
