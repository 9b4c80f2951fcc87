/**
 * Read-call and page benchmark: `npm run bench:api`.
 *
 * Starts the real app as production configures it (NODE_ENV=production, log level info, one access
 * line per answer written through the server's log destination, here to /dev/null) with the demo
 * data, on an in-memory PGlite or, with BENCH_DATABASE_URL, on a scratch database of that PostgreSQL
 * server; and a bare Fastify "hello world" (GET, and POST with a JSON body), all on 127.0.0.1 in
 * this process. Then autocannon (in a child process, so the load generator does not share the
 * servers' event loop) sends each call with 50 connections, in three turns of BENCH_SECONDS
 * (default 3, each after a one-second warm-up) taken in alternation with hello world, and prints
 * req/s (mean), p50 (mean) and p99 (worst turn) per call with the ratio to hello world's turns. A
 * POST call is compared with hello world answering the same POST.
 *
 * Groups (BENCH_GROUPS, comma-separated; all by default):
 * - `reads`: the public read calls a first visit makes, with the read cache on (as deployed) and
 *   off (READ_CACHE_TTL_MS=0). Target: at least half of hello world's req/s, p99 ≤ 25 ms.
 * - `priced`: the priced reads of a visitor and of a logged-in member (the demo member, 白金):
 *   getRoomAndRate, getHotelsByPage and getPriceCalendar for a stay. Target: ≥ 0.25 of hello
 *   world, p99 ≤ 10 ms.
 * - `pages`: the server-rendered pages (the built site, `npm run build` first) for a desktop
 *   browser, and /home for a phone. Target: ≥ 1,000 req/s, p99 ≤ 100 ms.
 * - `booking`: getRoomAndRate and getHotelsByPage (visitor) while guests book another hotel at
 *   BENCH_BOOKINGS_PER_SECOND (default 100) through submitOrder. Target: as `priced`.
 * The process's memory (RSS, heap) is printed at rest and after each group, with what the caches
 * hold. Traffic goes to 127.0.0.1 only; the run stops by itself.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, openSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { groupCitiesResponse, hotelsByPageResponse } from '@hotel/shared/api/hotel';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { members } from '../src/db/schema/members.ts';
import { logDestination } from '../src/lib/log-destination.ts';
import { addDays, shanghaiDate } from '../src/lib/time.ts';
import { startSession } from '../src/members/services/sessions.ts';
import { DEFAULT_WEB_DIST_DIR } from '../src/paths.ts';
import { seedDemoDataIfEmpty } from '../src/seed/index.ts';
import { startBookings } from './booking-load.ts';
import { type Ask, combined, type Figures, load, row, type Target } from './load-generator.ts';
import { type Scratch, scratchPglite, scratchPostgres } from './scratch-database.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** Hello world and the call take turns this many times, so a change of the machine's load hits both. */
const ROUNDS = 3;
const CONNECTIONS = 50;
const GROUPS = (process.env.BENCH_GROUPS ?? 'reads,priced,pages,booking').split(',');
const BOOKINGS_PER_SECOND = Number(process.env.BENCH_BOOKINGS_PER_SECOND ?? 100);
const DEMO_MEMBER_MOBILE = '13800138000';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1';

const TARGETS = {
  reads: { ratio: 0.5, p99Ms: 25 },
  priced: { ratio: 0.25, p99Ms: 10 },
  pages: { requestsPerSecond: 1_000, p99Ms: 100 },
} satisfies Record<string, Target>;

interface Call extends Ask {
  name: string;
  path: string;
}

const measure = (url: string, ask: Ask) => load(url, ask, SECONDS, CONNECTIONS);

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
    measure: (call: Pick<Call, 'method' | 'body'>) => measure(`${origin(hello.server)}/`, call),
    close: () => hello.close(),
  };
}

async function scratchDatabase(): Promise<Scratch> {
  const url = process.env.BENCH_DATABASE_URL;
  const scratch = url ? await scratchPostgres(url, 20) : await scratchPglite();
  await migrateDatabase(scratch.database);
  await seedDemoDataIfEmpty(scratch.database.db);
  return scratch;
}

async function startApp(ttlMs: number) {
  const scratch = await scratchDatabase();
  const { database } = scratch;
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(32).toString('base64url'),
    // no text leaves a bench
    SMS_PROVIDER: 'console',
    WEB_DIST_DIR: existsSync(DEFAULT_WEB_DIST_DIR) ? DEFAULT_WEB_DIST_DIR : '/nonexistent',
    ADMIN_DIST_DIR: '/nonexistent',
    JOBS_ENABLED: 'false',
    READ_CACHE_TTL_MS: String(ttlMs),
  });
  // the server's log destination (server.ts), pointed at /dev/null: the log lines cost what they
  // cost in production without filling the bench's output
  const logStream = logDestination(openSync('/dev/null', 'w'));
  const app = await buildApp({ config, database, logStream });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const [member] = await database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.mobile, DEMO_MEMBER_MOBILE));
  if (!member) throw new Error('the demo data has no demo member');
  return {
    app,
    db: database.db,
    url: origin(app.server),
    memberToken: await startSession(database.db, member.id, new Date()),
    async close() {
      await app.close();
      await scratch.dispose();
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

/** The demo's first hotel. */
const HOTEL = 'HJ000101';

/** Prices for a stay a week ahead, as a visitor and as the logged-in demo member. */
function pricedCalls(memberToken: string): Call[] {
  const checkIn = addDays(shanghaiDate(), 7);
  const checkOut = addDays(checkIn, 2);
  const asked: Call[] = [
    {
      name: 'getRoomAndRate',
      method: 'POST',
      path: '/crsapi/v1/hotel/getRoomAndRate',
      body: { HotelCode: HOTEL, CheckIn: checkIn, CheckOut: checkOut },
    },
    {
      name: 'getHotelsByPage stay',
      method: 'POST',
      path: '/crsapi/v1/hotel/getHotelsByPage',
      body: { pageSize: 10, currentPage: 1, checkIn, checkOut },
    },
    {
      name: 'getPriceCalendar',
      method: 'POST',
      path: '/crsapi/v1/hotel/getPriceCalendar',
      body: { HotelCode: HOTEL },
    },
  ];
  return asked.flatMap((call) => [
    { ...call, name: `${call.name} visitor` },
    { ...call, name: `${call.name} member`, headers: { usertoken: memberToken } },
  ]);
}

/** The pages a guest or a crawler reads, rendered on the server. */
function pageCalls(): Call[] {
  const checkIn = addDays(shanghaiDate(), 7);
  const stay = `checkInDate=${checkIn}&checkOutDate=${addDays(checkIn, 1)}`;
  const desktop = { 'user-agent': DESKTOP };
  const pages: [string, string][] = [
    ['/home', '/home'],
    ['/hotels', '/hotels'],
    ['/hotels searched', `/hotels?${stay}`],
    ['hotel home', `/${HOTEL}/home`],
    ['hotel rooms', `/${HOTEL}/rooms?${stay}`],
    ['/news', '/news'],
    ['news detail', '/newsdetail/1'],
    ['/sales', '/sales'],
  ];
  return [
    ...pages.map(([name, path]): Call => ({ name: `page ${name}`, method: 'GET', path, headers: desktop })),
    { name: 'page /home (phone)', method: 'GET', path: '/home', headers: { 'user-agent': PHONE } },
  ];
}

/**
 * Median of ten renders of each page: with the API's answers kept (an address not asked before,
 * `?render=n`, so the page itself is not kept) and with nothing kept (every cache emptied first).
 * Target: ≤ 30 ms.
 */
async function coldRenders(app: Awaited<ReturnType<typeof startApp>>, calls: Call[]): Promise<void> {
  const timed = async (address: string, headers: Record<string, string> | undefined) => {
    const started = performance.now();
    await (await fetch(`${app.url}${address}`, { headers })).arrayBuffer();
    return performance.now() - started;
  };
  const median = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return ((sorted[4] ?? 0) + (sorted[5] ?? 0)) / 2;
  };
  let n = 0;
  for (const call of calls) {
    const answersKept: number[] = [];
    const nothingKept: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      n += 1;
      const separator = call.path.includes('?') ? '&' : '?';
      answersKept.push(await timed(`${call.path}${separator}render=${n}`, call.headers));
      await app.app.readCache.invalidate();
      nothingKept.push(await timed(call.path, call.headers));
    }
    const kept = median(answersKept);
    console.log(
      `render ${call.name.padEnd(26)} median ${kept.toFixed(1)} ms with the answers kept${kept <= 30 ? '' : ' (MISSES ≤ 30 ms)'}, ${median(nothingKept).toFixed(1)} ms with nothing kept`,
    );
  }
}

function memoryLine(label: string, app?: Awaited<ReturnType<typeof startApp>>['app']): string {
  const { rss, heapUsed } = process.memoryUsage();
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const cache = app ? app.readCache.stats() : undefined;
  const held = cache ? `; read cache ${cache.entries} answers, ${mb(cache.bytes)}` : '';
  return `memory ${label}: RSS ${mb(rss)}, heap used ${mb(heapUsed)}${held}`;
}

async function measureCalls(
  hello: Awaited<ReturnType<typeof startHelloWorld>>,
  url: string,
  calls: Call[],
  label: string,
  target?: Target,
): Promise<void> {
  for (const call of calls) {
    const helloGetTurns: Figures[] = [];
    const helloPostTurns: Figures[] = [];
    const callTurns: Figures[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      helloGetTurns.push(await hello.measure({ method: 'GET' }));
      if (call.method === 'POST') helloPostTurns.push(await hello.measure(call));
      callTurns.push(await measure(`${url}${call.path}`, call));
    }
    const helloGet = combined(helloGetTurns);
    console.log(row('hello world (Fastify)', helloGet, helloGet));
    const name = `${call.name}${label}`;
    if (call.method === 'POST') {
      const helloPost = combined(helloPostTurns);
      console.log(row('hello world POST', helloPost, helloPost));
      console.log(row(name, combined(callTurns), helloPost, target, helloGet));
    } else {
      console.log(row(name, combined(callTurns), helloGet, target));
    }
  }
}

async function main(): Promise<void> {
  const [one, five, fifteen] = os.loadavg().map((n) => n.toFixed(2));
  const where = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `bench:api — ${CONNECTIONS} connections, ${ROUNDS} turns of ${SECONDS} s per call and hello world, Node ${process.version}, ${where}`,
  );
  console.log(`load average before: ${one}, ${five}, ${fifteen} (${os.cpus().length} CPUs)`);
  // hello world is measured in turns with each call, so a machine whose load changes during the
  // run still compares each call with what it could do at that moment
  const hello = await startHelloWorld();
  console.log(
    `\n${'call'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'ratio'.padStart(7)}`,
  );
  try {
    const app = await startApp(5_000);
    try {
      console.log(memoryLine('at rest', app.app));
      if (GROUPS.includes('reads')) {
        await measureCalls(hello, app.url, await readCalls(app.url), ' (cache on)', TARGETS.reads);
        console.log(memoryLine('after the reads', app.app));
      }
      if (GROUPS.includes('priced')) {
        await measureCalls(hello, app.url, pricedCalls(app.memberToken), '', TARGETS.priced);
        console.log(memoryLine('after the priced reads', app.app));
      }
      if (GROUPS.includes('booking')) {
        const bookings = await startBookings(app.app, app.db, BOOKINGS_PER_SECOND);
        const visitorReads = pricedCalls(app.memberToken).filter(
          (call) => call.name.endsWith('visitor') && !call.name.startsWith('getPriceCalendar'),
        );
        await measureCalls(hello, app.url, visitorReads, ' while booking', TARGETS.priced);
        const done = await bookings.stop();
        console.log(
          `meanwhile: ${done.booked} bookings of another hotel in ${done.seconds.toFixed(0)} s (${done.perSecond.toFixed(0)}/s), ${done.refused} refused${done.firstRefusal ? ` (${done.firstRefusal})` : ''}`,
        );
      }
      if (GROUPS.includes('pages')) {
        if (existsSync(DEFAULT_WEB_DIST_DIR)) {
          await coldRenders(app, pageCalls());
          await measureCalls(hello, app.url, pageCalls(), '', TARGETS.pages);
          console.log(memoryLine('after the pages', app.app));
        } else console.log('no built site (npm run build): the pages are not measured');
      }
    } finally {
      await app.close();
    }
    if (GROUPS.includes('reads')) {
      const uncached = await startApp(0);
      try {
        await measureCalls(hello, uncached.url, await readCalls(uncached.url), ' (cache off)');
      } finally {
        await uncached.close();
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
