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
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', ...options.env });
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
