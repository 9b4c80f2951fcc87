import { DEFAULT_GUESTS, MAX_GUESTS_PER_ROOM } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import type { GuestRoom } from '@hotel/shared/validation';
import { MAX_ROOMS_PER_SEARCH } from '../../config/site.ts';

/** Guest rules of section 5 as pure functions; the picker only renders them. */

export type GuestField = 'adultNum' | 'childrenNum';

export interface GuestChange {
  rooms: GuestRoom[];
  /** Set when the change was refused for a reason the user should read. */
  tip?: string;
}

export function defaultRooms(): GuestRoom[] {
  return Array.from({ length: DEFAULT_GUESTS.rooms }, () => ({
    adultNum: DEFAULT_GUESTS.adults,
    childrenNum: DEFAULT_GUESTS.children,
  }));
}

const MIN_OF: Record<GuestField, number> = { adultNum: 1, childrenNum: 0 };

/** Adds or removes one guest; at most MAX_GUESTS_PER_ROOM per room, adults ≥ 1, children ≥ 0. */
export function changeGuests(
  rooms: readonly GuestRoom[],
  index: number,
  field: GuestField,
  delta: 1 | -1,
): GuestChange {
  const room = rooms[index];
  if (!room) return { rooms: [...rooms] };
  const next = { ...room, [field]: room[field] + delta };
  if (next[field] < MIN_OF[field]) return { rooms: [...rooms] };
  if (next.adultNum + next.childrenNum > MAX_GUESTS_PER_ROOM)
    return { rooms: [...rooms], tip: MSG.guestsPerRoom };
  return { rooms: rooms.map((r, i) => (i === index ? next : r)) };
}

export function canAddGuest(room: GuestRoom): boolean {
  return room.adultNum + room.childrenNum < MAX_GUESTS_PER_ROOM;
}

export function canAddRoom(rooms: readonly GuestRoom[]): boolean {
  return rooms.length < MAX_ROOMS_PER_SEARCH;
}

export function addRoom(rooms: readonly GuestRoom[]): GuestRoom[] {
  if (!canAddRoom(rooms)) return [...rooms];
  return [...rooms, { adultNum: DEFAULT_GUESTS.adults, childrenNum: DEFAULT_GUESTS.children }];
}

/** A room can be removed only while more than one remains. */
export function canRemoveRoom(rooms: readonly GuestRoom[]): boolean {
  return rooms.length > 1;
}

export function removeRoom(rooms: readonly GuestRoom[], index: number): GuestRoom[] {
  if (!canRemoveRoom(rooms)) return [...rooms];
  return rooms.filter((_, i) => i !== index);
}
