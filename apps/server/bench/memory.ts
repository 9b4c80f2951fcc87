/**
 * The server's memory under the pages and priced reads of bench:api: `npm run bench:memory`.
 *
 * Starts the built server (`npm run build` first) with the Node flags of `npm start` (the server
 * package's start script: the young generation and the heap bounded), in a process of its own, on
 * a scratch database (BENCH_DATABASE_URL's PostgreSQL, else the embedded one in a scratch folder)
 * seeded with the demo data; reads its resident memory (VmRSS of /proc) at rest, then after each
 * call of bench:api's pages and priced reads was asked by 50 connections for BENCH_SECONDS
 * (default 5). Target: under 300 MB. With BENCH_HEAP_SNAPSHOT=1 the server writes a heap snapshot
 * into the working folder at the end (node --heapsnapshot-signal), to see what holds the memory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { addDays, shanghaiDate } from '../src/lib/time.ts';
import { type Ask, load } from './load-generator.ts';
import { emptyPostgresDatabase } from './scratch-database.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = 18_390;
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

/** The Node flags of the server package's start script (`node <flags> dist/server.js`): what production runs. */
function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'apps/server/package.json'), 'utf8'));
  const words: string[] = manifest.scripts.start.split(/\s+/);
  return words.filter((word) => word.startsWith('--'));
}

function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Resident memory by kind of mapping (/proc smaps): the binary and libraries, malloc's heap, anonymous (V8's heap, malloc's other arenas). */
function rssByKind(child: ChildProcess): string {
  const kinds = new Map<string, number>();
  let kind = '';
  for (const line of readFileSync(`/proc/${child.pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[1] ?? '';
      kind = name.startsWith('/') ? 'files' : name === '' ? 'anonymous' : name;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kinds.set(kind, (kinds.get(kind) ?? 0) + Number(rss[1]));
  }
  return [...kinds]
    .filter(([, kb]) => kb >= 1024)
    .map(([name, kb]) => `${name} ${Math.round(kb / 1024)}`)
    .join(', ');
}

async function main(): Promise<void> {
  const base = process.env.BENCH_DATABASE_URL;
  const scratch = base ? await emptyPostgresDatabase(base, 'hotel_bench_memory') : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-bench-memory-'));
  const server = spawn(
    process.execPath,
    [
      ...startFlags(),
      ...(process.env.BENCH_HEAP_SNAPSHOT ? ['--heapsnapshot-signal=SIGUSR2'] : []),
      path.join(ROOT, 'apps/server/dist/server.js'),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: scratch?.url ?? '',
        LOG_LEVEL: 'info',
        JOBS_ENABLED: 'false',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${PORT}`;
  try {
    for (let i = 0; ; i += 1) {
      if (i > 240) throw new Error('the server did not start in 60 s');
      if (
        await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(250);
    }
    // the server bundle loads on the first page
    await fetch(`${url}/home`, { headers: { 'user-agent': DESKTOP } });
    await sleep(1_000);
    console.log(
      `bench:memory — ${base ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}, load ${os.loadavg()[0]?.toFixed(2)}, node ${startFlags().join(' ')}`,
    );
    console.log(`RSS at rest: ${rssMb(server)} MB (${rssByKind(server)})`);
    const checkIn = addDays(shanghaiDate(), 7);
    const stay = { HotelCode: 'HJ000101', CheckIn: checkIn, CheckOut: addDays(checkIn, 2) };
    const calls: [string, string, Ask][] = [
      ['/home', '/home', { method: 'GET', headers: { 'user-agent': DESKTOP } }],
      ['/hotels', '/hotels', { method: 'GET', headers: { 'user-agent': DESKTOP } }],
      ['hotel rooms', '/HJ000101/rooms', { method: 'GET', headers: { 'user-agent': DESKTOP } }],
      ['/news', '/news', { method: 'GET', headers: { 'user-agent': DESKTOP } }],
      ['getRoomAndRate', '/crsapi/v1/hotel/getRoomAndRate', { method: 'POST', body: stay }],
      [
        'getHotelsByPage',
        '/crsapi/v1/hotel/getHotelsByPage',
        { method: 'POST', body: { pageSize: 10, currentPage: 1, checkIn, checkOut: stay.CheckOut } },
      ],
    ];
    for (const [name, address, ask] of calls) {
      const figures = await load(`${url}${address}`, ask, SECONDS, 50);
      console.log(
        `${name.padEnd(18)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s   RSS after: ${rssMb(server)} MB (${rssByKind(server)})`,
      );
    }
    if (process.env.BENCH_HEAP_SNAPSHOT) {
      server.kill('SIGUSR2');
      await sleep(5_000);
      console.log('heap snapshot written into', ROOT);
    }
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
