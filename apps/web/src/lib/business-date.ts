import dayjs, { type Dayjs } from 'dayjs';

const SHANGHAI_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today's date where the hotels are (Asia/Shanghai), as a local date for the date pickers. The
 * server checks stays against this date, so a guest whose device is in another time zone must not
 * be offered, or defaulted to, a day the server already counts as past.
 */
export function businessToday(now: Date = new Date()): Dayjs {
  return dayjs(SHANGHAI_DATE.format(now));
}

/** Today's business date as the services write it, yyyy-MM-dd. */
export function businessDay(now: Date = new Date()): string {
  return SHANGHAI_DATE.format(now);
}
