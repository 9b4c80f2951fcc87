import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  attemptsOf,
  type BookingWorld,
  bookThroughApp,
  createBookingMember,
  createBookingWorld,
  orderById,
  orderPayRequest,
} from '../helpers/order-factories.ts';
import { PRODUCTION_SECRET } from '../helpers/production.ts';

/**
 * The sandbox marks orders paid with no money moved: a production server must never offer it. Without
 * a real gateway configured, production offers the member card and pay at the hotel only.
 */
let t: TestApp;
let world: BookingWorld;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      APP_SECRET: PRODUCTION_SECRET,
      SMS_PROVIDER: 'console',
    },
  });
  world = await createBookingWorld(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('payments in production without a gateway', () => {
  it('offers only the member card and pay at the hotel', async () => {
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world);
    const res = await t.app.inject({
      method: 'GET',
      url: '/crsapi/v1/pay/getpaymethod',
      query: { orderNo: order.orderNo },
      headers: { usertoken: member.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((m: { code: string; label: string }) => [m.code, m.label])).toEqual([
      ['1', '会员卡支付'],
      ['ddzf', '到店支付'],
    ]);
  });

  it('refuses WeChat Pay and Alipay and opens no payment attempt', async () => {
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world);
    for (const payCode of ['wxpay', 'alipay']) {
      const res = await orderPayRequest(t.app, member.token, { revNo: order.revNo, payCode });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: '暂不支持该支付方式' });
    }
    expect(await attemptsOf(t.db, order.id)).toEqual([]);
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 0, payResult: 0 });
  });

  it('has no sandbox cashier and no sandbox notify route: a forged notification pays nothing', async () => {
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world);
    const cashier = await t.app.inject({ method: 'GET', url: '/sandbox/cashier/PA0123456789ABCDEF' });
    expect(cashier.statusCode).toBe(404);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/sandbox/cashier/PA0123456789ABCDEF',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amountFen=95700&action=confirm',
    });
    expect(confirm.statusCode).toBe(404);
    const notify = await t.app.inject({
      method: 'POST',
      url: '/sandbox/notify',
      payload: { attemptNo: 'PA0123456789ABCDEF', amountFen: 95_700, status: 'SUCCESS', txnId: 'FORGED' },
    });
    expect(notify.statusCode).toBe(404);
    expect(notify.json()).toMatchObject({ success: false, statusCode: 404 });
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 0, payResult: 0 });
  });

  it('refuses to start in production with the sandbox, or without APP_SECRET', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: PRODUCTION_SECRET, SMS_PROVIDER: 'console' };
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER=sandbox/,
    );
    expect(loadConfig(production).payments.sandbox).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ ...production, APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
    expect(loadConfig({ NODE_ENV: 'test' }).payments.sandbox).toBe(true);
  });
});
