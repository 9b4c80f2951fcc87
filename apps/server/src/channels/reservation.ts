/**
 * A reservation as a channel delivers it, protocol-neutral (an adapter reads its own format into
 * this): new, modified (the whole reservation as it now stands) or cancelled, in the channel's codes.
 */
export interface ChannelReservation {
  /** The channel's id of this delivery: what is confirmed (and what a repeat delivery repeats). */
  messageId: string;
  /** The channel's reservation id: the same through its modifications and its cancellation. */
  resId: string;
  status: 'new' | 'modify' | 'cancel';
  /** The channel's code of the hotel. */
  hotelCode: string;
  /** When the channel last changed it (ISO), to put deliveries of one reservation in order. */
  changedAt: string | undefined;
  /** Empty for a cancellation that carries only its ids. */
  stays: ChannelStay[];
  guest: { name: string; phone: string; email: string };
  /** What the guest pays for the whole reservation, in fen, CNY. */
  totalFen: number | undefined;
  /** Paid to the channel (channel collect) or to be paid at the hotel (hotel collect). */
  collect: 'channel' | 'hotel';
  remark: string;
}

export interface ChannelStay {
  roomType: string;
  ratePlan: string;
  rooms: number;
  /** yyyy-MM-dd, arrival and departure. */
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  /** The price of one room per night as the channel sold it, in fen, for the nights it lists. */
  nightly: { night: string; amountFen: number }[];
  totalFen: number | undefined;
}

/** A delivery that could not be read into a reservation, and why (answered with an error). */
export interface UnreadableReservation {
  messageId: string;
  resId: string | undefined;
  error: string;
}

/** Why a delivery was refused, protocol-neutral: an adapter words it in its channel's codes. */
export const REFUSAL_KINDS = [
  'noAvailability',
  'unknownHotel',
  'unknownRoomType',
  'unknownRate',
  'alreadyCancelled',
  'missingField',
  'unableToProcess',
] as const;
export type RefusalKind = (typeof REFUSAL_KINDS)[number];

/**
 * How a delivery ended here: taken, with our order numbers (one per room stay; none for the
 * cancellation of a reservation we never had), or refused with why, in words and as a kind.
 */
export type ReservationOutcome =
  | { messageId: string; resId: string; status: ChannelReservation['status']; orderNos: string[] }
  | { messageId: string; resId: string | undefined; error: string; kind: RefusalKind };
