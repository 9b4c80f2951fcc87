import type { PriceCalendarDay } from '@hotel/shared/api/hotel';
import { priceFigure } from '@hotel/shared/money';
import { stayProblem } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useMemo, useState } from 'react';
import { DateRangeInput } from '../../components/date-range-input.tsx';
import { NARROW_QUERY } from '../../config/site.ts';
import { businessDay, businessToday } from '../../lib/business-date.ts';
import { priceCalendarQuery } from '../../lib/catalogue-queries.ts';
import { useMessage } from '../../lib/message.tsx';

import { STAY_DATE_FORMAT, type Stay } from '../../lib/stay.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import styles from './hotel-rooms.module.css';
import { HOTEL_SITE_TEXT } from './messages.ts';
import { nightsOf } from './stay.ts';

interface StayPickerProps {
  /** The hotel whose lowest price of each day the calendar shows; plain dates without one. */
  calendarHotelCode?: string;
  value: Stay;
  onChange: (stay: Stay) => void;
}

/** The hotel's days by date (yyyy-MM-dd), once the guest has reached for the calendar. */
function usePriceCalendar(hotelCode: string | undefined, reached: boolean): Map<string, PriceCalendarDay> {
  const calendar = useQuery({
    ...priceCalendarQuery(hotelCode ?? '', businessToday().format(STAY_DATE_FORMAT)),
    enabled: reached && hotelCode !== undefined,
  });
  return useMemo(() => new Map(calendar.data?.map((day) => [day.date, day])), [calendar.data]);
}

/** ¥299 under a day's number, 满 on a sold-out day, nothing for a day not (yet) known. */
function dayNoteOf(day: PriceCalendarDay | undefined): string | null {
  if (!day) return null;
  if (day.soldOut || day.lowestPrice === null) return HOTEL_SITE_TEXT.calendarSoldOut;
  return `¥${priceFigure(day.lowestPrice)}`;
}

/**
 * Check-in and check-out for the room list; a stay the service would refuse is refused here first.
 * The calendar shows each day's lowest price; a sold-out day (满) cannot be the arrival, though a
 * stay may end on it.
 */
export function StayPicker({ calendarHotelCode, value, onChange }: StayPickerProps) {
  const message = useMessage();
  const narrow = useMediaQuery(NARROW_QUERY);
  const id = useId();
  const [reached, setReached] = useState(false);
  const days = usePriceCalendar(calendarHotelCode, reached);
  const dayOf = (day: Dayjs) => days.get(day.format(STAY_DATE_FORMAT));

  return (
    <div className={styles.stayPicker}>
      <label className={styles.stayPickerLabel} htmlFor={id}>
        {HOTEL_SITE_TEXT.stayLabel}
      </label>
      <div className={styles.stayPickerRow}>
        <DateRangeInput
          id={id}
          value={[dayjs(value.checkIn), dayjs(value.checkOut)]}
          inputReadOnly={narrow}
          format={narrow ? 'MM月DD日' : STAY_DATE_FORMAT}
          disabledDate={(day, info) =>
            day.isBefore(businessToday(), 'day') ||
            // the departure after an arrival already chosen may be a sold-out day
            (dayOf(day)?.soldOut === true && !(info?.from && day.isAfter(info.from, 'day')))
          }
          dayNote={calendarHotelCode === undefined ? undefined : (day) => dayNoteOf(dayOf(day))}
          onReach={() => setReached(true)}
          className={styles.stayPickerControl}
          onChange={([start, end]) => {
            const stay = {
              checkIn: start.format(STAY_DATE_FORMAT),
              // A stay is at least one night.
              checkOut: (end.isAfter(start, 'day') ? end : start.add(1, 'day')).format(STAY_DATE_FORMAT),
            };
            const problem = stayProblem(stay.checkIn, stay.checkOut, businessDay());
            if (problem) {
              message.warning(problem);
              return;
            }
            onChange(stay);
          }}
        />
        <span className={styles.stayPickerNights} aria-live="polite">
          {HOTEL_SITE_TEXT.nights(nightsOf(value))}
        </span>
      </div>
    </div>
  );
}
