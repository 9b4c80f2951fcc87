import dayjs from 'dayjs';
import { defaultStay, type Stay, storedStay } from '../../lib/stay.ts';

/** The dates of the guest's search when they can still be asked for, else today → tomorrow. */
export function initialStay(): Stay {
  return storedStay() ?? defaultStay();
}

export function nightsOf(stay: Stay): number {
  return dayjs(stay.checkOut).diff(dayjs(stay.checkIn), 'day');
}
