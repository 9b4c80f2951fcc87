/**
 * Read-call benchmark: `npm run bench:api`.
 *
 * Starts the real app as production configures it (NODE_ENV=production, log level info, one access
 * line per answer written through the server's log destination, here to /dev/null) on an
 * in-memory PGlite with the demo data, and a bare Fastify "hello world" (GET, and POST with a JSON
 * body), all on 127.0.0.1 in this process; then autocannon (in a child process, so the load
 * generator does not share the servers' event loop) sends each public read call with 50
 * connections, in three turns of BENCH_SECONDS (default 3, each after a one-second warm-up) taken in
 * alternation with hello world, and prints req/s (mean), p50 (mean) and p99 (worst turn) per call
 * with the ratio to hello world's turns. A POST call is compared with hello world answering the
 * same POST (its body read and parsed, which no POST can skip); its ratio to the GET hello world is
 * printed beside it. The read calls are measured with the read cache on (as deployed) and then off
 * (READ_CACHE_TTL_MS=0), to show what the cache buys. Target: each cached call at least half of
 * hello world's req/s, p99 at most 25 ms. Traffic goes to 127.0.0.1 only; the run stops by itself.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { groupCitiesResponse, hotelsByPageResponse } from '@hotel/shared/api/hotel';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { logDestination } from '../src/lib/log-destination.ts';
import { seedDemoDataIfEmpty } from '../src/seed/index.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** Hello world and the call take turns this many times, so a change of the machine's load hits both. */
const ROUNDS = 3;
const CONNECTIONS = 50;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 25;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * autocannon in a process of its own (it treats a worker thread as one of its own workers), so the
 * load generator does not share the servers' event loop; plain CommonJS, so it needs no loader.
 */
const LOAD_GENERATOR = `
const autocannon = require('autocannon');
const { url, method, body, seconds, connections } = JSON.parse(process.argv[1]);
// what every browser sends: the site's answers go out compressed, as they do to real visitors
const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const options = {
  url, method, connections,
  headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
};
(async () => {
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  process.stdout.write(JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }));
})().catch((error) => { console.error(error); process.exit(1); });
`;

const execFileAsync = promisify(execFile);

async function load(url: string, call: Pick<Call, 'method' | 'body'>): Promise<Figures> {
  const job = JSON.stringify({
    url,
    method: call.method,
    body: call.body,
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  const { stdout } = await execFileAsync(process.execPath, ['-e', LOAD_GENERATOR, job], {
    cwd: path.dirname(fileURLToPath(import.meta.url)),
  });
  return JSON.parse(stdout) as Figures;
}

function origin(server: { address(): AddressInfo | string | null }): string {
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A bare Fastify answering {"hello":"world"}: what this machine can do at all, measured beside each call. */
async function startHelloWorld() {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  hello.post('/', async () => ({ hello: 'world' }));
  await hello.listen({ host: '127.0.0.1', port: 0 });
  return {
    /** Hello world asked the way `call` is asked: same method, same body. */
    measure: (call: Pick<Call, 'method' | 'body'>) => load(`${origin(hello.server)}/`, call),
    close: () => hello.close(),
  };
}

async function startApp(ttlMs: number) {
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedDemoDataIfEmpty(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(32).toString('base64url'),
    // no text leaves a bench
    SMS_PROVIDER: 'console',
    WEB_DIST_DIR: '/nonexistent',
    ADMIN_DIST_DIR: '/nonexistent',
    JOBS_ENABLED: 'false',
    READ_CACHE_TTL_MS: String(ttlMs),
  });
  // the server's log destination (server.ts), pointed at /dev/null: the log lines cost what they
  // cost in production without filling the bench's output
  const logStream = logDestination(openSync('/dev/null', 'w'));
  const app = await buildApp({ config, database, logStream });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: origin(app.server),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The read calls a first visit makes, with a hotel and a city of the demo data. */
async function readCalls(url: string): Promise<Call[]> {
  const cities = groupCitiesResponse.parse(
    await (await fetch(`${url}/crsapi/v1/hotel/getGroupCities`)).json(),
  );
  const cityCode = cities.data[0]?.citys[0]?.ctCode;
  if (!cityCode) throw new Error('the demo data has no city');
  const search = { cityCode, pageSize: 10, currentPage: 1 };
  const page = await fetch(`${url}/crsapi/v1/hotel/getHotelsByPage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(search),
  });
  const hotelCode = hotelsByPageResponse.parse(await page.json()).rows[0]?.hotelCode;
  if (!hotelCode) throw new Error(`the demo data has no hotel in ${cityCode}`);
  return [
    { name: 'cities', method: 'GET', path: '/crsapi/v1/hotel/getGroupCities' },
    { name: 'banners', method: 'POST', path: '/crsapi/v1/hotel/getBanner', body: { HotelCode: 'HJ000001' } },
    { name: 'news list', method: 'GET', path: '/cms/newslist.aspx?sid=18' },
    {
      name: 'room types',
      method: 'POST',
      path: '/crsapi/v1/hotel/getRoomType',
      body: { HotelCode: hotelCode },
    },
    { name: 'search page', method: 'POST', path: '/crsapi/v1/hotel/getHotelsByPage', body: search },
  ];
}

/** Turns of one server: mean req/s and p50, the worst p99. */
function combined(turns: Figures[]): Figures {
  const mean = (pick: (f: Figures) => number) => turns.reduce((sum, f) => sum + pick(f), 0) / turns.length;
  return {
    requestsPerSecond: mean((f) => f.requestsPerSecond),
    p50: mean((f) => f.p50),
    p99: Math.max(...turns.map((f) => f.p99)),
    errors: turns.reduce((sum, f) => sum + f.errors, 0),
    non2xx: turns.reduce((sum, f) => sum + f.non2xx, 0),
  };
}

/**
 * A row of the table: the ratio to `hello` (the hello world asked the same way) decides the verdict;
 * `helloGet`, for a POST call, adds its ratio to the GET hello world for comparison.
 */
function row(label: string, figures: Figures, hello: Figures, judged: boolean, helloGet?: Figures): string {
  const ratio = figures.requestsPerSecond / hello.requestsPerSecond;
  const verdict = judged
    ? ratio >= TARGET_RATIO && figures.p99 <= TARGET_P99_MS
      ? 'meets target'
      : 'MISSES target'
    : '';
  const toGet = helloGet
    ? ` (to GET hello world ${(figures.requestsPerSecond / helloGet.requestsPerSecond).toFixed(2)})`
    : '';
  const faults =
    figures.errors + figures.non2xx > 0 ? ` (${figures.errors} errors, ${figures.non2xx} non-2xx)` : '';
  return [
    label.padEnd(24),
    figures.requestsPerSecond.toFixed(0).padStart(8),
    `${figures.p50.toFixed(1)} ms`.padStart(8),
    `${figures.p99.toFixed(1)} ms`.padStart(8),
    ratio.toFixed(2).padStart(7),
    `  ${verdict}${toGet}${faults}`,
  ].join(' ');
}

async function main(): Promise<void> {
  const [one, five, fifteen] = os.loadavg().map((n) => n.toFixed(2));
  console.log(
    `bench:api — ${CONNECTIONS} connections, ${ROUNDS} turns of ${SECONDS} s per call and hello world, Node ${process.version}`,
  );
  console.log(`load average before: ${one}, ${five}, ${fifteen} (${os.cpus().length} CPUs)`);
  // hello world is measured in turns with each call, so a machine whose load changes during the
  // run still compares each call with what it could do at that moment
  const hello = await startHelloWorld();
  console.log(
    `\n${'call'.padEnd(24)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'ratio'.padStart(7)}`,
  );
  try {
    for (const [mode, ttlMs] of [
      ['cache on', 5_000],
      ['cache off', 0],
    ] as const) {
      const app = await startApp(ttlMs);
      try {
        for (const call of await readCalls(app.url)) {
          const helloGetTurns: Figures[] = [];
          const helloPostTurns: Figures[] = [];
          const callTurns: Figures[] = [];
          for (let round = 0; round < ROUNDS; round += 1) {
            helloGetTurns.push(await hello.measure({ method: 'GET' }));
            if (call.method === 'POST') helloPostTurns.push(await hello.measure(call));
            callTurns.push(await load(`${app.url}${call.path}`, call));
          }
          const helloGet = combined(helloGetTurns);
          console.log(row('hello world (Fastify)', helloGet, helloGet, false));
          const judged = mode === 'cache on';
          const label = `${call.name} (${mode})`;
          if (call.method === 'POST') {
            const helloPost = combined(helloPostTurns);
            console.log(row('hello world POST', helloPost, helloPost, false));
            console.log(row(label, combined(callTurns), helloPost, judged, helloGet));
          } else {
            console.log(row(label, combined(callTurns), helloGet, judged));
          }
        }
      } finally {
        await app.close();
      }
    }
  } finally {
    await hello.close();
  }
  console.log(
    `\nload average after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
