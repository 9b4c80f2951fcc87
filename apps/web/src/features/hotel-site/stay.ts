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

function usable(checkIn: string | undefined, checkOut: string | undefined): Stay | undefined {
  if (!checkIn || !checkOut || stayProblem(checkIn, checkOut, today()) !== undefined) return undefined;
  return { checkIn, checkOut };
}

/**
 * The dates of the guest's search when they can still be asked for: this tab's, else the last search
 * of this browser (kept in persistent storage, section 3, so a tab of its own starts from them);
 * else today → tomorrow.
 */
export function initialStay(): Stay {
  return (
    usable(sessionStore.get('checkInDate'), sessionStore.get('checkOutDate')) ??
    usable(persistentStore.get('checkInDate'), persistentStore.get('checkOutDate')) ??
    defaultStay()
  );
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
