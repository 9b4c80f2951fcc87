import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expireUnpaidOrders } from '../../src/booking/jobs/expire-unpaid-orders.ts';
import { refunds } from '../../src/db/schema/orders.ts';
import type { PaymentProvider } from '../../src/payment-gateways/provider.ts';
import { REFUND_LEASE_MS, sendDueRefunds } from '../../src/payment-gateways/services/refunds.ts';
import { handlePaymentNotification } from '../../src/payments/services/payment-notifications.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  attemptsOf,
  type BookingMember,
  type BookingWorld,
  balanceOf,
  bookThroughApp,
  cancelRequest,
  createBookingMember,
  createBookingWorld,
  ledgerOf,
  orderById,
  orderPayRequest,
  payByCardRequest,
  setOrderTimes,
} from '../helpers/order-factories.ts';

/**
 * Paying by any method closes the order's other open attempts, in the database and at the provider;
 * money that still arrives for an order that can no longer take it (paid another way, cancelled,
 * expired) is recorded and refunded automatically, through a refund outbox that never loses a refund
 * and never pays one twice.
 */
let t: TestApp;
let world: BookingWorld;
let provider: PaymentProvider;
beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db, { rooms: 30 });
  const sandbox = t.app.payments.named('sandbox');
  if (!sandbox) throw new Error('the sandbox provider is the default outside production');
  provider = sandbox;
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const STAY_FEN = 95_700;

async function startOnline(member: BookingMember, revNo: string, payCode = 'wxpay') {
  const res = await orderPayRequest(t.app, member.token, { revNo, payCode });
  expect(res.statusCode).toBe(200);
  return res.json().data as { attemptNo: string; payUrl: string };
}

function notify(attemptNo: string, txnId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/sandbox/notify',
    payload: { attemptNo, amountFen: STAY_FEN, status: 'SUCCESS', txnId },
  });
}

async function refundsOf(orderId: number) {
  return t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

describe('paying closes the other attempts', () => {
  it('closes the open WeChat attempt, also at the provider, when the order is paid by card', async () => {
    const close = vi.spyOn(provider, 'close');
    const member = await createBookingMember(t.db, { balanceFen: 200_000 });
    const order = await bookThroughApp(t.app, member, world);
    const wechat = await startOnline(member, order.revNo);

    expect((await payByCardRequest(t.app, member, order.revNo)).statusCode).toBe(200);
    expect((await attemptsOf(t.db, order.id)).map((a) => [a.method, a.status])).toEqual([
      ['wxpay', 'closed'],
      ['1', 'paid'],
    ]);
    expect(close).toHaveBeenCalledWith(wechat.attemptNo);
    const page = await t.app.inject({ method: 'GET', url: new URL(wechat.payUrl).pathname });
    expect(page.body).not.toContain('确认支付');
    expect(page.body).toContain('支付单已关闭');
  });

  it('closes the older attempt at the provider when the guest switches to Alipay', async () => {
    const close = vi.spyOn(provider, 'close');
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world);
    const wechat = await startOnline(member, order.revNo);
    await startOnline(member, order.revNo, 'alipay');
    expect(close).toHaveBeenCalledWith(wechat.attemptNo);
  });

  it('closes the open attempt at the provider when the unpaid order is cancelled or expires', async () => {
    const close = vi.spyOn(provider, 'close');
    const member = await createBookingMember(t.db);
    const cancelled = await bookThroughApp(t.app, member, world);
    const forCancelled = await startOnline(member, cancelled.revNo);
    expect((await cancelRequest(t.app, member.token, cancelled.id)).statusCode).toBe(200);
    expect(close).toHaveBeenCalledWith(forCancelled.attemptNo);

    const expiring = await bookThroughApp(t.app, member, world);
    const forExpiring = await startOnline(member, expiring.revNo);
    await setOrderTimes(t.db, expiring.id, { holdUntil: new Date(Date.now() - 1000) });
    const closedByJob: string[] = [];
    await expireUnpaidOrders(t.db, new Date(), async (attempts) => {
      closedByJob.push(...attempts.map((a) => a.attemptNo));
    });
    expect(closedByJob).toEqual([forExpiring.attemptNo]);
  });
});

describe('money that arrives late', () => {
  it('refunds WeChat money that arrives after the order was paid by card, and leaves the card payment alone', async () => {
    const refund = vi.spyOn(provider, 'refund');
    const member = await createBookingMember(t.db, { balanceFen: 200_000 });
    const order = await bookThroughApp(t.app, member, world);
    const wechat = await startOnline(member, order.revNo);
    expect((await payByCardRequest(t.app, member, order.revNo)).statusCode).toBe(200);

    const late = await notify(wechat.attemptNo, 'WX-LATE-1');
    expect(late.json()).toEqual({ code: 'SUCCESS', message: 'refunding' });
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 1, payResult: 1, payMethod: '1' });
    expect(await balanceOf(t.db, member.id)).toBe(200_000 - STAY_FEN);
    expect(await ledgerOf(t.db, member.id)).toHaveLength(1);
    expect((await attemptsOf(t.db, order.id)).map((a) => [a.method, a.status, a.providerTxnId])).toEqual([
      ['wxpay', 'refunded', 'WX-LATE-1'],
      ['1', 'paid', null],
    ]);
    const [row] = await refundsOf(order.id);
    expect(row).toMatchObject({ reason: 'late_payment', status: 'succeeded', amountFen: STAY_FEN, tries: 1 });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith(
      expect.objectContaining({ refundNo: row?.refundNo, attemptNo: wechat.attemptNo, amountFen: STAY_FEN }),
    );

    // the provider repeats its notification: nothing more goes back
    expect((await notify(wechat.attemptNo, 'WX-LATE-1')).json()).toEqual({
      code: 'SUCCESS',
      message: 'duplicate',
    });
    expect(refund).toHaveBeenCalledTimes(1);
  });

  it('refunds money for a cancelled order and for an expired one', async () => {
    const member = await createBookingMember(t.db);
    const cancelled = await bookThroughApp(t.app, member, world);
    const forCancelled = await startOnline(member, cancelled.revNo);
    await cancelRequest(t.app, member.token, cancelled.id);
    expect((await notify(forCancelled.attemptNo, 'WX-C')).json().message).toBe('refunding');
    expect(await orderById(t.db, cancelled.id)).toMatchObject({ state: 2, payResult: 0 });
    expect(await refundsOf(cancelled.id)).toMatchObject([{ reason: 'late_payment', status: 'succeeded' }]);

    const expired = await bookThroughApp(t.app, member, world);
    const forExpired = await startOnline(member, expired.revNo);
    await setOrderTimes(t.db, expired.id, { holdUntil: new Date(Date.now() - 1000) });
    await expireUnpaidOrders(t.db, new Date());
    expect((await notify(forExpired.attemptNo, 'WX-E')).json().message).toBe('refunding');
    expect(await orderById(t.db, expired.id)).toMatchObject({ state: 10, payResult: 0 });
    expect(await refundsOf(expired.id)).toMatchObject([{ reason: 'late_payment', status: 'succeeded' }]);
  });

  it('takes money for a replaced attempt while the order can still be paid, and closes the newer one', async () => {
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world);
    const wechat = await startOnline(member, order.revNo);
    const alipay = await startOnline(member, order.revNo, 'alipay');
    expect((await notify(wechat.attemptNo, 'WX-OLD')).json()).toEqual({ code: 'SUCCESS', message: 'paid' });
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 1, payResult: 1, payMethod: 'wxpay' });
    expect((await attemptsOf(t.db, order.id)).map((a) => [a.attemptNo, a.status])).toEqual([
      [wechat.attemptNo, 'paid'],
      [alipay.attemptNo, 'closed'],
    ]);
    // the guest pays the Alipay code too: that money goes back
    expect((await notify(alipay.attemptNo, 'ALI-2')).json().message).toBe('refunding');
    expect(await refundsOf(order.id)).toMatchObject([{ reason: 'late_payment', status: 'succeeded' }]);
  });

  it('takes money that arrives after the attempt lapsed when the order can still be paid', async () => {
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world);
    const wechat = await startOnline(member, order.revNo);
    const outcome = await handlePaymentNotification(
      { db: t.db, payments: t.app.payments, confirmations: t.app.confirmations },
      { attemptNo: wechat.attemptNo, amountFen: STAY_FEN, status: 'SUCCESS', txnId: 'WX-LAPSED' },
      new Date(Date.now() + 16 * 60_000),
      'sandbox',
    );
    expect(outcome).toBe('paid');
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 1, payResult: 1 });
  });
});

describe('the refund outbox', () => {
  it('keeps a refund the provider refused, tells the guest it is on its way, and sends it again later with the same number', async () => {
    const refund = vi.spyOn(provider, 'refund').mockRejectedValueOnce(new Error('SYSTEMERROR'));
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world);
    const wechat = await startOnline(member, order.revNo);
    await notify(wechat.attemptNo, 'WX-PAID');

    const cancel = await cancelRequest(t.app, member.token, order.id);
    expect(cancel.json()).toMatchObject({
      success: true,
      message: '退订成功，退款将原路退回，请留意到账通知',
    });
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 2, payResult: 1 });
    const [pending] = await refundsOf(order.id);
    expect(pending).toMatchObject({
      reason: 'cancelled',
      status: 'pending',
      tries: 1,
      lastError: 'SYSTEMERROR',
    });
    expect((await attemptsOf(t.db, order.id)).map((a) => a.status)).toEqual(['refunding']);

    // not due yet: nothing is sent
    expect(await sendDueRefunds({ db: t.db, payments: t.app.payments }, new Date())).toBe(0);
    const later = new Date(Date.now() + REFUND_LEASE_MS);
    expect(await sendDueRefunds({ db: t.db, payments: t.app.payments }, later)).toBe(1);
    expect(
      await sendDueRefunds(
        { db: t.db, payments: t.app.payments },
        new Date(later.getTime() + REFUND_LEASE_MS),
      ),
    ).toBe(0);

    expect(refund).toHaveBeenCalledTimes(2);
    const numbers = refund.mock.calls.map(([request]) => request.refundNo);
    expect(numbers).toEqual([pending?.refundNo, pending?.refundNo]);
    expect(await refundsOf(order.id)).toMatchObject([{ status: 'succeeded', tries: 2, lastError: null }]);
    expect((await attemptsOf(t.db, order.id)).map((a) => a.status)).toEqual(['refunded']);
  });
});
