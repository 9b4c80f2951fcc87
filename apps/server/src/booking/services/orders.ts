import { randomInt } from 'node:crypto';
import { LOYALTY_MSG } from '@hotel/shared/api/loyalty';
import type {
  checkInventoryBody,
  InventoryCheck,
  SubmitOrderResult,
  submitOrderBody,
} from '@hotel/shared/api/order';
import { MAX_UNPAID_ORDERS, submitOrderResult } from '@hotel/shared/api/order';
import { cancelPolicyText, isFreeCancelPolicy } from '@hotel/shared/cancel-policy';
import { ORDER_STATE, PAY_RESULT } from '@hotel/shared/constants';
import { MSG, roomsLeftMessage } from '@hotel/shared/messages';
import { fenToYuan, yuanToFen } from '@hotel/shared/money';
import type { z } from 'zod';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { ConflictError, LoginRequiredError, ValidationError } from '../../lib/errors.ts';
import { shanghaiDate } from '../../lib/time.ts';
import { changePoints, pricingMemberOf, useCoupon } from '../../members/index.ts';
import { availabilityOfStay, type PricedMember, quoteStay, type StayQuote } from '../../rates/index.ts';
import { onceForKey } from '../../safeguards/idempotency.ts';
import {
  countUnpaidOpenOrders,
  insertOrder,
  lockMember,
  orderNumberTaken,
  takeNights,
} from '../queries/orders.ts';
import { holdUntilFor } from './cancellation-terms.ts';

/**
 * Booking (service-design.md sections 4 and 5): checkInventory and submitOrder. The server prices
 * every stay itself (rates/services/stay-quote.ts); a submitted amount is only compared with that figure.
 * The member centre's view of orders is in order-views.ts.
 */

// ---- checkInventory ----

type CheckInventoryRequest = z.output<typeof checkInventoryBody>;

/** Availability and the price breakdown of a stay; refused (该房型已满房 …) when the rooms are not there. */
export async function checkInventory(
  db: Db,
  memberId: number,
  request: CheckInventoryRequest,
  now: Date,
): Promise<InventoryCheck> {
  const quote = await quoteStay(db, await pricingMemberOf(db, memberId), request, now);
  const available = await availabilityOfStay(db, quote.roomType.id, quote.stay);
  if (available < request.roomQty) throw new ConflictError(roomsLeftMessage(available), 'ROOMS_NOT_ENOUGH');
  return {
    hotelCode: quote.hotelCode,
    hotelName: quote.hotelName,
    roomTypeCode: quote.roomType.rtCode,
    roomTypeName: quote.roomType.name,
    rateCode: quote.rate.rateCode,
    rateName: quote.rate.name,
    checkInDate: quote.stay.checkIn,
    checkOutDate: quote.stay.checkOut,
    days: quote.stay.nights.length,
    roomQty: quote.roomQty,
    available,
    nightlyPrices: quote.nightly.map((n) => ({ date: n.night, price: fenToYuan(n.priceFen) })),
    roomPrice: fenToYuan(quote.roomFen),
    totalAmount: fenToYuan(quote.totalFen),
    memberDiscountAmount: fenToYuan(quote.member.discountFen),
    memberLevelName: quote.member.levelName,
    memberPercentOff: quote.member.percentOff,
    discountAmount: fenToYuan(quote.discountFen),
    couponAmount: fenToYuan(quote.coupon?.fen ?? 0),
    couponId: quote.coupon?.id ?? null,
    pointsUsed: quote.points.used,
    pointsAmount: fenToYuan(quote.points.fen),
    pointsBalance: quote.points.balance,
    maxPoints: quote.points.most,
    pointsPerYuan: quote.points.rules.pointsPerYuan,
    coupons: quote.coupons,
    actualAmount: fenToYuan(quote.actualFen),
    couponType: quote.discount?.channelType ?? '',
    couponCode: quote.discount?.code ?? '',
    breakfast: quote.rate.breakfast,
    isFreeCancel: isFreeCancelPolicy(quote.rate.cancelPolicy) ? 1 : 0,
    freeCancelRange: cancelPolicyText(quote.rate.cancelPolicy),
    cancelPolicy: cancelPolicyText(quote.rate.cancelPolicy),
  };
}

// ---- submitOrder ----

type SubmitOrderRequest = z.output<typeof submitOrderBody>;

/** Not guessable: the date, then random digits (orderNo 18 digits, revNo RV + 14 digits). */
export function newOrderNumbers(now: Date): { orderNo: string; revNo: string } {
  const day = shanghaiDate(now).replaceAll('-', '');
  const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');
  return { orderNo: `${day}${digits(10)}`, revNo: `RV${day.slice(2)}${digits(8)}` };
}

/**
 * In one transaction: locks the member (so the unpaid-order limit, their points and coupons hold
 * under concurrent submits), re-prices the stay at their level and refuses any submitted amount that
 * differs from the server's, takes the rooms for every night or none, writes the order with its
 * nights, and spends the coupon and points. With an Idempotency-Key a retry of a booking that went
 * through answers the same order (safeguards/idempotency.ts).
 */
export async function submitOrder(
  db: Db,
  memberId: number,
  request: SubmitOrderRequest,
  now: Date,
  idempotencyKey?: string,
): Promise<SubmitOrderResult> {
  const call = { memberId, operation: 'submitOrder' as const, key: idempotencyKey, request };
  return db.transaction((tx) =>
    onceForKey(tx, call, submitOrderResult, now, async () => {
      if (!(await lockMember(tx, memberId))) throw new LoginRequiredError();
      const quote = await quoteSubmitted(tx, await pricingMemberOf(tx, memberId), request, now);
      return bookStay(tx, memberId, request, quote, now);
    }),
  );
}

/** The server's price of the submitted stay; refused when a figure the site sent differs from it. */
async function quoteSubmitted(
  db: Queryable,
  member: PricedMember,
  request: SubmitOrderRequest,
  now: Date,
): Promise<StayQuote> {
  const quote = await quoteStay(
    db,
    member,
    {
      hotelCode: request.hotelCode,
      roomTypeCode: request.roomTypeCode,
      rateCode: request.rateCode,
      checkIn: request.checkInDate,
      checkOut: request.checkOutDate,
      roomQty: request.roomQty,
      couponType: request.couponType,
      couponCode: request.couponCode,
      couponId: request.couponId,
      pointsUsed: request.pointsUsed,
    },
    now,
  );
  if (request.days !== undefined && request.days !== quote.stay.nights.length) {
    throw new ValidationError(MSG.stayDaysMismatch, 'STAY_DAYS_MISMATCH');
  }
  const couponFen = quote.coupon?.fen ?? 0;
  // figures beyond the spec's payload are compared when the client sends them
  const sentMatches = (yuan: number | undefined, fen: number) =>
    yuan === undefined || yuanToFen(yuan) === fen;
  const amountsMatch =
    yuanToFen(request.totalAmount) === quote.totalFen &&
    sentMatches(request.memberDiscountAmount, quote.member.discountFen) &&
    yuanToFen(request.discountAmount) === quote.discountFen &&
    yuanToFen(request.couponAmount) === couponFen &&
    sentMatches(request.couponUseMoney, couponFen) &&
    sentMatches(request.pointsAmount, quote.points.fen) &&
    yuanToFen(request.actualAmount) === quote.actualFen;
  if (!amountsMatch) throw new ConflictError(MSG.amountMismatch, 'AMOUNT_MISMATCH');
  return quote;
}

/**
 * The booking's writes, in the caller's transaction and under its lock on the member: the rooms
 * taken, the order written, the coupon and points spent.
 */
async function bookStay(
  tx: Tx,
  memberId: number,
  request: SubmitOrderRequest,
  quote: StayQuote,
  now: Date,
): Promise<SubmitOrderResult> {
  if ((await countUnpaidOpenOrders(tx, memberId, now)) >= MAX_UNPAID_ORDERS) {
    throw new ConflictError(MSG.tooManyUnpaidOrders, 'TOO_MANY_UNPAID_ORDERS');
  }
  const { stay } = quote;
  const rooms = await takeNights(
    tx,
    quote.roomType.id,
    { checkIn: stay.checkIn, checkOut: stay.checkOut, nights: stay.nights.length },
    quote.roomQty,
  );
  if (!rooms.taken) throw new ConflictError(roomsLeftMessage(rooms.minFree), 'ROOMS_NOT_ENOUGH');
  let numbers = newOrderNumbers(now);
  while (await orderNumberTaken(tx, numbers.orderNo, numbers.revNo)) numbers = newOrderNumbers(now);
  const order = await insertOrder(
    tx,
    {
      ...numbers,
      memberId,
      hotelId: quote.hotelId,
      roomTypeId: quote.roomType.id,
      ratePlanId: quote.rate.id,
      checkinDate: stay.checkIn,
      checkoutDate: stay.checkOut,
      days: stay.nights.length,
      roomQty: quote.roomQty,
      revUser: request.revUser,
      guestNames: request.guestNames ?? [request.revUser],
      adultNum: request.adultNum ?? quote.roomQty,
      childrenNum: request.childrenNum ?? 0,
      mobile: request.mobile,
      email: request.email,
      remark: request.remark,
      arrivalTime: request.arrivalTime,
      breakfast: quote.rate.breakfast,
      totalFen: quote.totalFen,
      memberDiscountFen: quote.member.discountFen,
      memberLevelCode: quote.member.levelCode,
      discountFen: quote.discountFen,
      couponFen: quote.coupon?.fen ?? 0,
      pointsUsed: quote.points.used,
      pointsFen: quote.points.fen,
      actualFen: quote.actualFen,
      discountCodeId: quote.discount?.id ?? null,
      state: ORDER_STATE.booked,
      payResult: PAY_RESULT.unpaid,
      holdUntil: holdUntilFor(stay.checkIn, now),
      createdAt: now,
    },
    quote.nightly,
  );
  // the member is locked, so the coupon is still free and the points still there as priced
  if (quote.coupon && !(await useCoupon(tx, quote.coupon.id, order.id, now))) {
    throw new ConflictError(LOYALTY_MSG.couponUsed, 'COUPON_USED');
  }
  if (quote.points.used > 0) {
    await changePoints(tx, { memberId, orderId: order.id, kind: 'spend', points: -quote.points.used }, now);
  }
  return { id: order.id, orderNo: order.orderNo, revNo: order.revNo };
}
