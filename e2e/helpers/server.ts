/// <reference path="../provided-context.d.ts" />
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * The built server by default, as `npm start` runs it. E2E_SERVER_ENTRY may name the TypeScript
 * source instead (run through tsx), so a developer can try server changes without rebuilding.
 */
const SERVER_ENTRY = process.env.E2E_SERVER_ENTRY ?? path.join(ROOT, 'apps/server/dist/server.js');

export interface RunningServer {
  baseUrl: string;
  /** Sends SIGTERM, waits for the exit and returns its code; removes a data folder it made. */
  stop(): Promise<number | null>;
}

function copyOfSeededData(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-e2e-'));
  cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  return dataDir;
}

/** A port nobody listens on now, for a server whose address must be known before it starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts the built server as `npm start` would, on a free port (or the `port` given, when its
 * address goes into the server's own settings) and the embedded database in `dataDir`, by default
 * a fresh copy of the demo data the run's global set-up seeded (global-setup.ts).
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; port?: number } = {},
): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build first: npm run build');
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? copyOfSeededData();
  const args = SERVER_ENTRY.endsWith('.ts') ? ['--import', 'tsx', SERVER_ENTRY] : [SERVER_ENTRY];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}
