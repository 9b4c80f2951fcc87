import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { hotels } from '../../db/schema/catalog.ts';
import {
  couponTemplates,
  memberCoupons,
  pointsRules,
  ratePlanMemberDiscounts,
} from '../../db/schema/loyalty.ts';
import { pointsLedger } from '../../db/schema/member-ledgers.ts';
import { memberLevels, members } from '../../db/schema/members.ts';
import { orders } from '../../db/schema/orders.ts';

/** Member prices, coupons and points as stored (rates/services/pricing.ts, members/services/loyalty.ts). */

/** The percentage each of these plans takes off for a level; plans without one are absent. */
export async function memberPercentsOf(
  db: Queryable,
  ratePlanIds: number[],
  levelCode: string,
): Promise<Map<number, number>> {
  if (ratePlanIds.length === 0) return new Map();
  const rows = await db
    .select({
      ratePlanId: ratePlanMemberDiscounts.ratePlanId,
      percentOff: ratePlanMemberDiscounts.percentOff,
    })
    .from(ratePlanMemberDiscounts)
    .where(
      and(
        inArray(ratePlanMemberDiscounts.ratePlanId, ratePlanIds),
        eq(ratePlanMemberDiscounts.levelCode, levelCode),
      ),
    );
  return new Map(rows.map((r) => [r.ratePlanId, r.percentOff]));
}

/**
 * For a visitor: each plan's first member level (by level order) that has a member price, with its
 * name and percentage — the price logging in as such a member would give.
 */
export async function entryMemberPercentsOf(
  db: Queryable,
  ratePlanIds: number[],
): Promise<Map<number, { levelName: string; percentOff: number }>> {
  if (ratePlanIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([ratePlanMemberDiscounts.ratePlanId], {
      ratePlanId: ratePlanMemberDiscounts.ratePlanId,
      levelName: memberLevels.name,
      percentOff: ratePlanMemberDiscounts.percentOff,
    })
    .from(ratePlanMemberDiscounts)
    .innerJoin(memberLevels, eq(memberLevels.code, ratePlanMemberDiscounts.levelCode))
    .where(inArray(ratePlanMemberDiscounts.ratePlanId, ratePlanIds))
    .orderBy(ratePlanMemberDiscounts.ratePlanId, asc(memberLevels.sort));
  return new Map(rows.map(({ ratePlanId, ...entry }) => [ratePlanId, entry]));
}

export async function levelNameOf(db: Queryable, levelCode: string): Promise<string> {
  const [row] = await db
    .select({ name: memberLevels.name })
    .from(memberLevels)
    .where(eq(memberLevels.code, levelCode));
  return row?.name ?? '';
}

export interface PointsRules {
  pointsPerYuan: number;
  maxSharePercent: number;
}

/** The points rules row; points do not pay when it is missing. */
export async function pointsRulesOf(db: Queryable): Promise<PointsRules> {
  const [row] = await db
    .select({ pointsPerYuan: pointsRules.pointsPerYuan, maxSharePercent: pointsRules.maxSharePercent })
    .from(pointsRules)
    .where(eq(pointsRules.id, 1));
  return row ?? { pointsPerYuan: 100, maxSharePercent: 0 };
}

const couponColumns = {
  id: memberCoupons.id,
  memberId: memberCoupons.memberId,
  validFrom: memberCoupons.validFrom,
  validUntil: memberCoupons.validUntil,
  orderId: memberCoupons.orderId,
  name: couponTemplates.name,
  kind: couponTemplates.kind,
  value: couponTemplates.value,
  minSpendFen: couponTemplates.minSpendFen,
  maxOffFen: couponTemplates.maxOffFen,
  hotelIds: couponTemplates.hotelIds,
};

/** A member's coupons with their terms and the order that used each, newest first. */
export async function couponsOfMember(db: Queryable, memberId: number) {
  return db
    .select({ ...couponColumns, orderNo: orders.orderNo })
    .from(memberCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.templateId))
    .leftJoin(orders, eq(orders.id, memberCoupons.orderId))
    .where(eq(memberCoupons.memberId, memberId))
    .orderBy(desc(memberCoupons.validUntil), desc(memberCoupons.id));
}

/** The member's coupons not used yet and valid on `today`, for the booking to offer. */
export async function unusedCouponsOf(db: Queryable, memberId: number, today: string) {
  return db
    .select(couponColumns)
    .from(memberCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.templateId))
    .where(
      and(
        eq(memberCoupons.memberId, memberId),
        isNull(memberCoupons.orderId),
        sql`${memberCoupons.validFrom} <= ${today}`,
        sql`${memberCoupons.validUntil} >= ${today}`,
      ),
    )
    .orderBy(asc(memberCoupons.validUntil), asc(memberCoupons.id));
}

/** One coupon of the member (any state), with its terms. */
export async function memberCouponById(db: Queryable, memberId: number, couponId: number) {
  const [row] = await db
    .select(couponColumns)
    .from(memberCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.templateId))
    .where(and(eq(memberCoupons.id, couponId), eq(memberCoupons.memberId, memberId)));
  return row;
}

export type CouponRow = NonNullable<Awaited<ReturnType<typeof memberCouponById>>>;

/** Names of hotels by id, for a coupon's 适用酒店. */
export async function hotelNamesOf(db: Queryable, hotelIds: number[]): Promise<Map<number, string>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await db
    .select({ id: hotels.id, name: hotels.name })
    .from(hotels)
    .where(inArray(hotels.id, hotelIds));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Marks the coupon used by the order; false when another order took it first. */
export async function useCoupon(tx: Tx, couponId: number, orderId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(memberCoupons)
    .set({ orderId, usedAt: now })
    .where(and(eq(memberCoupons.id, couponId), isNull(memberCoupons.orderId)))
    .returning({ id: memberCoupons.id });
  return rows.length === 1;
}

/** Gives back the coupon the order used, if any. */
export async function releaseCouponOf(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(memberCoupons)
    .set({ orderId: null, usedAt: null })
    .where(inArray(memberCoupons.orderId, orderIds));
}

/** Issues a coupon of each active template given on `issueOn` to the member, valid from `today`. */
export async function issueCoupons(tx: Tx, memberId: number, issueOn: string, today: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${memberCoupons} (member_id, template_id, valid_from, valid_until)
    SELECT ${memberId}, ${couponTemplates.id}, ${today}::date, ${today}::date + ${couponTemplates.validDays} - 1
    FROM ${couponTemplates}
    WHERE ${couponTemplates.issueOn} = ${issueOn} AND ${couponTemplates.active}`);
}

/**
 * Adds `points` (negative to take off) to the member's score and writes the ledger row; the member
 * is locked by the caller. The score never goes below 0 (the ledger's check refuses it).
 */
export async function changePoints(
  tx: Tx,
  entry: { memberId: number; orderId: number; kind: 'spend' | 'return'; points: number },
  now: Date,
): Promise<void> {
  const [member] = await tx
    .update(members)
    .set({ score: sql`${members.score} + ${entry.points}` })
    .where(eq(members.id, entry.memberId))
    .returning({ score: members.score });
  if (!member) throw new Error(`member ${entry.memberId} not found`);
  await tx.insert(pointsLedger).values({ ...entry, scoreAfter: member.score, createdAt: now });
}

/** The member's points changes, newest first, with the order each concerns. */
export async function pointsEntriesOf(db: Queryable, memberId: number, limit: number) {
  return db
    .select({
      id: pointsLedger.id,
      kind: pointsLedger.kind,
      points: pointsLedger.points,
      scoreAfter: pointsLedger.scoreAfter,
      orderNo: orders.orderNo,
      hotelName: hotels.name,
      checkinDate: orders.checkinDate,
      checkoutDate: orders.checkoutDate,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .leftJoin(orders, eq(orders.id, pointsLedger.orderId))
    .leftJoin(hotels, eq(hotels.id, orders.hotelId))
    .where(eq(pointsLedger.memberId, memberId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(limit);
}
