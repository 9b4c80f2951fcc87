import type { StayCoupon } from '@hotel/shared/api/loyalty';
import { LOYALTY_MSG } from '@hotel/shared/api/loyalty';
import type { CancelPolicy } from '@hotel/shared/cancel-policy';
import { MSG } from '@hotel/shared/messages';
import { fenToYuan } from '@hotel/shared/money';
import type { Queryable } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { NOT_FOUND } from '../../lib/not-found.ts';
import { shanghaiDate } from '../../lib/time.ts';
import {
  type CouponRow,
  couponDescription,
  couponOffFen,
  couponRefusal,
  maxPointsFor,
  memberCouponById,
  memberPercentsOf,
  type PointsRules,
  pointsFenOf,
  pointsRefusal,
  pointsRulesOf,
  unusedCouponsOf,
} from '../../members/index.ts';
import { findBookableRate } from '../queries/bookable-rate.ts';
import { priceOfStay, type Stay, stayOf } from './availability.ts';
import { type Discount, type DiscountChannel, discountFor } from './discounts.ts';
import { memberNightFen, roomPrices, spreadOverNights } from './pricing.ts';

/**
 * The price of a stay for a member, as checkInventory answers it and submitOrder books it: the rate
 * calendar's nights, the member's level, a discount code, a coupon and points (rates/services/pricing.ts
 * for the arithmetic). Everything is read here, so both calls price alike.
 */

/** The member being priced: their level (会员价) and points balance. */
export interface PricedMember {
  id: number;
  levelCode: string;
  levelName: string;
  score: number;
}

/** A stay priced for a room type, rate, room count and member. */
export interface StayQuote {
  hotelId: number;
  hotelCode: string;
  hotelName: string;
  roomType: { id: number; rtCode: string; name: string };
  rate: {
    id: number;
    rateCode: string;
    name: string;
    breakfast: number;
    cancelPolicy: CancelPolicy;
  };
  stay: Stay;
  roomQty: number;
  /** Each night's 门市价 for one room, and what the guest pays for it (all rooms, spreadOverNights). */
  nightly: { night: string; priceFen: number; paidFen: number }[];
  /** One room for the stay, 门市价. */
  roomFen: number;
  totalFen: number;
  member: { levelCode: string; levelName: string; percentOff: number; discountFen: number };
  discount: Discount | null;
  discountFen: number;
  /** The coupon used, and the member's valid coupons as this stay sees them. */
  coupon: { id: number; fen: number } | null;
  coupons: StayCoupon[];
  points: { used: number; fen: number; balance: number; most: number; rules: PointsRules };
  actualFen: number;
}

export interface QuoteRequest extends DiscountChannel {
  hotelCode: string;
  roomTypeCode: string;
  rateCode: string;
  checkIn: string;
  checkOut: string;
  roomQty: number;
  couponId?: number | undefined;
  pointsUsed: number;
}

/** The coupon as FillInformationStep offers it: what it would take off `amountFen`, or why it cannot. */
function stayCouponOf(coupon: CouponRow, hotelId: number, amountFen: number, today: string): StayCoupon {
  const reason = couponRefusal(coupon, { hotelId, amountFen, today });
  return {
    id: coupon.id,
    name: coupon.name,
    description: couponDescription(coupon),
    validUntil: coupon.validUntil,
    usable: reason === null,
    reason: reason ?? '',
    amount: reason === null ? fenToYuan(couponOffFen(coupon, amountFen)) : 0,
  };
}

/**
 * Prices a stay: Σ nightly prices × rooms, less the member price, the discount code, the coupon and
 * the points asked for. Refuses what cannot be sold or used (a night without price, a restriction,
 * an unknown code, a coupon that is not the member's or not usable here, points beyond the rules).
 */
export async function quoteStay(
  db: Queryable,
  member: PricedMember,
  request: QuoteRequest,
  now: Date,
): Promise<StayQuote> {
  const today = shanghaiDate(now);
  const stay = stayOf(request.checkIn, request.checkOut, today);
  const found = await findBookableRate(db, request.hotelCode, request.roomTypeCode, request.rateCode);
  if (!found) throw new NotFoundError(NOT_FOUND.hotel, 'HOTEL_NOT_FOUND');
  if (!found.roomType) throw new NotFoundError(NOT_FOUND.roomType, 'ROOM_TYPE_NOT_FOUND');
  if (!found.rate) throw new NotFoundError(MSG.rateNotFound, 'RATE_NOT_FOUND');
  const rate = found.rate;
  // one after another: a booking quotes inside its transaction, one connection, where queries sent
  // at once only queue (and pg 9 refuses them)
  const price = await priceOfStay(db, rate.id, stay);
  const percents = await memberPercentsOf(db, [rate.id], member.levelCode);
  const rules = await pointsRulesOf(db);
  const unused = await unusedCouponsOf(db, member.id, today);
  if (price.restriction) throw new ConflictError(price.restriction, 'STAY_RESTRICTED');
  const rack: { night: string; priceFen: number }[] = [];
  for (const { night, priceFen } of price.nightly) {
    if (priceFen === null) throw new ConflictError(MSG.notAvailable, 'NOT_AVAILABLE');
    rack.push({ night, priceFen });
  }
  const percentOff = percents.get(rate.id) ?? 0;
  const nightlyFen = rack.map((n) => n.priceFen);
  const memberPrices = roomPrices(nightlyFen, request.roomQty, percentOff, null);
  // the discount code's percentage applies to the member price
  const discount = await discountFor(db, request, memberPrices.afterDiscountsFen, today);
  const prices = roomPrices(nightlyFen, request.roomQty, percentOff, discount?.percentOff ?? null);

  const coupons = unused.map((c) => stayCouponOf(c, found.hotelId, prices.afterDiscountsFen, today));
  let coupon: StayQuote['coupon'] = null;
  if (request.couponId !== undefined) {
    const chosen = await memberCouponById(db, member.id, request.couponId);
    if (!chosen) throw new NotFoundError(LOYALTY_MSG.couponNotFound, 'COUPON_NOT_FOUND');
    const refusal = couponRefusal(chosen, {
      hotelId: found.hotelId,
      amountFen: prices.afterDiscountsFen,
      today,
    });
    if (refusal) throw new ConflictError(refusal, 'COUPON_NOT_USABLE');
    coupon = { id: chosen.id, fen: couponOffFen(chosen, prices.afterDiscountsFen) };
  }

  const beforePointsFen = prices.afterDiscountsFen - (coupon?.fen ?? 0);
  const most = maxPointsFor(beforePointsFen, member.score, rules);
  const pointsProblem = pointsRefusal(request.pointsUsed, most, member.score, rules);
  if (pointsProblem) throw new ValidationError(pointsProblem, 'POINTS_NOT_USABLE');
  const pointsFen = pointsFenOf(request.pointsUsed, rules);
  const actualFen = beforePointsFen - pointsFen;
  const paidByNight = spreadOverNights(
    nightlyFen.map((fen) => memberNightFen(fen, percentOff) * request.roomQty),
    actualFen,
  );
  const nightly = rack.map((n, i) => ({ ...n, paidFen: paidByNight[i] ?? 0 }));

  return {
    hotelId: found.hotelId,
    hotelCode: found.hotelCode,
    hotelName: found.hotelName,
    roomType: found.roomType,
    rate,
    stay,
    roomQty: request.roomQty,
    nightly,
    roomFen: nightlyFen.reduce((sum, fen) => sum + fen, 0),
    totalFen: prices.totalFen,
    member: {
      levelCode: member.levelCode,
      levelName: member.levelName,
      percentOff,
      discountFen: prices.memberDiscountFen,
    },
    discount,
    discountFen: prices.discountFen,
    coupon,
    coupons,
    points: { used: request.pointsUsed, fen: pointsFen, balance: member.score, most, rules },
    actualFen,
  };
}
