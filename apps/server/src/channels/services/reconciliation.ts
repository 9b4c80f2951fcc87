import {
  CHANNEL_MSG,
  RECONCILE_NIGHTS,
  RECONCILE_TEXT,
  type Reconciliation,
  type ReconciliationDifference,
} from '@hotel/shared/admin/channels';
import { fenToYuan } from '@hotel/shared/money';
import type { Db } from '../../db/client.ts';
import { ConflictError } from '../../lib/errors.ts';
import { addDays, shanghaiDate } from '../../lib/time.ts';
import { mayReachHotel, type StaffPrincipal } from '../../staff/index.ts';
import type { NightAri, RateNightAri } from '../ari.ts';
import { readRoomTypeAri } from '../queries/ari.ts';
import { markNightsDue } from '../queries/ari-due.ts';
import { mappedRoomTypes, toldNights } from '../queries/reconciliation.ts';
import { existing } from './channel-connections.ts';

/**
 * 核对: per channel, room type and night, what the channel was last told (what it took: the sender
 * keeps it) against what it should be told now (the inventory, the calendar, the channel's rule
 * and allotment), and the differences sent again. A difference is normal for the seconds a change
 * is on its way; one that stays says a send failed or was lost.
 */

const LISTED = 500;
const yuan = (fen: number) => fenToYuan(fen).toFixed(2);

function rateDifferences(told: RateNightAri[], now: RateNightAri[]): string[] {
  const details: string[] = [];
  const toldByCode = new Map(told.map((r) => [r.ratePlan, r]));
  for (const rate of now) {
    const before = toldByCode.get(rate.ratePlan);
    toldByCode.delete(rate.ratePlan);
    if (!before) {
      details.push(RECONCILE_TEXT.rateMissing(rate.ratePlan));
      continue;
    }
    if (before.priceFen !== rate.priceFen)
      details.push(RECONCILE_TEXT.price(rate.ratePlan, yuan(before.priceFen), yuan(rate.priceFen)));
    if (before.stopSell !== rate.stopSell)
      details.push(RECONCILE_TEXT.stopSell(rate.ratePlan, rate.stopSell));
    if (before.minStay !== rate.minStay)
      details.push(RECONCILE_TEXT.minStay(rate.ratePlan, before.minStay, rate.minStay));
    if (before.closedToArrival !== rate.closedToArrival)
      details.push(RECONCILE_TEXT.closedToArrival(rate.ratePlan, rate.closedToArrival));
  }
  for (const gone of toldByCode.values())
    if (!gone.stopSell) details.push(RECONCILE_TEXT.rateGone(gone.ratePlan));
  return details;
}

/** What differs on one night: nothing when the channel holds what it should. */
export function nightDifferences(
  told: { rooms: number; rates: RateNightAri[] } | undefined,
  now: NightAri,
): string[] {
  if (!told) return [RECONCILE_TEXT.neverTold];
  return [
    ...(told.rooms === now.rooms ? [] : [RECONCILE_TEXT.rooms(told.rooms, now.rooms)]),
    ...rateDifferences(told.rates, now.rates),
  ];
}

interface PairDifferences {
  roomTypeId: number;
  rows: ReconciliationDifference[];
}

async function compare(db: Db, staff: StaffPrincipal, id: number, now: Date) {
  const connection = await existing(db, id);
  if (!connection.enabled) throw new ConflictError(CHANNEL_MSG.reconcileDisabled);
  const from = shanghaiDate(now);
  const until = addDays(from, RECONCILE_NIGHTS);
  const nights = Array.from({ length: RECONCILE_NIGHTS }, (_, i) => addDays(from, i));
  const pairs = (await mappedRoomTypes(db, id)).filter((pair) => mayReachHotel(staff, pair.hotelId));
  const found: PairDifferences[] = [];
  for (const pair of pairs) {
    const [should, told] = await Promise.all([
      readRoomTypeAri(db, id, pair.roomTypeId, nights),
      toldNights(db, id, pair.roomTypeId, from, until),
    ]);
    const toldByNight = new Map(told.map((t) => [t.night, t]));
    const rows: ReconciliationDifference[] = [];
    for (const night of should?.nights ?? []) {
      const details = nightDifferences(toldByNight.get(night.night), night);
      if (details.length > 0)
        rows.push({
          hotelName: pair.hotelName,
          roomTypeName: pair.roomTypeName,
          channelRoomCode: pair.channelRoomCode,
          night: night.night,
          details,
        });
    }
    found.push({ roomTypeId: pair.roomTypeId, rows });
  }
  return { from, roomTypes: pairs.length, found };
}

/** The differences of the connection's room types in the staff member's hotels, the next 90 nights. */
export async function reconcile(
  db: Db,
  staff: StaffPrincipal,
  id: number,
  now: Date,
): Promise<Reconciliation> {
  const { from, roomTypes, found } = await compare(db, staff, id, now);
  const all = found.flatMap((pair) => pair.rows);
  return { from, nights: RECONCILE_NIGHTS, roomTypes, total: all.length, differences: all.slice(0, LISTED) };
}

/**
 * Sends every difference again: its nights are marked due and the sender tells them as they are now
 * (at once: the request's nudge). Returns how many nights were marked.
 */
export async function resendDifferences(
  db: Db,
  staff: StaffPrincipal,
  id: number,
  now: Date,
): Promise<number> {
  const { found } = await compare(db, staff, id, now);
  let marked = 0;
  for (const pair of found) {
    await markNightsDue(
      db,
      id,
      pair.roomTypeId,
      pair.rows.map((row) => row.night),
    );
    marked += pair.rows.length;
  }
  return marked;
}
