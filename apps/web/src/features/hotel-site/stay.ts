import { stayProblem } from '@hotel/shared/validation';
import dayjs from 'dayjs';
import { businessToday } from '../../lib/business-date.ts';
import { persistentStore, sessionStore } from '../../lib/storage.ts';

/** Wire format of stay dates (yyyy-MM-dd). */
export const STAY_DATE_FORMAT = 'YYYY-MM-DD';

export interface Stay {
  checkIn: string;
  checkOut: string;
}

export function today(): string {
  return businessToday().format(STAY_DATE_FORMAT);
}

export function defaultStay(): Stay {
  const start = businessToday();
  return { checkIn: start.format(STAY_DATE_FORMAT), checkOut: start.add(1, 'day').format(STAY_DATE_FORMAT) };
}

/** The dates of the guest's search in this tab when they can still be asked for, else today → tomorrow. */
export function initialStay(): Stay {
  const checkIn = sessionStore.get('checkInDate');
  const checkOut = sessionStore.get('checkOutDate');
  if (checkIn && checkOut && stayProblem(checkIn, checkOut, today()) === undefined)
    return { checkIn, checkOut };
  return defaultStay();
}

/** Remembers new dates where the search box keeps them, so the booking steps see the same stay. */
export function saveStay(stay: Stay): void {
  sessionStore.set('checkInDate', stay.checkIn);
  sessionStore.set('checkOutDate', stay.checkOut);
  persistentStore.set('checkInDate', stay.checkIn);
  persistentStore.set('checkOutDate', stay.checkOut);
}

export function nightsOf(stay: Stay): number {
  return dayjs(stay.checkOut).diff(dayjs(stay.checkIn), 'day');
}

/** Yuan as the site shows money: whole yuan without decimals, else two decimals. */
export function formatYuan(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
