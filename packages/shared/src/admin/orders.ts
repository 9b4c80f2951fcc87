import { z } from 'zod';
import { envelopeBase, envelopeOf } from '../api/envelope.ts';
import { orderInvoice } from '../api/member-orders.ts';
import { ARRIVAL_HOLD_HOUR, CANCEL_POLICIES } from '../cancel-policy.ts';
import { MAX_DB_ID } from '../constants.ts';
import { optionalDate, pageQuery, reason } from './common.ts';
import { ADMIN_MSG } from './messages.ts';

/** 订单管理 and the front desk's 今日到店 / 今日离店: /admin/api/orders, /admin/api/front-desk. */

export const ORDERS_MSG = {
  orderIdInvalid: '订单编号有误',
  statusInvalid: '订单状态有误',
  amountInvalid: '退款金额有误，最多两位小数',
  refundTooLarge: '退款金额不能超过实付金额',
  refundOnUnpaid: '订单未支付，无需退款，退款金额应为0',
  frontDeskPolicyRefund: '前台只能按取消政策办理：',
  outsidePolicy: '已超出取消政策，前台不能取消，请联系酒店经理处理',
  alreadyCancelled: '订单已取消，不能重复操作',
  alreadyExpired: '订单已失效（未支付或到店支付逾时），不能操作',
  alreadyCompleted: '订单已离店完成，不能操作',
  alreadyNoShow: '订单已记为未到店，不能操作',
  alreadyCheckedIn: '客人已入住，不能重复办理入住',
  checkedInNoCancel: '客人已入住，不能取消订单，请办理退房',
  checkedInNoShow: '客人已入住，不能记为未到店',
  notCheckedIn: '客人尚未入住，不能办理退房',
  unpaidNoCheckIn: '订单尚未支付或选择到店支付，不能办理入住',
  beforeArrival: '未到入住日期，不能办理入住',
  afterStay: '已过离店日期，不能办理入住',
  noShowTooEarly: `入住当天${ARRIVAL_HOLD_HOUR}后才能记为未到店`,
  noShowLateBooking: (from: string) =>
    `该订单为入住当天${ARRIVAL_HOLD_HOUR}后的预订，${from}后才能记为未到店`,
  noShowUnpaid: `订单未支付，入住当天${ARRIVAL_HOLD_HOUR}未到店将自动失效，不收取费用，无需记为未到店`,
  checkedIn: '已办理入住',
  checkedOut: '已办理退房，积分已发放',
  /** A channel's guest is no member of ours. */
  checkedOutNoPoints: '已办理退房',
  noShowRecorded: '已记为未到店',
  cancelled: '订单已取消',
  cancelledRefunded: '订单已取消，款项已原路退回',
  cancelledRefundPending: '订单已取消，退款将原路退回，请留意到账通知',
  invoiceIssued: '发票已标记为已开具',
  invoiceNotRequested: '该订单未申请发票',
  invoiceAlreadyIssued: '发票已开具，不能重复操作',
  collectRequired: '到店支付的订单请确认收款金额和收款方式',
  guestDigitsTooFew: '请输入手机号（至少3位数字）或入住人姓名',
  collectMethodInvalid: '请选择收款方式',
  collectAmountInvalid: '收款金额有误，最多两位小数',
  collectAmountMismatch: (due: string) => `应收 ¥${due}，请核对收款金额`,
  collectNotDue: '订单已支付，无需在前台收款',
  channelOrderNoCancel: '渠道订单请在渠道取消，取消后会自动同步到本系统',
  channelOrderCheckedIn: '客人已入住，渠道不能再修改或取消该订单',
} as const;

/** An amount staff type, in yuan: 0 to ¥1,000,000 with at most two decimals. */
function yuanAmount(message: string) {
  return z
    .number(message)
    .min(0, message)
    .max(1_000_000, message)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, message);
}

/** How the desk takes a pay-at-hotel guest's money at check-in. */
export const DESK_PAY_METHODS = ['cash', 'card', 'wechat', 'alipay'] as const;
export type DeskPayMethod = (typeof DESK_PAY_METHODS)[number];
export const DESK_PAY_METHOD_LABELS: Record<DeskPayMethod, string> = {
  cash: '现金',
  card: '刷卡（POS）',
  wechat: '微信（前台收款码）',
  alipay: '支付宝（前台收款码）',
};

/**
 * 办理入住's body: for a pay-at-hotel order, what the clerk collected (the amount due, confirmed, and
 * how); nothing for an order paid already.
 */
export const checkInBody = z
  .object(
    {
      collected: z
        .object({
          method: z.enum(DESK_PAY_METHODS, ORDERS_MSG.collectMethodInvalid),
          amount: yuanAmount(ORDERS_MSG.collectAmountInvalid),
        })
        .optional(),
    },
    ORDERS_MSG.collectRequired,
  )
  // a call with no body at all checks in an order that is paid already
  .nullish();
export type CheckInBody = z.infer<typeof checkInBody>;

/** How staff see an order: the guest's order state plus what the front desk did. */
export const ORDER_STATUSES = [
  'unpaid',
  'awaitingArrival',
  'checkedIn',
  'checkedOut',
  'noShow',
  'cancelled',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  unpaid: '待支付',
  awaitingArrival: '待入住',
  checkedIn: '已入住',
  checkedOut: '已离店',
  noShow: '未到店',
  cancelled: '已取消',
  expired: '已失效',
};

export const PAY_METHOD_LABELS: Record<string, string> = {
  '1': '会员卡',
  ddzf: '到店支付',
  wxpay: '微信支付',
  alipay: '支付宝',
  channel: '渠道预付',
};

/** Where a channel's order came from: the connection (渠道管理) and the channel's reservation id. */
export const orderChannel = z.object({ name: z.string(), resId: z.string() });

/** Rows an Excel export holds at most; a larger result asks for narrower filters. */
export const ORDER_EXPORT_MAX_ROWS = 5000;

export const orderSearchFilters = {
  /** Order number, booking number or a channel's reservation id. */
  orderNo: z.string(ADMIN_MSG.badRequest).trim().max(40, ADMIN_MSG.badRequest).prefault(''),
  /** Any guest's name (part of it), or digits of the mobile (3 or more, anywhere in it). */
  guest: z
    .string(ADMIN_MSG.badRequest)
    .trim()
    .max(40, ADMIN_MSG.badRequest)
    .refine((term) => !/^\d{1,2}$/.test(term), ORDERS_MSG.guestDigitsTooFew)
    .prefault(''),
  hotelCode: z.string(ADMIN_MSG.badRequest).trim().max(32, ADMIN_MSG.badRequest).prefault(''),
  arrivalFrom: optionalDate,
  arrivalTo: optionalDate,
  status: z
    .union([z.enum(ORDER_STATUSES, ORDERS_MSG.statusInvalid), z.literal('')], ORDERS_MSG.statusInvalid)
    .prefault(''),
};

function arrivalRangeInOrder(q: { arrivalFrom: string; arrivalTo: string }): boolean {
  return q.arrivalFrom === '' || q.arrivalTo === '' || q.arrivalFrom <= q.arrivalTo;
}
const rangeIssue = { message: ADMIN_MSG.dateRangeInvalid, path: ['arrivalTo'] };

export const orderSearchQuery = z
  .object({ ...pageQuery, ...orderSearchFilters }, ADMIN_MSG.badRequest)
  .refine(arrivalRangeInOrder, rangeIssue);
export type OrderSearch = z.output<typeof orderSearchQuery>;

export const orderExportQuery = z
  .object(orderSearchFilters, ADMIN_MSG.badRequest)
  .refine(arrivalRangeInOrder, rangeIssue);

export const orderIdParams = z.object({
  id: z.coerce
    .number(ORDERS_MSG.orderIdInvalid)
    .int(ORDERS_MSG.orderIdInvalid)
    .positive(ORDERS_MSG.orderIdInvalid)
    .max(MAX_DB_ID, ORDERS_MSG.orderIdInvalid),
});

export const orderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  revNo: z.string(),
  hotelCode: z.string(),
  hotelName: z.string(),
  roomTypeName: z.string(),
  rateName: z.string(),
  guestName: z.string(),
  mobile: z.string(),
  checkinDate: z.string(),
  checkoutDate: z.string(),
  nights: z.number().int(),
  roomQty: z.number().int(),
  /** Yuan. */
  amount: z.number(),
  payMethod: z.string().nullable(),
  paid: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  /** A channel's reservation (携程、美团 … through 渠道管理); null for a booking on our site. */
  channel: orderChannel.nullable(),
});
export type OrderRow = z.infer<typeof orderRow>;
/**
 * 订单管理 counts the matches up to this many: past it the list says 超过 1000 条 (the exact count of
 * a search as wide as one character of a name visits every matching order, tens of thousands at
 * group scale; docs/decisions.md). Every page is still reachable by its number.
 */
export const ORDER_SEARCH_COUNT_CAP = 1_000;

export const orderListResponse = envelopeOf(
  z.object({
    rows: z.array(orderRow),
    /** The matches, counted up to ORDER_SEARCH_COUNT_CAP. */
    total: z.number().int(),
    /** More than `total` match: the count stopped at ORDER_SEARCH_COUNT_CAP. */
    totalCapped: z.boolean(),
  }),
);

/** 订单管理's count under its table. */
export function orderTotalText(total: number, totalCapped: boolean): string {
  return totalCapped ? `超过 ${total} 条，请缩小查询范围` : `共 ${total} 条`;
}

/** What staff may do with the order now; the server checks again when they do it. */
export const orderActions = z.object({
  checkIn: z.boolean(),
  checkOut: z.boolean(),
  noShow: z.boolean(),
  cancel: z.boolean(),
  /** The refund the guest's own cancellation would get now (yuan); null when the guest could not cancel. */
  policyRefund: z.number().nullable(),
  /** 酒店经理 and 集团管理员 may refund any amount up to what was paid. */
  mayChooseRefund: z.boolean(),
});
export type OrderActions = z.infer<typeof orderActions>;

export const orderDetail = orderRow.extend({
  guestNames: z.array(z.string()),
  adultNum: z.number().int(),
  childrenNum: z.number().int(),
  email: z.string(),
  remark: z.string(),
  arrivalTime: z.string(),
  breakfast: z.number().int(),
  totalAmount: z.number(),
  discountAmount: z.number(),
  /** 会员价, coupon and points parts of the price, and the points spent. */
  memberDiscountAmount: z.number(),
  couponAmount: z.number(),
  pointsUsed: z.number().int(),
  pointsAmount: z.number(),
  cancelPolicy: z.enum(CANCEL_POLICIES),
  holdUntil: z.string(),
  paidAt: z.string().nullable(),
  nightlyPrices: z.array(z.object({ night: z.string(), price: z.number() })),
  /** The member who booked: the card number masked, never a password or token; null on a channel's order. */
  member: z
    .object({ id: z.number().int(), name: z.string(), mobile: z.string(), cardNo: z.string() })
    .nullable(),
  stay: z.object({
    checkedInAt: z.string().nullable(),
    checkedOutAt: z.string().nullable(),
    noShowAt: z.string().nullable(),
    noShowFee: z.number().nullable(),
    /** What the desk collected of a pay-at-hotel order at check-in (yuan), and how; else null. */
    collected: z.object({ amount: z.number(), method: z.enum(DESK_PAY_METHODS) }).nullable(),
  }),
  payments: z.array(
    z.object({
      attemptNo: z.string(),
      method: z.string(),
      amount: z.number(),
      status: z.string(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
  refunds: z.array(
    z.object({
      refundNo: z.string(),
      method: z.string(),
      amount: z.number(),
      /** failed: the gateway will never take it; staff return the money another way. */
      status: z.enum(['pending', 'done', 'failed']),
      createdAt: z.string(),
    }),
  ),
  ledger: z.array(
    z.object({ kind: z.string(), amount: z.number(), balanceAfter: z.number(), at: z.string() }),
  ),
  history: z.array(z.object({ at: z.string(), staff: z.string(), action: z.string(), detail: z.unknown() })),
  actions: orderActions,
  /** The invoice the member asked for (申请发票), or null. */
  invoice: orderInvoice.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;
export const orderDetailResponse = envelopeOf(orderDetail);

export const cancelOrderBody = z.object(
  {
    /** Yuan, at most two decimals; 0 for an unpaid order or no refund. */
    refundAmount: yuanAmount(ORDERS_MSG.amountInvalid),
    reason,
  },
  ADMIN_MSG.badRequest,
);
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;

export const orderActionResponse = envelopeBase;

/** 今日到店 / 今日离店: today in Asia/Shanghai, one hotel or the staff member's hotels. */
export const FRONT_DESK_LISTS = ['arrivals', 'departures'] as const;
export type FrontDeskList = (typeof FRONT_DESK_LISTS)[number];
export const FRONT_DESK_LABELS: Record<FrontDeskList, string> = {
  arrivals: '今日到店',
  departures: '今日离店',
};

export const frontDeskQuery = z.object(
  {
    list: z.enum(FRONT_DESK_LISTS, ADMIN_MSG.badRequest),
    hotelCode: orderSearchFilters.hotelCode,
  },
  ADMIN_MSG.badRequest,
);
export const frontDeskResponse = envelopeOf(
  z.object({ date: z.string(), rows: z.array(orderRow.extend({ actions: orderActions })) }),
);
export type FrontDeskRow = z.infer<typeof frontDeskResponse>['data']['rows'][number];
