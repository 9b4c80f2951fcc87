/**
 * `npm run bench:web`: builds the site (or takes BENCH_WEB_DIST, a finished build), starts the real
 * server on a fresh embedded database with that build, prints the first-load JavaScript of the
 * measured pages (raw / gzip / brotli) against the budget, then Lighthouse's scores for them.
 * `--bytes-only` skips Lighthouse. BENCH_HOTEL names the hotel whose rooms page is measured.
 * Lighthouse 12 runs on Node 20 and later; Chromium is Debian's (CHROMIUM_PATH to change it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { lighthouseFigures } from './lighthouse-scores.ts';
import { type Bytes, firstLoadScripts } from './script-bytes.ts';

const WEB_ROOT = path.resolve(import.meta.dirname, '..');
// The server as the repository has it now (through tsx), unless E2E_SERVER_ENTRY names another.
process.env.E2E_SERVER_ENTRY ??= path.resolve(WEB_ROOT, '../server/src/server.ts');
const { startServer } = await import('../../../e2e/helpers/server.ts');
const PRECOMPRESS = path.resolve(WEB_ROOT, '../server/src/cli/precompress-dist.ts');
const HOTEL = process.env.BENCH_HOTEL ?? 'HJ000101';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Budgets of issue 12, compressed first-load JavaScript, in kB of 1000 bytes (as Vite reports),
 * judged on brotli: what the server sends every browser that accepts it (all current ones).
 */
const PAGES = [
  { path: '/home', budgetKb: 170 },
  { path: '/hotels', budgetKb: 220 },
  { path: `/${HOTEL}/rooms`, budgetKb: 220 },
] as const;

const kb = (n: number) => (n / 1000).toFixed(1).padStart(7);
const bytesCell = (b: Bytes) => `${kb(b.raw)} ${kb(b.gzip)} ${kb(b.brotli)}`;

async function builtSite(): Promise<{ distDir: string; cleanUp: () => void }> {
  const given = process.env.BENCH_WEB_DIST;
  if (given) return { distDir: path.resolve(given), cleanUp: () => undefined };
  const distDir = mkdtempSync(path.join(tmpdir(), 'web-bench-dist-'));
  const nodeEnv = process.env.NODE_ENV;
  await build({ root: WEB_ROOT, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  // The server bundle beside it, as `npm run build` puts it: the pages are rendered on the server.
  await build({
    root: WEB_ROOT,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: `${distDir}-ssr`, emptyOutDir: true },
  });
  // Vite sets NODE_ENV=production in this process; the server started below inherits the env and
  // must start as the e2e journeys start it.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  // As `npm run build` does: .br/.gz copies beside the files, which the server sends as they are.
  if (existsSync(PRECOMPRESS)) {
    spawnSync(process.execPath, ['--import', 'tsx', PRECOMPRESS, distDir], { stdio: 'inherit' });
  }
  return {
    distDir,
    cleanUp: () => {
      rmSync(distDir, { recursive: true, force: true });
      rmSync(`${distDir}-ssr`, { recursive: true, force: true });
    },
  };
}

async function printBytes(baseUrl: string, distDir: string) {
  const paths = PAGES.map((p) => p.path);
  const phone = await firstLoadScripts(baseUrl, distDir, paths, PHONE);
  const desktop = await firstLoadScripts(baseUrl, distDir, paths, DESKTOP);
  console.log('\nFirst-load JavaScript, kB (raw / gzip -9 / brotli 11), scripts fetched until network idle');
  console.log(
    `${'page'.padEnd(18)}${'viewport'.padEnd(10)}${'raw'.padStart(7)} ${'gzip'.padStart(7)} ${'brotli'.padStart(7)}  files  budget (brotli)`,
  );
  for (const { path: pagePath, budgetKb } of PAGES) {
    for (const [label, measured] of [
      ['375 px', phone],
      ['1280 px', desktop],
    ] as const) {
      const scripts = measured.get(pagePath);
      if (!scripts) continue;
      const verdict = scripts.bytes.brotli <= budgetKb * 1000 ? 'within' : 'OVER';
      console.log(
        `${pagePath.padEnd(18)}${label.padEnd(10)}${bytesCell(scripts.bytes)}  ${String(scripts.files.length).padStart(5)}  ${verdict} ${budgetKb}`,
      );
    }
  }
  if (process.env.BENCH_VERBOSE) {
    for (const [pagePath, scripts] of phone) console.log(`${pagePath} (375 px): ${scripts.files.join(' ')}`);
  }
}

async function printLighthouse(baseUrl: string) {
  console.log('\nLighthouse (mobile preset, simulated throttling)');
  console.log(`${'page'.padEnd(18)}perf  seo  a11y  best    CLS   LCP ms   TBT ms`);
  for (const { path: pagePath } of PAGES) {
    // Lighthouse now and then loses the trace of a load (NO_NAVSTART) on a busy machine: once more.
    const f = await lighthouseFigures(`${baseUrl}${pagePath}`).catch(() =>
      lighthouseFigures(`${baseUrl}${pagePath}`),
    );
    console.log(
      `${pagePath.padEnd(18)}${String(f.performance).padStart(4)} ${String(f.seo).padStart(4)} ${String(f.accessibility).padStart(5)} ${String(f.bestPractices).padStart(5)} ${f.cls.toFixed(3).padStart(6)} ${f.lcpMs.toFixed(0).padStart(8)} ${f.tbtMs.toFixed(0).padStart(8)}`,
    );
  }
}

const { distDir, cleanUp } = await builtSite();
// a data folder of its own: the seeded copy the browser journeys share exists only under Vitest
const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-bench-web-'));
const server = await startServer({ dataDir, env: { WEB_DIST_DIR: distDir } });
try {
  console.log(`Site ${server.baseUrl}, build ${distDir}, Node ${process.version}`);
  await printBytes(server.baseUrl, distDir);
  if (!process.argv.includes('--bytes-only')) await printLighthouse(server.baseUrl);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  cleanUp();
}
