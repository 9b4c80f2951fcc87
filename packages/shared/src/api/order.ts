import { z } from 'zod';
import {
  ARRIVAL_TIME_SLOTS,
  DISCOUNT_CHANNEL_TYPES,
  MAX_GUESTS_PER_ROOM,
  MAX_ROOMS_PER_ORDER,
  SPECIAL_REQUEST_MAX,
} from '../constants.ts';
import { MSG } from '../messages.ts';
import { EMAIL_PATTERN, isIsoDate } from '../validation.ts';
import { envelopeOf, missingAsEmpty } from './envelope.ts';
import { couponIdField, LOYALTY_MSG, pointsUsedField, stayCoupon } from './loyalty.ts';
import { mobileSchema } from './user.ts';

/**
 * Booking service order calls under /crsapi/v1/order (site-spec.md section 7), wire names exactly
 * as the spec spells them: checkInventory and submitOrder. Every call needs a login (`usertoken`).
 * Money is yuan on the wire (numbers, at most two decimals) and integer fen inside the server; the
 * server computes every amount and refuses a submitted one that differs from its own.
 */

/** Most unpaid open orders a member may hold at once (pay-at-hotel bookings not counted). */
export const MAX_UNPAID_ORDERS = 3;
/**
 * Most bookings a member may hold for payment at the hotel at once: they hold rooms until 18:00 on
 * the arrival day without money, so they have a limit of their own.
 */
export const MAX_PAY_AT_HOTEL_ORDERS = 3;
const text = (max: number, message: string) => z.string(message).trim().max(max, message);
const code = (required: string) =>
  missingAsEmpty(z.string(required).trim().min(1, required).max(32, required));
const stayDate = (message: string) => missingAsEmpty(z.string(message).trim().refine(isIsoDate, message));

/** Rooms of one order: a whole number from 1 to 5; text from a query string is taken too. */
const roomQty = z.coerce
  .number(MSG.roomQtyInvalid)
  .int(MSG.roomQtyInvalid)
  .min(1, MSG.roomQtyInvalid)
  .max(MAX_ROOMS_PER_ORDER, MSG.roomQtyTooMany);

/** An amount in yuan as the site sends it: a number (or numeric text) ≥ 0 with at most two decimals. */
export const yuanAmount = z
  .union([
    z.number(MSG.amountInvalid),
    z
      .string(MSG.amountInvalid)
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, MSG.amountInvalid),
  ])
  .transform(Number)
  .refine((yuan) => Number.isFinite(yuan) && yuan >= 0 && yuan <= 10_000_000, MSG.amountInvalid)
  .refine((yuan) => Math.abs(Math.round(yuan * 100) - yuan * 100) < 1e-6, MSG.amountInvalid);

/** The discount channel of the search box: one of 企业, 团体, 旅行社, 推广 and its code; both empty for none. */
const couponType = z
  .string(MSG.discountChannelInvalid)
  .trim()
  .refine(
    (t) => t === '' || (DISCOUNT_CHANNEL_TYPES as readonly string[]).includes(t),
    MSG.discountChannelInvalid,
  )
  .prefault('');
const couponCode = text(64, MSG.discountCodeInvalid).prefault('');

// ---- POST /order/checkInventory ----

export const checkInventoryBody = z.object(
  {
    hotelCode: code(MSG.hotelCodeRequired),
    roomTypeCode: code(MSG.roomTypeCodeRequired),
    rateCode: code(MSG.rateCodeRequired),
    checkIn: stayDate(MSG.checkInInvalid),
    checkOut: stayDate(MSG.checkOutInvalid),
    roomQty: roomQty.prefault(1),
    /** Optional (beyond the spec's payload): the discount channel, so the answer carries the discounted amounts. */
    couponType,
    couponCode,
    /** Optional (beyond the spec's payload): the member's coupon and the points to spend, priced in the answer. */
    couponId: couponIdField,
    pointsUsed: pointsUsedField,
  },
  MSG.badRequest,
);
export type CheckInventoryRequest = z.input<typeof checkInventoryBody>;

/** The price of one room for one night, in yuan. */
export const nightPrice = z.object({ date: z.string(), price: z.number() });
export type NightPrice = z.infer<typeof nightPrice>;

/**
 * Availability and price breakdown of a stay (the `checkdata` the site stores): the figures
 * submitOrder expects back as totalAmount, discountAmount and actualAmount.
 */
export const inventoryCheck = z.object({
  hotelCode: z.string(),
  hotelName: z.string(),
  roomTypeCode: z.string(),
  roomTypeName: z.string(),
  rateCode: z.string(),
  rateName: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  days: z.number().int(),
  roomQty: z.number().int(),
  /** Rooms of the type free on every night of the stay. */
  available: z.number().int(),
  /** Every night of the stay in order: one room's price. */
  nightlyPrices: z.array(nightPrice),
  /** One room for the whole stay. */
  roomPrice: z.number(),
  /** roomPrice × roomQty (门市价). */
  totalAmount: z.number(),
  /**
   * 会员价: what the member's level takes off totalAmount (each night's price less the rate plan's
   * percentage for the level, to the whole yuan); 0 when the level has none. Not in the spec.
   */
  memberDiscountAmount: z.number(),
  /** The member level priced at (普通会员, 银卡 …) and its percentage on this rate. Not in the spec. */
  memberLevelName: z.string(),
  memberPercentOff: z.number().int(),
  /** The discount channel's percentage of the member price, rounded to the fen; 0 without a code. */
  discountAmount: z.number(),
  /** The coupon's yuan (couponId's); 0 without one. */
  couponAmount: z.number(),
  /** The coupon priced, or null. */
  couponId: z.number().int().nullable(),
  /** Points spent and the yuan they pay; the member's balance and the most this stay takes. Not in the spec. */
  pointsUsed: z.number().int(),
  pointsAmount: z.number(),
  pointsBalance: z.number().int(),
  maxPoints: z.number().int(),
  pointsPerYuan: z.number().int(),
  /** The member's valid coupons, each usable for this stay or not and why. Not in the spec. */
  coupons: z.array(stayCoupon),
  /** totalAmount − memberDiscountAmount − discountAmount − couponAmount − pointsAmount: what the guest pays. */
  actualAmount: z.number(),
  couponType: z.string(),
  couponCode: z.string(),
  breakfast: z.number().int(),
  isFreeCancel: z.union([z.literal(0), z.literal(1)]),
  freeCancelRange: z.string(),
  /** The group's cancellation policy text. */
  cancelPolicy: z.string(),
});
export type InventoryCheck = z.infer<typeof inventoryCheck>;
export const checkInventoryResponse = envelopeOf(inventoryCheck);

// ---- POST /order/submitOrder ----

/** A guest's name (姓氏和名字), at most 50 characters. */
const guestName = z
  .string(MSG.guestNameRequired)
  .trim()
  .min(1, MSG.guestNameRequired)
  .max(50, MSG.guestNameRequired);

/** Adults or children of a booking: a whole number from `min`; text from a query string is taken too. */
const guestCount = (min: number) =>
  z.coerce
    .number(MSG.guestCountInvalid)
    .int(MSG.guestCountInvalid)
    .min(min, MSG.guestCountInvalid)
    .max(MAX_ROOMS_PER_ORDER * MAX_GUESTS_PER_ROOM, MSG.guestsPerRoom);

/**
 * Used: hotelCode, checkInDate, checkOutDate, days (must match when sent), roomTypeCode, rateCode,
 * revUser, mobile, email, roomQty, remark, arrivalTime, couponType + couponCode (discount channel),
 * couponId (the member's coupon; couponUsed and couponUseMoney, when sent, must agree with it),
 * totalAmount, discountAmount, couponAmount, actualAmount (each must equal the server's figure), and
 * beyond the spec's payload, all optional: guestNames (one a room), adultNum, childrenNum, pointsUsed,
 * and memberDiscountAmount and pointsAmount (must equal the server's figure when sent).
 * Accepted and ignored: roomTypeName, rateName (the server's own names are stored), isRegistMember,
 * promotionId.
 */
const submitOrderFields = z.object(
  {
    hotelCode: code(MSG.hotelCodeRequired),
    checkInDate: stayDate(MSG.checkInInvalid),
    checkOutDate: stayDate(MSG.checkOutInvalid),
    days: z.coerce.number(MSG.stayDaysMismatch).int(MSG.stayDaysMismatch).optional(),
    roomTypeCode: code(MSG.roomTypeCodeRequired),
    roomTypeName: z.string().max(200).optional().catch(undefined),
    rateCode: code(MSG.rateCodeRequired),
    rateName: z.string().max(200).optional().catch(undefined),
    /** The guest's name (姓氏和名字); with guestNames, the guest of the first room. */
    revUser: missingAsEmpty(guestName),
    /** Optional (beyond the spec's payload): one guest per room, in room order, the first being revUser. */
    guestNames: z
      .array(guestName, MSG.guestNamesPerRoom)
      .max(MAX_ROOMS_PER_ORDER, MSG.guestNamesPerRoom)
      .optional(),
    /**
     * Optional (beyond the spec's payload): adults and children of the whole booking, as the search
     * chose them; without them an order has 1 adult a room and no children (the spec's defaults).
     */
    adultNum: guestCount(1).optional(),
    childrenNum: guestCount(0).optional(),
    mobile: missingAsEmpty(mobileSchema),
    /** Optional; checked when not empty. */
    email: z
      .string(MSG.emailInvalid)
      .trim()
      .max(100, MSG.emailInvalid)
      .refine((email) => email === '' || EMAIL_PATTERN.test(email), MSG.emailInvalid)
      .prefault(''),
    roomQty: roomQty.prefault(1),
    /** Special requests, at most 300 characters. */
    remark: z
      .string(MSG.specialRequestTooLong)
      .trim()
      .refine((remark) => Array.from(remark).length <= SPECIAL_REQUEST_MAX, MSG.specialRequestTooLong)
      .prefault(''),
    /** One of ARRIVAL_TIME_SLOTS (14:00-15:00 … 19:00-20:00), or empty. */
    arrivalTime: z
      .string(MSG.arrivalTimeInvalid)
      .trim()
      .refine(
        (slot) => slot === '' || (ARRIVAL_TIME_SLOTS as readonly string[]).includes(slot),
        MSG.arrivalTimeInvalid,
      )
      .prefault(''),
    isRegistMember: z.unknown().optional(),
    /** 1 (or true) when a coupon is used: then couponId names it. */
    couponUsed: z
      .union([z.boolean(), z.number(), z.string()], LOYALTY_MSG.couponInvalid)
      .transform((used) => used === true || used === 1 || used === '1' || used === 'true')
      .optional(),
    couponType,
    couponId: couponIdField,
    couponCode,
    /** The coupon's yuan, as couponAmount. */
    couponUseMoney: yuanAmount.optional(),
    promotionId: z.unknown().optional(),
    pointsUsed: pointsUsedField,
    totalAmount: yuanAmount,
    memberDiscountAmount: yuanAmount.optional(),
    discountAmount: yuanAmount.prefault(0),
    couponAmount: yuanAmount.prefault(0),
    pointsAmount: yuanAmount.optional(),
    actualAmount: yuanAmount,
  },
  MSG.badRequest,
);

/**
 * submitOrder's payload: guestNames, when sent, names one guest a room with revUser first; every
 * room has an adult and at most MAX_GUESTS_PER_ROOM guests (section 5).
 */
export const submitOrderBody = submitOrderFields.superRefine((body, ctx) => {
  const names = body.guestNames;
  if (names !== undefined && (names.length !== body.roomQty || names[0] !== body.revUser)) {
    ctx.addIssue({ code: 'custom', path: ['guestNames'], message: MSG.guestNamesPerRoom });
  }
  if (body.couponUsed === true && body.couponId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['couponId'], message: LOYALTY_MSG.couponInvalid });
  }
  const adults = body.adultNum ?? body.roomQty;
  const children = body.childrenNum ?? 0;
  if (adults < body.roomQty) {
    ctx.addIssue({ code: 'custom', path: ['adultNum'], message: MSG.guestCountInvalid });
  } else if (adults + children > MAX_GUESTS_PER_ROOM * body.roomQty) {
    ctx.addIssue({ code: 'custom', path: ['childrenNum'], message: MSG.guestsPerRoom });
  }
});
export type SubmitOrderRequest = z.input<typeof submitOrderBody>;
export const submitOrderResult = z.object({ id: z.number().int(), orderNo: z.string(), revNo: z.string() });
export type SubmitOrderResult = z.infer<typeof submitOrderResult>;
export const submitOrderResponse = envelopeOf(submitOrderResult);
