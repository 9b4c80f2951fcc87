import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/orders.ts';
import {
  type BookingWorld,
  balanceOf,
  createBookingMember,
  createBookingWorld,
  insertUnpaidOrder,
  orderById,
  payByCardRequest,
  submitBody,
  submitOrderRequest,
  takenByNight,
} from '../helpers/order-factories.ts';
import { adminClient, createPostgresApp, type PostgresApp, sessionWaitingForLock } from './postgres-app.ts';

/**
 * A request either commits and says so, or fails and changes nothing: with the member's row held by
 * another transaction for longer than the request may take, booking and paying answer 503 and
 * nothing is written, not even after the row is let go.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('requests that run out of time on PostgreSQL', () => {
  const apps: PostgresApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  async function appWith(env: Record<string, string>) {
    const pgApp = await createPostgresApp({ env });
    apps.push(pgApp);
    return { pgApp, world: await createBookingWorld(pgApp.db) };
  }

  /** Holds the member's row in a transaction of the test's own while `work` runs, then lets it go. */
  async function whileMemberHeld<T>(pgApp: PostgresApp, memberId: number, work: () => Promise<T>) {
    const admin = await adminClient(pgApp);
    await admin.query('BEGIN');
    await admin.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    try {
      return await work();
    } finally {
      await admin.query('ROLLBACK');
      await admin.end();
    }
  }

  describe('when a lock wait outlasts the lock time-out', () => {
    let pgApp: PostgresApp;
    let world: BookingWorld;
    beforeAll(async () => {
      // 3 s per request: the server's statements wait 1 s for a lock
      ({ pgApp, world } = await appWith({ REQUEST_TIMEOUT_MS: '3000' }));
    }, 60_000);

    it('refuses the booking with 系统繁忙 and writes no order', async () => {
      const member = await createBookingMember(pgApp.db);
      const res = await whileMemberHeld(pgApp, member.id, async () => {
        const answer = await submitOrderRequest(pgApp.app, member.token, submitBody(world));
        await sleep(500);
        return answer;
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, statusCode: 503, message: '系统繁忙，请稍后再试' });
      await sleep(300);
      expect(await pgApp.db.$count(orders, eq(orders.memberId, member.id))).toBe(0);
      expect(await takenByNight(pgApp.db, world.roomTypeId)).toEqual({});
    }, 30_000);

    it('refuses the card payment with 系统繁忙 and debits nothing', async () => {
      const member = await createBookingMember(pgApp.db, { balanceFen: 200_000 });
      const order = await insertUnpaidOrder(pgApp.db, world, member.id);
      const res = await whileMemberHeld(pgApp, member.id, () =>
        payByCardRequest(pgApp.app, member, order.revNo),
      );
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('系统繁忙，请稍后再试');
      await sleep(300);
      expect(await balanceOf(pgApp.db, member.id)).toBe(200_000);
      expect(await orderById(pgApp.db, order.id)).toMatchObject({ payResult: 0, state: 0 });
    }, 30_000);
  });

  describe('when the request time-out comes first', () => {
    let pgApp: PostgresApp;
    let world: BookingWorld;
    beforeAll(async () => {
      // no lock or statement time-out at all: only the request's own time-out ends the wait
      ({ pgApp, world } = await appWith({
        REQUEST_TIMEOUT_MS: '1500',
        DB_LOCK_TIMEOUT_MS: '0',
        DB_STATEMENT_TIMEOUT_MS: '0',
      }));
    }, 60_000);

    it('answers 503, cancels the waiting statement and never commits the booking or the debit', async () => {
      const member = await createBookingMember(pgApp.db, { balanceFen: 200_000 });
      const order = await insertUnpaidOrder(pgApp.db, world, member.id);
      const [booking, paying] = await whileMemberHeld(pgApp, member.id, async () => {
        const answers = Promise.all([
          submitOrderRequest(pgApp.app, member.token, submitBody(world)),
          payByCardRequest(pgApp.app, member, order.revNo),
        ]);
        const watcher = await adminClient(pgApp);
        try {
          await sessionWaitingForLock(watcher, 5_000);
          const result = await answers;
          // the cancelled statements no longer wait: nothing is left to commit once the row is free
          await sleep(200);
          const { rows } = await watcher.query(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND application_name = 'hotel-server' AND wait_event_type = 'Lock'`,
          );
          expect(rows[0]?.waiting).toBe(0);
          return result;
        } finally {
          await watcher.end();
        }
      });
      for (const res of [booking, paying]) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          success: false,
          statusCode: 503,
          message: '请求超时，请稍后再试',
        });
      }
      await sleep(1_000);
      expect(await pgApp.db.$count(orders, eq(orders.memberId, member.id))).toBe(1);
      expect(await balanceOf(pgApp.db, member.id)).toBe(200_000);
      expect(await orderById(pgApp.db, order.id)).toMatchObject({ payResult: 0, state: 0 });
    }, 30_000);

    it('books once when the guest retries a timed-out booking with its key, ten times at once', async () => {
      const member = await createBookingMember(pgApp.db);
      const key = randomUUID();
      const submit = () =>
        pgApp.app.inject({
          method: 'POST',
          url: '/crsapi/v1/order/submitOrder',
          headers: { usertoken: member.token, 'idempotency-key': key },
          payload: submitBody(world),
        });
      const timedOut = await whileMemberHeld(pgApp, member.id, submit);
      expect(timedOut.statusCode).toBe(503);
      expect(await pgApp.db.$count(orders, eq(orders.memberId, member.id))).toBe(0);

      const retries = await Promise.all(Array.from({ length: 10 }, submit));
      expect(retries.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
      const orderNos = new Set(retries.map((res) => res.json().data.orderNo));
      expect(orderNos.size).toBe(1);
      expect(await pgApp.db.$count(orders, eq(orders.memberId, member.id))).toBe(1);
      console.info(
        '[proof] a timed-out booking retried 10× at once with its Idempotency-Key: 1 order, 10 answers of it',
      );
    }, 30_000);
  });
});
