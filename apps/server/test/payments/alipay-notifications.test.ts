import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AlipayNotificationRefused,
  parseAlipayNotification,
} from '../../src/payment-gateways/alipay/notifications.ts';
import { createAlipayProvider } from '../../src/payment-gateways/alipay/provider.ts';
import type { PaymentProvider, PaymentRequest } from '../../src/payment-gateways/provider.ts';
import { type AlipayTestSetup, createAlipayTestSetup } from '../stand-ins/alipay.ts';
import { alipayNotificationForm, rsaKeyPair, TEST_ALIPAY_APP_ID } from '../stand-ins/alipay-fixtures.ts';

/** Where the stand-in posts notifications: records each form body and answers `success`. */
let merchant: Server;
const received: string[] = [];
let setup: AlipayTestSetup;
let alipay: PaymentProvider;
beforeAll(async () => {
  merchant = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      received.push(body);
      res.end('success');
    });
  });
  merchant.listen(0, '127.0.0.1');
  await once(merchant, 'listening');
  const { port } = merchant.address() as AddressInfo;
  setup = await createAlipayTestSetup({ withSellerId: true });
  alipay = createAlipayProvider(setup.settings, { notifyBaseUrl: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await setup.close();
  await new Promise((resolve) => merchant.close(resolve));
});

let attempts = 0;
/** An attempt precreated at the stand-in (not paid yet). */
async function precreated(amountFen = 12_345, description = '光影酒店 订单R0001'): Promise<PaymentRequest> {
  attempts += 1;
  const request: PaymentRequest = {
    attemptNo: `PA${String(attempts).padStart(24, '0')}`,
    method: 'alipay',
    amountFen,
    description,
    expiresAt: new Date(Date.now() + 15 * 60_000),
    siteBaseUrl: 'https://hotel.example.cn',
  };
  await alipay.createPayment(request);
  return request;
}

/** The refusal's reason, or a failure when the notification was accepted. */
function refusalOf(form: Record<string, string>, settings = setup.settings): string {
  try {
    parseAlipayNotification(settings, form);
  } catch (error) {
    expect(error).toBeInstanceOf(AlipayNotificationRefused);
    return (error as Error).message;
  }
  throw new Error('the notification was accepted');
}

describe('a notification from Alipay', () => {
  it('is posted to notify_url when the guest pays, and reads as paid', async () => {
    const request = await precreated(12_345);
    const { form, answer } = await setup.standIn.pay(request.attemptNo);

    expect(answer).toBe('success');
    const posted = Object.fromEntries(new URLSearchParams(received.at(-1)));
    expect(posted).toEqual(form);
    expect(parseAlipayNotification(setup.settings, posted)).toEqual({
      attemptNo: request.attemptNo,
      amountFen: 12_345,
      txnId: setup.standIn.trades.get(request.attemptNo)?.tradeNo,
      status: 'SUCCESS',
    });
  });

  it('verifies values holding % and + as the body parser hands them over', async () => {
    const request = await precreated(1, '100%满意 + 好评 订单R0003');
    const { form } = await setup.standIn.pay(request.attemptNo, { notify: false });
    expect(form.subject).toBe('100%满意 + 好评 订单R0003');
    const overTheWire = Object.fromEntries(new URLSearchParams(new URLSearchParams(form).toString()));
    expect(parseAlipayNotification(setup.settings, overTheWire)).toMatchObject({
      amountFen: 1,
      status: 'SUCCESS',
    });
  });

  it('reads TRADE_FINISHED as paid and passes other statuses on as they are', async () => {
    const request = await precreated();
    await setup.standIn.pay(request.attemptNo, { notify: false });
    const finished = setup.standIn.notificationForm(request.attemptNo, { trade_status: 'TRADE_FINISHED' });
    expect(parseAlipayNotification(setup.settings, finished).status).toBe('SUCCESS');
    const closed = setup.standIn.notificationForm(request.attemptNo, { trade_status: 'TRADE_CLOSED' });
    expect(parseAlipayNotification(setup.settings, closed).status).toBe('TRADE_CLOSED');
  });

  it('carries the amount Alipay says, for the handler to compare', async () => {
    const request = await precreated(12_345);
    const form = setup.standIn.notificationForm(request.attemptNo, { total_amount: '0.01' });
    expect(parseAlipayNotification(setup.settings, form).amountFen).toBe(1);
  });
});

describe('a notification is refused', () => {
  async function paidForm(): Promise<Record<string, string>> {
    const request = await precreated();
    return (await setup.standIn.pay(request.attemptNo, { notify: false })).form;
  }

  it('when a value was changed after signing', async () => {
    const form = await paidForm();
    expect(refusalOf({ ...form, total_amount: '0.01' })).toMatch(/signature/);
    expect(refusalOf({ ...form, trade_status: 'TRADE_SUCCESS', out_trade_no: 'PA000' })).toMatch(/signature/);
  });

  it('without a sign, or with another sign_type', async () => {
    const { sign: _sign, ...unsigned } = await paidForm();
    expect(refusalOf(unsigned)).toMatch(/no sign/);
    expect(refusalOf({ ...(await paidForm()), sign_type: 'RSA' })).toMatch(/sign_type/);
    expect(refusalOf({ ...(await paidForm()), sign: 'not-a-signature' })).toMatch(/signature/);
  });

  it('when signed with a key that is not Alipay’s', async () => {
    const forged = alipayNotificationForm(rsaKeyPair().privateKey, {
      appId: TEST_ALIPAY_APP_ID,
      sellerId: setup.standIn.sellerId,
      outTradeNo: 'PA0001',
      tradeNo: '2026000000000001',
      totalAmount: '123.45',
    });
    expect(refusalOf(forged)).toMatch(/signature/);
  });

  it('when Alipay signed it for another app', async () => {
    const request = await precreated();
    const form = setup.standIn.notificationForm(request.attemptNo, { app_id: '2021009999999999' });
    expect(refusalOf(form)).toMatch(/app_id/);
  });

  it('when it is for another seller, once ALIPAY_SELLER_ID is set', async () => {
    const request = await precreated();
    const form = setup.standIn.notificationForm(request.attemptNo, { seller_id: '2088999999999999' });
    expect(refusalOf(form)).toMatch(/seller_id/);
    const noSellerConfigured = { ...setup.settings, sellerId: undefined };
    expect(parseAlipayNotification(noSellerConfigured, form).status).toBe('WAIT_BUYER_PAY');
  });

  it('when a field it needs is missing or not an amount', async () => {
    const request = await precreated();
    const withoutTradeNo = setup.standIn.notificationForm(request.attemptNo, { trade_no: undefined });
    expect(refusalOf(withoutTradeNo)).toMatch(/trade_no/);
    const oddAmount = setup.standIn.notificationForm(request.attemptNo, { total_amount: '12.345' });
    expect(refusalOf(oddAmount)).toMatch(/total_amount/);
  });
});
