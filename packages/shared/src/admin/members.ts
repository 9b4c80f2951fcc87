import { z } from 'zod';
import { envelopeOf } from '../api/envelope.ts';
import { pagedOf, pageQuery, reason } from './common.ts';
import { ADMIN_MSG } from './messages.ts';

/** 会员管理 (group administrators only): /admin/api/members. */

export const MEMBERS_MSG = {
  keywordInvalid: '请输入手机号（至少3位数字）或会员卡号',
  memberNotFound: '会员不存在',
  pointsInvalid: '调整积分须为非零整数，单次不超过1000000',
  amountInvalid: '调整金额须非零，最多两位小数，单次不超过100000元',
  pointsShort: (score: number) => `积分不足：当前积分 ${score}，最多可扣减 ${score}`,
  balanceShort: (yuan: string) => `储值余额不足：当前余额 ¥${yuan}，最多可扣减 ¥${yuan}`,
  tooLarge: '调整后的数值超出上限',
  pointsAdjusted: '积分已调整',
  balanceAdjusted: '储值余额已调整',
  memberClosed: '该会员已注销，不能调整积分或储值',
} as const;

/** The biggest single adjustment: a typo of a few zeros is refused rather than booked. */
export const MAX_POINTS_CHANGE = 1_000_000;
export const MAX_BALANCE_CHANGE_YUAN = 100_000;

/** An 11-digit mobile (exact), 3 to 10 digits (part of a mobile) or a card number (GY and 10 digits). */
export const MEMBER_KEYWORD = /^(\d{3,11}|GY\d{10})$/i;

export const memberSearchQuery = z.object(
  {
    ...pageQuery,
    keyword: z.string(MEMBERS_MSG.keywordInvalid).trim().regex(MEMBER_KEYWORD, MEMBERS_MSG.keywordInvalid),
  },
  ADMIN_MSG.badRequest,
);

export const memberIdParams = z.object({
  id: z.coerce
    .number(MEMBERS_MSG.memberNotFound)
    .int(MEMBERS_MSG.memberNotFound)
    .positive(MEMBERS_MSG.memberNotFound)
    .max(2_147_483_647, MEMBERS_MSG.memberNotFound),
});

export const memberPageQuery = z.object({ ...pageQuery }, ADMIN_MSG.badRequest);

/** Staff see the full mobile and card number (they are how a guest is found); never a password. */
export const memberRow = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  cardNo: z.string(),
  levelName: z.string(),
  score: z.number().int(),
  /** Stored value in yuan. */
  balance: z.number(),
  createdAt: z.string(),
  /** When the member closed the account (已注销), or null; a closed account's mobile is ''. */
  closedAt: z.string().nullable(),
});
export type MemberRow = z.infer<typeof memberRow>;
export const memberSearchResponse = pagedOf(memberRow);

export const memberProfile = memberRow.extend({
  surname: z.string(),
  givenName: z.string(),
  /** 1 male, 0 female, null not given. */
  sex: z.number().int().nullable(),
  birthday: z.string().nullable(),
});
export type MemberProfile = z.infer<typeof memberProfile>;
export const memberProfileResponse = envelopeOf(memberProfile);

/** One of the member's orders as 会员管理 lists them (read-only). */
export const memberOrderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  hotelName: z.string(),
  roomTypeName: z.string(),
  checkinDate: z.string(),
  checkoutDate: z.string(),
  roomQty: z.number().int(),
  amount: z.number(),
  /** ORDER_STATE: 0 booked, 1 confirmed, 2 cancelled, 9 completed, 10 expired. */
  state: z.number().int(),
  payResult: z.number().int(),
  payMethod: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberOrderRow = z.infer<typeof memberOrderRow>;
export const memberOrdersResponse = pagedOf(memberOrderRow);

/** A row of the points ledger or of the stored-value card ledger. */
export const ledgerRow = z.object({
  id: z.number().int(),
  /** points: stay, adjust; card: debit, refund, topup, adjust. */
  kind: z.string(),
  /** Points, or yuan for the card; negative when taken off. */
  change: z.number(),
  after: z.number(),
  reason: z.string(),
  staffName: z.string(),
  orderNo: z.string(),
  /** The stay of the order (orderStayText), '' when the change is no order's. */
  stay: z.string(),
  at: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;
export const ledgerResponse = pagedOf(ledgerRow);

export const pointsAdjustBody = z.object(
  {
    change: z
      .number(MEMBERS_MSG.pointsInvalid)
      .int(MEMBERS_MSG.pointsInvalid)
      .min(-MAX_POINTS_CHANGE, MEMBERS_MSG.pointsInvalid)
      .max(MAX_POINTS_CHANGE, MEMBERS_MSG.pointsInvalid)
      .refine((n) => n !== 0, MEMBERS_MSG.pointsInvalid),
    reason,
  },
  ADMIN_MSG.badRequest,
);
export type PointsAdjustBody = z.input<typeof pointsAdjustBody>;

export const balanceAdjustBody = z.object(
  {
    /** Yuan, at most two decimals. */
    change: z
      .number(MEMBERS_MSG.amountInvalid)
      .min(-MAX_BALANCE_CHANGE_YUAN, MEMBERS_MSG.amountInvalid)
      .max(MAX_BALANCE_CHANGE_YUAN, MEMBERS_MSG.amountInvalid)
      .refine((yuan) => yuan !== 0, MEMBERS_MSG.amountInvalid)
      .refine((yuan) => Math.abs(Math.round(yuan * 100) - yuan * 100) < 1e-6, MEMBERS_MSG.amountInvalid),
    reason,
  },
  ADMIN_MSG.badRequest,
);
export type BalanceAdjustBody = z.input<typeof balanceAdjustBody>;

/** What an adjustment leaves: the new points and balance, for the screen to show at once. */
export const adjustmentResponse = envelopeOf(z.object({ score: z.number().int(), balance: z.number() }));
