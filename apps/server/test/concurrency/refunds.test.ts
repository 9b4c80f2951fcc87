import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app.ts';
import { refunds } from '../../src/db/schema/orders.ts';
import type { PaymentProvider } from '../../src/payment-gateways/provider.ts';
import { claimDueRefunds } from '../../src/payment-gateways/queries/refunds.ts';
import { REFUND_LEASE_MS, sendDueRefunds } from '../../src/payment-gateways/services/refunds.ts';
import {
  type BookingWorld,
  bookThroughApp,
  cancelRequest,
  createBookingMember,
  createBookingWorld,
  orderPayRequest,
} from '../helpers/order-factories.ts';
import { createPostgresApp, type PostgresApp } from './postgres-app.ts';

/**
 * Refunds through a provider go through an outbox: never lost, never paid twice, with several
 * instances sending at once and after a sender died between claiming a refund and recording it.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the refund outbox on PostgreSQL', () => {
  let pg: PostgresApp;
  let instances: App[];
  let world: BookingWorld;

  beforeAll(async () => {
    pg = await createPostgresApp();
    instances = [pg.app, await pg.startInstance()];
    world = await createBookingWorld(pg.db, { rooms: 50 });
  }, 120_000);
  afterAll(async () => {
    await pg?.close();
  });

  function providerOf(app: App): PaymentProvider {
    const sandbox = app.payments.named('sandbox');
    if (!sandbox) throw new Error('the sandbox provider is the default outside production');
    return sandbox;
  }

  /** Paid WeChat orders cancelled while the provider refuses refunds: their refunds wait in the outbox. */
  async function pendingRefunds(count: number): Promise<number[]> {
    const refusing = instances.map((app) =>
      vi.spyOn(providerOf(app), 'refund').mockRejectedValue(new Error('SYSTEMERROR')),
    );
    const orderIds: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const member = await createBookingMember(pg.db);
      const order = await bookThroughApp(pg.app, member, world, { nights: 1 });
      const start = await orderPayRequest(pg.app, member.token, { revNo: order.revNo, payCode: 'wxpay' });
      const { attemptNo } = start.json().data as { attemptNo: string };
      await pg.app.inject({
        method: 'POST',
        url: '/sandbox/notify',
        payload: { attemptNo, amountFen: 29_900, status: 'SUCCESS', txnId: `WX-${i}` },
      });
      const cancel = await cancelRequest(pg.app, member.token, order.id);
      expect(cancel.json().message).toBe('退订成功，退款将原路退回，请留意到账通知');
      orderIds.push(order.id);
    }
    for (const spy of refusing) spy.mockRestore();
    return orderIds;
  }

  it('sends each refund once when both instances run the worker at the same moments', async () => {
    const orderIds = await pendingRefunds(12);
    const sent = instances.map((app) => vi.spyOn(providerOf(app), 'refund'));
    const due = new Date(Date.now() + 2 * REFUND_LEASE_MS);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => {
        const app = instances[i % 2];
        if (!app) throw new Error('no instance');
        return sendDueRefunds({ db: pg.db, payments: app.payments }, due);
      }),
    );
    const numbers = sent.flatMap((spy) => spy.mock.calls.map(([request]) => request.refundNo));
    expect(numbers).toHaveLength(12);
    expect(new Set(numbers).size).toBe(12);
    const rows = await pg.db.select().from(refunds).where(inArray(refunds.orderId, orderIds));
    expect(rows.map((r) => r.status)).toEqual(Array(12).fill('succeeded'));
    for (const spy of sent) spy.mockRestore();
    console.info(
      '[proof] 12 refunds, 8 workers on 2 instances at once: 12 sends, 12 distinct refund numbers',
    );
  }, 120_000);

  it('sends a refund whose sender died after claiming it once the lease runs out, with the same number', async () => {
    const [orderId] = await pendingRefunds(1);
    if (orderId === undefined) throw new Error('no order');
    const [row] = await pg.db
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, [orderId]));
    if (!row) throw new Error('no refund row');
    const due = new Date(Date.now() + 2 * REFUND_LEASE_MS);
    // a sender claims it and dies before calling the provider or recording anything
    const claimed = await claimDueRefunds(pg.db, 'sandbox', due, new Date(due.getTime() + REFUND_LEASE_MS), {
      limit: 10,
      ids: [row.id],
    });
    expect(claimed.map((r) => r.refundNo)).toEqual([row.refundNo]);

    const sent = vi.spyOn(providerOf(pg.app), 'refund');
    expect(await sendDueRefunds({ db: pg.db, payments: pg.app.payments }, due)).toBe(0);
    const afterLease = new Date(due.getTime() + REFUND_LEASE_MS);
    expect(await sendDueRefunds({ db: pg.db, payments: pg.app.payments }, afterLease)).toBe(1);
    expect(sent.mock.calls.map(([request]) => request.refundNo)).toEqual([row.refundNo]);
    sent.mockRestore();
  }, 120_000);
});
