import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentProvider } from '../../src/payment-gateways/provider.ts';
import {
  EXPIRY_MARGIN_MS,
  RECHECK_MS,
  RECONCILE_DELAY_MS,
  reconcilePayments,
} from '../../src/payments/jobs/reconcile-payments.ts';
import type { PaymentDeps } from '../../src/payments/services/payable-order.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  attemptsOf,
  type BookingWorld,
  bookWithOnlinePayment,
  cancelRequest,
  createBookingWorld,
  orderById,
} from '../helpers/order-factories.ts';

/**
 * The payment check: a gateway's notification can be lost, so a job asks the gateway about
 * attempts that are not settled a few minutes after they were made. What the gateway answers goes
 * through the same handler as a notification. The gateway here is the sandbox with its answers set
 * by the test; the real gateways' answers are proved against their stand-ins
 * (test/payments/wechatpay-route.test.ts, alipay-route.test.ts, and on two instances
 * test/concurrency/gateway-notifications.test.ts).
 */
let t: TestApp;
let world: BookingWorld;
let gateway: PaymentProvider;
let deps: PaymentDeps;
beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db, { rooms: 30 });
  const sandbox = t.app.payments.named('sandbox');
  if (!sandbox) throw new Error('the sandbox provider is the default outside production');
  gateway = sandbox;
  deps = { db: t.db, payments: t.app.payments, confirmations: t.app.confirmations };
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const STAY_FEN = 95_700;
const later = (ms: number) => new Date(Date.now() + ms);

async function wechatAttempt() {
  const { cashier, ...booked } = await bookWithOnlinePayment(t.app, t.db, world, 'wxpay');
  return { ...booked, attemptNo: cashier.attemptNo };
}

describe('the payment check', () => {
  it('pays the order whose notification was lost, once the first check is due, and asks no more', async () => {
    const { order, attemptNo } = await wechatAttempt();
    const query = vi
      .spyOn(gateway, 'query')
      .mockResolvedValue({ state: 'paid', amountFen: STAY_FEN, txnId: 'WX-LOST-1' });

    expect(await reconcilePayments(deps, later(RECONCILE_DELAY_MS - 10_000))).toBe(0);
    expect(query).not.toHaveBeenCalled();
    expect((await orderById(t.db, order.id)).payResult).toBe(0);

    expect(await reconcilePayments(deps, later(RECONCILE_DELAY_MS + 1_000))).toBe(1);
    expect(query).toHaveBeenCalledWith(attemptNo);
    expect(await orderById(t.db, order.id)).toMatchObject({ payResult: 1, payMethod: 'wxpay' });
    expect((await attemptsOf(t.db, order.id))[0]).toMatchObject({
      status: 'paid',
      providerTxnId: 'WX-LOST-1',
      reconcileAfter: null,
    });
    expect(await reconcilePayments(deps, later(RECONCILE_DELAY_MS + 10 * RECHECK_MS))).toBe(0);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('refunds money the gateway took for an order the guest cancelled meanwhile', async () => {
    const { member, order } = await wechatAttempt();
    expect((await cancelRequest(t.app, member.token, order.id)).statusCode).toBe(200);
    vi.spyOn(gateway, 'query').mockResolvedValue({ state: 'paid', amountFen: STAY_FEN, txnId: 'WX-LOST-2' });
    const refund = vi.spyOn(gateway, 'refund');

    expect(await reconcilePayments(deps, later(RECONCILE_DELAY_MS + 1_000))).toBe(1);
    expect((await orderById(t.db, order.id)).payResult).toBe(0);
    expect((await attemptsOf(t.db, order.id))[0]).toMatchObject({
      status: 'refunded',
      providerTxnId: 'WX-LOST-2',
    });
    expect(refund).toHaveBeenCalledWith(
      expect.objectContaining({ amountFen: STAY_FEN, attemptAmountFen: STAY_FEN }),
    );
  });

  it('keeps asking while the attempt can be paid, then closes it at the gateway and here once its time is up', async () => {
    const { order, attemptNo } = await wechatAttempt();
    const query = vi.spyOn(gateway, 'query').mockResolvedValue({ state: 'unpaid' });
    const close = vi.spyOn(gateway, 'close');
    const [attempt] = await attemptsOf(t.db, order.id);
    if (!attempt) throw new Error('no attempt');

    expect(await reconcilePayments(deps, later(RECONCILE_DELAY_MS + 1_000))).toBe(0);
    expect(close).not.toHaveBeenCalled();
    expect((await attemptsOf(t.db, order.id))[0]?.status).toBe('pending');

    // an Alipay code nobody scanned cannot be closed there: it is settled only once it has expired
    const justExpired = new Date(attempt.expiresAt.getTime() + 1_000);
    expect(await reconcilePayments(deps, justExpired)).toBe(0);
    const pastExpiry = new Date(attempt.expiresAt.getTime() + EXPIRY_MARGIN_MS + RECHECK_MS);
    expect(await reconcilePayments(deps, pastExpiry)).toBe(1);
    expect(query).toHaveBeenCalledTimes(3);
    expect(close).toHaveBeenCalledWith(attemptNo);
    expect((await attemptsOf(t.db, order.id))[0]).toMatchObject({ status: 'closed', reconcileAfter: null });
  });

  it('asks again a minute later when the gateway cannot answer, and changes nothing meanwhile', async () => {
    const { order } = await wechatAttempt();
    const query = vi.spyOn(gateway, 'query').mockRejectedValueOnce(new Error('SYSTEM_ERROR'));
    const first = later(RECONCILE_DELAY_MS + 1_000);
    expect(await reconcilePayments(deps, first)).toBe(0);
    expect((await attemptsOf(t.db, order.id))[0]?.status).toBe('pending');

    query.mockResolvedValueOnce({ state: 'paid', amountFen: STAY_FEN, txnId: 'WX-LOST-3' });
    expect(await reconcilePayments(deps, new Date(first.getTime() + 30_000))).toBe(0);
    expect(await reconcilePayments(deps, new Date(first.getTime() + RECHECK_MS))).toBe(1);
    expect((await orderById(t.db, order.id)).payResult).toBe(1);
  });

  it('leaves a gateway that does not answer after one try in a run, instead of waiting on each attempt', async () => {
    const due = later(RECONCILE_DELAY_MS + 5 * RECHECK_MS);
    await reconcilePayments(deps, due); // earlier tests' attempts out of the way
    await wechatAttempt();
    await wechatAttempt();
    const query = vi.spyOn(gateway, 'query').mockRejectedValue(new Error('connect ETIMEDOUT'));
    expect(await reconcilePayments(deps, new Date(due.getTime() + RECHECK_MS))).toBe(0);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('never asks about an attempt whose notification came', async () => {
    const { order, attemptNo } = await wechatAttempt();
    const query = vi.spyOn(gateway, 'query');
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/notify',
      payload: { attemptNo, amountFen: STAY_FEN, status: 'SUCCESS', txnId: 'WX-CAME' },
    });
    expect((await orderById(t.db, order.id)).payResult).toBe(1);
    await reconcilePayments(deps, later(RECONCILE_DELAY_MS + 1_000));
    expect(query).not.toHaveBeenCalledWith(attemptNo);
  });
});
