import type { Dayjs } from 'dayjs';
import { DateRangeInput } from '../../components/date-range-input.tsx';
import { NARROW_QUERY } from '../../config/site.ts';
import { businessToday } from '../../lib/business-date.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import type { PriceCalendar } from './hotel-price-calendar.tsx';
import { SEARCH_TEXT } from './messages.ts';
import styles from './search.module.css';

interface DateRangeFieldProps {
  value: [Dayjs, Dayjs];
  onChange: (value: [Dayjs, Dayjs]) => void;
  id: string;
  /** A hotel's prices: each day's under its number, and its sold-out days cannot be the arrival. */
  calendar?: PriceCalendar;
  /** The guest reaches for the field (pointer over it, a press, focus). */
  onReach?: () => void;
}

/** Number of nights between two dates (section 5: check-out minus check-in). */
export function nightsBetween(checkIn: Dayjs, checkOut: Dayjs): number {
  return checkOut.startOf('day').diff(checkIn.startOf('day'), 'day');
}

/** Check-in and check-out; no past dates, at least one night. */
export function DateRangeField({ value, onChange, id, calendar, onReach }: DateRangeFieldProps) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const nights = nightsBetween(value[0], value[1]);

  return (
    <div className={styles.dateRange}>
      <DateRangeInput
        id={id}
        value={value}
        inputReadOnly={narrow}
        format={narrow ? 'MM月DD日' : 'YYYY-MM-DD'}
        placeholder={[SEARCH_TEXT.checkIn, SEARCH_TEXT.checkOut]}
        disabledDate={(day, info) =>
          day.isBefore(businessToday(), 'day') ||
          // a sold-out day cannot be the arrival; the departure after one already chosen may be one
          (calendar?.soldOut(day) === true && !(info?.from && day.isAfter(info.from, 'day')))
        }
        dayNote={calendar?.note}
        onReach={onReach}
        className={`${styles.searchFieldControl} date-range__picker`}
        // A stay is at least one night.
        onChange={([start, end]) => onChange([start, end.isAfter(start, 'day') ? end : start.add(1, 'day')])}
      />
      <span className={styles.dateRangeNights} aria-live="polite">
        {SEARCH_TEXT.nights(nights)}
      </span>
    </div>
  );
}
