import { LOYALTY_MSG } from '@hotel/shared/api/loyalty';
import { fenToYuan, yuanToFen } from '@hotel/shared/money';
import type { PointsRules } from '../../members/queries/loyalty.ts';
import { discountFenOf } from './discounts.ts';

/**
 * The arithmetic of an order's price, in integer fen, in the order the discounts apply:
 * 门市价 (each night's price × rooms) → 会员价 (the level's percentage off each night, to the whole
 * yuan) → discount code (its percentage of the member price) → coupon → points (at most a share of
 * what is left). No database here: rates/services/stay-quote.ts reads the figures and calls these.
 */

/** 会员价 of one night: `percentOff` taken off, rounded half up to the whole yuan. */
export function memberNightFen(priceFen: number, percentOff: number): number {
  if (percentOff === 0) return priceFen;
  return Math.round((priceFen * (100 - percentOff)) / 10_000) * 100;
}

export interface RoomPrices {
  /** Σ nightly prices × rooms: 门市价 of the order. */
  totalFen: number;
  /** What the member price takes off totalFen. */
  memberDiscountFen: number;
  /** The discount code's percentage of the member price. */
  discountFen: number;
  /** What is left for a coupon and points: totalFen − memberDiscountFen − discountFen. */
  afterDiscountsFen: number;
}

/** The stay's prices before coupon and points. */
export function roomPrices(
  nightlyFen: number[],
  roomQty: number,
  memberPercentOff: number,
  channelPercentOff: number | null,
): RoomPrices {
  const rack = nightlyFen.reduce((sum, fen) => sum + fen, 0);
  const member = nightlyFen.reduce((sum, fen) => sum + memberNightFen(fen, memberPercentOff), 0);
  const totalFen = rack * roomQty;
  const memberTotalFen = member * roomQty;
  const discountFen = channelPercentOff === null ? 0 : discountFenOf(memberTotalFen, channelPercentOff);
  return {
    totalFen,
    memberDiscountFen: totalFen - memberTotalFen,
    discountFen,
    afterDiscountsFen: memberTotalFen - discountFen,
  };
}

/**
 * What the guest pays for each night of the stay (all rooms), in fen: `amountFen` (what the order
 * costs after every discount) spread over the nights in proportion to `weightsFen` (each night's
 * 会员价 × rooms), each share rounded down and the fen left over put on the last night. The shares
 * add up to `amountFen` exactly; a charge of "the first night" (no-show, late cancellation) keeps the
 * first share. Migration 0016 spreads the orders booked before it by the same rule over 门市价.
 */
export function spreadOverNights(weightsFen: number[], amountFen: number): number[] {
  const weight = weightsFen.reduce((sum, fen) => sum + fen, 0);
  if (weight === 0) return weightsFen.map((_, i) => (i === weightsFen.length - 1 ? amountFen : 0));
  const shares = weightsFen.map((fen) => Math.floor((amountFen * fen) / weight));
  const left = amountFen - shares.reduce((sum, fen) => sum + fen, 0);
  shares[shares.length - 1] = (shares.at(-1) ?? 0) + left;
  return shares;
}

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
