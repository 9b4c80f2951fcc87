import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { WechatPayTestKeys } from './wechatpay-keys.ts';
import { beijingRfc3339 } from './wechatpay-notifications.ts';

/*
 * The stand-in's orders and refunds, from the API v3 pages Native下单, JSAPI下单, 商户订单号查询订单,
 * 关闭订单 and 退款申请. Bodies are checked strictly (an unknown field is refused) so a typo in the
 * adapter shows here rather than at WeChat Pay.
 */

export type TradeState = 'NOTPAY' | 'USERPAYING' | 'SUCCESS' | 'CLOSED' | 'REVOKED' | 'PAYERROR' | 'REFUND';

export interface StandInOrder {
  outTradeNo: string;
  tradeType: 'NATIVE' | 'JSAPI';
  /** The body the merchant sent, as received. */
  request: Record<string, unknown>;
  amountFen: number;
  notifyUrl: string;
  codeUrl?: string;
  prepayId?: string;
  openid?: string;
  /** Tests may set any state to see how a query reads it. */
  tradeState: TradeState;
  transactionId?: string;
  successTime?: string;
}

export interface StandInRefund {
  outRefundNo: string;
  outTradeNo: string;
  refundId: string;
  status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED';
  refundFen: number;
  totalFen: number;
  notifyUrl: string;
  request: Record<string, unknown>;
  createTime: string;
}

interface RouteCall {
  params: string[];
  query: URLSearchParams;
  body: unknown;
}

export interface RouteResult {
  status: number;
  body?: object;
}

export interface Route {
  method: string;
  path: RegExp;
  handle(call: RouteCall): RouteResult;
}

const error = (status: number, code: string, message: string): RouteResult => ({
  status,
  body: { code, message },
});

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const maxBytes = (limit: number) => z.string().refine((text) => Buffer.byteLength(text) <= limit);
const notifyUrl = z.url().refine((url) => !url.includes('?'), 'notify_url cannot carry parameters');

const nativeOrder = z.strictObject({
  appid: z.string(),
  mchid: z.string(),
  description: maxBytes(127).pipe(z.string().min(1)),
  out_trade_no: z.string().regex(/^[0-9A-Za-z_\-|*]{6,32}$/),
  time_expire: z.string().regex(RFC3339).optional(),
  attach: maxBytes(128).optional(),
  notify_url: notifyUrl,
  goods_tag: z.string().optional(),
  support_fapiao: z.boolean().optional(),
  amount: z.strictObject({ total: z.number().int().min(1), currency: z.literal('CNY').optional() }),
  detail: z.unknown().optional(),
  scene_info: z.unknown().optional(),
  settle_info: z.unknown().optional(),
});

const jsapiOrder = nativeOrder.extend({ payer: z.strictObject({ openid: z.string().min(1) }) });

const refundRequest = z.strictObject({
  transaction_id: z.string().optional(),
  out_trade_no: z.string().optional(),
  out_refund_no: z.string().regex(/^[0-9A-Za-z_\-|*@]{1,64}$/),
  reason: maxBytes(80).optional(),
  notify_url: notifyUrl.optional(),
  funds_account: z.string().optional(),
  amount: z.strictObject({
    refund: z.number().int().min(1),
    total: z.number().int().min(1),
    currency: z.literal('CNY'),
    from: z.unknown().optional(),
  }),
  goods_detail: z.unknown().optional(),
});

function paramError(issues: z.core.$ZodIssue[]): RouteResult {
  return error(400, 'PARAM_ERROR', `参数错误: ${issues.map((issue) => issue.path.join('.')).join(', ')}`);
}

function digits(count: number): string {
  return Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
}

export function orderRoutes(keys: WechatPayTestKeys, orders: Map<string, StandInOrder>): Route[] {
  function prepay(tradeType: 'NATIVE' | 'JSAPI', body: unknown): RouteResult {
    const parsed = (tradeType === 'NATIVE' ? nativeOrder : jsapiOrder).safeParse(body);
    if (!parsed.success) return paramError(parsed.error.issues);
    const request = parsed.data;
    if (request.appid !== keys.appid || request.mchid !== keys.mchid) {
      return error(400, 'INVALID_REQUEST', 'appid和mch_id不匹配');
    }
    const existing = orders.get(request.out_trade_no);
    if (existing) {
      // a resend of the very same order gets the same answer; anything else (another trade type
      // included) is "201 商户订单号重复"
      const same = existing.tradeType === tradeType && isDeepStrictEqual(existing.request, body);
      if (!same || existing.tradeState !== 'NOTPAY') return error(403, 'OUT_TRADE_NO_USED', '商户订单号重复');
      return {
        status: 200,
        body: existing.codeUrl ? { code_url: existing.codeUrl } : { prepay_id: existing.prepayId },
      };
    }
    const order: StandInOrder = {
      outTradeNo: request.out_trade_no,
      tradeType,
      request: body as Record<string, unknown>,
      amountFen: request.amount.total,
      notifyUrl: request.notify_url,
      tradeState: 'NOTPAY',
    };
    if (tradeType === 'JSAPI') {
      order.openid = jsapiOrder.parse(body).payer.openid;
      order.prepayId = `wx${digits(14)}${randomBytes(8).toString('hex')}`;
    } else {
      order.codeUrl = `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('base64url')}`;
    }
    orders.set(order.outTradeNo, order);
    return { status: 200, body: order.codeUrl ? { code_url: order.codeUrl } : { prepay_id: order.prepayId } };
  }

  function queried(order: StandInOrder): object {
    const paid = order.tradeState === 'SUCCESS' || order.tradeState === 'REFUND';
    return {
      appid: keys.appid,
      mchid: keys.mchid,
      out_trade_no: order.outTradeNo,
      trade_type: order.tradeType,
      trade_state: order.tradeState,
      trade_state_desc: order.tradeState === 'SUCCESS' ? '支付成功' : order.tradeState,
      attach: '',
      ...(paid
        ? {
            transaction_id: order.transactionId,
            bank_type: 'OTHERS',
            success_time: order.successTime,
            payer: { openid: order.openid ?? 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
            amount: {
              total: order.amountFen,
              payer_total: order.amountFen,
              currency: 'CNY',
              payer_currency: 'CNY',
            },
          }
        : {}),
    };
  }

  return [
    {
      method: 'POST',
      path: /^\/v3\/pay\/transactions\/native$/,
      handle: ({ body }) => prepay('NATIVE', body),
    },
    { method: 'POST', path: /^\/v3\/pay\/transactions\/jsapi$/, handle: ({ body }) => prepay('JSAPI', body) },
    {
      method: 'GET',
      path: /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/,
      handle({ params, query }) {
        if (query.get('mchid') !== keys.mchid) return error(400, 'PARAM_ERROR', 'mchid 错误');
        const order = orders.get(params[0] ?? '');
        return order ? { status: 200, body: queried(order) } : error(404, 'ORDER_NOT_EXIST', '订单不存在');
      },
    },
    {
      method: 'POST',
      path: /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/,
      handle({ params, body }) {
        const parsed = z.strictObject({ mchid: z.literal(keys.mchid) }).safeParse(body);
        if (!parsed.success) return paramError(parsed.error.issues);
        const order = orders.get(params[0] ?? '');
        if (!order) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
        if (order.tradeState === 'SUCCESS' || order.tradeState === 'REFUND') {
          return error(400, 'INVALID_REQUEST', '订单已支付');
        }
        order.tradeState = 'CLOSED';
        return { status: 204 };
      },
    },
  ];
}

export function refundRoute(
  orders: Map<string, StandInOrder>,
  refunds: Map<string, StandInRefund>,
  outcome: () =>
    | 'SUCCESS'
    | 'PROCESSING'
    | 'ABNORMAL'
    | 'CLOSED'
    | { status: number; code: string; message: string },
): Route {
  function answered(refund: StandInRefund, order: StandInOrder): object {
    return {
      refund_id: refund.refundId,
      out_refund_no: refund.outRefundNo,
      transaction_id: order.transactionId,
      out_trade_no: order.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      ...(refund.status === 'SUCCESS' ? { success_time: refund.createTime } : {}),
      create_time: refund.createTime,
      status: refund.status,
      funds_account: 'AVAILABLE',
      amount: {
        total: refund.totalFen,
        refund: refund.refundFen,
        payer_total: refund.totalFen,
        payer_refund: refund.refundFen,
        settlement_total: refund.totalFen,
        settlement_refund: refund.refundFen,
        discount_refund: 0,
        currency: 'CNY',
        refund_fee: 0,
      },
    };
  }

  return {
    method: 'POST',
    path: /^\/v3\/refund\/domestic\/refunds$/,
    handle({ body }) {
      const parsed = refundRequest.safeParse(body);
      if (!parsed.success) return paramError(parsed.error.issues);
      const request = parsed.data;
      const order = [...orders.values()].find(
        (candidate) =>
          candidate.outTradeNo === request.out_trade_no ||
          (request.transaction_id !== undefined && candidate.transactionId === request.transaction_id),
      );
      if (!order) return error(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
      const resent = refunds.get(request.out_refund_no);
      if (resent) return { status: 200, body: answered(resent, order) };
      if (order.tradeState !== 'SUCCESS' && order.tradeState !== 'REFUND') {
        return error(400, 'INVALID_REQUEST', '订单未支付');
      }
      if (request.amount.total !== order.amountFen) return error(400, 'PARAM_ERROR', '订单金额不一致');
      const refunded = [...refunds.values()]
        .filter((refund) => refund.outTradeNo === order.outTradeNo && refund.status !== 'CLOSED')
        .reduce((sum, refund) => sum + refund.refundFen, 0);
      if (refunded + request.amount.refund > order.amountFen) {
        return error(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
      }
      const result = outcome();
      if (typeof result === 'object') return error(result.status, result.code, result.message);
      const refund: StandInRefund = {
        outRefundNo: request.out_refund_no,
        outTradeNo: order.outTradeNo,
        refundId: `50${digits(27)}`,
        status: result,
        refundFen: request.amount.refund,
        totalFen: request.amount.total,
        notifyUrl: request.notify_url ?? '',
        request: body as Record<string, unknown>,
        createTime: beijingRfc3339(new Date()),
      };
      refunds.set(refund.outRefundNo, refund);
      if (result === 'SUCCESS' || result === 'PROCESSING') order.tradeState = 'REFUND';
      return { status: 200, body: answered(refund, order) };
    },
  };
}
