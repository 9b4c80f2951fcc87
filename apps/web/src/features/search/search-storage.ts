import type { City } from '@hotel/shared/api/hotel';
import { DISCOUNT_CHANNEL_TYPES, type DiscountChannelType } from '@hotel/shared/constants';
import { type GuestRoom, guestSummary, roomGuestsValid } from '@hotel/shared/validation';
import dayjs, { type Dayjs } from 'dayjs';
import { businessToday } from '../../lib/business-date.ts';
import { STAY_DATE_FORMAT, type Stay, saveStay, storedStay } from '../../lib/stay.ts';
import { persistentStore, sessionStore } from '../../lib/storage.ts';

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
  const city = selection.city?.kind === 'city' ? selection.city.city : undefined;
  rememberListSearch(
    { cityCode: city?.ctCode ?? '', hotelName: selection.hotelName.trim(), stay: stayOf(selection) },
    city?.cnName ?? '',
  );

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
}

/** The dates of a search as the services write them. */
export function stayOf(selection: Pick<SearchSelection, 'checkIn' | 'checkOut'>): Stay {
  return {
    checkIn: selection.checkIn.format(STAY_DATE_FORMAT),
    checkOut: selection.checkOut.format(STAY_DATE_FORMAT),
  };
}

/** Stored dates when they are still ahead of us, else today → tomorrow. */
export function initialDates(): [Dayjs, Dayjs] {
  const stay = storedStay();
  if (stay) return [dayjs(stay.checkIn), dayjs(stay.checkOut)];
  const today = businessToday();
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

/** A search of the hotel list: '' is every city (全部). */
export interface ListSearch {
  cityCode: string;
  hotelName: string;
  stay: Stay | undefined;
}

/**
 * The hotel-list search of this tab (a search box's, a city card's, the list's own), if it made
 * one: a bare /hotels shows it.
 */
export function storedListSearch(): ListSearch | undefined {
  const cityCode = sessionStore.get('cityCode') ?? '';
  if (!cityCode && !sessionStore.get('isSearch')) return undefined;
  return { cityCode, hotelName: sessionStore.get('hotelName') ?? '', stay: storedStay() };
}

/**
 * Keeps the search the hotel list's address shows as this tab's search, as a search box stores
 * one: the hotels' links carry its stay, and a bare /hotels comes back to it.
 */
export function rememberListSearch(search: ListSearch, cityName: string): void {
  if (search.cityCode) rememberCity({ ctCode: search.cityCode, cnName: cityName || search.cityCode });
  else forgetCity();
  sessionStore.set('hotelName', search.hotelName);
  persistentStore.set('hotelName', search.hotelName);
  if (search.stay) saveStay(search.stay);
  sessionStore.set('isSearch', true);
}

/**
 * Whether this browser keeps a search that pages start from: dates that can still be booked, a
 * place, guests or a discount (what a first render reads). Not `hotelName`: a hotel page stores
 * its own name under that key as it starts (section 4, hotel context), and the list reads the name
 * only with a city or `isSearch` beside it.
 */
export function hasStoredSearch(): boolean {
  const sessionKeys = ['cityCode', 'custList', 'discountCode', 'isSearch'] as const;
  return storedStay() !== undefined || sessionKeys.some((key) => sessionStore.get(key) !== undefined);
}
