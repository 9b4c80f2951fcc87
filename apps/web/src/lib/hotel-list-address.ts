import {
  HOTEL_PAGE_SIZE,
  HOTEL_PAGE_SIZES,
  HOTEL_SORTS,
  type HotelSort,
  MAX_DB_ID,
  MAX_HOTEL_PAGE_SIZE,
} from '@hotel/shared/constants';
import { paths } from '../config/paths.ts';
import { type Stay, usableStay } from './stay.ts';

/**
 * The hotel list's search as its address says it, so that a search can be shared, reloaded,
 * gone back to, and rendered by the server for a crawler:
 * `/hotels?city=TNA&name=泉城&checkIn=2026-12-01&checkOut=2026-12-02&archives=34,35&brands=smart&sort=price_asc&page=2&size=10`.
 * Defaults are left out of the address. What does not read right (or a stay already begun) is
 * dropped, never refused: the list then shows its default for that part.
 */
export interface HotelListAddress {
  /** '' = every city (全部). */
  cityCode: string;
  hotelName: string;
  /** The stay the guest searched for; the list's links carry it to the hotels' rooms. */
  stay: Stay | undefined;
  /** Chosen archive ids, ascending, as getHotelsByPage takes them. */
  archives: number[];
  /** Chosen brand codes, sorted. */
  brands: string[];
  /** The list's order (getHotelsByPage `sort`). */
  sort: HotelSort;
  page: number;
  size: number;
}

export const NO_LIST_SEARCH: HotelListAddress = {
  cityCode: '',
  hotelName: '',
  stay: undefined,
  archives: [],
  brands: [],
  sort: 'recommend',
  page: 1,
  size: HOTEL_PAGE_SIZE,
};

const KEYS = ['city', 'name', 'checkIn', 'checkOut', 'archives', 'brands', 'sort', 'page', 'size'] as const;

/** The limits getHotelsByPage puts on what it is sent (packages/shared/src/api/hotel.ts). */
const MAX_CODE = 32;
const MAX_NAME = 50;
const MAX_ARCHIVES = 200;
const MAX_BRANDS = 50;
const MAX_PAGE = 100_000;

/** Whether the address names any part of a list search (a bare /hotels names none). */
export function hasListSearch(params: URLSearchParams): boolean {
  return KEYS.some((key) => params.has(key));
}

function listOf(text: string | null): string[] {
  if (!text) return [];
  return [...new Set(text.split(',').map((part) => part.trim()))].filter((part) => part !== '');
}

/** A whole number from 1 to `max` (at most a database id's ten digits). */
function wholeNumber(text: string | null, max: number): number | undefined {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
}

export function readListAddress(params: URLSearchParams): HotelListAddress {
  const cityCode = (params.get('city') ?? '').trim();
  const size = wholeNumber(params.get('size'), MAX_HOTEL_PAGE_SIZE);
  const sort = HOTEL_SORTS.find((known) => known === params.get('sort'));
  return {
    cityCode: cityCode.length <= MAX_CODE ? cityCode : '',
    hotelName: (params.get('name') ?? '').trim().slice(0, MAX_NAME),
    stay: usableStay(params.get('checkIn') ?? undefined, params.get('checkOut') ?? undefined),
    archives: listOf(params.get('archives'))
      .map((part) => wholeNumber(part, MAX_DB_ID))
      .filter((id): id is number => id !== undefined)
      .sort((a, b) => a - b)
      .slice(0, MAX_ARCHIVES),
    brands: listOf(params.get('brands'))
      .filter((code) => code.length <= MAX_CODE)
      .sort()
      .slice(0, MAX_BRANDS),
    sort: sort ?? NO_LIST_SEARCH.sort,
    page: wholeNumber(params.get('page'), MAX_PAGE) ?? 1,
    size:
      size !== undefined && (HOTEL_PAGE_SIZES as readonly number[]).includes(size) ? size : HOTEL_PAGE_SIZE,
  };
}

/** The query string of a list search (`?city=…`), '' for the default list. */
export function listSearchString(address: HotelListAddress): string {
  const params = new URLSearchParams();
  if (address.cityCode) params.set('city', address.cityCode);
  if (address.hotelName) params.set('name', address.hotelName);
  if (address.stay) {
    params.set('checkIn', address.stay.checkIn);
    params.set('checkOut', address.stay.checkOut);
  }
  if (address.archives.length > 0) params.set('archives', address.archives.join(','));
  if (address.brands.length > 0) params.set('brands', address.brands.join(','));
  if (address.sort !== NO_LIST_SEARCH.sort) params.set('sort', address.sort);
  if (address.page > 1) params.set('page', String(address.page));
  if (address.size !== HOTEL_PAGE_SIZE) params.set('size', String(address.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The hotel list showing a search (its first page, unless the address names another). */
export function hotelListPath(address: Partial<HotelListAddress>): string {
  return `${paths.hotels}${listSearchString({ ...NO_LIST_SEARCH, ...address })}`;
}
