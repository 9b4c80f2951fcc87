import { stayProblem } from '@hotel/shared/validation';
import dayjs from 'dayjs';
import { useId } from 'react';
import { DateRangeInput } from '../../components/date-range-input.tsx';
import { NARROW_QUERY } from '../../config/site.ts';
import { businessDay, businessToday } from '../../lib/business-date.ts';
import { useMessage } from '../../lib/message.tsx';
import { STAY_DATE_FORMAT, type Stay } from '../../lib/stay.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { HOTEL_SITE_TEXT } from './messages.ts';
import { nightsOf } from './stay.ts';

interface StayPickerProps {
  value: Stay;
  onChange: (stay: Stay) => void;
}

/** Check-in and check-out for the room list; a stay the service would refuse is refused here first. */
export function StayPicker({ value, onChange }: StayPickerProps) {
  const message = useMessage();
  const narrow = useMediaQuery(NARROW_QUERY);
  const id = useId();

  return (
    <div className="stay-picker">
      <label className="stay-picker__label" htmlFor={id}>
        {HOTEL_SITE_TEXT.stayLabel}
      </label>
      <div className="stay-picker__row">
        <DateRangeInput
          id={id}
          value={[dayjs(value.checkIn), dayjs(value.checkOut)]}
          inputReadOnly={narrow}
          format={narrow ? 'MM月DD日' : STAY_DATE_FORMAT}
          disabledDate={(day) => day.isBefore(businessToday(), 'day')}
          className="stay-picker__control"
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
        <span className="stay-picker__nights" aria-live="polite">
          {HOTEL_SITE_TEXT.nights(nightsOf(value))}
        </span>
      </div>
    </div>
  );
}
