import { z } from 'zod';
import { PAY_METHOD } from '../constants.ts';
import { MSG } from '../messages.ts';
import { envelopeBase, envelopeOf, missingAsEmpty } from './envelope.ts';
import { yuanAmount } from './order.ts';

/**
 * Booking service payment calls under /crsapi/v1/pay (site-spec.md section 7). Every call needs a
 * login (`usertoken`) and only reaches the member's own orders.
 */

export type PayMethodCode = (typeof PAY_METHOD)[keyof typeof PAY_METHOD];
const PAY_METHOD_CODES = Object.values(PAY_METHOD) as readonly string[];
const revNo = missingAsEmpty(
  z.string(MSG.revNoRequired).trim().min(1, MSG.revNoRequired).max(40, MSG.revNoRequired),
);

export function isPayMethodCode(value: string): value is PayMethodCode {
  return PAY_METHOD_CODES.includes(value);
}

// ---- GET /pay/getpaymethod ----

/** orderNo is optional; when sent it must be one of the member's orders. */
export const payMethodQuery = z.object(
  { orderNo: z.string(MSG.orderIdInvalid).trim().max(40, MSG.orderIdInvalid).prefault('') },
  MSG.badRequest,
);

/** A payment option of the PayStep picklist: code, type and paycode as the spec names them, plus label and value. */
export const payMethodOption = z.object({
  /** '1' member card, 'ddzf' pay at the hotel, 'wxpay' WeChat Pay, 'alipay' Alipay. */
  code: z.string(),
  /** card, hotel, wechat, alipay. */
  type: z.string(),
  /** The same as code: what orderpay expects as payCode. */
  paycode: z.string(),
  /** 会员卡支付, 到店支付, 微信支付, 支付宝支付. */
  label: z.string(),
  value: z.string(),
  /** Only the member card asks for the member password. */
  needPassword: z.boolean(),
});
export type PayMethodOption = z.infer<typeof payMethodOption>;
export const payMethodResponse = envelopeOf(z.array(payMethodOption));

// ---- POST /pay/orderpay ----

/**
 * Used: revNo (the order), payCode (method; `code` is read when payCode is missing), cardPwd (the
 * member password, method 1), cardNo (method 1: must be the member's own card when sent),
 * payAmount (when sent it must equal the order's actual amount; it never sets the amount),
 * hotelCode (when sent it must be the order's hotel).
 * Accepted and ignored: payId, customerName, remark, token, signature, cmdId, cmdTime.
 */
export const orderPayBody = z
  .object(
    {
      payId: z.unknown().optional(),
      revNo,
      code: z.string().trim().max(16).optional().catch(undefined),
      customerName: z.unknown().optional(),
      remark: z.unknown().optional(),
      payAmount: yuanAmount.optional(),
      payCode: z.string(MSG.payMethodRequired).trim().max(16, MSG.payMethodUnsupported).prefault(''),
      hotelCode: z.string().trim().max(32).prefault(''),
      cardNo: z.string(MSG.cardNoMismatch).trim().max(32, MSG.cardNoMismatch).prefault(''),
      cardPwd: z.string(MSG.memberPasswordRequired).max(64, MSG.memberPasswordWrong).prefault(''),
      token: z.unknown().optional(),
      signature: z.unknown().optional(),
      cmdId: z.unknown().optional(),
      cmdTime: z.unknown().optional(),
    },
    MSG.badRequest,
  )
  .transform(({ payCode, code, ...rest }) => ({ ...rest, method: payCode || code || '' }))
  .superRefine((body, ctx) => {
    if (body.method === '') ctx.addIssue({ code: 'custom', message: MSG.payMethodRequired });
    else if (!isPayMethodCode(body.method))
      ctx.addIssue({ code: 'custom', message: MSG.payMethodUnsupported });
    else if (body.method === PAY_METHOD.memberCard && body.cardPwd === '')
      ctx.addIssue({ code: 'custom', message: MSG.memberPasswordRequired });
  });
export type OrderPayRequest = z.input<typeof orderPayBody>;

/** WeChat Pay and Alipay: where to pay. Absent for the member card and pay at the hotel. */
export const payCashier = z.object({
  /** The cashier page (a browser in WeChat goes there directly). */
  payUrl: z.string(),
  /** A QR image of payUrl as a data: URL (PNG), for <img src>. */
  qrCode: z.string(),
  /** The payment attempt. */
  attemptNo: z.string(),
  /** The amount to pay, in yuan. */
  payAmount: z.number(),
  /** When the attempt closes (ISO 8601); the page counts down 120 s, the server waits longer. */
  expireTime: z.string(),
});
export type PayCashier = z.infer<typeof payCashier>;
/** success; data only for WeChat Pay and Alipay; message 支付成功 (card) or 预订成功，请到店支付 (ddzf). */
export const orderPayResponse = envelopeBase.extend({ data: payCashier.optional() });
export type OrderPayResponse = z.infer<typeof orderPayResponse>;

// ---- POST /pay/checkpayret ----

/** hotelCode is accepted and ignored: revNo names the order. */
export const checkPayBody = z.object(
  {
    revNo,
    hotelCode: z.string().trim().max(32).optional().catch(undefined),
  },
  MSG.badRequest,
);
export const payStatus = z.object({
  paid: z.boolean(),
  state: z.number().int(),
  payResult: z.number().int(),
});
export type PayStatus = z.infer<typeof payStatus>;
/** success true only when the order is paid; unpaid answers success false, statusCode 200, 等待支付. */
export const checkPayResponse = envelopeOf(payStatus);
