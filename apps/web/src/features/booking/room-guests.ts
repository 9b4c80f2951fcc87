import { DEFAULT_GUESTS, MAX_GUESTS_PER_ROOM } from '@hotel/shared/constants';
import type { GuestRoom } from '@hotel/shared/validation';

/** One room of the booking on the information step: its guest's name and who stays in it. */
export interface RoomGuest extends GuestRoom {
  name: string;
}

function emptyRoom(): RoomGuest {
  return { name: '', adultNum: DEFAULT_GUESTS.adults, childrenNum: DEFAULT_GUESTS.children };
}

/**
 * The rooms of a booking of `roomQty` rooms: the adults and children of the search's rooms in order
 * (1 adult, no children for a room the search did not have); the member's name for the first room.
 */
export function roomGuestsFor(
  searched: readonly GuestRoom[],
  roomQty: number,
  firstName: string,
): RoomGuest[] {
  return Array.from({ length: roomQty }, (_, i) => {
    const room = searched[i];
    return {
      name: i === 0 ? firstName : '',
      adultNum: room?.adultNum ?? DEFAULT_GUESTS.adults,
      childrenNum: room?.childrenNum ?? DEFAULT_GUESTS.children,
    };
  });
}

/** The rooms after the room count changed: the first ones kept as they are, new ones empty. */
export function resizeRoomGuests(guests: readonly RoomGuest[], roomQty: number): RoomGuest[] {
  return Array.from({ length: roomQty }, (_, i) => guests[i] ?? emptyRoom());
}

/** Adults a room may have beside its children (at least 1), and children beside its adults. */
export function adultChoices(room: GuestRoom): number[] {
  return Array.from({ length: MAX_GUESTS_PER_ROOM - room.childrenNum }, (_, i) => i + 1);
}

export function childChoices(room: GuestRoom): number[] {
  return Array.from({ length: MAX_GUESTS_PER_ROOM - room.adultNum + 1 }, (_, i) => i);
}

/** Adults and children of the whole booking, as the order sends and shows them. */
export function guestTotals(guests: readonly GuestRoom[]): { adultNum: number; childrenNum: number } {
  return {
    adultNum: guests.reduce((sum, g) => sum + g.adultNum, 0),
    childrenNum: guests.reduce((sum, g) => sum + g.childrenNum, 0),
  };
}
