import { addDays } from '../lib/time.ts';

/**
 * What a channel is told of one of its room types, night by night, in the channel's own codes:
 * the rooms it may sell (shared by every rate plan of the type) and, per rate plan, the price and
 * the restrictions. Protocol-neutral: an adapter (opentravel/) words it for its channel.
 */
export interface RoomTypeAri {
  /** The channel's code of the room type (OpenTravel InvTypeCode). */
  roomType: string;
  nights: NightAri[];
}

export interface NightAri {
  /** yyyy-MM-dd, the night's date (the stay's arrival side). */
  night: string;
  /** Rooms the channel may sell that night: what is left, within the channel's allotment. */
  rooms: number;
  rates: RateNightAri[];
}

export interface RateNightAri {
  /** The channel's code of the rate plan (OpenTravel RatePlanCode). */
  ratePlan: string;
  /** Price of one room for the night, in fen, after the channel's price rule. */
  priceFen: number;
  /** Not for sale that night (a plan switched off is stop-sold on every night). */
  stopSell: boolean;
  /** Fewest nights of a stay arriving that night. */
  minStay: number;
  closedToArrival: boolean;
}

/** Consecutive nights that share one value, from `start` to `end`, both nights included. */
export interface NightRange<T> {
  start: string;
  end: string;
  value: T;
}

/**
 * Merges nights into ranges of equal values (channels take a range as one update), in date order;
 * a gap between two nights starts a new range even when the values agree.
 */
export function nightRanges<N extends { night: string }, T>(
  nights: readonly N[],
  valueAt: (night: N) => T,
  same: (a: T, b: T) => boolean = Object.is,
): NightRange<T>[] {
  const ranges: NightRange<T>[] = [];
  const sorted = [...nights].sort((a, b) => a.night.localeCompare(b.night));
  for (const night of sorted) {
    const value = valueAt(night);
    const last = ranges.at(-1);
    if (last && addDays(last.end, 1) === night.night && same(last.value, value)) last.end = night.night;
    else ranges.push({ start: night.night, end: night.night, value });
  }
  return ranges;
}

/** Every rate plan of a room type's nights, in the order first met. */
export function ratePlansOf(ari: RoomTypeAri): string[] {
  return [...new Set(ari.nights.flatMap((night) => night.rates.map((rate) => rate.ratePlan)))];
}

/** The nights of one rate plan, with its values, for the nights that have it. */
export function rateNights(ari: RoomTypeAri, ratePlan: string): (RateNightAri & { night: string })[] {
  return ari.nights.flatMap((night) => {
    const rate = night.rates.find((r) => r.ratePlan === ratePlan);
    return rate ? [{ ...rate, night: night.night }] : [];
  });
}
