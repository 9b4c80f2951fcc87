import { z } from 'zod';
import {
  ARRIVAL_TIME_SLOTS,
  DISCOUNT_CHANNEL_TYPES,
  MAX_DB_ID,
  ORDER_PAGE_SIZE,
  SPECIAL_REQUEST_MAX,
} from '../constants.ts';
import { MSG } from '../messages.ts';
import { EMAIL_PATTERN, isIsoDate, mobileSchema } from '../validation.ts';
import { envelopeBase, envelopeOf } from './envelope.ts';

/**
 * Booking service order calls under /crsapi/v1/order (site-spec.md section 7), wire names exactly
 * as the spec spells them (`cancleOrder` included). Every call needs a login (`usertoken`).
 * Money is yuan on the wire (numbers, at most two decimals) and integer fen inside the server; the
 * server computes every amount and refuses a submitted one that differs from its own.
 */

/** Most rooms one order may take (service-design.md section 5). */
export const MAX_ROOMS_PER_ORDER = 5;
/** Most unpaid open orders a member may hold at once. */
export const MAX_UNPAID_ORDERS = 3;
/** getAllOrder `count` ceiling. */
export const MAX_ORDER_PAGE_SIZE = 100;

/** getAllOrder tabs: 100 open (booked and confirmed), 9 completed, 2 cancelled and expired. */
export const ORDER_LIST_STATE = { open: 100, completed: 9, cancelled: 2 } as const;

const text = (max: number, message: string) => z.string(message).trim().max(max, message);
const code = (required: string) => z.string(required).trim().min(1, required).max(32, required).prefault('');
const stayDate = (message: string) => z.string(message).trim().refine(isIsoDate, message).prefault('');

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

/** An id the site sends as text or number; anything else answers 订单编号有误. */
export const orderIdParam = z.coerce
  .number(MSG.orderIdInvalid)
  .int(MSG.orderIdInvalid)
  .positive(MSG.orderIdInvalid)
  .max(MAX_DB_ID, MSG.orderIdInvalid);

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
  /** roomPrice × roomQty. */
  totalAmount: z.number(),
  /** The discount channel's percentage of totalAmount, rounded to the fen; 0 without a code. */
  discountAmount: z.number(),
  /** Coupons are not offered: always 0. */
  couponAmount: z.number(),
  /** totalAmount − discountAmount: what the guest pays. */
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

/**
 * Used: hotelCode, checkInDate, checkOutDate, days (must match when sent), roomTypeCode, rateCode,
 * revUser, mobile, email, roomQty, remark, arrivalTime, couponType + couponCode (discount channel),
 * totalAmount, discountAmount, couponAmount, actualAmount (each must equal the server's figure).
 * Accepted and ignored: roomTypeName, rateName (the server's own names are stored), isRegistMember,
 * couponUsed, couponId, couponUseMoney, promotionId.
 */
export const submitOrderBody = z.object(
  {
    hotelCode: code(MSG.hotelCodeRequired),
    checkInDate: stayDate(MSG.checkInInvalid),
    checkOutDate: stayDate(MSG.checkOutInvalid),
    days: z.coerce.number(MSG.stayDaysMismatch).int(MSG.stayDaysMismatch).optional(),
    roomTypeCode: code(MSG.roomTypeCodeRequired),
    roomTypeName: z.string().max(200).optional().catch(undefined),
    rateCode: code(MSG.rateCodeRequired),
    rateName: z.string().max(200).optional().catch(undefined),
    /** The guest's name (姓氏和名字). */
    revUser: z
      .string(MSG.guestNameRequired)
      .trim()
      .min(1, MSG.guestNameRequired)
      .max(50, MSG.guestNameRequired)
      .prefault(''),
    mobile: mobileSchema.prefault(''),
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
    couponUsed: z.unknown().optional(),
    couponType,
    couponId: z.unknown().optional(),
    couponCode,
    couponUseMoney: z.unknown().optional(),
    promotionId: z.unknown().optional(),
    totalAmount: yuanAmount,
    discountAmount: yuanAmount.prefault(0),
    couponAmount: yuanAmount.prefault(0),
    actualAmount: yuanAmount,
  },
  MSG.badRequest,
);
export type SubmitOrderRequest = z.input<typeof submitOrderBody>;
export const submitOrderResult = z.object({ id: z.number().int(), orderNo: z.string(), revNo: z.string() });
export type SubmitOrderResult = z.infer<typeof submitOrderResult>;
export const submitOrderResponse = envelopeOf(submitOrderResult);

// ---- the order (getOrderDetail, getAllOrder) ----

/**
 * An order as the member centre shows it. state: 0 booked, 1 confirmed (paid), 2 cancelled,
 * 9 completed, 10 expired; payResult: 0 unpaid, 1 paid (ORDER_STATE, PAY_RESULT).
 */
export const order = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  revNo: z.string(),
  hotelCode: z.string(),
  hotelName: z.string(),
  roomTypeCode: z.string(),
  roomTypeName: z.string(),
  rateCode: z.string(),
  rateName: z.string(),
  /** yyyy-MM-dd. */
  checkinDate: z.string(),
  checkoutDate: z.string(),
  days: z.number().int(),
  roomQty: z.number().int(),
  revUser: z.string(),
  /** The guest's name again, as the spec's order carries both. */
  customerName: z.string(),
  mobile: z.string(),
  email: z.string(),
  remark: z.string(),
  arrivalTime: z.string(),
  totalAmount: z.number(),
  discountAmount: z.number(),
  actualAmount: z.number(),
  /** Discount channel type used (企业 …), or empty. */
  couponType: z.string(),
  breakfast: z.number().int(),
  state: z.number().int(),
  payResult: z.number().int(),
  /** '1', 'wxpay', 'alipay' once paid; null before. */
  payMethod: z.string().nullable(),
  isFreeCancel: z.union([z.literal(0), z.literal(1)]),
  /** One room's price per night, in yuan. */
  nightlyPrices: z.array(nightPrice),
  /** yyyy-MM-dd HH:mm:ss, Asia/Shanghai. */
  createTime: z.string(),
  /** Unpaid orders are held until this time (yyyy-MM-dd HH:mm:ss, Asia/Shanghai), then expire. */
  holdUntil: z.string(),
  payTime: z.string().nullable(),
  /** Unpaid, open and still held: the member may pay. */
  canPay: z.boolean(),
  /** Unpaid and open, or paid on a free-cancellation rate before 18:00 on the arrival day. */
  canCancel: z.boolean(),
});
export type Order = z.infer<typeof order>;

// ---- GET /order/getOrderDetail ----

export const orderIdQuery = z.object({ orderId: orderIdParam.prefault('') }, MSG.badRequest);
export type OrderIdQuery = z.input<typeof orderIdQuery>;
export const orderDetailResponse = envelopeOf(order);

// ---- GET /order/cancleOrder ----

export const cancelOrderQuery = orderIdQuery;
/** success with message 退订成功 (or 退订成功，款项已原路退回 for a refunded paid order). */
export const cancelOrderResponse = envelopeBase;

// ---- POST /order/getAllOrder ----

/** A page boundary: yyyy-MM-dd, yyyy-MM-dd HH:mm:ss (Asia/Shanghai, as createTime) or ISO 8601. */
const pageDate = z
  .string(MSG.orderDateInvalid)
  .trim()
  .refine((t) => t === '' || !Number.isNaN(pageDateInstant(t)?.getTime() ?? Number.NaN), MSG.orderDateInvalid)
  .prefault('');

/** The instant of a getAllOrder `maxDate`/`minDate`; undefined when unreadable. */
export function pageDateInstant(text: string): Date | undefined {
  const local = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?))?$/.exec(text);
  if (local?.[1]) {
    if (!isIsoDate(local[1])) return undefined;
    const date = new Date(`${local[1]}T${local[2] ?? '00:00:00'}+08:00`);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  const date = new Date(text);
  return /\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(date.getTime()) ? date : undefined;
}

/**
 * state 100 (default) open orders, 9 completed, 2 cancelled and expired; newest first, `count` per
 * page. maxDate: only orders created before it (pass the last row's createTime for the next page);
 * minDate: only orders created after it. orderNo: that one order of the member, whatever its state.
 */
export const allOrderBody = z.object(
  {
    state: z.coerce
      .number(MSG.orderStateInvalid)
      .refine(
        (s) =>
          s === ORDER_LIST_STATE.open || s === ORDER_LIST_STATE.completed || s === ORDER_LIST_STATE.cancelled,
        MSG.orderStateInvalid,
      )
      .prefault(ORDER_LIST_STATE.open),
    count: z.coerce
      .number(MSG.badRequest)
      .int(MSG.badRequest)
      .min(1, MSG.badRequest)
      .max(MAX_ORDER_PAGE_SIZE, MSG.badRequest)
      .prefault(ORDER_PAGE_SIZE),
    maxDate: pageDate,
    minDate: pageDate,
    orderNo: text(40, MSG.orderIdInvalid).prefault(''),
  },
  MSG.badRequest,
);
export type AllOrderRequest = z.input<typeof allOrderBody>;
/** data: the page of orders; total: all of the member's orders in the tab (or 0/1 for an orderNo). */
export const allOrderResponse = envelopeOf(z.array(order)).extend({ total: z.number().int() });
export type AllOrderResponse = z.infer<typeof allOrderResponse>;
