import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../src/db/schema/orders.ts';
import { sendDueRefunds } from '../../src/payment-gateways/services/refunds.ts';
import { handlePaymentNotification } from '../../src/payments/services/payment-notifications.ts';
import { createListeningTestApp, type TestApp } from '../helpers/app.ts';
import {
  attemptsOf,
  type BookingWorld,
  bookWithOnlinePayment,
  cancelRequest,
  createBookingWorld,
  orderById,
  setOrderTimes,
} from '../helpers/order-factories.ts';
import { buildWechatPayNotification } from '../stand-ins/wechatpay-notifications.ts';
import { startWechatPayTestbed, type WechatPayTestbed } from '../stand-ins/wechatpay-testbed.ts';

/**
 * WeChat Pay's edges, through the real adapter and its stand-in: who may speak for an attempt,
 * money paid in time but told late, refunds the gateway will never take, and refund notifications
 * that do not match our refund.
 */
let t: TestApp;
let wechat: WechatPayTestbed;
let world: BookingWorld;
const STAY_FEN = 95_700;

beforeAll(async () => {
  wechat = await startWechatPayTestbed();
  t = await createListeningTestApp({ ...wechat.env, PAYMENT_PROVIDER: 'none' });
  world = await createBookingWorld(t.db, { rooms: 30 });
});
afterAll(async () => {
  await t?.close();
  await wechat?.close();
});

async function wechatOrder() {
  const { cashier, ...booked } = await bookWithOnlinePayment(t.app, t.db, world, 'wxpay');
  return { ...booked, attemptNo: cashier.attemptNo };
}

const deps = () => ({ db: t.db, payments: t.app.payments, confirmations: t.app.confirmations });

async function paidThenCancelled() {
  const { member, order, attemptNo } = await wechatOrder();
  await wechat.gateway.pay(attemptNo);
  expect((await orderById(t.db, order.id)).payResult).toBe(1);
  expect((await cancelRequest(t.app, member.token, order.id)).statusCode).toBe(200);
  const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
  if (!refund) throw new Error('no refund');
  return { member, order, attemptNo, refund };
}

describe('WeChat Pay edges', () => {
  it('lets no other provider speak for a WeChat Pay attempt: a sandbox confirmation of it changes nothing', async () => {
    const { order, attemptNo } = await wechatOrder();
    const outcome = await handlePaymentNotification(
      deps(),
      { attemptNo, amountFen: STAY_FEN, status: 'SUCCESS', txnId: 'FORGED' },
      new Date(),
      'sandbox',
    );
    expect(outcome).toBe('unknown');
    expect((await orderById(t.db, order.id)).payResult).toBe(0);
  });

  it('keeps money paid in time when its notification comes after the hold ended, before the expiry job', async () => {
    const { order, attemptNo } = await wechatOrder();
    const sent = await wechat.gateway.pay(attemptNo, { deliver: false });
    await setOrderTimes(t.db, order.id, { holdUntil: new Date(Date.now() - 1_000) });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/pay/notify/wechatpay',
      headers: sent.headers,
      payload: sent.body,
    });
    expect(answer.statusCode).toBe(204);
    expect(await orderById(t.db, order.id)).toMatchObject({ payResult: 1, state: 1 });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  });

  it('marks a refund the gateway will never take as failed, once, for staff; the guest still sees it on its way', async () => {
    wechat.gateway.refundOutcome = 'ABNORMAL';
    try {
      const { member, order, refund } = await paidThenCancelled();
      expect(refund).toMatchObject({ status: 'failed', tries: 1 });
      expect(refund.lastError).toContain('ABNORMAL');
      expect(
        await sendDueRefunds({ db: t.db, payments: t.app.payments }, new Date(Date.now() + 3_600_000)),
      ).toBe(0);
      const detail = await t.app.inject({
        method: 'GET',
        url: '/crsapi/v1/order/getOrderDetail',
        query: { orderId: String(order.id) },
        headers: { usertoken: member.token },
      });
      expect(detail.json().data.refunds).toEqual([{ amount: 957, state: 'pending', payMethod: 'wxpay' }]);
    } finally {
      wechat.gateway.refundOutcome = 'SUCCESS';
    }
  });

  it('turns a refund back to failed when the gateway later says ABNORMAL, and ignores a notification that is not our refund', async () => {
    wechat.gateway.refundOutcome = 'PROCESSING';
    try {
      const { order, attemptNo, refund } = await paidThenCancelled();
      expect(refund.status).toBe('succeeded');
      const deliver = async (status: 'SUCCESS' | 'ABNORMAL', refundFen: number, outTradeNo = attemptNo) => {
        const notification = buildWechatPayNotification(wechat.keys, {
          kind: 'refund',
          outTradeNo,
          outRefundNo: refund.refundNo,
          status,
          refundFen,
          totalFen: STAY_FEN,
        });
        return t.app.inject({
          method: 'POST',
          url: '/crsapi/v1/pay/refund-notify/wechatpay',
          headers: notification.headers,
          payload: notification.body,
        });
      };
      expect((await deliver('ABNORMAL', 100)).statusCode).toBe(400);
      expect((await deliver('ABNORMAL', STAY_FEN, 'PA0000OTHER')).statusCode).toBe(400);
      const [unchanged] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
      expect(unchanged?.status).toBe('succeeded');

      expect((await deliver('ABNORMAL', STAY_FEN)).statusCode).toBe(204);
      const [failed] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
      expect(failed).toMatchObject({ status: 'failed' });
      expect((await attemptsOf(t.db, order.id))[0]?.status).toBe('refunding');
    } finally {
      wechat.gateway.refundOutcome = 'SUCCESS';
    }
  });
});
