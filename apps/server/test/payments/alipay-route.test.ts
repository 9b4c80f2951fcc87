import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPIRY_MARGIN_MS,
  RECONCILE_DELAY_MS,
  reconcilePayments,
} from '../../src/payments/jobs/reconcile-payments.ts';
import { createListeningTestApp, type TestApp } from '../helpers/app.ts';
import {
  attemptsOf,
  type BookingWorld,
  bookWithOnlinePayment,
  cancelRequest,
  createBookingWorld,
  orderById,
} from '../helpers/order-factories.ts';
import { type AlipayTestSetup, createAlipayTestSetup } from '../stand-ins/alipay.ts';

/**
 * Alipay end to end, offline: the site (listening on a port of its own) talks to the stand-in of
 * Alipay's gateway through the real adapter, and the stand-in posts its signed notifications back
 * to POST /crsapi/v1/pay/notify/alipay, which answers the literal `success` only once the order is
 * saved.
 */
let t: TestApp;
let alipay: AlipayTestSetup;
let world: BookingWorld;

beforeAll(async () => {
  alipay = await createAlipayTestSetup({ withSellerId: true });
  t = await createListeningTestApp({ ...alipay.env, PAYMENT_PROVIDER: 'none' });
  world = await createBookingWorld(t.db, { rooms: 30 });
});
afterAll(async () => {
  await t?.close();
  await alipay?.close();
});

const STAY_FEN = 95_700;

const alipayOrder = () => bookWithOnlinePayment(t.app, t.db, world, 'alipay');
const deps = () => ({ db: t.db, payments: t.app.payments, confirmations: t.app.confirmations });

function postNotification(form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/pay/notify/alipay',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('Alipay through its gateway', () => {
  it('offers Alipay only: WeChat Pay has no gateway and the sandbox is off', () => {
    expect(t.app.payments.forMethod('alipay')?.name).toBe('alipay');
    expect(t.app.payments.forMethod('wxpay')).toBeUndefined();
    expect(t.app.payments.named('sandbox')).toBeUndefined();
  });

  it('a full QR payment: precreated at the gateway, paid by the guest, the notification pays the order and gets `success`', async () => {
    const { order, cashier } = await alipayOrder();
    const precreate = alipay.standIn.calls.find(
      (c) => c.method === 'alipay.trade.precreate' && c.biz.out_trade_no === cashier.attemptNo,
    );
    expect(precreate?.biz).toMatchObject({ total_amount: '957.00' });
    expect(cashier.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(new URL(cashier.payUrl).origin).toBe(new URL(alipay.settings.gateway).origin);

    const { answer } = await alipay.standIn.pay(cashier.attemptNo);
    expect(answer).toBe('success');
    expect(await orderById(t.db, order.id)).toMatchObject({ payResult: 1, payMethod: 'alipay' });
    expect((await attemptsOf(t.db, order.id))[0]).toMatchObject({ status: 'paid', provider: 'alipay' });
  });

  it('pays the order once when the same notification comes ten times at once, each answered `success`', async () => {
    const { order, cashier } = await alipayOrder();
    const { form } = await alipay.standIn.pay(cashier.attemptNo, { notify: false });
    const answers = await Promise.all(Array.from({ length: 10 }, () => postNotification(form)));
    expect(answers.map((a) => a.body)).toEqual(Array(10).fill('success'));
    expect((await attemptsOf(t.db, order.id)).filter((a) => a.status === 'paid')).toHaveLength(1);
    expect((await orderById(t.db, order.id)).payResult).toBe(1);
  });

  it('answers `fail` and changes nothing for a tampered, foreign or wrong-amount notification', async () => {
    const { order, cashier } = await alipayOrder();
    alipay.standIn.scan(cashier.attemptNo);
    const tampered = {
      ...alipay.standIn.notificationForm(cashier.attemptNo, { trade_status: 'TRADE_SUCCESS' }),
    };
    tampered.total_amount = '0.01';
    const otherApp = alipay.standIn.notificationForm(cashier.attemptNo, {
      trade_status: 'TRADE_SUCCESS',
      app_id: '2021000000009999',
    });
    const otherSeller = alipay.standIn.notificationForm(cashier.attemptNo, {
      trade_status: 'TRADE_SUCCESS',
      seller_id: '2088000000009999',
    });
    const wrongAmount = alipay.standIn.notificationForm(cashier.attemptNo, {
      trade_status: 'TRADE_SUCCESS',
      total_amount: '1.00',
    });
    for (const form of [tampered, otherApp, otherSeller, wrongAmount]) {
      expect((await postNotification(form)).body).toBe('fail');
    }
    expect((await orderById(t.db, order.id)).payResult).toBe(0);
    expect((await attemptsOf(t.db, order.id))[0]?.status).toBe('pending');
  });

  it('answers `success` only once the order is saved: a failed save answers otherwise, and the resend pays it', async () => {
    const { order, cashier } = await alipayOrder();
    const { form } = await alipay.standIn.pay(cashier.attemptNo, { notify: false });
    // the database refuses to record the payment, as a full disk or a lost connection would
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_payment() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'disk full'; END $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER refuse_payment BEFORE UPDATE ON payment_attempts
        FOR EACH ROW WHEN (NEW.status = 'paid') EXECUTE FUNCTION refuse_payment()`),
    );
    try {
      const refused = await postNotification(form);
      expect(refused.body).not.toBe('success');
      expect(refused.body).not.toContain('disk full');
      expect((await orderById(t.db, order.id)).payResult).toBe(0);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER refuse_payment ON payment_attempts'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_payment()'));
    }
    expect((await postNotification(form)).body).toBe('success');
    expect((await orderById(t.db, order.id)).payResult).toBe(1);
  });

  it('refunds Alipay money that arrives for an order the guest cancelled, at the gateway', async () => {
    const { member, order, cashier } = await alipayOrder();
    expect((await cancelRequest(t.app, member.token, order.id)).statusCode).toBe(200);
    const { answer } = await alipay.standIn.pay(cashier.attemptNo);
    expect(answer).toBe('success');
    const refund = alipay.standIn.calls.find(
      (c) => c.method === 'alipay.trade.refund' && c.biz.out_trade_no === cashier.attemptNo,
    );
    expect(refund?.biz).toMatchObject({ refund_amount: (STAY_FEN / 100).toFixed(2) });
    expect((await attemptsOf(t.db, order.id))[0]?.status).toBe('refunded');
  });

  it('finds a payment whose notification was lost, by asking Alipay', async () => {
    const { order, cashier } = await alipayOrder();
    alipay.standIn.scan(cashier.attemptNo);
    await alipay.standIn.pay(cashier.attemptNo, { notify: false });
    expect((await orderById(t.db, order.id)).payResult).toBe(0);
    const reconciled = await reconcilePayments(deps(), new Date(Date.now() + RECONCILE_DELAY_MS + 1_000));
    expect(reconciled).toBeGreaterThan(0);
    expect(await orderById(t.db, order.id)).toMatchObject({ payResult: 1, payMethod: 'alipay' });
    expect(
      alipay.standIn.calls.some(
        (c) => c.method === 'alipay.trade.query' && c.biz.out_trade_no === cashier.attemptNo,
      ),
    ).toBe(true);
  });

  it('closes an attempt nobody paid at Alipay and here, once it has expired', async () => {
    const { order, cashier } = await alipayOrder();
    alipay.standIn.scan(cashier.attemptNo);
    const [attempt] = await attemptsOf(t.db, order.id);
    const afterExpiry = new Date((attempt?.expiresAt.getTime() ?? 0) + EXPIRY_MARGIN_MS + 1_000);
    await reconcilePayments(deps(), afterExpiry);
    expect((await attemptsOf(t.db, order.id))[0]?.status).toBe('closed');
    expect(alipay.standIn.trades.get(cashier.attemptNo)?.status).toBe('TRADE_CLOSED');
    expect((await orderById(t.db, order.id)).payResult).toBe(0);
  });
});
