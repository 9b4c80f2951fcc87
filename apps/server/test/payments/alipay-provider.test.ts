import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAlipayProvider } from '../../src/payment-gateways/alipay/provider.ts';
import type { PaymentProvider, PaymentRequest, RefundRequest } from '../../src/payment-gateways/provider.ts';
import { type AlipayTestSetup, createAlipayTestSetup, type GatewayCall } from '../stand-ins/alipay.ts';
import { alipaySignContent, rsa2Verifies, rsaKeyPair } from '../stand-ins/alipay-fixtures.ts';

const SITE = 'https://hotel.example.cn';

let setup: AlipayTestSetup;
let alipay: PaymentProvider;
beforeAll(async () => {
  setup = await createAlipayTestSetup();
  alipay = createAlipayProvider(setup.settings, { notifyBaseUrl: SITE });
});
afterAll(async () => {
  await setup.close();
});
beforeEach(async () => {
  const { standIn } = setup;
  standIn.delayMs = 0;
  standIn.responseSignature = 'valid';
  standIn.refundOutcome = 'success';
  await standIn.setDown(false);
});

let attempts = 0;
function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  attempts += 1;
  return {
    attemptNo: `PA${String(attempts).padStart(24, '0')}`,
    method: 'alipay',
    amountFen: 12_345,
    description: '光影酒店 订单R0001',
    expiresAt: new Date('2026-03-01T10:30:00Z'),
    siteBaseUrl: SITE,
    ...overrides,
  };
}

/** The last request the gateway received for `method`. */
function lastCall(method: string): GatewayCall {
  const call = setup.standIn.calls.findLast((c) => c.method === method);
  if (!call) throw new Error(`the gateway received no ${method}`);
  return call;
}

/** A trade the guest paid (no notification sent). */
async function paidAttempt(amountFen = 12_345): Promise<PaymentRequest> {
  const request = paymentRequest({ amountFen });
  await alipay.createPayment(request);
  await setup.standIn.pay(request.attemptNo, { notify: false });
  return request;
}

function refundRequest(attempt: PaymentRequest, amountFen: number, refundNo: string): RefundRequest {
  return {
    refundNo,
    attemptNo: attempt.attemptNo,
    amountFen,
    attemptAmountFen: attempt.amountFen,
    providerTxnId: null,
    reason: '订单取消退款',
  };
}

describe('createPayment', () => {
  it('precreates the trade with exactly the documented fields and returns its QR code', async () => {
    const request = paymentRequest();
    const session = await alipay.createPayment(request);

    const call = lastCall('alipay.trade.precreate');
    expect(call.httpMethod).toBe('POST');
    expect(call.biz).toEqual({
      out_trade_no: request.attemptNo,
      total_amount: '123.45',
      subject: '光影酒店 订单R0001',
      time_expire: '2026-03-01 18:30:00',
    });
    expect(call.params).toMatchObject({
      app_id: setup.settings.appId,
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: `${SITE}/crsapi/v1/pay/notify/alipay`,
    });
    expect(session.qrCodeContent).toMatch(/^https:\/\/qr\.alipay\.com\/\w+/);
    expect(setup.standIn.trades.get(request.attemptNo)?.totalAmount).toBe('123.45');
  });

  it('sends fen as yuan with two decimals', async () => {
    const cases: Array<[number, string]> = [
      [1, '0.01'],
      [10, '0.10'],
      [100, '1.00'],
      [12_345, '123.45'],
      [1_999_999, '19999.99'],
    ];
    for (const [amountFen, totalAmount] of cases) {
      await alipay.createPayment(paymentRequest({ amountFen }));
      expect(lastCall('alipay.trade.precreate').biz.total_amount).toBe(totalAmount);
    }
  });

  it('signs with a Beijing-time timestamp, whatever the server zone', async () => {
    await alipay.createPayment(paymentRequest());
    const timestamp = lastCall('alipay.trade.precreate').params.timestamp ?? '';
    const sent = Date.parse(`${timestamp.replace(' ', 'T')}+08:00`);
    expect(Math.abs(sent - Date.now())).toBeLessThan(5 * 60_000);
  });

  it('keeps / = and & out of the subject, which Alipay refuses there', async () => {
    await alipay.createPayment(paymentRequest({ description: 'R&F 酒店 A/B=1 订单R0002' }));
    expect(lastCall('alipay.trade.precreate').biz.subject).toBe('R F 酒店 A B 1 订单R0002');
  });

  it('gives phones a signed wap.pay link for the same trade', async () => {
    const request = paymentRequest({ amountFen: 1 });
    const { payUrl } = await alipay.createPayment(request);
    expect(payUrl.startsWith(`${setup.standIn.gateway}?`)).toBe(true);

    const page = await fetch(payUrl);
    expect(page.status).toBe(200);
    const call = lastCall('alipay.trade.wap.pay');
    expect(call.httpMethod).toBe('GET');
    const signed = alipaySignContent(call.params, ['sign'], { skipEmpty: true });
    expect(rsa2Verifies(setup.appKeys.publicKey, signed, call.params.sign ?? '')).toBe(true);
    expect(call.biz).toEqual({
      out_trade_no: request.attemptNo,
      total_amount: '0.01',
      subject: '光影酒店 订单R0001',
      time_expire: '2026-03-01 18:30:00',
      product_code: 'QUICK_WAP_WAY',
      quit_url: `${SITE}/`,
    });
    expect(call.params).toMatchObject({
      return_url: `${SITE}/`,
      notify_url: `${SITE}/crsapi/v1/pay/notify/alipay`,
      sign_type: 'RSA2',
    });
  });

  it('throws when Alipay refuses the precreate', async () => {
    const paid = await paidAttempt();
    await expect(alipay.createPayment(paid)).rejects.toThrow(/ACQ\.TRADE_HAS_SUCCESS/);
  });

  it('throws when the gateway refuses the request signature (another app key)', async () => {
    const wrongKey = { ...setup.settings, privateKey: rsaKeyPair().privateKey };
    const misconfigured = createAlipayProvider(wrongKey, { notifyBaseUrl: SITE });
    await expect(misconfigured.createPayment(paymentRequest())).rejects.toThrow(/isv\.invalid-signature/);
  });
});

describe('answers count only when Alipay signed them', () => {
  it('fails the call on an answer with a bad signature, quoting no signature', async () => {
    setup.standIn.responseSignature = 'bad';
    const failure = await alipay.createPayment(paymentRequest()).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure)).toMatch(/signature does not verify/);
    expect(String(failure)).not.toMatch(/[A-Za-z0-9+/]{40,}/);
  });

  it('fails the call on an answer without a signature', async () => {
    setup.standIn.responseSignature = 'missing';
    await expect(alipay.query(paymentRequest().attemptNo)).rejects.toThrow(/alipay\.trade\.query/);
  });
});

describe('query', () => {
  it('says unpaid for a QR code nobody scanned yet (no trade at Alipay)', async () => {
    const request = paymentRequest();
    await alipay.createPayment(request);
    expect(await alipay.query(request.attemptNo)).toEqual({ state: 'unpaid' });
    expect(lastCall('alipay.trade.query').biz).toEqual({ out_trade_no: request.attemptNo });
  });

  it('says unpaid while the guest has scanned but not paid', async () => {
    const request = paymentRequest();
    await alipay.createPayment(request);
    setup.standIn.scan(request.attemptNo);
    expect(await alipay.query(request.attemptNo)).toEqual({ state: 'unpaid' });
  });

  it('says paid with the amount in fen and the trade number', async () => {
    const request = await paidAttempt(98_765);
    const tradeNo = setup.standIn.trades.get(request.attemptNo)?.tradeNo;
    expect(await alipay.query(request.attemptNo)).toEqual({
      state: 'paid',
      amountFen: 98_765,
      txnId: tradeNo,
    });
  });

  it('says closed once the trade was closed', async () => {
    const request = paymentRequest();
    await alipay.createPayment(request);
    setup.standIn.scan(request.attemptNo);
    await alipay.close(request.attemptNo);
    expect(await alipay.query(request.attemptNo)).toEqual({ state: 'closed' });
  });
});

describe('close', () => {
  it('accepts that a QR code nobody scanned has no trade to close', async () => {
    const request = paymentRequest();
    await alipay.createPayment(request);
    await expect(alipay.close(request.attemptNo)).resolves.toBeUndefined();
    expect(lastCall('alipay.trade.close').biz).toEqual({ out_trade_no: request.attemptNo });
  });

  it('closes a scanned trade, and closing it again is fine', async () => {
    const request = paymentRequest();
    await alipay.createPayment(request);
    setup.standIn.scan(request.attemptNo);
    await alipay.close(request.attemptNo);
    expect(setup.standIn.trades.get(request.attemptNo)?.status).toBe('TRADE_CLOSED');
    await expect(alipay.close(request.attemptNo)).resolves.toBeUndefined();
  });

  it('throws when the trade was paid', async () => {
    const request = await paidAttempt();
    await expect(alipay.close(request.attemptNo)).rejects.toThrow(/ACQ\.TRADE_STATUS_ERROR/);
  });
});

describe('refund', () => {
  it('is accepted when money moved, with the documented fields', async () => {
    const attempt = await paidAttempt(12_345);
    const tradeNo = setup.standIn.trades.get(attempt.attemptNo)?.tradeNo;
    const { refundId } = await alipay.refund(refundRequest(attempt, 5_000, 'RF0001'));

    expect(refundId).toBe(tradeNo);
    expect(lastCall('alipay.trade.refund').biz).toEqual({
      out_trade_no: attempt.attemptNo,
      refund_amount: '50.00',
      out_request_no: 'RF0001',
      refund_reason: '订单取消退款',
    });
    expect(setup.standIn.trades.get(attempt.attemptNo)?.refunds.get('RF0001')).toEqual({
      refundAmount: '50.00',
      done: true,
    });
  });

  it('sends a repeat as the same refund, which Alipay pays once', async () => {
    const attempt = await paidAttempt(12_345);
    await alipay.refund(refundRequest(attempt, 12_345, 'RF0002'));
    await expect(alipay.refund(refundRequest(attempt, 12_345, 'RF0002'))).resolves.toEqual({
      refundId: setup.standIn.trades.get(attempt.attemptNo)?.tradeNo,
    });

    const trade = setup.standIn.trades.get(attempt.attemptNo);
    expect(trade?.refunds.size).toBe(1);
    // the repeat's fund_change N was confirmed by the refund query
    expect(lastCall('alipay.trade.fastpay.refund.query').biz).toEqual({
      out_trade_no: attempt.attemptNo,
      out_request_no: 'RF0002',
    });
    expect(await alipay.query(attempt.attemptNo)).toEqual({ state: 'closed' });
  });

  it('throws on a business refusal', async () => {
    const attempt = await paidAttempt();
    setup.standIn.refundOutcome = { subCode: 'ACQ.SELLER_BALANCE_NOT_ENOUGH', subMsg: '卖家余额不足' };
    await expect(alipay.refund(refundRequest(attempt, 100, 'RF0003'))).rejects.toThrow(
      /ACQ\.SELLER_BALANCE_NOT_ENOUGH/,
    );
    expect(setup.standIn.trades.get(attempt.attemptNo)?.refunds.size).toBe(0);
  });

  it('throws while Alipay has not moved the money, and is accepted on a later resend', async () => {
    const attempt = await paidAttempt();
    setup.standIn.refundOutcome = 'pending';
    await expect(alipay.refund(refundRequest(attempt, 100, 'RF0004'))).rejects.toThrow(/fund_change N/);

    setup.standIn.refundOutcome = 'success';
    await expect(alipay.refund(refundRequest(attempt, 100, 'RF0004'))).resolves.toBeDefined();
    expect(setup.standIn.trades.get(attempt.attemptNo)?.refunds.get('RF0004')?.done).toBe(true);
  });

  it('throws when the gateway answers 500', async () => {
    const attempt = await paidAttempt();
    await setup.standIn.setDown('http-500');
    await expect(alipay.refund(refundRequest(attempt, 100, 'RF0005'))).rejects.toThrow(
      /alipay\.trade\.refund/,
    );
  });

  it('throws when the gateway refuses connections', async () => {
    const attempt = await paidAttempt();
    await setup.standIn.setDown('refused');
    await expect(alipay.refund(refundRequest(attempt, 100, 'RF0006'))).rejects.toThrow(/no answer/);
  });

  it('throws when the gateway answers after the time-out', async () => {
    const attempt = await paidAttempt();
    // undici's header timer ticks about every half second: the delay leaves it ample room
    const impatient = createAlipayProvider(setup.settings, { notifyBaseUrl: SITE, timeoutMs: 100 });
    setup.standIn.delayMs = 5_000;
    await expect(impatient.refund(refundRequest(attempt, 100, 'RF0007'))).rejects.toThrow(/timeout/i);
  });
});
