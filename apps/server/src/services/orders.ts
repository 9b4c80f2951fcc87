import { randomInt } from 'node:crypto';
import type {
  checkInventoryBody,
  InventoryCheck,
  SubmitOrderResult,
  submitOrderBody,
} from '@hotel/shared/api/order';
import { MAX_UNPAID_ORDERS, submitOrderResult } from '@hotel/shared/api/order';
import { CANCELLATION_POLICY_TEXT, ORDER_STATE, PAY_RESULT } from '@hotel/shared/constants';
import { MSG, roomsLeftMessage } from '@hotel/shared/messages';
import type { z } from 'zod';
import type { Db, Queryable, Tx } from '../db/client.ts';
import { addDays, shanghaiDate, shanghaiInstant } from '../lib/dates.ts';
import { ConflictError, LoginRequiredError, NotFoundError, ValidationError } from '../lib/errors.ts';
import {
  countUnpaidOpenOrders,
  findBookableRate,
  insertOrder,
  lockMember,
  orderNumberTaken,
  takeNights,
} from '../queries/orders.ts';
import { availabilityOfStay, fenToYuan, priceOfStay, type Stay, stayOf } from './availability.ts';
import { type Discount, type DiscountChannel, discountFor } from './discounts.ts';
import { onceForKey } from './idempotency.ts';
import { NOT_FOUND } from './messages.ts';

/**
 * Booking (service-design.md sections 4 and 5): checkInventory and submitOrder. The server prices
 * every stay itself from the rate calendar; a submitted amount is only compared with that figure.
 * The member centre's view of orders is in order-views.ts.
 */

/** Yuan from the wire (at most two decimals, checked by the schema) to integer fen. */
export function yuanToFen(yuan: number): number {
  return Math.round(yuan * 100);
}

/** yyyy-MM-dd HH:mm:ss of an instant in Asia/Shanghai, as the member centre shows times. */
export function shanghaiDateTime(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The usual guarantee time: 18:00 on the arrival day, Asia/Shanghai. */
export function arrivalDeadline(checkinDate: string): Date {
  return shanghaiInstant(checkinDate, '18:00');
}

/**
 * How long an unpaid order holds its rooms: until 18:00 on the arrival day; a same-day booking made
 * after 18:00 holds them until the arrival day ends (the guest is on the way and pays at the desk).
 */
export function holdUntilFor(checkinDate: string, now: Date): Date {
  const deadline = arrivalDeadline(checkinDate);
  return deadline.getTime() > now.getTime() ? deadline : shanghaiInstant(addDays(checkinDate, 1), '00:00');
}

/** A stay priced for a room type, rate and room count, with the discount of a channel code. */
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
    isFreeCancel: boolean;
    freeCancelRange: string;
  };
  stay: Stay;
  roomQty: number;
  nightly: { night: string; priceFen: number }[];
  roomFen: number;
  totalFen: number;
  discount: Discount | null;
  discountFen: number;
  actualFen: number;
}

interface QuoteRequest extends DiscountChannel {
  hotelCode: string;
  roomTypeCode: string;
  rateCode: string;
  checkIn: string;
  checkOut: string;
  roomQty: number;
}

/** Prices a stay from the rate calendar: Σ nightly prices × rooms − the channel's discount. */
export async function quoteStay(db: Queryable, request: QuoteRequest, now: Date): Promise<StayQuote> {
  const today = shanghaiDate(now);
  const stay = stayOf(request.checkIn, request.checkOut, today);
  const found = await findBookableRate(db, request.hotelCode, request.roomTypeCode, request.rateCode);
  if (!found) throw new NotFoundError(NOT_FOUND.hotel);
  if (!found.roomType) throw new NotFoundError(NOT_FOUND.roomType);
  if (!found.rate) throw new NotFoundError(MSG.rateNotFound);
  const price = await priceOfStay(db, found.rate.id, stay);
  if (price.restriction) throw new ConflictError(price.restriction);
  const nightly: { night: string; priceFen: number }[] = [];
  for (const { night, priceFen } of price.nightly) {
    if (priceFen === null) throw new ConflictError(MSG.notAvailable);
    nightly.push({ night, priceFen });
  }
  const roomFen = nightly.reduce((sum, n) => sum + n.priceFen, 0);
  const totalFen = roomFen * request.roomQty;
  const discount = await discountFor(db, request, totalFen, today);
  const discountFen = discount?.discountFen ?? 0;
  return {
    hotelId: found.hotelId,
    hotelCode: found.hotelCode,
    hotelName: found.hotelName,
    roomType: found.roomType,
    rate: found.rate,
    stay,
    roomQty: request.roomQty,
    nightly,
    roomFen,
    totalFen,
    discount,
    discountFen,
    actualFen: totalFen - discountFen,
  };
}

// ---- checkInventory ----

type CheckInventoryRequest = z.output<typeof checkInventoryBody>;

/** Availability and the price breakdown of a stay; refused (该房型已满房 …) when the rooms are not there. */
export async function checkInventory(
  db: Db,
  request: CheckInventoryRequest,
  now: Date,
): Promise<InventoryCheck> {
  const quote = await quoteStay(db, request, now);
  const available = await availabilityOfStay(db, quote.roomType.id, quote.stay);
  if (available < request.roomQty) throw new ConflictError(roomsLeftMessage(available));
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
    discountAmount: fenToYuan(quote.discountFen),
    couponAmount: 0,
    actualAmount: fenToYuan(quote.actualFen),
    couponType: quote.discount?.channelType ?? '',
    couponCode: quote.discount?.code ?? '',
    breakfast: quote.rate.breakfast,
    isFreeCancel: quote.rate.isFreeCancel ? 1 : 0,
    freeCancelRange: quote.rate.freeCancelRange,
    cancelPolicy: CANCELLATION_POLICY_TEXT,
  };
}

// ---- submitOrder ----

type SubmitOrderRequest = z.output<typeof submitOrderBody>;

/** Not guessable: the date, then random digits (orderNo 18 digits, revNo RV + 14 digits). */
function newOrderNumbers(now: Date): { orderNo: string; revNo: string } {
  const day = shanghaiDate(now).replaceAll('-', '');
  const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');
  return { orderNo: `${day}${digits(10)}`, revNo: `RV${day.slice(2)}${digits(8)}` };
}

/**
 * In one transaction: re-prices the stay and refuses any submitted amount that differs from the
 * server's, locks the member (so the unpaid-order limit holds under concurrent submits), takes the
 * rooms for every night or none, and writes the order with its nights. With an Idempotency-Key a
 * retry of a booking that went through answers the same order (services/idempotency.ts).
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
      const quote = await quoteSubmitted(tx, request, now);
      return bookStay(tx, memberId, request, quote, now);
    }),
  );
}

/** The server's price of the submitted stay; refused when a figure the site sent differs from it. */
async function quoteSubmitted(db: Queryable, request: SubmitOrderRequest, now: Date): Promise<StayQuote> {
  const quote = await quoteStay(
    db,
    {
      hotelCode: request.hotelCode,
      roomTypeCode: request.roomTypeCode,
      rateCode: request.rateCode,
      checkIn: request.checkInDate,
      checkOut: request.checkOutDate,
      roomQty: request.roomQty,
      couponType: request.couponType,
      couponCode: request.couponCode,
    },
    now,
  );
  if (request.days !== undefined && request.days !== quote.stay.nights.length) {
    throw new ValidationError(MSG.stayDaysMismatch);
  }
  const amountsMatch =
    yuanToFen(request.totalAmount) === quote.totalFen &&
    yuanToFen(request.discountAmount) === quote.discountFen &&
    yuanToFen(request.couponAmount) === 0 &&
    yuanToFen(request.actualAmount) === quote.actualFen;
  if (!amountsMatch) throw new ConflictError(MSG.amountMismatch);
  return quote;
}

/** The booking's writes, in the caller's transaction: the member locked, the rooms taken, the order written. */
async function bookStay(
  tx: Tx,
  memberId: number,
  request: SubmitOrderRequest,
  quote: StayQuote,
  now: Date,
): Promise<SubmitOrderResult> {
  if (!(await lockMember(tx, memberId))) throw new LoginRequiredError();
  if ((await countUnpaidOpenOrders(tx, memberId, now)) >= MAX_UNPAID_ORDERS) {
    throw new ConflictError(MSG.tooManyUnpaidOrders);
  }
  const { stay } = quote;
  const rooms = await takeNights(
    tx,
    quote.roomType.id,
    { checkIn: stay.checkIn, checkOut: stay.checkOut, nights: stay.nights.length },
    quote.roomQty,
  );
  if (!rooms.taken) throw new ConflictError(roomsLeftMessage(rooms.minFree));
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
      discountFen: quote.discountFen,
      actualFen: quote.actualFen,
      discountCodeId: quote.discount?.id ?? null,
      state: ORDER_STATE.booked,
      payResult: PAY_RESULT.unpaid,
      holdUntil: holdUntilFor(stay.checkIn, now),
      createdAt: now,
    },
    quote.nightly,
  );
  return { id: order.id, orderNo: order.orderNo, revNo: order.revNo };
}
