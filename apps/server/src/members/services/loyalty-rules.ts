import { LOYALTY_MSG } from '@hotel/shared/api/loyalty';
import { fenToYuan, yuanToFen } from '@hotel/shared/money';
import type { PointsRules } from '../queries/loyalty.ts';

/*
 * The rules of a member's coupons and points, and their wording: when a coupon may pay, what it takes
 * off and how it reads; how many points an amount may take and what they pay. No database here:
 * rates/services/stay-quote.ts applies them to a stay's price after the member price and discount code.
 */

/** A coupon's terms as stored (coupon_templates with the member's copy). */
export interface CouponTerms {
  kind: string;
  /** Fen for `amount`, a percentage for `percent`. */
  value: number;
  minSpendFen: number;
  maxOffFen: number | null;
  hotelIds: number[] | null;
  validFrom: string;
  validUntil: string;
  orderId: number | null;
}

/** Why the coupon cannot pay toward `amountFen` at the hotel on `today`, or null when it can. */
export function couponRefusal(
  coupon: CouponTerms,
  use: { hotelId: number; amountFen: number; today: string },
): string | null {
  if (coupon.orderId !== null) return LOYALTY_MSG.couponUsed;
  if (use.today < coupon.validFrom) return LOYALTY_MSG.couponNotYetValid;
  if (use.today > coupon.validUntil) return LOYALTY_MSG.couponExpired;
  if (coupon.hotelIds !== null && !coupon.hotelIds.includes(use.hotelId)) return LOYALTY_MSG.couponWrongHotel;
  if (use.amountFen < coupon.minSpendFen) return LOYALTY_MSG.couponMinSpend(fenToYuan(coupon.minSpendFen));
  return null;
}

/** What the coupon takes off `amountFen` (never more than the amount). */
export function couponOffFen(
  coupon: Pick<CouponTerms, 'kind' | 'value' | 'maxOffFen'>,
  amountFen: number,
): number {
  const off = coupon.kind === 'percent' ? Math.round((amountFen * coupon.value) / 100) : coupon.value;
  return Math.min(off, coupon.maxOffFen ?? off, amountFen);
}

/** ¥30 满200可用, 9折 满300可用 最高减¥50, ¥20 无门槛: the coupon in words. */
export function couponDescription(
  coupon: Pick<CouponTerms, 'kind' | 'value' | 'minSpendFen' | 'maxOffFen'>,
): string {
  const value = coupon.kind === 'percent' ? `${(100 - coupon.value) / 10}折` : `¥${fenToYuan(coupon.value)}`;
  const threshold = coupon.minSpendFen > 0 ? `满${fenToYuan(coupon.minSpendFen)}可用` : '无门槛';
  const cap = coupon.maxOffFen === null ? '' : ` 最高减¥${fenToYuan(coupon.maxOffFen)}`;
  return `${value} ${threshold}${cap}`;
}

/**
 * The most points an amount takes: whole yuan, at most the rules' share of `amountFen` and what the
 * balance holds.
 */
export function maxPointsFor(amountFen: number, balance: number, rules: PointsRules): number {
  const shareYuan = Math.floor((amountFen * rules.maxSharePercent) / 100 / 100);
  const balanceYuan = Math.floor(Math.max(0, balance) / rules.pointsPerYuan);
  return Math.min(shareYuan, balanceYuan) * rules.pointsPerYuan;
}

/** Why `points` cannot be spent (not whole yuan, more than the balance, more than the share), or null. */
export function pointsRefusal(
  points: number,
  most: number,
  balance: number,
  rules: PointsRules,
): string | null {
  if (points === 0) return null;
  if (points % rules.pointsPerYuan !== 0) return LOYALTY_MSG.pointsStep(rules.pointsPerYuan);
  if (points > balance) return LOYALTY_MSG.pointsNotEnough;
  if (points > most) return LOYALTY_MSG.pointsTooMany(most);
  return null;
}

/** The fen `points` pay (a whole number of yuan once pointsRefusal let them through). */
export function pointsFenOf(points: number, rules: PointsRules): number {
  return yuanToFen(points / rules.pointsPerYuan);
}
