import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { createTestDatabase, testDatabaseUrl } from '../helpers/database.ts';

/**
 * The real app over a pool of real PostgreSQL connections (TEST_DATABASE_URL), for the proofs that
 * need transactions to run at the same time: PGlite runs one at a time and cannot show a race.
 */
export interface PostgresApp {
  app: App;
  db: Db;
  close(): Promise<void>;
}

export const POOL_SIZE = 25;

export async function createPostgresApp(): Promise<PostgresApp> {
  const database = await createTestDatabase({ poolSize: POOL_SIZE });
  if (database.kind !== 'postgres') throw new Error('the concurrency proofs need TEST_DATABASE_URL');
  // A burst of 50 card payments verifies 50 scrypt hashes at once (4 libuv threads) while other
  // proof files run beside it: the 15 s request time-out would answer some with 503 before the
  // answer this proof is about, so it is raised here.
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', REQUEST_TIMEOUT_MS: '120000' });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      // pool.end() resolves before the 25 sockets have closed; dropping the database WITH (FORCE)
      // at once would kill them mid-goodbye and surface as unhandled 57P01 errors
      await sleep(300);
      const name = new URL(database.url ?? '').pathname.slice(1);
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Runs `work` until `stop` resolves, collecting what it returns: a watcher beside a burst of requests. */
export async function sampleWhile<T>(stop: Promise<unknown>, work: () => Promise<T>): Promise<T[]> {
  let done = false;
  void stop.finally(() => {
    done = true;
  });
  const samples: T[] = [];
  while (!done) samples.push(await work());
  return samples;
}
