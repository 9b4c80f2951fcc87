import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app.ts';
import { claimDueConfirmations } from '../../src/booking/queries/confirmations.ts';
import { bookingConfirmations } from '../../src/db/schema/confirmations.ts';
import { orders } from '../../src/db/schema/orders.ts';
import { OUTBOX_LEASE_MS } from '../../src/lib/outbox.ts';
import {
  type BookingWorld,
  bookThroughApp,
  createBookingMember,
  createBookingWorld,
  orderPayRequest,
  payByCardRequest,
  submitBody,
  submitOrderRequest,
} from '../helpers/order-factories.ts';
import { createPostgresApp, type PostgresApp } from './postgres-app.ts';

/**
 * The booking-confirmation outbox with two instances on one PostgreSQL: each message is sent once
 * when both send at the same moments, a message whose sender died after claiming it is sent once the
 * lease runs out, and the limit of three pay-at-hotel holds holds under a burst.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the confirmation outbox on PostgreSQL', () => {
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

  /** Card-paid orders whose SMS the gateway refused: their confirmations wait in the outbox. */
  async function pendingConfirmations(count: number): Promise<number[]> {
    const refusing = instances.map((app) =>
      vi.spyOn(app.sms, 'send').mockRejectedValue(new Error('gateway down')),
    );
    const orderIds: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const member = await createBookingMember(pg.db, { balanceFen: 500_000 });
      const body = submitBody(world, { nights: 1 }, { email: '' });
      const order = (await submitOrderRequest(pg.app, member.token, body)).json().data as {
        id: number;
        revNo: string;
      };
      expect((await payByCardRequest(pg.app, member, order.revNo)).json().message).toBe('支付成功');
      orderIds.push(order.id);
    }
    for (const spy of refusing) spy.mockRestore();
    return orderIds;
  }

  it('sends each confirmation once when both instances send at the same moments', async () => {
    const orderIds = await pendingConfirmations(12);
    const sent = instances.map((app) => vi.spyOn(app.sms, 'send'));
    const due = new Date(Date.now() + 2 * OUTBOX_LEASE_MS);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => {
        const app = instances[i % 2];
        if (!app) throw new Error('no instance');
        return app.confirmations.send(due);
      }),
    );
    const texts = sent.flatMap((spy) => spy.mock.calls.map(([message]) => message.text));
    expect(texts).toHaveLength(12);
    expect(new Set(texts).size).toBe(12);
    const rows = await pg.db
      .select()
      .from(bookingConfirmations)
      .where(inArray(bookingConfirmations.orderId, orderIds));
    expect(rows.map((r) => r.status)).toEqual(Array(12).fill('sent'));
    for (const spy of sent) spy.mockRestore();
    console.info('[proof] 12 confirmations, 8 senders on 2 instances at once: 12 messages sent, none twice');
  }, 120_000);

  it('sends a confirmation whose sender died after claiming it once the lease runs out', async () => {
    const [orderId] = await pendingConfirmations(1);
    if (orderId === undefined) throw new Error('no order');
    const [row] = await pg.db
      .select()
      .from(bookingConfirmations)
      .where(inArray(bookingConfirmations.orderId, [orderId]));
    if (!row) throw new Error('no confirmation row');
    const due = new Date(Date.now() + 2 * OUTBOX_LEASE_MS);
    // a sender claims it and dies before handing it over or recording anything
    const leaseUntil = new Date(due.getTime() + OUTBOX_LEASE_MS);
    const claimed = await claimDueConfirmations(pg.db, ['sms'], due, leaseUntil, {
      limit: 10,
      ids: [row.id],
    });
    expect(claimed.map((c) => c.id)).toEqual([row.id]);

    const sent = vi.spyOn(pg.app.sms, 'send');
    expect(await pg.app.confirmations.send(due)).toBe(0);
    expect(await pg.app.confirmations.send(leaseUntil)).toBe(1);
    expect(sent).toHaveBeenCalledTimes(1);
    sent.mockRestore();
  }, 120_000);

  it('holds at most three bookings for payment at the hotel under a burst on both instances', async () => {
    const member = await createBookingMember(pg.db);
    for (let i = 0; i < 2; i += 1) {
      const held = await bookThroughApp(pg.app, member, world, { nights: 1 });
      await orderPayRequest(pg.app, member.token, { revNo: held.revNo, payCode: 'ddzf' });
    }
    const unpaid = [];
    for (let i = 0; i < 3; i += 1) unpaid.push(await bookThroughApp(pg.app, member, world, { nights: 1 }));
    // each of the three asked for on both instances at once: room for one more
    const answers = await Promise.all(
      unpaid.flatMap((order) =>
        instances.map((app) => orderPayRequest(app, member.token, { revNo: order.revNo, payCode: 'ddzf' })),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4);
    const ids = unpaid.map((o) => o.id);
    const guaranteed = await pg.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.payMethod, 'ddzf')));
    expect(guaranteed).toHaveLength(1);
    const rows = await pg.db
      .select()
      .from(bookingConfirmations)
      .where(inArray(bookingConfirmations.orderId, ids));
    // the one guaranteed order is confirmed once by SMS and once by e-mail
    expect(rows.map((r) => [r.orderId, r.channel]).sort()).toEqual(
      [
        [guaranteed[0]?.id, 'email'],
        [guaranteed[0]?.id, 'sms'],
      ].sort(),
    );
  }, 120_000);
});
