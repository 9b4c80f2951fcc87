import { MSG } from '@hotel/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../src/db/schema/orders.ts';
import { sendDueRefunds } from '../../src/payment-gateways/services/refunds.ts';
import { RECONCILE_DELAY_MS, reconcilePayments } from '../../src/payments/jobs/reconcile-payments.ts';
import { createListeningTestApp, type TestApp } from '../helpers/app.ts';
import {
  attemptsOf,
  type BookingWorld,
  bookThroughApp,
  bookWithOnlinePayment,
  cancelRequest,
  createBookingMember,
  createBookingWorld,
  orderById,
  orderPayRequest,
} from '../helpers/order-factories.ts';
import { buildWechatPayNotification, type SignedNotification } from '../stand-ins/wechatpay-notifications.ts';
import { startWechatPayTestbed, type WechatPayTestbed } from '../stand-ins/wechatpay-testbed.ts';

/**
 * WeChat Pay end to end, offline: the site (listening on a port of its own) talks to the stand-in
 * of the WeChat Pay v3 API through the real adapter, and the stand-in posts its signed, encrypted
 * notifications back to POST /crsapi/v1/pay/notify/wechatpay and /refund-notify/wechatpay.
 */
let t: TestApp;
let wechat: WechatPayTestbed;
let world: BookingWorld;
/** The app's log lines at warn and above, parsed. */
const warnings: { msg: string; reason?: string; outcome?: string }[] = [];

beforeAll(async () => {
  wechat = await startWechatPayTestbed();
  t = await createListeningTestApp(
    { ...wechat.env, PAYMENT_PROVIDER: 'none', LOG_LEVEL: 'warn' },
    { logStream: { write: (line) => warnings.push(JSON.parse(line)) } },
  );
  world = await createBookingWorld(t.db, { rooms: 40 });
});
afterAll(async () => {
  await t?.close();
  await wechat?.close();
});
afterEach(() => {
  Object.assign(wechat.gateway.faults, { down: false, delayMs: 0 });
  wechat.gateway.refundOutcome = 'SUCCESS';
});

const STAY_FEN = 95_700;

const wechatOrder = () => bookWithOnlinePayment(t.app, t.db, world, 'wxpay');

function deliver(notification: SignedNotification, path = '/crsapi/v1/pay/notify/wechatpay') {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: notification.headers,
    payload: notification.body,
  });
}

const paymentOf = (attemptNo: string, amountFen = STAY_FEN) =>
  ({ kind: 'payment', outTradeNo: attemptNo, amountFen }) as const;

describe('WeChat Pay through its gateway', () => {
  it('a full QR payment: a Native order at the gateway, the guest pays, the notification pays the order', async () => {
    const { order, cashier } = await wechatOrder();
    const native = wechat.gateway.requests.find(
      (r) =>
        r.url === '/v3/pay/transactions/native' &&
        (r.body as { out_trade_no: string }).out_trade_no === cashier.attemptNo,
    );
    expect(native?.body).toMatchObject({
      mchid: wechat.keys.mchid,
      amount: { total: STAY_FEN, currency: 'CNY' },
      notify_url: expect.stringMatching(/\/crsapi\/v1\/pay\/notify\/wechatpay$/),
      time_expire: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/),
    });
    expect(cashier.qrCode).toMatch(/^data:image\/png;base64,/);

    const sent = await wechat.gateway.pay(cashier.attemptNo);
    expect(sent.deliveredStatus).toBe(204);
    expect(await orderById(t.db, order.id)).toMatchObject({ payResult: 1, payMethod: 'wxpay' });
    expect((await attemptsOf(t.db, order.id))[0]).toMatchObject({ status: 'paid', provider: 'wechatpay' });
  });

  it('pays the order once when a notification is delivered twice and then replayed ten times at once', async () => {
    const { order, cashier } = await wechatOrder();
    const sent = await wechat.gateway.pay(cashier.attemptNo);
    expect(sent.deliveredStatus).toBe(204);
    expect((await deliver(sent)).statusCode).toBe(204);
    const replays = await Promise.all(Array.from({ length: 10 }, () => deliver(sent)));
    expect(replays.map((r) => r.statusCode)).toEqual(Array(10).fill(204));
    expect((await attemptsOf(t.db, order.id)).filter((a) => a.status === 'paid')).toHaveLength(1);
  });

  it('refuses, changing nothing, a tampered, stale, unknown-serial, foreign or wrong-amount notification', async () => {
    const { order, cashier } = await wechatOrder();
    const event = paymentOf(cashier.attemptNo);
    const wrong: SignedNotification[] = [
      buildWechatPayNotification(wechat.keys, event, { tamper: true }),
      buildWechatPayNotification(wechat.keys, event, { badSignature: true }),
      buildWechatPayNotification(wechat.keys, event, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }),
      buildWechatPayNotification(wechat.keys, event, {
        serial: 'PUB_KEY_ID_0000000000000000000000000000000',
      }),
      buildWechatPayNotification(wechat.keys, event, { mchid: '1900000999' }),
      buildWechatPayNotification(wechat.keys, event, { appid: 'wx0000000000000999' }),
      buildWechatPayNotification(wechat.keys, paymentOf(cashier.attemptNo, 1)),
    ];
    for (const notification of wrong) {
      warnings.length = 0;
      const answer = await deliver(notification);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'FAIL' });
      // each refusal is a warning with its reason, and never the notification's body
      const refused = warnings.filter((line) => /notification refused/.test(line.msg));
      expect(refused.length).toBeGreaterThan(0);
      for (const line of refused) expect(line.reason ?? line.outcome).toBeTruthy();
      const { ciphertext } = JSON.parse(notification.body).resource as { ciphertext: string };
      expect(JSON.stringify(warnings)).not.toContain(ciphertext.slice(0, 24));
    }
    expect((await orderById(t.db, order.id)).payResult).toBe(0);
    expect((await attemptsOf(t.db, order.id))[0]?.status).toBe('pending');
  });

  it('finds a payment whose notification was lost, by asking the gateway', async () => {
    const { order, cashier } = await wechatOrder();
    await wechat.gateway.pay(cashier.attemptNo, { deliver: false });
    expect((await orderById(t.db, order.id)).payResult).toBe(0);
    const deps = { db: t.db, payments: t.app.payments, confirmations: t.app.confirmations };
    expect(await reconcilePayments(deps, new Date(Date.now() + RECONCILE_DELAY_MS + 1_000))).toBeGreaterThan(
      0,
    );
    expect(await orderById(t.db, order.id)).toMatchObject({ payResult: 1, payMethod: 'wxpay' });
  });

  it('refunds a cancelled paid order at the gateway; a refused refund waits and goes again with the same number', async () => {
    const { member, order, cashier } = await wechatOrder();
    await wechat.gateway.pay(cashier.attemptNo);
    wechat.gateway.refundOutcome = { status: 403, code: 'NOT_ENOUGH', message: '基本账户余额不足' };
    expect((await cancelRequest(t.app, member.token, order.id)).statusCode).toBe(200);
    const [waiting] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(waiting).toMatchObject({ status: 'pending', amountFen: STAY_FEN });
    expect(waiting?.lastError).toContain('NOT_ENOUGH');

    wechat.gateway.refundOutcome = 'PROCESSING';
    const deps = { db: t.db, payments: t.app.payments };
    expect(await sendDueRefunds(deps, new Date(Date.now() + 10 * 60_000))).toBe(1);
    const sent = wechat.gateway.requests.filter(
      (r) =>
        r.url === '/v3/refund/domestic/refunds' &&
        (r.body as { out_trade_no: string }).out_trade_no === cashier.attemptNo,
    );
    expect(sent.map((r) => (r.body as { out_refund_no: string }).out_refund_no)).toEqual([
      waiting?.refundNo,
      waiting?.refundNo,
    ]);
    expect(sent[1]?.body).toMatchObject({ amount: { refund: STAY_FEN, total: STAY_FEN, currency: 'CNY' } });

    const done = await wechat.gateway.finishRefund(waiting?.refundNo ?? '', 'SUCCESS');
    expect(done.deliveredStatus).toBe(204);
    const [finished] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(finished).toMatchObject({ status: 'succeeded', lastError: null });
    expect(finished?.completedAt).not.toBeNull();
  });

  it('keeps the guest waiting with a clear message when the gateway is down, and charges nothing', async () => {
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world);
    wechat.gateway.faults.down = true;
    const res = await orderPayRequest(t.app, member.token, { revNo: order.revNo, payCode: 'wxpay' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, statusCode: 502, message: MSG.payGatewayFailed });
    expect(res.body).not.toMatch(/SYSTEM_ERROR|stack|Error/);
    expect((await attemptsOf(t.db, order.id)).map((a) => a.status)).toEqual(['closed']);
    expect((await orderById(t.db, order.id)).payResult).toBe(0);
  });
});
