import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { refunds } from '../../src/db/schema/orders.ts';
import { RECONCILE_DELAY_MS, reconcilePayments } from '../../src/payments/jobs/reconcile-payments.ts';
import {
  attemptsOf,
  type BookingWorld,
  bookWithOnlinePayment,
  cancelRequest,
  createBookingWorld,
  orderById,
} from '../helpers/order-factories.ts';
import type { SignedNotification } from '../stand-ins/wechatpay-notifications.ts';
import { startWechatPayTestbed, type WechatPayTestbed } from '../stand-ins/wechatpay-testbed.ts';
import { createPostgresApp, type PostgresApp } from './postgres-app.ts';

/**
 * Proofs on PostgreSQL, with two instances of the site behind one database, that a real gateway's
 * notification moves money once however often and wherever it lands at the same moment.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'WeChat Pay notifications on PostgreSQL, two instances',
  () => {
    const STAY_FEN = 95_700;
    let wechat: WechatPayTestbed;
    let pg: PostgresApp;
    let instances: App[];
    let world: BookingWorld;

    beforeAll(async () => {
      wechat = await startWechatPayTestbed();
      // notifications are delivered by the test itself, to both instances: the address is not called
      pg = await createPostgresApp({
        env: { ...wechat.env, PUBLIC_BASE_URL: 'http://127.0.0.1:9', PAYMENT_PROVIDER: 'none' },
      });
      instances = [pg.app, await pg.startInstance()];
      world = await createBookingWorld(pg.db, { rooms: 20 });
    }, 120_000);
    afterAll(async () => {
      await pg?.close();
      await wechat?.close();
    });

    async function paidAtGateway() {
      const { member, order, cashier } = await bookWithOnlinePayment(pg.app, pg.db, world, 'wxpay');
      const notification = await wechat.gateway.pay(cashier.attemptNo, { deliver: false });
      return { member, order, attemptNo: cashier.attemptNo, notification };
    }

    function deliverEverywhere(notification: SignedNotification, times: number) {
      return Promise.all(
        Array.from({ length: times }, (_, i) =>
          (instances[i % 2] as App).inject({
            method: 'POST',
            url: '/crsapi/v1/pay/notify/wechatpay',
            headers: notification.headers,
            payload: notification.body,
          }),
        ),
      );
    }

    it('pays the order once when one notification lands ten times at once on two instances', async () => {
      const { order, notification } = await paidAtGateway();
      const answers = await deliverEverywhere(notification, 10);
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(204));
      expect(await orderById(pg.db, order.id)).toMatchObject({ payResult: 1, payMethod: 'wxpay' });
      expect((await attemptsOf(pg.db, order.id)).filter((a) => a.status === 'paid')).toHaveLength(1);
      console.info('[proof] 1 WeChat Pay notification × 10 on 2 instances at once: 1 paid attempt');
    });

    it('refunds once, at the gateway, money that lands ten times at once for an order cancelled meanwhile', async () => {
      // the guest pays just as the order is cancelled: the gateway's notification comes after
      const { member, order, attemptNo, notification } = await paidAtGateway();
      expect((await cancelRequest(pg.app, member.token, order.id)).statusCode).toBe(200);

      const answers = await deliverEverywhere(notification, 10);
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(204));
      const rows = await pg.db.select().from(refunds).where(eq(refunds.orderId, order.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ amountFen: STAY_FEN, reason: 'late_payment', status: 'succeeded' });
      const asked = wechat.gateway.requests.filter(
        (r) =>
          r.url === '/v3/refund/domestic/refunds' &&
          (r.body as { out_trade_no: string }).out_trade_no === attemptNo,
      );
      expect(asked).toHaveLength(1);
      expect((await orderById(pg.db, order.id)).payResult).toBe(0);
      console.info(
        '[proof] late WeChat Pay money × 10 on 2 instances at once: 1 refund row, 1 refund request',
      );
    });

    it('asks the gateway once per lost notification when both instances run the payment check at the same moment', async () => {
      const lost = [];
      for (let i = 0; i < 6; i += 1) lost.push(await paidAtGateway());
      const due = new Date(Date.now() + RECONCILE_DELAY_MS + 1_000);
      const settled = await Promise.all(
        instances.flatMap((app) =>
          [0, 1].map(() =>
            reconcilePayments({ db: pg.db, payments: app.payments, confirmations: app.confirmations }, due),
          ),
        ),
      );
      expect(settled.reduce((sum, n) => sum + n, 0)).toBe(lost.length);
      for (const { order, attemptNo } of lost) {
        expect((await orderById(pg.db, order.id)).payResult).toBe(1);
        const asked = wechat.gateway.requests.filter(
          (r) => r.method === 'GET' && r.url.startsWith(`/v3/pay/transactions/out-trade-no/${attemptNo}?`),
        );
        expect(asked).toHaveLength(1);
      }
      console.info(
        `[proof] ${lost.length} lost notifications, 4 payment checks on 2 instances at once: each asked once, each order paid`,
      );
    });
  },
);
