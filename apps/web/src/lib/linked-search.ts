import { DISCOUNT_CHANNEL_TYPES } from '@hotel/shared/constants';
import { type GuestRoom, guestSummary, isIsoDate, roomGuestsValid } from '@hotel/shared/validation';
import { MAX_ROOMS_PER_SEARCH } from '../config/site.ts';
import type { Stay } from './stay.ts';
import { persistentStore, sessionStore } from './storage.ts';

/**
 * The guest's search carried by a link to a hotel's pages. The hotel list opens a hotel in a new
 * tab without an opener, and such a tab starts with an empty session: the stay, the rooms with
 * their guests and the discount channel of the search would be lost. So the link carries them under
 * their session key names, and the hotel's page adopts them into its own session before it renders.
 */

/** The query parameters of a linked search: the session keys they fill. */
export const LINKED_SEARCH_KEYS = [
  'checkInDate',
  'checkOutDate',
  'custList',
  'discountType',
  'discountCode',
] as const;

const MAX_DISCOUNT_CODE = 32;

/** Rooms as a link writes them: adults-children of each room, comma-separated (`2-0,1-1`). */
function roomsText(rooms: readonly GuestRoom[]): string {
  return rooms.map((room) => `${room.adultNum}-${room.childrenNum}`).join(',');
}

function roomsOf(text: string | null): GuestRoom[] | undefined {
  if (!text) return undefined;
  const rooms = text.split(',').map((part) => {
    const match = /^(\d)-(\d)$/.exec(part);
    return match ? { adultNum: Number(match[1]), childrenNum: Number(match[2]) } : undefined;
  });
  if (rooms.length > MAX_ROOMS_PER_SEARCH) return undefined;
  const valid = rooms.filter((room): room is GuestRoom => room !== undefined && roomGuestsValid(room));
  return valid.length === rooms.length ? valid : undefined;
}

/**
 * `?checkInDate=…` carrying this tab's search, or '' when the tab has searched for no stay; with a
 * stay, that stay's dates (the rooms, guests and discount still the tab's).
 */
export function linkedSearchQuery(stay?: Stay): string {
  const checkIn = stay?.checkIn ?? sessionStore.get('checkInDate');
  const checkOut = stay?.checkOut ?? sessionStore.get('checkOutDate');
  if (!checkIn || !checkOut) return '';
  const params = new URLSearchParams({ checkInDate: checkIn, checkOutDate: checkOut });
  const rooms = sessionStore.get('custList');
  if (Array.isArray(rooms) && rooms.length > 0) params.set('custList', roomsText(rooms));
  const type = sessionStore.get('discountType');
  const code = sessionStore.get('discountCode');
  if (type && code) {
    params.set('discountType', type);
    params.set('discountCode', code);
  }
  return `?${params.toString()}`;
}

/**
 * Takes the search a link carries into this tab's session, as the search box stores a search (the
 * dates in persistent storage too). A link without a stay carries no search; a part that does not
 * read right is left out, so the page falls back to its defaults for it. True when a search was taken.
 */
export function adoptLinkedSearch(params: URLSearchParams): boolean {
  const checkIn = params.get('checkInDate') ?? '';
  const checkOut = params.get('checkOutDate') ?? '';
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut) || checkOut <= checkIn) return false;
  sessionStore.set('checkInDate', checkIn);
  sessionStore.set('checkOutDate', checkOut);
  persistentStore.set('checkInDate', checkIn);
  persistentStore.set('checkOutDate', checkOut);

  const rooms = roomsOf(params.get('custList'));
  if (rooms) {
    const [roomNum, adultNum, childrenNum] = guestSummary(rooms);
    sessionStore.set('custList', rooms);
    sessionStore.set('roomNum', roomNum);
    sessionStore.set('adultNum', adultNum);
    sessionStore.set('childrenNum', childrenNum);
  }

  const type = DISCOUNT_CHANNEL_TYPES.find((t) => t === params.get('discountType'));
  const code = (params.get('discountCode') ?? '').trim();
  if (type && code !== '' && code.length <= MAX_DISCOUNT_CODE) {
    sessionStore.set('discountType', type);
    sessionStore.set('discountCode', code);
  } else {
    sessionStore.remove('discountType', 'discountCode');
  }
  return true;
}
