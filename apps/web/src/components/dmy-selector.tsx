import { YEARS_IN_SELECTOR } from '@hotel/shared/constants';
import styles from './dmy-selector.module.css';

/** A date picked field by field; any part may still be missing. Months are 1-12. */
export interface DmyValue {
  day?: number;
  month?: number;
  year?: number;
}

/** Days of a month; 31 while the month is unknown, and 29 for February of an unknown year. */
export function daysInMonth(year: number | undefined, month: number | undefined): number {
  if (month === undefined) return 31;
  // Day 0 of the next month is the last day of this one; a leap year stands in for "any year".
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

/** The day as `d/m/yyyy`, or undefined until all three parts are chosen. */
export function dmyText(value: DmyValue): string | undefined {
  const { day, month, year } = value;
  if (day === undefined || month === undefined || year === undefined) return undefined;
  return `${day}/${month}/${year}`;
}

/** Whether some but not all parts are chosen. */
export function dmyIncomplete(value: DmyValue): boolean {
  const chosen = [value.day, value.month, value.year].filter((part) => part !== undefined).length;
  return chosen > 0 && chosen < 3;
}

/**
 * Keeps a choice a real day no later than `today`: the day is clamped to the month (31 → 30 in
 * April, 29 → 28 in February of a common year), and parts after today come back to today.
 */
export function clampDmy(value: DmyValue, today: Date): DmyValue {
  let { day, month } = value;
  const { year } = value;
  const thisYear = today.getFullYear();
  const thisMonth = today.getMonth() + 1;
  if (year === thisYear && month !== undefined && month > thisMonth) month = thisMonth;
  if (day !== undefined) {
    day = Math.min(day, daysInMonth(year, month));
    if (year === thisYear && month === thisMonth) day = Math.min(day, today.getDate());
  }
  return { day, month, year };
}

const pad = (n: number) => String(n).padStart(2, '0');

interface DmySelectorProps {
  value: DmyValue;
  onChange: (value: DmyValue) => void;
  /** id of the first select (the year), for a label's htmlFor. */
  id?: string;
  /** What the three selects are for, read before 年/月/日 by screen readers (e.g. 出生日期). */
  label: string;
  invalid?: boolean;
  /** The current day; years run back YEARS_IN_SELECTOR from its year. */
  today?: Date;
}

/**
 * The day/month/year selector of the spec: years back 100 from the current year, months 01-12,
 * days 01-31 clamped to the chosen month. Laid out year, month, day, as Chinese readers expect.
 * Native selects, so a phone shows its own wheel picker.
 */
export function DmySelector({ value, onChange, id, label, invalid, today = new Date() }: DmySelectorProps) {
  const thisYear = today.getFullYear();
  const years = Array.from({ length: YEARS_IN_SELECTOR }, (_, i) => thisYear - i);
  const lastMonth = value.year === thisYear ? today.getMonth() + 1 : 12;
  const months = Array.from({ length: lastMonth }, (_, i) => i + 1);
  let lastDay = daysInMonth(value.year, value.month);
  if (value.year === thisYear && value.month === today.getMonth() + 1) lastDay = today.getDate();
  const days = Array.from({ length: lastDay }, (_, i) => i + 1);

  const change = (part: keyof DmyValue, text: string) => {
    const next = { ...value, [part]: text === '' ? undefined : Number(text) };
    onChange(clampDmy(next, today));
  };

  const select = (part: keyof DmyValue, name: string, options: number[], format: (n: number) => string) => (
    <select
      id={part === 'year' ? id : undefined}
      className={styles.select}
      aria-label={`${label} ${name}`}
      aria-invalid={invalid || undefined}
      value={value[part] ?? ''}
      onChange={(event) => change(part, event.target.value)}
    >
      <option value="">{name}</option>
      {options.map((n) => (
        <option key={n} value={n}>
          {format(n)}
        </option>
      ))}
    </select>
  );

  return (
    <div className={invalid ? `${styles.dmySelector} ${styles.invalid}` : styles.dmySelector}>
      {select('year', '年', years, String)}
      {select('month', '月', months, pad)}
      {select('day', '日', days, pad)}
    </div>
  );
}
