import { stayProblem } from '@hotel/shared/validation';
import { businessDay, businessToday } from './business-date.ts';
import { persistentStore, sessionStore } from './storage.ts';

/** Wire format of stay dates (yyyy-MM-dd). */
export const STAY_DATE_FORMAT = 'YYYY-MM-DD';

/** The nights a guest asks for: arrival and departure, yyyy-MM-dd. */
export interface Stay {
  checkIn: string;
  checkOut: string;
}

export function defaultStay(): Stay {
  const start = businessToday();
  return { checkIn: start.format(STAY_DATE_FORMAT), checkOut: start.add(1, 'day').format(STAY_DATE_FORMAT) };
}

/** The stay when it can still be asked for (not begun, not too long, not beyond the horizon). */
export function usableStay(checkIn: string | undefined, checkOut: string | undefined): Stay | undefined {
  if (!checkIn || !checkOut || stayProblem(checkIn, checkOut, businessDay()) !== undefined) return undefined;
  return { checkIn, checkOut };
}

/**
 * The dates of the guest's search when they can still be asked for: this tab's, else the last search
 * of this browser (kept in persistent storage, section 3, so a tab of its own starts from them).
 */
export function storedStay(): Stay | undefined {
  return (
    usableStay(sessionStore.get('checkInDate'), sessionStore.get('checkOutDate')) ??
    usableStay(persistentStore.get('checkInDate'), persistentStore.get('checkOutDate'))
  );
}

/** Remembers dates where the search box keeps them, so the booking steps see the same stay. */
export function saveStay(stay: Stay): void {
  sessionStore.set('checkInDate', stay.checkIn);
  sessionStore.set('checkOutDate', stay.checkOut);
  persistentStore.set('checkInDate', stay.checkIn);
  persistentStore.set('checkOutDate', stay.checkOut);
}
