import type { FastifyBaseLogger } from 'fastify';
import type { AttemptAtProvider, PaymentProvider, RefundRequest } from '../provider.ts';
import {
  ALIPAY_SUCCESS,
  AlipayCallFailed,
  alipaySdk,
  callAlipay,
  refusal,
  signingTime,
  text,
} from './client.ts';
import { alipaySubject, beijingTime, fenFromYuan, yuanFromFen } from './formats.ts';
import type { AlipaySettings } from './settings.ts';

/** Where Alipay posts its notifications, on the address given as notifyBaseUrl. */
export const ALIPAY_NOTIFY_PATH = '/crsapi/v1/pay/notify/alipay';

const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';
const TRADE_STATUS_ERROR = 'ACQ.TRADE_STATUS_ERROR';

export interface AlipayProviderOptions {
  /** The site's public address Alipay can reach (PUBLIC_BASE_URL). */
  notifyBaseUrl: string;
  /** How long one call to the gateway may take; 10 s by default. */
  timeoutMs?: number;
  log?: FastifyBaseLogger;
}

/**
 * Alipay (当面付 precreate for the QR code, 手机网站支付 wap.pay for phones) behind PaymentProvider.
 * Every answer's RSA2 signature is checked by the SDK; a call without a trustworthy answer throws.
 */
export function createAlipayProvider(
  settings: AlipaySettings,
  options: AlipayProviderOptions,
): PaymentProvider {
  const sdk = alipaySdk(settings, options.timeoutMs);
  const notifyUrl = `${options.notifyBaseUrl.replace(/\/+$/, '')}${ALIPAY_NOTIFY_PATH}`;
  const log = options.log;

  async function query(attemptNo: string): Promise<AttemptAtProvider> {
    const method = 'alipay.trade.query';
    const answer = await callAlipay(sdk, method, { out_trade_no: attemptNo });
    // a precreated trade exists at Alipay only once its QR code was scanned
    if (answer.sub_code === TRADE_NOT_EXIST) return { state: 'unpaid' };
    if (answer.code !== ALIPAY_SUCCESS) throw refusal(method, answer);
    const status = text(answer, 'trade_status');
    switch (status) {
      case 'TRADE_SUCCESS':
      case 'TRADE_FINISHED': {
        const txnId = text(answer, 'trade_no');
        if (!txnId) throw new AlipayCallFailed(method, 'a paid trade without trade_no');
        return { state: 'paid', amountFen: fenFromYuan(answer.total_amount), txnId };
      }
      case 'WAIT_BUYER_PAY':
        return { state: 'unpaid' };
      case 'TRADE_CLOSED':
        return { state: 'closed' };
      default:
        throw new AlipayCallFailed(method, `unknown trade_status ${status ?? '(none)'}`);
    }
  }

  /**
   * Alipay says fund_change N both for a repeat of a refund it already made and for one it has not
   * finished: only the refund query tells them apart (REFUND_SUCCESS with the same amount).
   */
  async function confirmRefund(request: RefundRequest): Promise<void> {
    const method = 'alipay.trade.fastpay.refund.query';
    const answer = await callAlipay(sdk, method, {
      out_trade_no: request.attemptNo,
      out_request_no: request.refundNo,
    });
    if (answer.code !== ALIPAY_SUCCESS) throw refusal(method, answer);
    if (text(answer, 'refund_status') !== 'REFUND_SUCCESS')
      throw new AlipayCallFailed('alipay.trade.refund', 'accepted without moving money yet (fund_change N)');
    const refundedFen = fenFromYuan(answer.refund_amount);
    if (refundedFen !== request.amountFen)
      throw new AlipayCallFailed(
        method,
        `${request.refundNo} refunded ${refundedFen} fen, not ${request.amountFen}`,
      );
    log?.info({ refundNo: request.refundNo }, 'alipay refund confirmed by the refund query');
  }

  return {
    name: 'alipay',

    async createPayment(request) {
      const method = 'alipay.trade.precreate';
      const trade = {
        out_trade_no: request.attemptNo,
        total_amount: yuanFromFen(request.amountFen),
        subject: alipaySubject(request.description),
        time_expire: beijingTime(request.expiresAt),
      };
      const answer = await callAlipay(sdk, method, trade, { notifyUrl });
      if (answer.code !== ALIPAY_SUCCESS) throw refusal(method, answer);
      const qrCode = text(answer, 'qr_code');
      if (!qrCode) throw new AlipayCallFailed(method, 'no qr_code in the answer');

      // the guest comes back to the site's home page, whether paid or not (wap.pay needs both)
      const back = `${request.siteBaseUrl.replace(/\/+$/, '')}/`;
      const payUrl = sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
        bizContent: { ...trade, product_code: 'QUICK_WAP_WAY', quit_url: back },
        notifyUrl,
        returnUrl: back,
        timestamp: signingTime(),
      });
      return { payUrl, qrCodeContent: qrCode };
    },

    async refund(request) {
      const method = 'alipay.trade.refund';
      const answer = await callAlipay(sdk, method, {
        out_trade_no: request.attemptNo,
        refund_amount: yuanFromFen(request.amountFen),
        out_request_no: request.refundNo,
        refund_reason: request.reason,
      });
      if (answer.code !== ALIPAY_SUCCESS) throw refusal(method, answer);
      if (text(answer, 'fund_change') !== 'Y') await confirmRefund(request);
      return { refundId: text(answer, 'trade_no') ?? request.refundNo };
    },

    async close(attemptNo) {
      const method = 'alipay.trade.close';
      const answer = await callAlipay(sdk, method, { out_trade_no: attemptNo });
      if (answer.code === ALIPAY_SUCCESS) return;
      if (answer.sub_code === TRADE_NOT_EXIST) {
        // never scanned: nothing to close, and time_expire ends the QR code
        log?.info({ attemptNo }, 'alipay close: trade never scanned');
        return;
      }
      // closing twice is refused as a status error: fine when the trade is indeed closed
      if (answer.sub_code === TRADE_STATUS_ERROR && (await query(attemptNo)).state === 'closed') return;
      throw refusal(method, answer);
    },

    query,
  };
}
