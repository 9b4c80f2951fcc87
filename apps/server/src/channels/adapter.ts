import type { RoomTypeAri } from './ari.ts';
import type { ChannelNotice } from './opentravel/answers.ts';
import type { ChannelReservation, ReservationOutcome, UnreadableReservation } from './reservation.ts';

/** What an adapter needs of a connection to reach the channel. */
export interface ChannelEndpoint {
  endpoint: string;
  requestorId: string;
  username: string;
  password: string;
}

/** How a send went: taken (perhaps with warnings), or not, with the channel's words or the failure. */
export type SendOutcome = { ok: true; warnings: ChannelNotice[] } | { ok: false; error: string };

/** What a read of the channel's reservations gave: its deliveries, or why the read failed. */
export type ReadOutcome =
  | { ok: true; reservations: ChannelReservation[]; unreadable: UnreadableReservation[] }
  | { ok: false; error: string };

/**
 * A channel protocol: OpenTravel (opentravel/adapter.ts) today; another (Fliggy's JSON API) is
 * another implementation of the same interface.
 */
export interface ChannelAdapter {
  /** Tells the channel the ARI of room types of one hotel, in the channel's codes. */
  sendAri(to: ChannelEndpoint, hotelCode: string, roomTypes: RoomTypeAri[]): Promise<SendOutcome>;
  /** Reads the reservations, modifications and cancellations the channel has not had confirmed. */
  readReservations(from: ChannelEndpoint): Promise<ReadOutcome>;
  /** Tells the channel how each delivery ended (taken, with our order number, or refused, and why). */
  confirmReservations(to: ChannelEndpoint, outcomes: ReservationOutcome[]): Promise<SendOutcome>;
}
