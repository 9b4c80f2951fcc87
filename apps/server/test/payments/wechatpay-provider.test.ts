import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentRequest, RefundRefused } from '../../src/payment-gateways/provider.ts';
import { createWechatPayProvider } from '../../src/payment-gateways/wechatpay/provider.ts';
import {
  type WechatPaySettings,
  wechatPaySettingsFrom,
} from '../../src/payment-gateways/wechatpay/settings.ts';
import type { StandInOrder } from '../stand-ins/wechatpay.ts';
import {
  makePlatformCertificate,
  type PlatformCertificate,
  writeWechatPayEnv,
} from '../stand-ins/wechatpay-keys.ts';
import { platformCertificateSigner } from '../stand-ins/wechatpay-notifications.ts';
import { startWechatPayTestbed, type WechatPayTestbed } from '../stand-ins/wechatpay-testbed.ts';

const SITE = 'https://hotel.example.cn';

let bed: WechatPayTestbed;
let provider: ReturnType<typeof createWechatPayProvider>;

beforeAll(async () => {
  bed = await startWechatPayTestbed();
  provider = createWechatPayProvider(bed.settings, { notifyBaseUrl: SITE });
});
afterEach(() => bed.gateway.reset());
afterAll(() => bed.close());

function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    attemptNo: `PA${randomBytes(12).toString('hex').toUpperCase()}`,
    method: 'wxpay',
    amountFen: 45_800,
    description: '光影酒店（上海外滩店）订单 R2026060800017',
    expiresAt: new Date(Date.now() + 15 * 60_000),
    siteBaseUrl: SITE,
    ...overrides,
  };
}

function orderAtGateway(attemptNo: string): StandInOrder {
  const order = bed.gateway.orders.get(attemptNo);
  if (!order) throw new Error(`the gateway has no order ${attemptNo}`);
  return order;
}

async function paidAttempt(amountFen = 45_800): Promise<{ attemptNo: string; txnId: string }> {
  const request = paymentRequest({ amountFen });
  await provider.createPayment(request);
  await bed.gateway.pay(request.attemptNo, { deliver: false });
  return { attemptNo: request.attemptNo, txnId: orderAtGateway(request.attemptNo).transactionId ?? '' };
}

function settingsWith(certificates: PlatformCertificate[]): { settings: WechatPaySettings; cleanup(): void } {
  const files = writeWechatPayEnv(bed.keys, {
    baseUrl: bed.gateway.baseUrl,
    platformCertificates: certificates,
  });
  const settings = wechatPaySettingsFrom(files.env);
  if (!settings) throw new Error('incomplete settings');
  return { settings, cleanup: files.cleanup };
}

describe('a Native payment', () => {
  it('sends exactly the documented order and hands back its code_url as the QR code', async () => {
    const request = paymentRequest({ expiresAt: new Date('2030-06-08T02:34:56.789Z') });
    const session = await provider.createPayment(request);

    const order = orderAtGateway(request.attemptNo);
    expect(order.request).toEqual({
      appid: bed.keys.appid,
      mchid: bed.keys.mchid,
      description: request.description,
      out_trade_no: request.attemptNo,
      time_expire: '2030-06-08T10:34:56+08:00',
      notify_url: `${SITE}/crsapi/v1/pay/notify/wechatpay`,
      amount: { total: 45_800, currency: 'CNY' },
    });
    expect(order.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(session).toEqual({
      qrCodeContent: order.codeUrl,
      payUrl: `${SITE}/pay/wechat/${request.attemptNo}`,
    });
  });

  it('signs the call as the merchant and asks for JSON', async () => {
    await provider.createPayment(paymentRequest());
    const sent = bed.gateway.requests.at(-1);
    expect(sent?.headers.accept).toBe('application/json');
    expect(sent?.headers['user-agent']).toMatch(/\S/);
    expect(sent?.headers.authorization).toMatch(
      new RegExp(
        `^WECHATPAY2-SHA256-RSA2048 mchid="${bed.keys.mchid}",nonce_str="[0-9A-F]{32}",signature="[A-Za-z0-9+/=]+",timestamp="\\d{10}",serial_no="${bed.keys.merchant.certSerial}"$`,
      ),
    );
  });

  it('cuts a long description to 127 bytes, between characters', async () => {
    const request = paymentRequest({ description: `A${'店'.repeat(60)}` });
    await provider.createPayment(request);
    expect(orderAtGateway(request.attemptNo).request.description).toBe(`A${'店'.repeat(42)}`);
  });

  it('is refused with WeChat Pay’s SIGN_ERROR when another key signs the call', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const impostor = createWechatPayProvider({ ...bed.settings, privateKey }, { notifyBaseUrl: SITE });
    const request = paymentRequest();
    await expect(impostor.createPayment(request)).rejects.toMatchObject({ code: 'SIGN_ERROR', status: 401 });
    expect(bed.gateway.orders.has(request.attemptNo)).toBe(false);
  });
});

describe('a refund', () => {
  it('asks with the documented body and is accepted when WeChat Pay answers SUCCESS', async () => {
    const paid = await paidAttempt(45_800);
    const result = await provider.refund({
      refundNo: 'RF2026060800017A',
      attemptNo: paid.attemptNo,
      amountFen: 20_000,
      attemptAmountFen: 45_800,
      providerTxnId: paid.txnId,
      reason: '客人取消预订',
    });

    const refund = bed.gateway.refunds.get('RF2026060800017A');
    expect(result).toEqual({ refundId: refund?.refundId });
    expect(refund?.request).toEqual({
      out_trade_no: paid.attemptNo,
      out_refund_no: 'RF2026060800017A',
      reason: '客人取消预订',
      notify_url: `${SITE}/crsapi/v1/pay/refund-notify/wechatpay`,
      amount: { refund: 20_000, total: 45_800, currency: 'CNY' },
    });
  });

  it('is accepted while WeChat Pay is still PROCESSING it', async () => {
    const paid = await paidAttempt();
    bed.gateway.refundOutcome = 'PROCESSING';
    const refundNo = `RF${randomBytes(8).toString('hex')}`;
    const result = await provider.refund({
      refundNo,
      attemptNo: paid.attemptNo,
      amountFen: 45_800,
      attemptAmountFen: 45_800,
      providerTxnId: paid.txnId,
      reason: '退房',
    });
    expect(result.refundId).toBe(bed.gateway.refunds.get(refundNo)?.refundId);
  });

  it.each(['ABNORMAL', 'CLOSED'] as const)('refuses for good when WeChat Pay answers %s', async (status) => {
    const paid = await paidAttempt();
    bed.gateway.refundOutcome = status;
    const refunding = provider.refund({
      refundNo: `RF${status}${randomBytes(4).toString('hex')}`,
      attemptNo: paid.attemptNo,
      amountFen: 100,
      attemptAmountFen: 45_800,
      providerTxnId: paid.txnId,
      reason: '',
    });
    await expect(refunding).rejects.toBeInstanceOf(RefundRefused);
    await expect(refunding).rejects.toThrow(status);
  });

  it('throws with WeChat Pay’s code when it answers an error', async () => {
    const paid = await paidAttempt();
    bed.gateway.refundOutcome = {
      status: 403,
      code: 'NOT_ENOUGH',
      message: '基本账户余额不足，请充值后重新发起',
    };
    const refunding = provider.refund({
      refundNo: 'RFNOTENOUGH1',
      attemptNo: paid.attemptNo,
      amountFen: 100,
      attemptAmountFen: 45_800,
      providerTxnId: paid.txnId,
      reason: '',
    });
    await expect(refunding).rejects.toMatchObject({ code: 'NOT_ENOUGH', status: 403, verified: true });
  });

  it('throws when the gateway is down', async () => {
    const paid = await paidAttempt();
    bed.gateway.faults.down = true;
    const refunding = provider.refund({
      refundNo: 'RFDOWN1',
      attemptNo: paid.attemptNo,
      amountFen: 100,
      attemptAmountFen: 45_800,
      providerTxnId: paid.txnId,
      reason: '',
    });
    await expect(refunding).rejects.toMatchObject({ code: 'SYSTEM_ERROR', status: 500 });
  });

  it('gives up on a gateway slower than the time-out', async () => {
    const paid = await paidAttempt();
    const impatient = createWechatPayProvider(bed.settings, { notifyBaseUrl: SITE, timeoutMs: 100 });
    bed.gateway.faults.delayMs = 2_000;
    const refunding = impatient.refund({
      refundNo: 'RFSLOW1',
      attemptNo: paid.attemptNo,
      amountFen: 100,
      attemptAmountFen: 45_800,
      providerTxnId: paid.txnId,
      reason: '',
    });
    await expect(refunding).rejects.toMatchObject({ code: 'TIMEOUT' });
  });
});

describe('closing an attempt', () => {
  it('closes the order at WeChat Pay so the guest can no longer pay it', async () => {
    const request = paymentRequest();
    await provider.createPayment(request);
    await provider.close(request.attemptNo);

    expect(orderAtGateway(request.attemptNo).tradeState).toBe('CLOSED');
    expect(bed.gateway.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: `/v3/pay/transactions/out-trade-no/${request.attemptNo}/close`,
      body: { mchid: bed.keys.mchid },
    });
    await expect(bed.gateway.pay(request.attemptNo, { deliver: false })).rejects.toThrow(/not payable/);
  });

  it('is done for an order WeChat Pay never had', async () => {
    await expect(provider.close('PANEVERSENT0001')).resolves.toBeUndefined();
  });
});

describe('querying an attempt', () => {
  it('reads a paid order as paid, with the amount and the transaction id', async () => {
    const paid = await paidAttempt(31_900);
    expect(await provider.query(paid.attemptNo)).toEqual({
      state: 'paid',
      amountFen: 31_900,
      txnId: paid.txnId,
    });
    expect(bed.gateway.requests.at(-1)?.url).toBe(
      `/v3/pay/transactions/out-trade-no/${paid.attemptNo}?mchid=${bed.keys.mchid}`,
    );
  });

  it.each([
    ['NOTPAY', 'unpaid'],
    ['USERPAYING', 'unpaid'],
    ['CLOSED', 'closed'],
    ['REVOKED', 'closed'],
    ['PAYERROR', 'closed'],
    ['REFUND', 'closed'],
  ] as const)('reads trade_state %s as %s', async (tradeState, state) => {
    const paid = await paidAttempt();
    orderAtGateway(paid.attemptNo).tradeState = tradeState;
    expect(await provider.query(paid.attemptNo)).toEqual({ state });
  });

  it('reads an order WeChat Pay does not have (ORDER_NOT_EXIST) as closed', async () => {
    expect(await provider.query('PANEVERSENT0002')).toEqual({ state: 'closed' });
  });

  it('does not take an unsigned "no such order" for closed', async () => {
    bed.gateway.faults.unsigned = true;
    await expect(provider.query('PANEVERSENT0003')).rejects.toMatchObject({
      code: 'ORDER_NOT_EXIST',
      verified: false,
    });
  });
});

describe('answers WeChat Pay did not sign', () => {
  it.each([
    ['unsigned', 'not signed'],
    ['badSignature', 'bad signature'],
    ['wrongSerial', 'unknown Wechatpay-Serial'],
    ['staleTimestamp', 'timestamp more than 5 minutes away'],
  ] as const)('are refused when %s', async (fault, reason) => {
    const paid = await paidAttempt();
    bed.gateway.faults[fault] = true;

    await expect(provider.query(paid.attemptNo)).rejects.toMatchObject({ code: 'ANSWER_REFUSED' });
    await expect(provider.createPayment(paymentRequest())).rejects.toThrow(reason);
  });

  it('are accepted from a platform certificate the merchant holds, during a switch-over', async () => {
    const certificate = makePlatformCertificate();
    const switching = settingsWith([certificate]);
    const switchingProvider = createWechatPayProvider(switching.settings, { notifyBaseUrl: SITE });
    bed.gateway.signer = platformCertificateSigner(certificate);

    const request = paymentRequest();
    const session = await switchingProvider.createPayment(request);
    expect(session.qrCodeContent).toBe(orderAtGateway(request.attemptNo).codeUrl);
    await expect(provider.createPayment(paymentRequest())).rejects.toThrow('unknown Wechatpay-Serial');
    switching.cleanup();
  });

  it('are refused from a platform certificate past its end', async () => {
    const certificate = makePlatformCertificate({ notAfter: new Date(Date.now() - 60 * 60_000) });
    const switching = settingsWith([certificate]);
    const switchingProvider = createWechatPayProvider(switching.settings, { notifyBaseUrl: SITE });
    bed.gateway.signer = platformCertificateSigner(certificate);

    await expect(switchingProvider.createPayment(paymentRequest())).rejects.toThrow(
      'platform certificate expired',
    );
    switching.cleanup();
  });
});
