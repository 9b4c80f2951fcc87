import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { type AttemptAtProvider, type PaymentProvider, RefundRefused } from '../provider.ts';
import { answerFields, DEFAULT_TIMEOUT_MS, WechatPayError, wechatPayClient } from './client.ts';
import { type WechatPayJsapi, wechatPayJsapi } from './jsapi.ts';
import {
  cutToBytes,
  orderPath,
  REFUND_REASON_MAX_BYTES,
  transactionFields,
  WECHATPAY_NOTIFY_PATH,
  WECHATPAY_REFUND_NOTIFY_PATH,
} from './order-fields.ts';
import type { WechatPaySettings } from './settings.ts';

export interface WechatPayProviderOptions {
  /** The site's public address WeChat Pay reaches notifications at (https in production). */
  notifyBaseUrl: string;
  /** Per call, 10 s by default. */
  timeoutMs?: number;
  log?: FastifyBaseLogger;
}

const nativeAnswer = z.object({ code_url: z.string().min(1) });

const refundAnswer = z.object({
  refund_id: z.string().min(1),
  status: z.enum(['SUCCESS', 'PROCESSING', 'ABNORMAL', 'CLOSED']),
});

const orderAnswer = z.object({
  mchid: z.string(),
  out_trade_no: z.string(),
  trade_state: z.string(),
  transaction_id: z.string().optional(),
  amount: z.object({ total: z.number().int() }).optional(),
});

const UNPAID_STATES = new Set(['NOTPAY', 'USERPAYING']);
const CLOSED_STATES = new Set(['CLOSED', 'REVOKED', 'PAYERROR', 'REFUND']);

/**
 * WeChat Pay (API v3, direct merchant) behind PaymentProvider. createPayment makes a Native order
 * (its code_url is the QR code); the pay page sends a guest inside WeChat through the JSAPI pieces.
 */
export function createWechatPayProvider(
  settings: WechatPaySettings,
  options: WechatPayProviderOptions,
): PaymentProvider & WechatPayJsapi {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const call = wechatPayClient(settings, { timeoutMs, log: options.log });
  const notifyBaseUrl = options.notifyBaseUrl.replace(/\/+$/, '');
  const notifyUrl = `${notifyBaseUrl}${WECHATPAY_NOTIFY_PATH}`;

  return {
    name: 'wechatpay',

    async createPayment(request) {
      const answer = await call(
        'POST',
        '/v3/pay/transactions/native',
        transactionFields(settings, notifyUrl, request),
      );
      const { code_url } = answerFields(nativeAnswer, answer, 'a Native order');
      const payUrl = `${request.siteBaseUrl}/pay/wechat/${encodeURIComponent(request.attemptNo)}`;
      return { qrCodeContent: code_url, payUrl };
    },

    async refund(request) {
      const reason = cutToBytes(request.reason, REFUND_REASON_MAX_BYTES);
      const answer = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: request.attemptNo,
        out_refund_no: request.refundNo,
        ...(reason === '' ? {} : { reason }),
        notify_url: `${notifyBaseUrl}${WECHATPAY_REFUND_NOTIFY_PATH}`,
        amount: { refund: request.amountFen, total: request.attemptAmountFen, currency: 'CNY' },
      });
      const refund = answerFields(refundAnswer, answer, 'a refund');
      // PROCESSING: accepted, the refund notification (or a refund query) tells the end
      if (refund.status !== 'SUCCESS' && refund.status !== 'PROCESSING') {
        throw new RefundRefused(`WeChat Pay refund ${request.refundNo}: ${refund.status}`);
      }
      return { refundId: refund.refund_id };
    },

    async close(attemptNo) {
      try {
        await call('POST', `${orderPath(attemptNo)}/close`, { mchid: settings.mchid });
      } catch (err) {
        // an order WeChat Pay (in a signed answer) never had cannot be paid: nothing to close
        if (!isVerifiedNoSuchOrder(err)) throw err;
      }
    },

    async query(attemptNo) {
      let answer: Awaited<ReturnType<typeof call>>;
      try {
        answer = await call('GET', `${orderPath(attemptNo)}?mchid=${encodeURIComponent(settings.mchid)}`);
      } catch (err) {
        if (isVerifiedNoSuchOrder(err)) return { state: 'closed' };
        throw err;
      }
      const order = answerFields(orderAnswer, answer, 'an order query');
      if (order.out_trade_no !== attemptNo || order.mchid !== settings.mchid) {
        throw new WechatPayError(
          'BAD_ANSWER',
          `WeChat Pay answered a query for ${attemptNo} about another order`,
        );
      }
      return attemptFrom(order, options.log);
    },

    ...wechatPayJsapi(settings, call, { notifyUrl, timeoutMs }),
  };
}

function isVerifiedNoSuchOrder(err: unknown): boolean {
  return err instanceof WechatPayError && err.code === 'ORDER_NOT_EXIST' && err.verified;
}

/**
 * trade_state as reconciliation needs it. REFUND means the guest paid and (part of) the money went
 * back since: through a refund of ours, so the attempt is already paid or refunding here and this
 * changes nothing, or by hand in the merchant platform, and then the money is not there to pay an
 * order with, so a pending attempt must close, not pay. It is logged, for staff to look at.
 */
function attemptFrom(
  order: z.output<typeof orderAnswer>,
  log: FastifyBaseLogger | undefined,
): AttemptAtProvider {
  if (order.trade_state === 'SUCCESS') {
    if (!order.transaction_id || !order.amount) {
      throw new WechatPayError(
        'BAD_ANSWER',
        `WeChat Pay says ${order.out_trade_no} is paid without amount or id`,
      );
    }
    return { state: 'paid', amountFen: order.amount.total, txnId: order.transaction_id };
  }
  if (UNPAID_STATES.has(order.trade_state)) return { state: 'unpaid' };
  if (CLOSED_STATES.has(order.trade_state)) {
    if (order.trade_state === 'REFUND') {
      log?.warn({ attemptNo: order.out_trade_no }, 'WeChat Pay order was paid and refunded: taken as closed');
    }
    return { state: 'closed' };
  }
  throw new WechatPayError(
    'BAD_ANSWER',
    `WeChat Pay order ${order.out_trade_no} in unknown state ${order.trade_state}`,
  );
}
