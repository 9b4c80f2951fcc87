import { z } from 'zod';
import { MAX_DB_ID, ORDER_PAGE_SIZE } from '../constants.ts';
import { MSG } from '../messages.ts';
import { EMAIL_PATTERN, isIsoDate } from '../validation.ts';
import { envelopeBase, envelopeOf, missingAsEmpty } from './envelope.ts';
import { nightPrice } from './order.ts';

/**
 * The member centre's order calls under /crsapi/v1/order (site-spec.md sections 4 and 7): the
 * order as My booking shows it, getOrderDetail, cancleOrder (the spec's spelling) and getAllOrder.
 * Every call needs a login (`usertoken`) and reaches only the member's own orders.
 */

/** getAllOrder `count` ceiling. */
export const MAX_ORDER_PAGE_SIZE = 100;

/** getAllOrder tabs: 100 open (booked and confirmed), 9 completed, 2 cancelled and expired. */
export const ORDER_LIST_STATE = { open: 100, completed: 9, cancelled: 2 } as const;

/** An id the site sends as text or number; anything else answers 订单编号有误. */
export const orderIdParam = z.coerce
  .number(MSG.orderIdInvalid)
  .int(MSG.orderIdInvalid)
  .positive(MSG.orderIdInvalid)
  .max(MAX_DB_ID, MSG.orderIdInvalid);

const text = (max: number, message: string) => z.string(message).trim().max(max, message);

// ---- the order (getOrderDetail, getAllOrder) ----

/**
 * Money going back to the guest for an order (a cancelled paid order, or a payment that arrived
 * after the order could no longer take it): `done` once it is back on the member card or the
 * provider confirmed it, `pending` while the refund is on its way through the provider.
 */
export const orderRefund = z.object({
  /** In yuan. */
  amount: z.number(),
  state: z.enum(['done', 'pending']),
  /** Where it goes back to: '1' the member card, 'wxpay' or 'alipay' the payment it came by. */
  payMethod: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

/** 申请发票: whom the invoice is made out to. */
export const INVOICE_TITLE_TYPES = ['personal', 'company'] as const;
export const INVOICE_TITLE_TYPE_LABELS = { personal: '个人', company: '单位' } as const;
/** requested 已申请 until staff mark it issued 已开具. */
export const INVOICE_STATUSES = ['requested', 'issued'] as const;
export const INVOICE_STATUS_LABELS = { requested: '已申请', issued: '已开具' } as const;
/** 统一社会信用代码 (18) or an older taxpayer id (15 or 20): digits and capital letters. */
export const TAXPAYER_ID_PATTERN = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;

/**
 * What is wrong with a taxpayer id for a title type (a company's is required, a person's optional),
 * or undefined; the id as typed, spaces and small letters allowed.
 */
export function taxpayerIdProblem(titleType: unknown, taxpayerId: string): string | undefined {
  const id = taxpayerId.trim().toUpperCase();
  if (titleType !== 'company' && id === '') return undefined;
  if (TAXPAYER_ID_PATTERN.test(id)) return undefined;
  return id === '' ? '请填写纳税人识别号' : '纳税人识别号应为15、18或20位数字或字母';
}

export const orderInvoice = z.object({
  status: z.enum(INVOICE_STATUSES),
  titleType: z.enum(INVOICE_TITLE_TYPES),
  title: z.string(),
  taxpayerId: z.string(),
  email: z.string(),
  /** yyyy-MM-dd HH:mm:ss, Asia/Shanghai. */
  requestedAt: z.string(),
});
export type OrderInvoice = z.infer<typeof orderInvoice>;

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
  /** One guest per room in room order; the first is revUser. */
  guestNames: z.array(z.string()),
  /** Adults and children of the whole booking. */
  adultNum: z.number().int(),
  childrenNum: z.number().int(),
  mobile: z.string(),
  email: z.string(),
  remark: z.string(),
  arrivalTime: z.string(),
  /** 门市价: Σ nightly prices × rooms. */
  totalAmount: z.number(),
  /** 会员价's part (not in the spec). */
  memberDiscountAmount: z.number(),
  /** The discount code's part. */
  discountAmount: z.number(),
  /** The coupon's and the points' parts, and the points spent (not in the spec). */
  couponAmount: z.number(),
  pointsUsed: z.number().int(),
  pointsAmount: z.number(),
  /** What the guest pays: totalAmount less the four parts above. */
  actualAmount: z.number(),
  /** Discount channel type used (企业 …), or empty. */
  couponType: z.string(),
  breakfast: z.number().int(),
  state: z.number().int(),
  payResult: z.number().int(),
  /**
   * '1', 'wxpay', 'alipay' once paid; 'ddzf' on an unpaid order guaranteed for payment at the hotel
   * (held until holdUntil like any unpaid order); null before a method is chosen.
   */
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
  /** Unpaid and open, or paid on a free-cancellation rate before its policy's deadline. */
  canCancel: z.boolean(),
  /**
   * The hotel's front desk has checked the guest in (yyyy-MM-dd HH:mm:ss, Asia/Shanghai) and the stay
   * is not over: My booking shows it as 已入住. Null otherwise. Not in the spec.
   */
  checkedInAt: z.string().nullable(),
  /**
   * Until when a paid order of this rate is cancelled free of charge (18:00 on the day its policy
   * says, yyyy-MM-dd HH:mm:ss, Asia/Shanghai); null on a rate that never is. Not in the spec.
   */
  freeCancelUntil: z.string().nullable(),
  /**
   * What cancelling now would give back, in yuan: everything paid on a free cancellation, 0 for an
   * unpaid order; null while the order cannot be cancelled. The figure cancleOrder refunds. Not in
   * the spec.
   */
  cancelRefund: z.number().nullable(),
  /** The money going back to the guest, oldest first; empty when none is. */
  refunds: z.array(orderRefund),
  /** What happened to the order, oldest first (提交订单, 支付成功, 退款 …). Not in the spec. */
  history: z.array(z.object({ time: z.string(), text: z.string() })),
  /** The invoice asked for (申请发票), or null. Not in the spec. */
  invoice: orderInvoice.nullable(),
  /** Paid, not cancelled or expired, no invoice asked for yet: 申请发票 is offered. Not in the spec. */
  canRequestInvoice: z.boolean(),
});
export type Order = z.infer<typeof order>;

// ---- GET /order/getOrderDetail ----

export const orderIdQuery = z.object({ orderId: missingAsEmpty(orderIdParam) }, MSG.badRequest);
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

// ---- POST /order/requestInvoice (not in the spec) ----

const INVOICE_INVALID = '发票信息有误';

/** 申请发票 for a paid order: a company title needs its taxpayer id; one request per order. */
export const invoiceRequestBody = z
  .object(
    {
      orderId: missingAsEmpty(orderIdParam),
      titleType: z.enum(INVOICE_TITLE_TYPES, '请选择发票抬头类型'),
      title: z.string('请填写发票抬头').trim().min(1, '请填写发票抬头').max(100, '发票抬头不能超过100个字'),
      taxpayerId: z
        .string('纳税人识别号有误')
        .trim()
        .toUpperCase()
        .max(20, '纳税人识别号应为15、18或20位数字或字母')
        .default(''),
      email: z
        .string(MSG.emailInvalid)
        .trim()
        .max(100, MSG.emailInvalid)
        .refine((email) => EMAIL_PATTERN.test(email), MSG.emailInvalid),
    },
    INVOICE_INVALID,
  )
  .superRefine((body, ctx) => {
    const problem = taxpayerIdProblem(body.titleType, body.taxpayerId);
    if (problem) ctx.addIssue({ code: 'custom', path: ['taxpayerId'], message: problem });
  });
export type InvoiceRequestBody = z.input<typeof invoiceRequestBody>;
export const invoiceRequestResponse = envelopeOf(orderInvoice);
