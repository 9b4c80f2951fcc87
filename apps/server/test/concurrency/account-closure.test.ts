import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { members } from '../../src/db/schema/members.ts';
import { orders } from '../../src/db/schema/orders.ts';
import { closeAccountRequest, closureCode } from '../helpers/account.ts';
import {
  type BookingMember,
  type BookingWorld,
  createBookingMember,
  createBookingWorld,
  submitBody,
} from '../helpers/order-factories.ts';
import { adminClient, createPostgresApp, type PostgresApp } from './postgres-app.ts';

/**
 * 注销账号 and a booking of the same member at the same moment, on two instances: either the
 * booking is refused (the account closed first: 9999) or the closure is (the order is open: 409).
 * Never a closed member with an open order, and never a 5xx.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('closing an account while booking, on PostgreSQL', () => {
  let pgApp: PostgresApp;
  let instances: App[];
  let world: BookingWorld;

  beforeAll(async () => {
    pgApp = await createPostgresApp();
    instances = [pgApp.app, await pgApp.startInstance()];
    world = await createBookingWorld(pgApp.db, { rooms: 100 });
  }, 120_000);
  afterAll(async () => {
    await pgApp?.close();
  });

  async function memberWithCode(): Promise<{ member: BookingMember; code: string }> {
    const member = await createBookingMember(pgApp.db);
    const [row] = await pgApp.db
      .select({ mobile: members.mobile })
      .from(members)
      .where(eq(members.id, member.id));
    if (!row) throw new Error('no member');
    return { member, code: await closureCode(pgApp.app, member.token, row.mobile) };
  }

  /** The closure on one instance and the booking on the other, sent together; their answers. */
  function closeAndBook(member: BookingMember, code: string, round: number, idempotent: boolean) {
    const [closing, booking] = round % 2 === 0 ? instances : [...instances].reverse();
    if (!closing || !booking) throw new Error('two instances');
    return Promise.all([
      closeAccountRequest(closing, member.token, code),
      booking.inject({
        method: 'POST',
        url: '/crsapi/v1/order/submitOrder',
        headers: idempotent
          ? { usertoken: member.token, 'idempotency-key': randomUUID() }
          : { usertoken: member.token },
        payload: submitBody(world),
      }),
    ]);
  }

  /** Closed members that hold an open order: what must never exist. */
  async function closedWithOpenOrder(memberIds: number[]) {
    return pgApp.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(orders, eq(orders.memberId, members.id))
      .where(and(inArray(members.id, memberIds), isNotNull(members.closedAt), inArray(orders.state, [0, 1])));
  }

  function outcomeOf(closed: number, booked: number): string {
    if (closed === 200 && booked === 401) return 'closed first, booking refused (9999)';
    if (closed === 409 && booked === 200) return 'booked first, closure refused (open order)';
    return `unexpected: closure ${closed}, booking ${booked}`;
  }

  it('books or closes, never both, over 24 rounds sent at the same moment', async () => {
    const tally = new Map<string, number>();
    const ids: number[] = [];
    for (let round = 0; round < 24; round++) {
      const { member, code } = await memberWithCode();
      ids.push(member.id);
      const [closed, booked] = await closeAndBook(member, code, round, round % 3 === 0);
      const outcome = outcomeOf(closed.statusCode, booked.statusCode);
      tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
      expect(outcome, `${closed.body} ${booked.body}`).not.toMatch(/^unexpected/);
      if (booked.statusCode === 401) expect(booked.json().statusCode).toBe(9999);
      if (closed.statusCode === 409) expect(closed.json().message).toMatch(/^您有未完成的订单/);
    }
    expect(await closedWithOpenOrder(ids)).toEqual([]);
    console.log(
      `[proof] closure and booking at once, 24 rounds on 2 instances: ${JSON.stringify([...tally])}`,
    );
  }, 120_000);

  it('decides by who gets the member first when both wait for the member row', async () => {
    const client: pg.Client = await adminClient(pgApp);
    try {
      const tally = new Map<string, number>();
      const ids: number[] = [];
      for (let round = 0; round < 6; round++) {
        const { member, code } = await memberWithCode();
        ids.push(member.id);
        // the test holds the member's row, so both requests are in flight and queue behind it
        await client.query('BEGIN');
        await client.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [member.id]);
        const answers = closeAndBook(member, code, round, round % 2 === 1);
        await waitForLockWaiters(client, 2);
        await client.query('COMMIT');
        const [closed, booked] = await answers;
        const outcome = outcomeOf(closed.statusCode, booked.statusCode);
        tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
        expect(outcome, `${closed.body} ${booked.body}`).not.toMatch(/^unexpected/);
      }
      expect(await closedWithOpenOrder(ids)).toEqual([]);
      console.log(
        `[proof] closure and booking queued on the member row, 6 rounds: ${JSON.stringify([...tally])}`,
      );
    } finally {
      await client.end();
    }
  }, 120_000);
});

/** Waits until `count` sessions of the database wait for a lock (the row `client` holds). */
async function waitForLockWaiters(client: pg.Client, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    // inside the holder's transaction the statistics are a snapshot until cleared
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.n ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} requests wait for the member's row`);
    await sleep(20);
  }
}
