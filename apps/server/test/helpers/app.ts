import { createServer } from 'node:net';
import { type App, type AppDeps, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestApp {
  app: App;
  db: Db;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database; `prepare` fills it (factories or the demo seed) before the app starts. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    prepare?: (db: Db) => Promise<void>;
    logStream?: AppDeps['logStream'];
  } = {},
): Promise<TestApp> {
  // Tests write rows straight into the database, which no running site does, and read them at
  // once: the public read cache is off unless a test turns it on (READ_CACHE_TTL_MS).
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent',
    READ_CACHE_TTL_MS: '0',
    ...options.env,
  });
  const database = await createTestDatabase({ limits: config.statementLimits });
  await options.prepare?.(database.db);
  const app = await buildApp({ config, database, logStream: options.logStream });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The real app listening on 127.0.0.1, its PUBLIC_BASE_URL its own address: for tests where a
 * stand-in of an outside service calls the site back (a payment gateway's notifications).
 */
export async function createListeningTestApp(
  env: Record<string, string>,
  options: { logStream?: AppDeps['logStream'] } = {},
): Promise<TestApp & { baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ env: { ...env, PUBLIC_BASE_URL: baseUrl }, logStream: options.logStream });
  await t.app.listen({ host: '127.0.0.1', port });
  return { ...t, baseUrl };
}
