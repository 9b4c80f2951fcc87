/**
 * Hotel search and start-up benchmark: `npm run bench:search`.
 *
 * For an in-memory PGlite, and for a scratch database on the PostgreSQL of BENCH_DATABASE_URL when
 * it is set (created and dropped again), it starts as `npm start` does on an empty database (the
 * migrations and the demo group, SEED_DEMO=1), adds 5,000 hotels in 50 cities with filter archives
 * and brands, then times what a production start does with those 5,048 hotels (server.ts: the
 * migrations and the data under the start-up lock, the app, listening), how long until the
 * inventory horizon covers every room type, and a restart. On the started server (127.0.0.1,
 * random port) it fires a fixed number of filtered getHotelsByPage searches over HTTP with bounded
 * concurrency, then all-cities searches with dates, each a cache miss, one at a time, and prints
 * latency percentiles and throughput. The database keeps production's statement time-out
 * (DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS change it). Traffic goes to 127.0.0.1 only; the
 * run stops by itself.
 *
 * BENCH_REQUESTS (default 2000) and BENCH_CONCURRENCY (default 16) change the load,
 * BENCH_ALL_CITIES (default 300) the number of all-cities searches; BENCH_PGLITE=0 leaves PGlite out.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { HOTEL_SORTS } from '@hotel/shared/constants';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database, Db } from '../src/db/client.ts';
import { migrateDatabase, withStartupLock } from '../src/db/migrate.ts';
import { addDays, shanghaiDate } from '../src/lib/time.ts';
import { HORIZON_DAYS } from '../src/rates/services/inventory-horizon.ts';
import { prepareData } from '../src/seed/prepare.ts';
import { type Scratch, scratchPglite, scratchPostgres } from './scratch-database.ts';
import { type Catalogue, readCatalogue, seedHotels } from './seed-hotels.ts';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}

const REQUESTS = intFromEnv('BENCH_REQUESTS', 2_000);
const CONCURRENCY = intFromEnv('BENCH_CONCURRENCY', 16);
const ALL_CITIES = intFromEnv('BENCH_ALL_CITIES', 300);

function pick<T>(list: readonly T[]): T {
  const item = list[Math.floor(Math.random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function pickSome<T>(list: readonly T[], count: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, list.length)) chosen.add(pick(list));
  return [...chosen];
}

/**
 * A search as a guest makes it: a city, 0–3 archives, 0–2 brands, sometimes a name part, one of
 * the four orders, page 1–5; priced for tonight.
 */
function randomSearch(catalogue: Catalogue) {
  const cityCode = pick(catalogue.cityCodes);
  const archivePool = [...(catalogue.locations.get(cityCode) ?? []), ...catalogue.globalArchives];
  return {
    cityCode,
    archives: pickSome(archivePool, Math.floor(Math.random() * 4)),
    brands: pickSome(catalogue.brandCodes, Math.floor(Math.random() * 3)),
    hotelName: Math.random() < 0.25 ? pick(['影院', '智能', '光影', '1店']) : '',
    pageSize: 20,
    currentPage: 1 + Math.floor(Math.random() * 5),
    sort: pick(HOTEL_SORTS),
  };
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

interface Result {
  label: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
  avgRows: number;
}

function resultOf(label: string, load: Load): Result {
  const latencies = [...load.latencies].sort((x, y) => x - y);
  return {
    label,
    requests: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    rps: latencies.length / load.seconds,
    avgRows: load.rows / latencies.length,
  };
}

/** Production settings with a secret of their own (a production start refuses to run without one). */
function benchConfig(): Config {
  return loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(32).toString('hex'),
    // a demonstration database: the demo group on the first start, no back-office account
    SEED_DEMO: '1',
    // no text leaves a bench
    SMS_PROVIDER: 'console',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    ...(process.env.DB_STATEMENT_TIMEOUT_MS
      ? { DB_STATEMENT_TIMEOUT_MS: process.env.DB_STATEMENT_TIMEOUT_MS }
      : {}),
    ...(process.env.DB_LOCK_TIMEOUT_MS ? { DB_LOCK_TIMEOUT_MS: process.env.DB_LOCK_TIMEOUT_MS } : {}),
  });
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** What server.ts does between opening the database and answering: migrations and data under the lock, the app, listening. */
async function start(database: Database, config: Config): Promise<{ app: App; ms: number }> {
  const started = performance.now();
  await withStartupLock(database, async () => {
    await migrateDatabase(database);
    await prepareData(database.db, config);
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, ms: performance.now() - started };
}

/** Room types and rate plans whose stored nights stop short of the horizon. */
async function shortOfHorizon(db: Db, today: string): Promise<number> {
  const last = addDays(today, HORIZON_DAYS - 1);
  const result = await db.execute(sql`
    SELECT (SELECT count(*) FROM room_types rt WHERE NOT EXISTS (
        SELECT 1 FROM nightly_inventory i WHERE i.room_type_id = rt.id AND i.night >= ${last}))
      + (SELECT count(*) FROM rate_plans rp WHERE NOT EXISTS (
        SELECT 1 FROM nightly_prices p WHERE p.rate_plan_id = rp.id AND p.night >= ${last}))::int AS n`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1);
}

/** Waits until the horizon covers every room type and rate plan; answers the wait in ms. */
async function horizonComplete(db: Db, sinceMs: number): Promise<number> {
  const today = shanghaiDate();
  const deadline = performance.now() + 600_000;
  while ((await shortOfHorizon(db, today)) > 0) {
    if (performance.now() > deadline) throw new Error('the inventory horizon was not complete in 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return performance.now() - sinceMs;
}

async function hotelCount(db: Db): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM hotels`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * Every-city searches with dates, each different (stay, order, page), so each one misses the read
 * cache: arrivals in the next 30 nights, 1–3 nights, one of the four orders, page 1–5 of 20.
 */
function allCitiesSearches(count: number): string[] {
  const today = shanghaiDate();
  const combos: string[] = [];
  for (let day = 0; day < 30; day += 1)
    for (let nights = 1; nights <= 3; nights += 1)
      for (const sort of HOTEL_SORTS)
        for (let page = 1; page <= 5; page += 1)
          combos.push(
            JSON.stringify({
              cityCode: '',
              archives: [],
              brands: [],
              hotelName: '',
              pageSize: 20,
              currentPage: page,
              sort,
              checkIn: addDays(today, day),
              checkOut: addDays(today, day + nights),
            }),
          );
  for (let i = combos.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [combos[i], combos[j]] = [combos[j] as string, combos[i] as string];
  }
  return combos.slice(0, Math.min(count, combos.length));
}

async function runAgainst(label: string, scratch: Scratch): Promise<Result[]> {
  const { database } = scratch;
  const config = benchConfig();
  const first = await start(database, config);
  await first.app.close();
  const seeding = performance.now();
  await seedHotels(database.db);
  const hotels = await hotelCount(database.db);
  console.log(
    `[${label}] first start (migrations, demo group) ${Math.round(first.ms)} ms; ` +
      `${hotels - 5_000} demo hotels + 5,000 seeded in ${Math.round(performance.now() - seeding)} ms`,
  );

  const withHotels = await start(database, config);
  let app = withHotels.app;
  const horizonMs = await horizonComplete(database.db, performance.now() - withHotels.ms);
  console.log(
    `[${label}] start with ${hotels} hotels: ${Math.round(withHotels.ms)} ms to listening; ` +
      `inventory horizon complete ${Math.round(horizonMs)} ms after the start began`,
  );
  await app.close();
  // as autovacuum leaves a settled database: statistics and the visibility map of the new nights
  await database.db.execute(sql`VACUUM ANALYZE nightly_inventory, nightly_prices`);
  const restart = await start(database, config);
  app = restart.app;
  console.log(`[${label}] restart: ${Math.round(restart.ms)} ms to listening`);

  const catalogue = await readCatalogue(database.db);
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/crsapi/v1/hotel/getHotelsByPage`;
  try {
    const bodies = Array.from({ length: WARM_UP + REQUESTS }, () => JSON.stringify(randomSearch(catalogue)));
    const cities = resultOf(label, await fireSearches(url, bodies, CONCURRENCY));
    const allCities = allCitiesSearches(WARM_UP + ALL_CITIES);
    const load = await fireSearches(url, allCities, 1);
    const results = [cities, resultOf(`${label}, all cities, cache misses`, load)];
    // by order: the price orders price every hotel, the others only the page's
    for (const sort of HOTEL_SORTS) {
      const latencies = load.latencies.filter(
        (_, i) => (JSON.parse(allCities[WARM_UP + i] ?? '{}') as { sort?: string }).sort === sort,
      );
      results.push(
        resultOf(`${label}, all cities, ${sort}`, { ...load, latencies, rows: latencies.length * 20 }),
      );
    }
    return results;
  } finally {
    await app.close();
  }
}

/** Searches sent before the clock starts: JIT, connection pool, plan caches. */
const WARM_UP = 50;

/**
 * The load generator, in a worker thread of its own so that making requests does not eat into the
 * server's event loop (PGlite runs on that loop too). Plain JavaScript, so no loader is needed.
 */
const LOAD_GENERATOR = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { url, bodies, warmUp, concurrency } = workerData;
async function search(body) {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const json = await res.json();
  if (res.status !== 200 || json.success !== true) throw new Error('search failed: ' + res.status);
  return { ms: performance.now() - started, rows: json.rows.length };
}
(async () => {
  for (let i = 0; i < warmUp; i += 1) await search(bodies[i]);
  const latencies = [];
  let rows = 0;
  let next = warmUp;
  const started = performance.now();
  const worker = async () => {
    while (next < bodies.length) {
      const index = next;
      next += 1;
      const result = await search(bodies[index]);
      // in the order of the bodies, whatever the order they are answered in
      latencies[index - warmUp] = result.ms;
      rows += result.rows;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  parentPort.postMessage({ latencies, rows, seconds: (performance.now() - started) / 1000 });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

interface Load {
  latencies: number[];
  rows: number;
  seconds: number;
}

function fireSearches(url: string, bodies: string[], concurrency: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_GENERATOR, {
      eval: true,
      workerData: { url, bodies, warmUp: WARM_UP, concurrency },
    });
    worker.once('message', (message: Load | { error: string }) => {
      void worker.terminate();
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}

function report(result: Result): void {
  const ms = (value: number) => value.toFixed(1);
  console.log(
    `[${result.label}] ${result.requests} searches: ` +
      `p50 ${ms(result.p50)} ms, p95 ${ms(result.p95)} ms, p99 ${ms(result.p99)} ms, max ${ms(result.max)} ms, ` +
      `${result.rps.toFixed(0)} req/s (${result.avgRows.toFixed(1)} rows a page on average)`,
  );
}

async function main(): Promise<void> {
  // BENCH_PGLITE=0 leaves the embedded database out (with BENCH_DATABASE_URL: PostgreSQL only)
  const targets: [string, () => Promise<Scratch>][] =
    process.env.BENCH_PGLITE === '0' ? [] : [['pglite', scratchPglite]];
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl)
    targets.push([
      'postgres',
      () => scratchPostgres(postgresUrl, CONCURRENCY, benchConfig().statementLimits),
    ]);
  console.log(`concurrency ${CONCURRENCY} for the city searches, 1 for the all-cities ones`);
  for (const [label, open] of targets) {
    const scratch = await open();
    try {
      for (const result of await runAgainst(label, scratch)) report(result);
    } finally {
      await scratch.dispose();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
