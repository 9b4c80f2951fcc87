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
