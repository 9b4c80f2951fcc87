import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, type Db, openDatabase } from '../../src/db/client.ts';
import { createTestDatabase, testDatabaseUrl } from '../helpers/database.ts';

/**
 * The real app over a pool of real PostgreSQL connections (TEST_DATABASE_URL), for the proofs that
 * need transactions to run at the same time: PGlite runs one at a time and cannot show a race.
 */
export interface PostgresApp {
  app: App;
  db: Db;
  /** The scratch database's name, to find this app's sessions in pg_stat_activity. */
  databaseName: string;
  /** Another instance of the server on the same database (its own pool), as behind a load balancer. */
  startInstance(): Promise<App>;
  /** Closes an instance started by startInstance (its pool must give back every connection). */
  stopInstance(app: App): Promise<void>;
  /** The pool of each instance, the first one first. */
  poolStats(): { open: number; idle: number; waiting: number }[];
  close(): Promise<void>;
}

export const POOL_SIZE = 25;

export async function createPostgresApp(
  options: { env?: Record<string, string> } = {},
): Promise<PostgresApp> {
  // A burst of 50 card payments verifies 50 scrypt hashes at once (4 libuv threads) while other
  // proof files run beside it: the 15 s request time-out would answer some with 503 before the
  // answer this proof is about, so it is raised here.
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent',
    REQUEST_TIMEOUT_MS: '120000',
    // rows written straight into the database are read at once (see helpers/app.ts)
    READ_CACHE_TTL_MS: '0',
    ...options.env,
  });
  const database = await createTestDatabase({ poolSize: POOL_SIZE, limits: config.statementLimits });
  if (database.kind !== 'postgres' || !database.url)
    throw new Error('the concurrency proofs need TEST_DATABASE_URL');
  const url = database.url;
  const app = await buildApp({ config, database });
  await app.ready();
  const others: { app: App; database: Database }[] = [];
  return {
    app,
    db: database.db,
    databaseName: new URL(url).pathname.slice(1),
    async startInstance() {
      const second = await openDatabase({ url, poolSize: POOL_SIZE, limits: config.statementLimits });
      const instance = await buildApp({ config, database: second });
      await instance.ready();
      others.push({ app: instance, database: second });
      return instance;
    },
    poolStats() {
      return [database, ...others.map((other) => other.database)].map(
        (each) => each.poolStats?.() ?? { open: 0, idle: 0, waiting: 0 },
      );
    },
    async stopInstance(instance) {
      const index = others.findIndex((other) => other.app === instance);
      const [other] = others.splice(index, 1);
      if (!other) throw new Error('not an instance of this app');
      await other.app.close();
      await other.database.close();
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.database.close();
      }
      await app.close();
      await database.close();
      // pool.end() resolves before the 25 sockets have closed; dropping the database WITH (FORCE)
      // at once would kill them mid-goodbye and surface as unhandled 57P01 errors
      await sleep(300);
      const name = new URL(url).pathname.slice(1);
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

/** A connection of the test's own to the app's database: to hold locks and end the app's sessions. */
export async function adminClient(pgApp: PostgresApp): Promise<pg.Client> {
  const url = new URL(testDatabaseUrl ?? '');
  url.pathname = `/${pgApp.databaseName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

/** Waits until one of the app's sessions waits for a lock, and returns its pid. */
export async function sessionWaitingForLock(client: pg.Client, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'hotel-server' AND wait_event_type = 'Lock'`,
    );
    if (rows[0]) return rows[0].pid;
    if (Date.now() > deadline) throw new Error('no session of the app is waiting for a lock');
    await sleep(20);
  }
}
