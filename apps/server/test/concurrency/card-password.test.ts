import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { secretTries } from '../../src/db/schema/members.ts';
import { TEST_PASSWORD } from '../helpers/member-factories.ts';
import {
  type BookingWorld,
  balanceOf,
  createBookingMember,
  createBookingWorld,
  insertUnpaidOrder,
  payByCardRequest,
} from '../helpers/order-factories.ts';
import { createPostgresApp, type PostgresApp } from './postgres-app.ts';

/**
 * The member password of card payment allows 5 wrong tries in 15 minutes, however many guesses
 * arrive at once and on however many instances: a try is reserved before the slow check runs.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('card password guesses on PostgreSQL', () => {
  const LOCKED = '会员密码错误次数过多，请15分钟后再试';
  let pg: PostgresApp;
  let instances: App[];
  let world: BookingWorld;

  beforeAll(async () => {
    pg = await createPostgresApp();
    instances = [pg.app, await pg.startInstance()];
    world = await createBookingWorld(pg.db);
  }, 120_000);
  afterAll(async () => {
    await pg?.close();
  });

  function instance(i: number): App {
    const app = instances[i % instances.length];
    if (!app) throw new Error('no instance');
    return app;
  }

  async function triesOf(memberId: number) {
    return pg.db.$count(secretTries, eq(secretTries.key, `card-password:${memberId}`));
  }

  it('checks 5 of 200 wrong passwords sent at once over two instances and refuses the rest as locked', async () => {
    const member = await createBookingMember(pg.db, { balanceFen: 500_000 });
    const order = await insertUnpaidOrder(pg.db, world, member.id);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => payByCardRequest(instance(i), member, order.revNo, `Wrong${i}x`)),
    );
    const messages = responses.map((res) => res.json().message);
    expect(messages.filter((m) => m === '会员密码错误')).toHaveLength(5);
    expect(messages.filter((m) => m === LOCKED)).toHaveLength(195);
    expect(await triesOf(member.id)).toBe(5);

    const right = await payByCardRequest(pg.app, member, order.revNo, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(LOCKED);
    expect(await balanceOf(pg.db, member.id)).toBe(500_000);
    console.info('[proof] 200 wrong card passwords at once on 2 instances: 5 checked, 195 refused as locked');
  }, 120_000);

  it('checks no more than 5 wrong of 41 guesses sent at once, the right one among them', async () => {
    const member = await createBookingMember(pg.db, { balanceFen: 500_000 });
    const order = await insertUnpaidOrder(pg.db, world, member.id);
    const guesses = Array.from({ length: 41 }, (_, i) => (i === 20 ? TEST_PASSWORD : `Guess${i}x`));
    const responses = await Promise.all(
      guesses.map((guess, i) => payByCardRequest(instance(i), member, order.revNo, guess)),
    );
    const messages = responses.map((res) => res.json().message);
    const wrong = messages.filter((m) => m === '会员密码错误');
    const paid = responses.filter((res) => res.statusCode === 200);
    expect(wrong).toHaveLength(5);
    expect(paid.length).toBeLessThanOrEqual(1);
    expect(messages.filter((m) => m === LOCKED)).toHaveLength(41 - 5 - paid.length);
    // the wrong ones checked are the tries on record; the right one gave its reservation back
    expect(await triesOf(member.id)).toBe(5);
    console.info(
      `[proof] 41 guesses at once with the right one among them: 5 wrong checked, ${paid.length} paid, ` +
        `${41 - 5 - paid.length} refused as locked`,
    );
  }, 120_000);
});
