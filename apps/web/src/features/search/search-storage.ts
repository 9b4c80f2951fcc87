import type { City } from '@hotel/shared/api/hotel';
import { DISCOUNT_CHANNEL_TYPES, type DiscountChannelType } from '@hotel/shared/constants';
import { type GuestRoom, guestSummary, roomGuestsValid } from '@hotel/shared/validation';
import dayjs, { type Dayjs } from 'dayjs';
import { businessToday } from '../../lib/business-date.ts';
import { persistentStore, sessionStore } from '../../lib/storage.ts';

/** Wire format of stored dates. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** The chosen destination: a city, all cities (全部), or nothing yet. */
export type CityChoice =
  | { kind: 'city'; city: Pick<City, 'ctCode' | 'cnName'> }
  | { kind: 'all' }
  | undefined;

export interface DiscountChannel {
  type: DiscountChannelType;
  code: string;
}

export interface SearchSelection {
  city: CityChoice;
  hotelName: string;
  checkIn: Dayjs;
  checkOut: Dayjs;
  rooms: GuestRoom[];
  discount: DiscountChannel | undefined;
}

/** Remembers one city in both stores (the Hotels page reads it). */
export function rememberCity(city: Pick<City, 'ctCode' | 'cnName'>): void {
  sessionStore.set('cityCode', city.ctCode);
  sessionStore.set('cityName', city.cnName);
  persistentStore.set('cityCode', city.ctCode);
  persistentStore.set('cityName', city.cnName);
}

/** 全部: no city filter, so the stored city code and name go. */
export function forgetCity(): void {
  sessionStore.remove('cityCode', 'cityName');
  persistentStore.remove('cityCode', 'cityName');
}

/**
 * Visiting Home forgets the remembered hotel name, city and search flag. The city name goes with
 * its code: a name without a code would show a city the search does not use.
 */
export function forgetSearchContext(): void {
  sessionStore.remove('hotelName', 'cityCode', 'cityName', 'isSearch');
  persistentStore.remove('hotelName', 'cityCode', 'cityName');
}

/** Stores a search as section 3 lists it: dates and place in both stores, the rest in the session. */
export function saveSearch(selection: SearchSelection): void {
  if (selection.city?.kind === 'city') rememberCity(selection.city.city);
  else forgetCity();

  const checkInDate = selection.checkIn.format(DATE_FORMAT);
  const checkOutDate = selection.checkOut.format(DATE_FORMAT);
  const hotelName = selection.hotelName.trim();
  sessionStore.set('checkInDate', checkInDate);
  sessionStore.set('checkOutDate', checkOutDate);
  sessionStore.set('hotelName', hotelName);
  persistentStore.set('checkInDate', checkInDate);
  persistentStore.set('checkOutDate', checkOutDate);
  persistentStore.set('hotelName', hotelName);

  const [roomNum, adultNum, childrenNum] = guestSummary(selection.rooms);
  sessionStore.set('roomNum', roomNum);
  sessionStore.set('adultNum', adultNum);
  sessionStore.set('childrenNum', childrenNum);
  sessionStore.set('custList', selection.rooms);
  if (selection.discount) {
    sessionStore.set('discountType', selection.discount.type);
    sessionStore.set('discountCode', selection.discount.code.trim());
  } else {
    sessionStore.remove('discountType', 'discountCode');
  }
  sessionStore.set('isSearch', true);
}

/** Stored dates when they are still ahead of us, else today → tomorrow. */
export function initialDates(): [Dayjs, Dayjs] {
  const today = businessToday();
  const storedIn = sessionStore.get('checkInDate') ?? persistentStore.get('checkInDate');
  const storedOut = sessionStore.get('checkOutDate') ?? persistentStore.get('checkOutDate');
  if (storedIn && storedOut) {
    const checkIn = dayjs(storedIn);
    const checkOut = dayjs(storedOut);
    if (checkIn.isValid() && checkOut.isAfter(checkIn) && !checkIn.isBefore(today))
      return [checkIn, checkOut];
  }
  return [today, today.add(1, 'day')];
}

/** Rooms of the last search in this tab when they are still valid, else the default. */
export function initialRooms(fallback: GuestRoom[]): GuestRoom[] {
  const stored = sessionStore.get('custList');
  if (Array.isArray(stored) && stored.length > 0 && stored.every(roomGuestsValid)) return stored;
  return fallback;
}

/** The city of the current search in this tab, if any. */
export function initialCity(): CityChoice {
  const ctCode = sessionStore.get('cityCode');
  const cnName = sessionStore.get('cityName');
  return ctCode && cnName ? { kind: 'city', city: { ctCode, cnName } } : undefined;
}

/** The discount channel of the last search in this tab, if any (kept when a search re-saves). */
export function initialDiscount(): DiscountChannel | undefined {
  const type = sessionStore.get('discountType');
  const code = sessionStore.get('discountCode');
  const known = DISCOUNT_CHANNEL_TYPES.find((t) => t === type);
  return known && code ? { type: known, code } : undefined;
}

/** What the hotel list searches for: the stored city ('' = all cities) and hotel name of this tab. */
export interface ListSearch {
  cityCode: string;
  hotelName: string;
}

export function storedListSearch(): ListSearch {
  return {
    cityCode: sessionStore.get('cityCode') ?? '',
    hotelName: sessionStore.get('hotelName') ?? '',
  };
}

/**
 * The destination the hotel list shows: the stored city; 全部 after a search without one (the
 * stored city was forgotten on purpose); nothing before any search in this tab.
 */
export function initialListCity(): CityChoice {
  return initialCity() ?? (sessionStore.get('isSearch') ? { kind: 'all' } : undefined);
}

/** Whether this browser keeps a search that pages start from (dates, place, guests or discount). */
export function hasStoredSearch(): boolean {
  const sessionKeys = [
    'checkInDate',
    'checkOutDate',
    'cityCode',
    'hotelName',
    'custList',
    'discountCode',
    'isSearch',
  ] as const;
  const persistentKeys = ['checkInDate', 'checkOutDate', 'cityCode', 'hotelName'] as const;
  return (
    sessionKeys.some((key) => sessionStore.get(key) !== undefined) ||
    persistentKeys.some((key) => persistentStore.get(key) !== undefined)
  );
}
