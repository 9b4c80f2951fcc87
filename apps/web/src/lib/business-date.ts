import { shanghaiDate } from '@hotel/shared/dates';
import dayjs, { type Dayjs } from 'dayjs';

/** Today's business date as the services write it, yyyy-MM-dd (Asia/Shanghai). */
export { shanghaiDate as businessDay } from '@hotel/shared/dates';

/**
 * Today's date where the hotels are (Asia/Shanghai), as a local date for the date pickers. The
 * server checks stays against this date, so a guest whose device is in another time zone must not
 * be offered, or defaulted to, a day the server already counts as past.
 */
export function businessToday(now: Date = new Date()): Dayjs {
  return dayjs(shanghaiDate(now));
}
