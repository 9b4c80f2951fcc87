import { z } from 'zod';
import { POLICY_DOCUMENTS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { envelopeBase, envelopeOf, missingAsEmpty } from './envelope.ts';
import { memberCoupon, pointsEntry } from './loyalty.ts';
import { order, orderInvoice } from './member-orders.ts';
import { SMS_CODE_PATTERN } from './user.ts';

/**
 * 账号与隐私 (the member's own data, PIPL 个人信息保护法) under /crsapi/v1/user, beyond the spec's
 * call table: the member's data as a file (exportData), and closing the account (注销账号) after an
 * SMS code sent to the member's own mobile (closeAccountCode, then closeAccount). Every call needs
 * a login.
 */

export const ACCOUNT_MSG = {
  closeCodeSent: '验证码已发送至您的手机',
  accountClosed: '账号已注销',
  /** Orders still open (unpaid, or paid and the stay not over): the money and the room are not settled. */
  openOrders: (orderNos: readonly string[]) =>
    `您有未完成的订单（订单号 ${orderNos.join('、')}），请在订单完成或取消后再注销账号`,
  /** Money on the stored-value card: it is the member's, and closing would lose it. */
  balanceLeft: (yuan: string) => `您的会员卡尚有余额 ¥${yuan}，请先联系客服办理余额退还后再注销账号`,
  /** An invoice asked for and not yet made out: the group still owes it, to the address given. */
  invoicesPending: (orderNos: readonly string[]) =>
    `您申请的发票尚未开具（订单号 ${orderNos.join('、')}），请在发票开具后再注销账号`,
} as const;

// ---- POST /user/closeAccountCode, POST /user/closeAccount ----

export const closeAccountCodeResponse = envelopeBase;

export const closeAccountBody = z.object({
  code: missingAsEmpty(
    z
      .string(MSG.smsCodeRequired)
      .trim()
      .min(1, MSG.smsCodeRequired)
      .regex(SMS_CODE_PATTERN, MSG.smsCodeWrong),
  ),
});
export type CloseAccountRequest = z.input<typeof closeAccountBody>;
export const closeAccountResponse = envelopeBase;

// ---- GET /user/exportData ----

/** How a consent was given: the agree box ticked (`agreed: true`), or a client of the spec's payload, whose register screen has the box. */
export const CONSENT_BASES = ['agreed', 'implied'] as const;
export type ConsentBasis = (typeof CONSENT_BASES)[number];

export const PAYMENT_STATUS_NAMES: Record<string, string> = {
  pending: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunding: '退款中',
  refunded: '已退款',
};
export const PAY_METHOD_NAMES: Record<string, string> = {
  '1': '会员卡支付',
  ddzf: '到店支付',
  wxpay: '微信支付',
  alipay: '支付宝支付',
};
export const CARD_ENTRY_NAMES: Record<string, string> = {
  debit: '消费',
  refund: '退款',
  topup: '充值',
  adjust: '人工调整',
};

/** yyyy-MM-dd HH:mm:ss, Asia/Shanghai. */
const time = z.string();

export const memberDataExport = z.object({
  /** What the file is, in words, for the member who opens it. */
  about: z.string(),
  exportedAt: time,
  profile: z.object({
    name: z.string(),
    surname: z.string(),
    givenName: z.string(),
    mobile: z.string(),
    /** yyyy-MM-dd or null (not given). */
    birthday: z.string().nullable(),
    /** 1 male, 0 female, null not given; sexName says it in words. */
    sex: z.number().int().nullable(),
    sexName: z.string(),
    cardNo: z.string(),
    levelName: z.string(),
    score: z.number().int(),
    /** Stored-value card balance in yuan. */
    balance: z.number(),
    registeredAt: time,
  }),
  /** What the member agreed to, by version, oldest first. */
  consents: z.array(
    z.object({
      document: z.enum(POLICY_DOCUMENTS),
      documentName: z.string(),
      version: z.string(),
      basis: z.enum(CONSENT_BASES),
      agreedAt: time,
      /** The address the registration came from. */
      ip: z.string().nullable(),
    }),
  ),
  /** Every order, newest first, as My booking shows it: amounts, guests, contact, refunds. */
  orders: z.array(
    order.omit({
      canPay: true,
      canCancel: true,
      cancelRefund: true,
      freeCancelUntil: true,
      canRequestInvoice: true,
    }),
  ),
  /** Every payment attempt of the orders (online, card), oldest first. */
  payments: z.array(
    z.object({
      orderNo: z.string(),
      payMethod: z.string(),
      payMethodName: z.string(),
      /** Yuan. */
      amount: z.number(),
      status: z.string(),
      statusName: z.string(),
      createdAt: time,
      paidAt: time.nullable(),
    }),
  ),
  /** The stored-value card's ledger, oldest first. */
  cardLedger: z.array(
    z.object({
      kind: z.string(),
      kindName: z.string(),
      /** Yuan, negative when taken off. */
      amount: z.number(),
      balanceAfter: z.number(),
      orderNo: z.string().nullable(),
      time,
    }),
  ),
  points: z.object({ balance: z.number().int(), entries: z.array(pointsEntry) }),
  coupons: z.array(memberCoupon),
  /** Invoices asked for, oldest first. */
  invoices: z.array(orderInvoice.extend({ orderNo: z.string(), issuedAt: time.nullable() })),
  /** Logins (sessions) still on record: they are deleted a day after they end. */
  logins: z.array(z.object({ startedAt: time, expiresAt: time, endedAt: time.nullable() })),
});
export type MemberDataExport = z.infer<typeof memberDataExport>;
export const memberDataExportResponse = envelopeOf(memberDataExport);
