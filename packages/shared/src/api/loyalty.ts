import { z } from 'zod';
import { envelopeOf } from './envelope.ts';

/**
 * Member prices, coupons (抵用券) and points as the booking and the member centre see them. The
 * server prices every figure; an order's amounts go, in this order: 门市价 (totalAmount) − 会员价
 * discount − discount code − coupon − points = actualAmount (services/pricing.ts).
 */

export const LOYALTY_MSG = {
  couponNotFound: '抵用券不存在',
  couponUsed: '该抵用券已使用',
  couponNotYetValid: '该抵用券尚未生效',
  couponExpired: '该抵用券已过期',
  couponWrongHotel: '该抵用券不适用于本酒店',
  couponMinSpend: (yuan: number) => `订单金额满¥${yuan}可用`,
  couponInvalid: '抵用券有误',
  pointsInvalid: '积分数量有误',
  pointsStep: (pointsPerYuan: number) => `积分须按${pointsPerYuan}的整数倍使用`,
  pointsTooMany: (most: number) => `本单最多可使用${most}积分`,
  pointsNotEnough: '积分余额不足',
} as const;

/**
 * The coupon chosen (the spec's couponId): a member coupon's id; absent, empty, null or 0 for none,
 * as clients of the spec send it when no coupon is used.
 */
export const couponIdField = z.preprocess(
  (value) => (value === '' || value === null || value === 0 || value === '0' ? undefined : value),
  z.coerce
    .number(LOYALTY_MSG.couponInvalid)
    .int(LOYALTY_MSG.couponInvalid)
    .positive(LOYALTY_MSG.couponInvalid)
    .max(2_147_483_647, LOYALTY_MSG.couponInvalid)
    .optional(),
);

/** Points to spend on an order: a whole number ≥ 0 (0 for none). */
export const pointsUsedField = z.coerce
  .number(LOYALTY_MSG.pointsInvalid)
  .int(LOYALTY_MSG.pointsInvalid)
  .min(0, LOYALTY_MSG.pointsInvalid)
  .max(100_000_000, LOYALTY_MSG.pointsInvalid)
  .prefault(0);

export const COUPON_KINDS = ['amount', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
/** 可用, 已使用, 已过期 (the member centre's tabs). */
export const COUPON_STATUSES = ['available', 'used', 'expired'] as const;
export const COUPON_STATUS_LABELS = { available: '可用', used: '已使用', expired: '已过期' } as const;

/** One coupon a member holds. */
export const memberCoupon = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Yuan off for `amount`, a percentage for `percent`. */
  value: z.number(),
  /** The order amount (after member price and discount code) from which it can be used, in yuan. */
  minSpend: z.number(),
  /** At most this many yuan off (percent coupons), or null. */
  maxOff: z.number().nullable(),
  /** What it is good for, in words: ¥30 满200可用 / 9折 满300可用 … */
  description: z.string(),
  /** Hotels it applies to (names), empty for every hotel of the group. */
  hotelNames: z.array(z.string()),
  /** yyyy-MM-dd, both days included. */
  validFrom: z.string(),
  validUntil: z.string(),
  status: z.enum(COUPON_STATUSES),
  /** The order it paid for, while used. */
  orderNo: z.string().nullable(),
});
export type MemberCoupon = z.infer<typeof memberCoupon>;
export const memberCouponsResponse = envelopeOf(z.array(memberCoupon));

/** A coupon as FillInformationStep offers it for the stay being booked. */
export const stayCoupon = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  validUntil: z.string(),
  /** Whether it can pay for this stay; when not, `reason` says why (满¥200可用 …). */
  usable: z.boolean(),
  reason: z.string(),
  /** Yuan it would take off this stay (0 when not usable). */
  amount: z.number(),
});
export type StayCoupon = z.infer<typeof stayCoupon>;

/** kind of a points change: 住宿奖励, 调整, 抵扣房费, 退回. */
export const POINTS_KIND_LABELS: Record<string, string> = {
  stay: '住宿奖励',
  adjust: '积分调整',
  spend: '抵扣房费',
  return: '订单取消退回',
};

/** The stay an order is, as a points or card entry names it: 光影酒店（济南店），2026-12-01 至 2026-12-03. */
export function orderStayText(stay: {
  hotelName: string;
  checkinDate: string;
  checkoutDate: string;
}): string {
  return `${stay.hotelName}，${stay.checkinDate} 至 ${stay.checkoutDate}`;
}

export const pointsEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  kindName: z.string(),
  /** Signed: negative when taken off. */
  points: z.number().int(),
  balance: z.number().int(),
  orderNo: z.string().nullable(),
  /** The stay of the order (orderStayText), null when the change is no order's. Not in the spec. */
  stay: z.string().nullable(),
  /** yyyy-MM-dd HH:mm:ss, Asia/Shanghai. */
  time: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntry>;
export const pointsHistory = z.object({
  balance: z.number().int(),
  /** How points pay: this many make a yuan, for at most this percentage of an order. */
  pointsPerYuan: z.number().int(),
  maxSharePercent: z.number().int(),
  entries: z.array(pointsEntry),
});
export type PointsHistory = z.infer<typeof pointsHistory>;
export const pointsHistoryResponse = envelopeOf(pointsHistory);
