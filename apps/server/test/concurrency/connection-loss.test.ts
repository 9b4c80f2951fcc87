import { setTimeout as sleep } from 'node:timers/promises';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightlyInventory } from '../../src/db/schema/inventory.ts';
import { orderNights, orders } from '../../src/db/schema/orders.ts';
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
} from '../helpers/order-factories.ts';
import { adminClient, createPostgresApp, type PostgresApp, sessionWaitingForLock } from './postgres-app.ts';

/**
 * A PostgreSQL connection lost under the server (a terminated backend, a database restart) fails
 * only the requests using it, with a clear 503, and never the process: the pool recovers by itself.
 * An unhandled 'error' event would end this test process, which vitest reports as a failure.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('lost database connections on PostgreSQL', () => {
  let pg: PostgresApp;
  let world: BookingWorld;

  beforeAll(async () => {
    pg = await createPostgresApp();
    world = await createBookingWorld(pg.db, { rooms: 100 });
  }, 120_000);
  afterAll(async () => {
    await pg?.close();
  });

  it('answers 503 in Chinese when the connection of a paying request is terminated, and pays on the retry', async () => {
    const member = await createBookingMember(pg.db, { balanceFen: 500_000 });
    const order = await insertUnpaidOrder(pg.db, world, member.id);
    const admin = await adminClient(pg);
    try {
      // hold the member's row so the payment's transaction waits inside PostgreSQL
      await admin.query('BEGIN');
      await admin.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [member.id]);
      const paying = payByCardRequest(pg.app, member, order.revNo);
      const pid = await sessionWaitingForLock(admin);
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await admin.query('ROLLBACK');

      const res = await paying;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        statusCode: 503,
        message: '服务暂时不可用，请稍后再试',
        msg: '服务暂时不可用，请稍后再试',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(await balanceOf(pg.db, member.id)).toBe(500_000);
      expect(await orderById(pg.db, order.id)).toMatchObject({ payResult: 0 });
    } finally {
      await admin.end();
    }

    const retry = await payByCardRequest(pg.app, member, order.revNo);
    expect(retry.statusCode).toBe(200);
    expect(await orderById(pg.db, order.id)).toMatchObject({ state: 1, payResult: 1 });
  }, 60_000);

  it('keeps two instances serving while every session of theirs is terminated again and again under load', async () => {
    const second = await pg.startInstance();
    const instances = [pg.app, second];
    const members = [];
    for (let i = 0; i < 120; i += 1) members.push(await createBookingMember(pg.db));
    const admin = await adminClient(pg);
    let burstDone = false;
    let terminated = 0;
    // what a database restart does to the servers: every connection ends at once, several times
    const killer = (async () => {
      while (!burstDone) {
        const { rows } = await admin.query<{ ended: boolean }>(
          `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = 'hotel-server'`,
        );
        terminated += rows.filter((r) => r.ended).length;
        await sleep(100);
      }
    })();
    const responses = await Promise.all(
      members.map((member, i) => {
        const app = instances[i % 2];
        if (!app) throw new Error('no instance');
        return i % 3 === 0
          ? app.inject({ method: 'POST', url: '/crsapi/v1/hotel/getHotelsByPage', payload: { pageSize: 5 } })
          : submitOrderRequest(app, member.token, submitBody(world, { nights: 1 }));
      }),
    );
    burstDone = true;
    await killer;
    await admin.end();

    expect(terminated).toBeGreaterThan(0);
    for (const res of responses) {
      expect([200, 503]).toContain(res.statusCode);
      if (res.statusCode === 503)
        expect(res.json().message).toMatch(/^(服务暂时不可用|系统繁忙)，请稍后再试$/);
    }
    // both instances serve again on fresh connections
    for (const app of instances) {
      const res = await app.inject({
        method: 'POST',
        url: '/crsapi/v1/hotel/getHotelsByPage',
        payload: { pageSize: 5 },
      });
      expect(res.statusCode).toBe(200);
    }
    // what was booked is exactly what the nights say is taken: no order half-written
    const [booked] = await pg.db
      .select({ rooms: sql<number>`coalesce(sum(${orders.roomQty}), 0)::int` })
      .from(orders)
      .innerJoin(orderNights, sql`${orderNights.orderId} = ${orders.id}`)
      .where(
        inArray(
          orders.memberId,
          members.map((m) => m.id),
        ),
      );
    const [taken] = await pg.db
      .select({ rooms: sql<number>`coalesce(sum(${nightlyInventory.taken}), 0)::int` })
      .from(nightlyInventory)
      .where(sql`${nightlyInventory.roomTypeId} = ${world.roomTypeId}`);
    expect(taken?.rooms).toBe(booked?.rooms);
    // every connection went back to its pool, broken ones included: none is held for ever
    for (const pool of pg.poolStats()) expect(pool.idle).toBe(pool.open);
    await pg.stopInstance(second);
    const ok = responses.filter((r) => r.statusCode === 200).length;
    console.info(
      `[proof] ${responses.length} requests over 2 instances while ${terminated} sessions were terminated: ` +
        `${ok} answered 200, ${responses.length - ok} answered 503; both instances healthy afterwards`,
    );
  }, 120_000);
});
