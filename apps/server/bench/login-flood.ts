/**
 * Health under a login flood: `npx tsx apps/server/bench/login-flood.ts` (from the repository root).
 *
 * Starts the real app as production configures it (as bench/api.ts does) on an in-memory PGlite,
 * or on the PostgreSQL of DATABASE_URL (migrated and given the demo data if empty), then, for each
 * of three calls in turn, floods it with autocannon (200 connections, BENCH_SECONDS, default 30, in
 * a child process) while another child process asks GET /healthz every 250 ms on a new connection,
 * as an orchestrator's probe does, giving up after 1 s. Each flood comes from a client address of its
 * own (X-Forwarded-For, which the server takes from a proxy on this machine), as one attacker's
 * would. Every attempt of the flood is refused:
 * - smscode: a login code for the demo member, refused after the first (60 s between codes; on a
 *   PostgreSQL database used for a few runs a day, all of them: 10 codes a mobile a day);
 * - member login: the demo member with a wrong code (five wrong end the code; then 验证码错误次数过多);
 * - staff login: a fresh account with a wrong password (locked after five).
 * First 3 s of the same 200 connections on /healthz warm the server up: a cold one left new
 * connections waiting for the first few seconds of any such burst, logins or not.
 * Prints per call the flood's req/s and answers by status, the share of health checks answered 200
 * within 1 s and their p99 latency (a check that timed out counts as longer than 1 s).
 * BENCH_CALLS (comma-separated names) runs only some. Traffic goes to 127.0.0.1 only.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { staff } from '../src/db/schema/staff.ts';
import { logDestination } from '../src/lib/log-destination.ts';
import { hashPassword } from '../src/lib/password.ts';
import { seedDemoDataIfEmpty } from '../src/seed/index.ts';
import { DEMO_MEMBER } from '../src/seed/members.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = 200;
const HEALTH_EVERY_MS = 250;
const HEALTH_TIMEOUT_MS = 1_000;
const WARM_UP_SECONDS = 3;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

interface Flood {
  requestsPerSecond: number;
  statuses: Record<string, number>;
  errors: number;
}

/** autocannon in a process of its own (see bench/api.ts), so the flood does not share the app's event loop. */
const LOAD_GENERATOR = `
const autocannon = require('autocannon');
const { url, method, body, seconds, connections, address } = JSON.parse(process.argv[1]);
const headers = { 'x-forwarded-for': address };
autocannon({
  url, method, connections, duration: seconds,
  headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
}).then((result) => {
  const statuses = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats)) statuses[code] = count;
  process.stdout.write(JSON.stringify({
    requestsPerSecond: result.requests.average,
    statuses,
    errors: result.errors + result.timeouts,
  }));
}).catch((error) => { console.error(error); process.exit(1); });
`;

/**
 * The probe: a new connection every 250 ms whatever became of the last one; each check is its
 * latency in ms, or null when it did not answer 200 within the time-out.
 */
const HEALTH_PROBE = `
const http = require('node:http');
const { url, seconds, everyMs, timeoutMs } = JSON.parse(process.argv[1]);
const checks = [];
const pending = [];
const probe = () => new Promise((resolve) => {
  const started = performance.now();
  const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
    res.resume();
    res.on('end', () => {
      const ms = performance.now() - started;
      resolve(res.statusCode === 200 && ms <= timeoutMs ? ms : null);
    });
  });
  req.on('timeout', () => req.destroy());
  req.on('error', () => resolve(null));
});
const timer = setInterval(() => pending.push(probe().then((ms) => checks.push(ms))), everyMs);
setTimeout(async () => {
  clearInterval(timer);
  await Promise.all(pending);
  process.stdout.write(JSON.stringify(checks));
}, seconds * 1000);
`;

const execFileAsync = promisify(execFile);

async function child<T>(script: string, job: unknown): Promise<T> {
  const { stdout } = await execFileAsync(process.execPath, ['-e', script, JSON.stringify(job)], {
    cwd: path.dirname(fileURLToPath(import.meta.url)),
  });
  return JSON.parse(stdout) as T;
}

async function startApp() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({ url: databaseUrl });
  await migrateDatabase(database);
  await seedDemoDataIfEmpty(database.db);
  // a fresh account each run, so a lock left by an earlier run on the same database changes nothing
  const username = `flood-${randomBytes(4).toString('hex')}`;
  await database.db.insert(staff).values({
    username,
    displayName: '压测账号',
    role: 'editor',
    passwordHash: await hashPassword('Bench2026pass'),
    createdAt: new Date(),
  });
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(32).toString('base64url'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SMS_PROVIDER: 'console',
    WEB_DIST_DIR: '/nonexistent',
    ADMIN_DIST_DIR: '/nonexistent',
    JOBS_ENABLED: 'false',
  });
  const logStream = logDestination(openSync('/dev/null', 'w'));
  const app = await buildApp({ config, database, logStream });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    kind: database.kind,
    username,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

function floodCalls(username: string): Call[] {
  return [
    { name: 'smscode', method: 'GET', path: `/crsapi/v1/user/smscode?mobile=${DEMO_MEMBER.mobile}&type=2` },
    {
      name: 'member login',
      method: 'POST',
      path: '/crsapi/v1/user/login',
      body: { mobile: DEMO_MEMBER.mobile, code: '000000', mode: 1 },
    },
    {
      name: 'staff login',
      method: 'POST',
      path: '/admin/api/auth/login',
      body: { username, password: 'Wrong2026pass' },
    },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function row(name: string, flood: Flood, checks: (number | null)[]): string {
  const answered = checks.filter((ms): ms is number => ms !== null);
  // a check that timed out is slower than any answered one
  const latencies = checks.map((ms) => ms ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  const statuses = Object.entries(flood.statuses)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
  return [
    name.padEnd(14),
    flood.requestsPerSecond.toFixed(0).padStart(7),
    `${((100 * answered.length) / checks.length).toFixed(1)}% of ${checks.length}`.padStart(14),
    (Number.isFinite(p99) ? `${p99.toFixed(0)} ms` : '> 1000 ms').padStart(10),
    `  ${statuses}${flood.errors > 0 ? ` errors×${flood.errors}` : ''}`,
  ].join(' ');
}

async function main(): Promise<void> {
  const only = process.env.BENCH_CALLS?.split(',').map((name) => name.trim());
  const app = await startApp();
  const loads = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  console.log(
    `login flood on ${app.kind} — ${CONNECTIONS} connections, ${SECONDS} s per call, healthz every ${HEALTH_EVERY_MS} ms (1 s time-out), Node ${process.version}`,
  );
  console.log(`load average before: ${loads()} (${os.cpus().length} CPUs)`);
  console.log(
    `\n${'call'.padEnd(14)} ${'req/s'.padStart(7)} ${'health ≤ 1 s'.padStart(14)} ${'p99'.padStart(10)}`,
  );
  await child<Flood>(LOAD_GENERATOR, {
    url: `${app.url}/healthz`,
    method: 'GET',
    seconds: WARM_UP_SECONDS,
    connections: CONNECTIONS,
    address: '198.51.100.100',
  });
  try {
    for (const [i, call] of floodCalls(app.username).entries()) {
      if (only && !only.includes(call.name)) continue;
      const [flood, checks] = await Promise.all([
        child<Flood>(LOAD_GENERATOR, {
          url: `${app.url}${call.path}`,
          method: call.method,
          body: call.body,
          seconds: SECONDS,
          connections: CONNECTIONS,
          // documentation addresses (RFC 5737), one per call
          address: `198.51.100.${i + 1}`,
        }),
        child<(number | null)[]>(HEALTH_PROBE, {
          url: `${app.url}/healthz`,
          seconds: SECONDS,
          everyMs: HEALTH_EVERY_MS,
          timeoutMs: HEALTH_TIMEOUT_MS,
        }),
      ]);
      console.log(row(call.name, flood, checks));
    }
  } finally {
    await app.close();
  }
  console.log(`\nload average after: ${loads()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
