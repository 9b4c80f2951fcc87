/**
 * Resets at shutdown: `npx tsx apps/server/bench/shutdown.ts` (from the repository root).
 *
 * Starts the real server (src/server.ts run by tsx, or SERVER_ENTRY) on 127.0.0.1 with PGlite and
 * the demo data in a scratch folder, loads it with autocannon (20 keep-alive connections, GET
 * siteinfo and POST getHotelsByPage in turn) and holds 20 more keep-alive connections idle (node's
 * http.Agent), then sends SIGTERM. The idle connections each send one POST around the moment the
 * drain ends and the server stops listening (the incident: a submitOrder reset 502 ms after
 * SIGTERM). A failed connection is a reset only if the server had accepted it (the server records
 * the client ports it accepted, through a preloaded module); one it had not was refused before
 * anything of it was read: ECONNREFUSED, or reset by the system from the listen queue when the
 * server stopped listening. Prints one line per round. Traffic goes to 127.0.0.1 only.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ENTRY = process.env.SERVER_ENTRY ?? fileURLToPath(new URL('../src/server.ts', import.meta.url));
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const DRAIN_MS = 500;
const LOAD_CONNECTIONS = 20;
const IDLE_CONNECTIONS = 20;
const LOAD_SECONDS = 4;
const SEARCH = JSON.stringify({ pageSize: 10, currentPage: 1 });

/** Preloaded into the server: the client port of every connection it accepts and when, one a line. */
const RECORD_ACCEPTED = `data:text/javascript,
import net from 'node:net';
import { appendFileSync } from 'node:fs';
const emit = net.Server.prototype.emit;
net.Server.prototype.emit = function (event, socket, ...rest) {
  if (event === 'connection') appendFileSync(process.env.BENCH_ACCEPTED, socket.remotePort + ' ' + Date.now() + '\\n');
  return emit.call(this, event, socket, ...rest);
};`;

/**
 * autocannon in a process of its own (as in bench/api.ts): each failed connection's error code,
 * client port and time it connected (if it did), time it failed, and the answers by status;
 * ECONNREFUSED left out.
 */
const LOAD_GENERATOR = `
const autocannon = require('autocannon');
const { url, connections, seconds, search } = JSON.parse(process.argv[1]);
const failures = [];
autocannon({
  url, connections, duration: seconds,
  requests: [
    { method: 'GET', path: '/cms/siteinfo.aspx' },
    { method: 'POST', path: '/crsapi/v1/hotel/getHotelsByPage', headers: { 'content-type': 'application/json' }, body: search },
  ],
  setupClient(client) {
    const connect = client._connect;
    client._connect = function () {
      connect.call(this);
      const conn = this.conn;
      let port, connectedAt;
      conn.once('connect', () => { port = conn.localPort; connectedAt = Date.now(); });
      conn.once('error', (error) => {
        // retried at once, again and again, once the server stopped listening: how often says nothing
        if (error.code !== 'ECONNREFUSED') failures.push({ code: error.code, port, connectedAt, at: Date.now() });
      });
    };
  },
}, (error, result) => {
  if (error) { console.error(error); process.exit(1); }
  process.stdout.write(JSON.stringify({ failures, statusCodes: result.statusCodeStats }));
});
`;
const execFileAsync = promisify(execFile);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(dataDir: string, port: number, acceptedLog: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', RECORD_ACCEPTED, ENTRY], {
    env: {
      ...process.env,
      BENCH_ACCEPTED: acceptedLog,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: '/nonexistent',
      ADMIN_DIST_DIR: '/nonexistent',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 300_000; Date.now() < deadline; await sleep(250)) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return child;
  }
  throw new Error('the server did not start in 300 s');
}

interface Failure {
  code?: string;
  /** The client's end of the connection and when it connected, if it did. */
  port?: number;
  connectedAt?: number;
}

const connectedAt = new WeakMap<object, number>();

/** One POST on `agent`: its status and Connection header, or how it failed. */
function search(agent: http.Agent, port: number): Promise<string | Failure> {
  return new Promise((resolve) => {
    let connection: { port?: number; connectedAt?: number } = {};
    const failed = (err: NodeJS.ErrnoException) => resolve({ code: err.code, ...connection });
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/crsapi/v1/hotel/getHotelsByPage',
        headers: { 'content-type': 'application/json' },
        agent,
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve(`${res.statusCode}${res.headers.connection === 'close' ? ' close' : ''}`),
        );
        res.on('error', failed);
      },
    );
    request.on('socket', (socket) => {
      const noted = () => {
        connection = { port: socket.localPort, connectedAt: connectedAt.get(socket) };
      };
      if (connectedAt.has(socket)) return noted();
      socket.once('connect', () => {
        connectedAt.set(socket, Date.now());
        noted();
      });
    });
    request.on('error', failed);
    request.end(SEARCH);
  });
}

function tally(into: Record<string, number>, key: string) {
  into[key] = (into[key] ?? 0) + 1;
}

async function round(dataDir: string) {
  const port = await freePort();
  const acceptedLog = path.join(dataDir, `accepted-${port}`);
  const child = await startServer(dataDir, port, acceptedLog);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const idle = Array.from({ length: IDLE_CONNECTIONS }, () => new http.Agent({ keepAlive: true }));
  await Promise.all(idle.map((agent) => search(agent, port)));
  const job = JSON.stringify({
    url: `http://127.0.0.1:${port}`,
    connections: LOAD_CONNECTIONS,
    seconds: LOAD_SECONDS,
    search: SEARCH,
  });
  const load = execFileAsync(process.execPath, ['-e', LOAD_GENERATOR, job], {
    cwd: path.dirname(fileURLToPath(import.meta.url)),
  });
  await sleep(1_000);

  const signalledAt = Date.now();
  child.kill('SIGTERM');
  // spread over 40 ms either side of the drain's end
  const idleOutcomes = await Promise.all(
    idle.map((agent, i) =>
      sleep(DRAIN_MS - 40 + (i * 80) / IDLE_CONNECTIONS).then(() => search(agent, port)),
    ),
  );
  await exited;
  const exitMs = Date.now() - signalledAt;
  for (const agent of idle) agent.destroy();
  const { failures, statusCodes } = JSON.parse((await load).stdout) as {
    failures: (Failure & { at: number })[];
    statusCodes: Record<string, { count: number }>;
  };

  // client ports come round again: only an acceptance since this connection was made is of it
  const accepted = new Map<number, number[]>();
  for (const line of readFileSync(acceptedLog, 'utf8').split('\n').filter(Boolean)) {
    const [clientPort, at] = line.split(' ');
    accepted.set(Number(clientPort), [...(accepted.get(Number(clientPort)) ?? []), Number(at)]);
  }
  const kind = ({ code, port, connectedAt }: Failure) =>
    port !== undefined &&
    connectedAt !== undefined &&
    (accepted.get(port) ?? []).some((at) => at >= connectedAt - 1)
      ? `RESET ${code}`
      : `refused unread ${code}`;
  const idleCounts: Record<string, number> = {};
  for (const outcome of idleOutcomes)
    tally(idleCounts, typeof outcome === 'string' ? outcome : kind(outcome));
  const loadCounts: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(statusCodes)) loadCounts[status] = count;
  for (const failure of failures) tally(loadCounts, kind(failure));
  const failedMs = failures.map((failure) => failure.at - signalledAt);
  const failedAt = failures.length ? `${Math.min(...failedMs)}–${Math.max(...failedMs)} ms` : undefined;
  return { exitMs, idle: idleCounts, load: loadCounts, failedAt };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-bench-shutdown-'));
try {
  for (let i = 0; i < ROUNDS; i++) console.log(JSON.stringify(await round(dataDir)));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
