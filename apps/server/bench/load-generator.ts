import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** One kind of request a bench sends: its method, body and headers. */
export interface Ask {
  method: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Figures {
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
const { url, method, body, headers: asked, seconds, connections } = JSON.parse(process.argv[1]);
// what every browser sends: the site's answers go out compressed, as they do to real visitors
const headers = { 'accept-encoding': 'gzip, deflate, br, zstd', ...asked };
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

/** `connections` clients asking `url` for `seconds` (after a one-second warm-up). */
export async function load(url: string, ask: Ask, seconds: number, connections: number): Promise<Figures> {
  const job = JSON.stringify({ url, ...ask, seconds, connections });
  const { stdout } = await execFileAsync(process.execPath, ['-e', LOAD_GENERATOR, job], {
    cwd: path.dirname(fileURLToPath(import.meta.url)),
  });
  return JSON.parse(stdout) as Figures;
}

/** Turns of one server: mean req/s and p50, the worst p99. */
export function combined(turns: Figures[]): Figures {
  const mean = (pick: (f: Figures) => number) => turns.reduce((sum, f) => sum + pick(f), 0) / turns.length;
  return {
    requestsPerSecond: mean((f) => f.requestsPerSecond),
    p50: mean((f) => f.p50),
    p99: Math.max(...turns.map((f) => f.p99)),
    errors: turns.reduce((sum, f) => sum + f.errors, 0),
    non2xx: turns.reduce((sum, f) => sum + f.non2xx, 0),
  };
}

/** What a call must reach: req/s as a share of hello world's, or as a figure; the worst p99. */
export interface Target {
  ratio?: number;
  requestsPerSecond?: number;
  p99Ms: number;
}

/**
 * A row of the table: the ratio to `hello` (the hello world asked the same way) and, when judged,
 * the verdict against `target`; `helloGet`, for a POST call, adds its ratio to the GET hello world.
 */
export function row(
  label: string,
  figures: Figures,
  hello: Figures,
  target?: Target,
  helloGet?: Figures,
): string {
  const ratio = figures.requestsPerSecond / hello.requestsPerSecond;
  const meets =
    target &&
    ratio >= (target.ratio ?? 0) &&
    figures.requestsPerSecond >= (target.requestsPerSecond ?? 0) &&
    figures.p99 <= target.p99Ms;
  const verdict = target ? (meets ? 'meets target' : 'MISSES target') : '';
  const toGet = helloGet
    ? ` (to GET hello world ${(figures.requestsPerSecond / helloGet.requestsPerSecond).toFixed(2)})`
    : '';
  const faults =
    figures.errors + figures.non2xx > 0 ? ` (${figures.errors} errors, ${figures.non2xx} non-2xx)` : '';
  return [
    label.padEnd(34),
    figures.requestsPerSecond.toFixed(0).padStart(8),
    `${figures.p50.toFixed(1)} ms`.padStart(8),
    `${figures.p99.toFixed(1)} ms`.padStart(8),
    ratio.toFixed(3).padStart(7),
    `  ${verdict}${toGet}${faults}`,
  ].join(' ');
}
