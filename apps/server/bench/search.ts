/**
 * Hotel search benchmark: `npm run bench:search`.
 *
 * For an in-memory PGlite, and for a scratch database on the PostgreSQL of BENCH_DATABASE_URL when
 * it is set (created and dropped again), it migrates, seeds 5,000 hotels in 50 cities with filter
 * archives and brands, starts the real server on 127.0.0.1 (random port) and fires a fixed number
 * of filtered getHotelsByPage searches over HTTP with bounded concurrency, then prints latency
 * percentiles and throughput. Traffic goes to 127.0.0.1 only; the run stops by itself.
 *
 * BENCH_REQUESTS (default 2000) and BENCH_CONCURRENCY (default 16) change the load.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { HOTEL_SORTS } from '@hotel/shared/constants';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
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

async function runAgainst(label: string, scratch: Scratch): Promise<Result> {
  const { database } = scratch;
  const seeded = performance.now();
  await migrateDatabase(database);
  await seedHotels(database.db);
  const catalogue = await readCatalogue(database.db);
  console.log(`[${label}] migrated and seeded in ${Math.round(performance.now() - seeded)} ms`);

  // production settings, with a secret of its own: a production start refuses to run without one
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(32).toString('hex'),
    // no text leaves a bench
    SMS_PROVIDER: 'console',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/crsapi/v1/hotel/getHotelsByPage`;

  try {
    const bodies = Array.from({ length: WARM_UP + REQUESTS }, () => JSON.stringify(randomSearch(catalogue)));
    const load = await fireSearches(url, bodies);
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
      const body = bodies[next];
      next += 1;
      const result = await search(body);
      latencies.push(result.ms);
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

function fireSearches(url: string, bodies: string[]): Promise<Load> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_GENERATOR, {
      eval: true,
      workerData: { url, bodies, warmUp: WARM_UP, concurrency: CONCURRENCY },
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
    `[${result.label}] ${result.requests} searches, concurrency ${CONCURRENCY}: ` +
      `p50 ${ms(result.p50)} ms, p95 ${ms(result.p95)} ms, p99 ${ms(result.p99)} ms, max ${ms(result.max)} ms, ` +
      `${result.rps.toFixed(0)} req/s (${result.avgRows.toFixed(1)} rows a page on average)`,
  );
}

async function main(): Promise<void> {
  const targets: [string, () => Promise<Scratch>][] = [['pglite', scratchPglite]];
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) targets.push(['postgres', () => scratchPostgres(postgresUrl, CONCURRENCY)]);
  for (const [label, open] of targets) {
    const scratch = await open();
    try {
      report(await runAgainst(label, scratch));
    } finally {
      await scratch.dispose();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
