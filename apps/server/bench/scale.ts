/**
 * The back office and the member centre at group scale (issue 29): `npm run bench:scale`.
 *
 * On the PostgreSQL of BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) it
 * creates the database hotel_scale_bench, migrates it, seeds 50 hotels, 200,000 members and
 * SCALE_ORDERS (default 1,000,000) orders over two years (bench/scale-seed.ts) and starts the real
 * app with the production settings (jobs off). Signed in as a group administrator, a hotel manager
 * and two members (one who books often), it sends each call below SCALE_REQUESTS times (default 50,
 * after 5 to warm up; one at a time, each with other arguments) and prints p50 / p95 / max.
 * Goal: p95 ≤ 100 ms for every call.
 *
 * SCALE_KEEP=1 keeps the database (and uses it again, seeded, on the next run: migrations still
 * apply, so a new index is built on the million orders and timed); without it the database is
 * dropped at the end, and one left by a kept run is dropped and seeded afresh. SCALE_ONLY=a,b runs
 * the calls whose name holds a or b. A call still running after a minute is not repeated further
 * (the row says how many were measured). Traffic stays in the process (app.inject).
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { tokenFor } from '../test/helpers/member-factories.ts';
import { createStaff, signIn } from '../test/helpers/staff.ts';
import { SCALE, seedScale } from './scale-seed.ts';
import { namedPostgres } from './scratch-database.ts';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'hotel_scale_bench';
const ORDERS = intFromEnv('SCALE_ORDERS', 1_000_000);
const REQUESTS = intFromEnv('SCALE_REQUESTS', 50);
const WARM_UP = 5;
const KEEP = process.env.SCALE_KEEP === '1';
const ONLY = (process.env.SCALE_ONLY ?? '').split(',').filter(Boolean);
const GOAL_MS = 100;
/** After this long a call stops being repeated (before the indexes some took seconds each). */
const CALL_BUDGET_MS = 60_000;

const log = (line: string) => console.log(line);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

// production settings (the pool's statement limits too), with a secret of their own; jobs off
const config = loadConfig({
  NODE_ENV: 'production',
  APP_SECRET: randomBytes(32).toString('hex'),
  SMS_PROVIDER: 'console',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: '/nonexistent',
  ADMIN_DIST_DIR: '/nonexistent',
  JOBS_ENABLED: 'false',
});

async function openScaleDatabase() {
  const open = () => namedPostgres(BASE_URL, DATABASE, 10, config.statementLimits);
  let target = await open();
  if (!target.created && !KEEP) {
    log(`dropping the ${DATABASE} of an earlier run (SCALE_KEEP=1 uses it again)`);
    await target.database.close();
    await target.drop();
    target = await open();
  }
  return target;
}

async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

async function migrationsApplied(db: Db): Promise<number> {
  try {
    const [row] = await rowsOf<{ n: string }>(
      db.execute(sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`),
    );
    return Number(row?.n ?? 0);
  } catch {
    // a new database: no migration has made the table yet
    return 0;
  }
}

async function main(): Promise<void> {
  log(`load average at the start: ${load()}`);
  const target = await openScaleDatabase();
  const { database } = target;
  const { db } = database;
  try {
    const applied = await migrationsApplied(db);
    let started = performance.now();
    await migrateDatabase(database);
    const newlyApplied = (await migrationsApplied(db)) - applied;
    log(`migrations: ${newlyApplied} applied in ${seconds(started)}`);

    const [{ n: hotels } = { n: '0' }] = await rowsOf<{ n: string }>(
      db.execute(sql`SELECT count(*) AS n FROM hotels`),
    );
    if (Number(hotels) === 0) {
      log(
        `seeding ${ORDERS.toLocaleString('en')} orders (${SCALE.hotels} hotels, ${SCALE.members.toLocaleString('en')} members):`,
      );
      started = performance.now();
      if (!database.url) throw new Error('no database url');
      await seedScale(database.url, ORDERS, log);
      log(`seeded in ${seconds(started)}`);
    } else {
      log(`using the seeded ${DATABASE} (SCALE_KEEP=1)`);
      // statistics of the indexes on expressions a migration just made
      if (newlyApplied > 0) await db.execute(sql`ANALYZE`);
    }
    await measure(database);
  } finally {
    await database.close();
    if (!KEEP) await target.drop();
    log(`load average at the end: ${load()}`);
  }
}

interface Call {
  name: string;
  /** The i-th request of the call (warm-up ones included). */
  request(i: number): InjectOptions;
}

async function measure(database: Awaited<ReturnType<typeof namedPostgres>>['database']): Promise<void> {
  const { db } = database;
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const hotelCodes = (
      await rowsOf<{ code: string }>(db.execute(sql`SELECT hotel_code AS code FROM hotels ORDER BY id`))
    ).map((r) => r.code);
    const hotelIds = await rowsOf<{ id: number }>(db.execute(sql`SELECT id FROM hotels ORDER BY id LIMIT 2`));
    const admin = await createStaff(db, { role: 'admin' });
    const manager = await createStaff(db, { role: 'manager', hotelIds: hotelIds.map((h) => h.id) });
    const adminSession = await signIn(app, admin.username);
    const managerSession = await signIn(app, manager.username);
    // a member who books every week (member 1: ~1,000 orders) and one who books now and then
    const frequentToken = await tokenFor(db, 1);
    const [typical] = await rowsOf<{ id: number }>(
      db.execute(
        sql`SELECT member_id AS id FROM orders WHERE member_id > ${SCALE.frequentMembers} GROUP BY member_id HAVING count(*) BETWEEN 5 AND 8 LIMIT 1`,
      ),
    );
    const typicalToken = await tokenFor(db, typical?.id ?? SCALE.frequentMembers + 1);

    const total = WARM_UP + REQUESTS;
    const sample = await rowsOf<{ order_no: string; mobile: string; rev_user: string; created: string }>(
      db.execute(sql`SELECT order_no, mobile, rev_user, to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS created
        FROM orders WHERE id IN (SELECT 1 + floor(random() * (SELECT max(id) FROM orders))::int FROM generate_series(1, ${total * 2}))
        LIMIT ${total}`),
    );
    const at = <T>(list: readonly T[], i: number): T => {
      const item = list[i % list.length];
      if (item === undefined) throw new Error('empty sample');
      return item;
    };
    const singleChars = [...'王李张刘陈杨伟芳明华'];
    const asAdmin = (url: string, query: Record<string, string> = {}): InjectOptions => ({
      method: 'GET',
      url,
      query,
      headers: { cookie: adminSession.cookie },
    });
    const orders = (query: Record<string, string>) => asAdmin('/admin/api/orders', query);
    const memberOrders = (token: string, state: number): InjectOptions => ({
      method: 'POST',
      url: '/crsapi/v1/order/getAllOrder',
      headers: { usertoken: token },
      payload: { state, count: 10 },
    });
    const calls: Call[] = [
      { name: '订单管理: page 1', request: () => orders({ page: '1', pageSize: '20' }) },
      { name: '订单管理: page 200', request: () => orders({ page: '200', pageSize: '20' }) },
      { name: 'search: order number', request: (i) => orders({ orderNo: at(sample, i).order_no }) },
      { name: 'search: 4 mobile digits', request: (i) => orders({ guest: at(sample, i).mobile.slice(-4) }) },
      { name: 'search: guest name', request: (i) => orders({ guest: at(sample, i).rev_user }) },
      { name: 'search: one character', request: (i) => orders({ guest: at(singleChars, i) }) },
      {
        name: 'search: hotel + 30 days',
        request: (i) => {
          const from = at(sample, i).created;
          const to = new Date(Date.parse(from) + 29 * 86_400_000).toISOString().slice(0, 10);
          return orders({ hotelCode: at(hotelCodes, i), arrivalFrom: from, arrivalTo: to });
        },
      },
      {
        name: 'search: hotel + name',
        request: (i) => orders({ hotelCode: at(hotelCodes, i), guest: at(sample, i).rev_user }),
      },
      {
        name: 'manager: page 1',
        request: () => ({ ...orders({ page: '1' }), headers: { cookie: managerSession.cookie } }),
      },
      {
        name: 'today arrivals: a hotel',
        request: (i) =>
          asAdmin('/admin/api/front-desk/today', { list: 'arrivals', hotelCode: at(hotelCodes, i) }),
      },
      {
        name: 'today arrivals: group',
        request: () => asAdmin('/admin/api/front-desk/today', { list: 'arrivals' }),
      },
      {
        name: 'dashboard: a hotel',
        request: (i) => asAdmin('/admin/api/dashboard', { hotelCode: at(hotelCodes, i) }),
      },
      { name: 'dashboard: group', request: () => asAdmin('/admin/api/dashboard') },
      { name: 'member orders: frequent', request: (i) => memberOrders(frequentToken, at([100, 9, 2], i)) },
      { name: 'member orders: typical', request: (i) => memberOrders(typicalToken, at([100, 9, 2], i)) },
    ];

    log(`\n${REQUESTS} requests a call after ${WARM_UP} to warm up, one at a time; load average ${load()}`);
    log('| call | found (first answer) | p50 ms | p95 ms | max ms |');
    log('|---|---|---|---|---|');
    for (const call of calls) {
      if (ONLY.length > 0 && !ONLY.some((part) => call.name.includes(part))) continue;
      const latencies: number[] = [];
      const refused: number[] = [];
      let found = '';
      const callStarted = performance.now();
      for (let i = 0; i < total; i++) {
        // a call that takes seconds (before the indexes) is measured a few times, not 55
        if (i > WARM_UP && performance.now() - callStarted > CALL_BUDGET_MS) break;
        const started = performance.now();
        const res = await app.inject(call.request(i));
        const ms = performance.now() - started;
        if (res.statusCode !== 200) refused.push(res.statusCode);
        else if (i === WARM_UP || !found) found = foundIn(res.json());
        if (i >= WARM_UP) latencies.push(ms);
      }
      latencies.sort((a, b) => a - b);
      const p = (q: number) =>
        latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0;
      const p95 = p(0.95);
      const notes = [
        latencies.length < REQUESTS ? `${latencies.length} measured` : '',
        refused.length > 0 ? `${refused.length} answered ${[...new Set(refused)].join('/')}` : '',
      ].filter(Boolean);
      log(
        `| ${call.name} | ${[found, ...notes].filter(Boolean).join('; ')} | ${p(0.5).toFixed(1)} | ${p95 > GOAL_MS ? `**${p95.toFixed(1)}**` : p95.toFixed(1)} | ${(latencies.at(-1) ?? 0).toFixed(1)} |`,
      );
    }
  } finally {
    await app.close();
  }
}

/** What an answer holds, in a few words: the total and the rows of a page, a day list's rows, a dashboard's days. */
function foundIn(body: { data?: unknown; total?: number }): string {
  const data = body.data as { rows?: unknown[]; total?: number; days?: unknown[] } | unknown[] | undefined;
  if (Array.isArray(data)) return `${data.length} of ${body.total ?? '?'}`;
  if (data?.days) return `${data.days.length} days`;
  if (data?.rows)
    return data.total === undefined ? `${data.rows.length} rows` : `${data.rows.length} of ${data.total}`;
  return '';
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
