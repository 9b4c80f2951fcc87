import type { MemberCoupon, PointsEntry, PointsHistory } from '@hotel/shared/api/loyalty';
import { orderStayText, POINTS_KIND_LABELS } from '@hotel/shared/api/loyalty';
import { fenToYuan } from '@hotel/shared/money';
import type { Db, Tx } from '../../db/client.ts';
import { shanghaiDate, shanghaiDateTime } from '../../lib/time.ts';
import {
  changePoints,
  couponsOfMember,
  hotelNamesOf,
  issueCoupons,
  pointsEntriesOf,
  pointsRulesOf,
  releaseCouponOf,
} from '../queries/loyalty.ts';
import { memberProfile } from '../queries/members.ts';
import { couponDescription } from './loyalty-rules.ts';

/** Coupons and points of a member: what the booking spent given back, the member centre's lists. */

/** The points history the member centre shows: the latest changes. */
const POINTS_HISTORY_LENGTH = 100;

/**
 * Gives back what cancelled or expired orders spent: their coupon (valid again until its own end
 * date) and their points. In the caller's transaction, which holds the orders' members locked.
 */
export async function giveBackSpent(
  tx: Tx,
  spent: { id: number; memberId: number | null; pointsUsed: number }[],
  now: Date,
): Promise<void> {
  await releaseCouponOf(
    tx,
    spent.map((o) => o.id),
  );
  for (const order of spent) {
    if (order.pointsUsed === 0 || order.memberId === null) continue;
    await changePoints(
      tx,
      { memberId: order.memberId, orderId: order.id, kind: 'return', points: order.pointsUsed },
      now,
    );
  }
}

/** The coupons a new member receives (the welcome coupon), in the registration's transaction. */
export async function issueWelcomeCoupons(tx: Tx, memberId: number, now: Date): Promise<void> {
  await issueCoupons(tx, memberId, 'register', shanghaiDate(now));
}

/** Every coupon of the member: 可用, 已使用 (with its order) or 已过期 on `now`'s day. */
export async function couponsOf(db: Db, memberId: number, now: Date): Promise<MemberCoupon[]> {
  const today = shanghaiDate(now);
  const rows = await couponsOfMember(db, memberId);
  const names = await hotelNamesOf(db, [...new Set(rows.flatMap((r) => r.hotelIds ?? []))]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind === 'percent' ? 'percent' : 'amount',
    value: row.kind === 'percent' ? row.value : fenToYuan(row.value),
    minSpend: fenToYuan(row.minSpendFen),
    maxOff: row.maxOffFen === null ? null : fenToYuan(row.maxOffFen),
    description: couponDescription(row),
    hotelNames: (row.hotelIds ?? []).flatMap((id) => names.get(id) ?? []),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    status: row.orderId !== null ? 'used' : row.validUntil < today ? 'expired' : 'available',
    orderNo: row.orderNo,
  }));
}

/** The stay of a ledger row's order, as entries name it; null for a change that is no order's. */
export function stayOf(row: {
  hotelName: string | null;
  checkinDate: string | null;
  checkoutDate: string | null;
}): string | null {
  const { hotelName, checkinDate, checkoutDate } = row;
  return hotelName && checkinDate && checkoutDate
    ? orderStayText({ hotelName, checkinDate, checkoutDate })
    : null;
}

/** A points change as the member sees it (history and the data download). */
export function toPointsEntry(e: Awaited<ReturnType<typeof pointsEntriesOf>>[number]): PointsEntry {
  return {
    id: e.id,
    kind: e.kind,
    kindName: POINTS_KIND_LABELS[e.kind] ?? e.kind,
    points: e.points,
    balance: e.scoreAfter,
    orderNo: e.orderNo,
    stay: stayOf(e),
    time: shanghaiDateTime(e.createdAt),
  };
}

/** The member's points balance, how points pay, and the latest changes. */
export async function pointsHistoryOf(db: Db, memberId: number): Promise<PointsHistory> {
  const [profile, rules, entries] = await Promise.all([
    memberProfile(db, memberId),
    pointsRulesOf(db),
    pointsEntriesOf(db, memberId, POINTS_HISTORY_LENGTH),
  ]);
  return {
    balance: profile?.score ?? 0,
    pointsPerYuan: rules.pointsPerYuan,
    maxSharePercent: rules.maxSharePercent,
    entries: entries.map(toPointsEntry),
  };
}
