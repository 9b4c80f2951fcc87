import type { AlipayStandIn } from './alipay.ts';
import { alipayTime } from './alipay-fixtures.ts';

/**
 * The trade methods of the Alipay stand-in, as Alipay's documentation describes them (统一收单
 * precreate, query, close, refund, fastpay.refund.query): what each answers for each state.
 */

/** A `<method>_response` object: code, msg, sub_code, sub_msg and the method's fields. */
export type AlipayAnswerFields = Record<string, string>;

export interface StandInTrade {
  outTradeNo: string;
  tradeNo: string;
  /** Yuan, as the precreate sent it. */
  totalAmount: string;
  subject: string;
  timeExpire: string | undefined;
  notifyUrl: string | undefined;
  /** PRECREATED: the QR code exists but nobody scanned it, so to queries the trade does not exist. */
  status: 'PRECREATED' | 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  gmtPayment?: string;
  refunds: Map<string, { refundAmount: string; done: boolean }>;
}

type TradeMethod = (biz: Record<string, unknown>, params: Record<string, string>) => AlipayAnswerFields;

const SUCCESS = { code: '10000', msg: 'Success' };
const failed = (sub_code: string, sub_msg: string) => ({
  code: '40004',
  msg: 'Business Failed',
  sub_code,
  sub_msg,
});
const TRADE_NOT_EXIST = failed('ACQ.TRADE_NOT_EXIST', '交易不存在');
const TRADE_STATUS_ERROR = failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');

/** Fen of "123.45", by string so the stand-in does not share the adapter's arithmetic. */
function fen(yuan: string): number {
  const [whole, fraction = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function yuan(fenAmount: number): string {
  return (fenAmount / 100).toFixed(2);
}

let tradeCounter = 0;

export function tradeMethods(standIn: AlipayStandIn): Record<string, TradeMethod> {
  /** The trade as a query sees it: unscanned precreated trades do not exist yet. */
  function existing(biz: Record<string, unknown>): StandInTrade | undefined {
    const trade = standIn.trades.get(String(biz.out_trade_no));
    return trade && trade.status !== 'PRECREATED' ? trade : undefined;
  }

  function refundedFen(trade: StandInTrade): number {
    let total = 0;
    for (const refund of trade.refunds.values()) if (refund.done) total += fen(refund.refundAmount);
    return total;
  }

  /** A full refund closes the trade. */
  function finish(trade: StandInTrade, refund: { done: boolean }): void {
    refund.done = true;
    if (refundedFen(trade) === fen(trade.totalAmount)) trade.status = 'TRADE_CLOSED';
  }

  function refundAnswer(trade: StandInTrade, fundChange: 'Y' | 'N'): AlipayAnswerFields {
    return {
      ...SUCCESS,
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_logon_id: '159****5620',
      fund_change: fundChange,
      refund_fee: yuan(refundedFen(trade)),
    };
  }

  return {
    'alipay.trade.precreate'(biz, params) {
      const { out_trade_no, total_amount, subject } = biz;
      if (typeof out_trade_no !== 'string' || typeof subject !== 'string' || typeof total_amount !== 'string')
        return failed('ACQ.INVALID_PARAMETER', '参数无效');
      if (!/^\d+(\.\d{1,2})?$/.test(total_amount) || fen(total_amount) < 1)
        return failed('ACQ.INVALID_PARAMETER', 'total_amount 参数无效');
      const known = standIn.trades.get(out_trade_no);
      if (known?.status === 'TRADE_SUCCESS') return failed('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
      if (known?.status === 'TRADE_CLOSED') return failed('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
      tradeCounter += 1;
      standIn.trades.set(out_trade_no, {
        outTradeNo: out_trade_no,
        tradeNo:
          known?.tradeNo ?? `2026${String(Date.now()).slice(-10)}${String(tradeCounter).padStart(14, '0')}`,
        totalAmount: total_amount,
        subject,
        timeExpire: typeof biz.time_expire === 'string' ? biz.time_expire : undefined,
        notifyUrl: params.notify_url,
        status: known?.status ?? 'PRECREATED',
        refunds: new Map(),
      });
      return {
        ...SUCCESS,
        out_trade_no,
        qr_code: `https://qr.alipay.com/bax0${tradeCounter}${out_trade_no.slice(-6)}`,
      };
    },

    'alipay.trade.query'(biz) {
      const trade = existing(biz);
      if (!trade) return TRADE_NOT_EXIST;
      const paid: AlipayAnswerFields = trade.gmtPayment
        ? { send_pay_date: trade.gmtPayment, buyer_pay_amount: trade.totalAmount }
        : {};
      return {
        ...SUCCESS,
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        buyer_logon_id: '159****5620',
        trade_status: trade.status,
        total_amount: trade.totalAmount,
        ...paid,
      };
    },

    'alipay.trade.close'(biz) {
      const trade = existing(biz);
      if (!trade) return TRADE_NOT_EXIST;
      if (trade.status !== 'WAIT_BUYER_PAY') return TRADE_STATUS_ERROR;
      trade.status = 'TRADE_CLOSED';
      return { ...SUCCESS, trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo };
    },

    'alipay.trade.refund'(biz) {
      const trade = existing(biz);
      if (!trade) return TRADE_NOT_EXIST;
      const outRequestNo = String(biz.out_request_no ?? trade.outTradeNo);
      // the same out_request_no again is the same refund: answered, never paid twice; a pending
      // one has been finished in between when the outcome is now success
      const known = trade.refunds.get(outRequestNo);
      if (known) {
        if (!known.done && standIn.refundOutcome === 'success') finish(trade, known);
        return refundAnswer(trade, 'N');
      }
      if (trade.status !== 'TRADE_SUCCESS') return TRADE_STATUS_ERROR;
      const amount = String(biz.refund_amount);
      if (fen(amount) > fen(trade.totalAmount) - refundedFen(trade))
        return failed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
      const outcome = standIn.refundOutcome;
      if (typeof outcome === 'object') return failed(outcome.subCode, outcome.subMsg);
      const refund = { refundAmount: amount, done: false };
      trade.refunds.set(outRequestNo, refund);
      if (outcome === 'success') finish(trade, refund);
      return refundAnswer(trade, outcome === 'success' ? 'Y' : 'N');
    },

    'alipay.trade.fastpay.refund.query'(biz) {
      const trade = existing(biz);
      if (!trade) return TRADE_NOT_EXIST;
      const refund = trade.refunds.get(String(biz.out_request_no));
      const base = { ...SUCCESS, trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo };
      // no refund_status: the refund was not received or has not succeeded
      if (!refund?.done) return base;
      return {
        ...base,
        out_request_no: String(biz.out_request_no),
        total_amount: trade.totalAmount,
        refund_amount: refund.refundAmount,
        refund_status: 'REFUND_SUCCESS',
        gmt_refund_pay: alipayTime(),
      };
    },
  };
}
