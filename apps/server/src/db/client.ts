import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { bindTransactionsToDeadlines } from './deadline-transactions.ts';
import { poolTransactions } from './pool-transactions.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The database, whichever driver is behind it: PGlite and node-postgres share this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Query functions take either the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL, for work that needs a connection of its own (migrations under a lock). */
  url?: string;
  /** Connections of the pool: open ones, idle ones, and requests waiting for one (PostgreSQL only). */
  poolStats?(): { open: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Limits on the server's own statements, shorter than the request time-out (see config.ts). */
export interface StatementLimits {
  /** Longest wait for a row or advisory lock; 0 waits for ever. */
  lockTimeoutMs: number;
  /** Longest single statement; 0 for no limit. */
  statementTimeoutMs: number;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; without it an embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite folder; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite data folder dumped by `dumpDataDir`, to start from (tests start from one migrated copy). */
  loadDataDir?: Blob;
  poolSize?: number;
  limits?: StatementLimits;
  /** Where a lost connection is reported; the process goes on either way. */
  onConnectionError?: (err: Error) => void;
}

/** A session that sits in an open transaction this long is ended by PostgreSQL (a stuck process). */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
/** Longest wait for a connection, new or from the pool. */
const CONNECT_TIMEOUT_MS = 10_000;
/** Seen by pg_stat_activity: which connections are this server's. */
export const APPLICATION_NAME = 'hotel-server';

function reportToConsole(err: Error): void {
  console.error(`PostgreSQL connection lost: ${err.message}`);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm, which the order search's indexes need (migration 0024), is a contrib extension PGlite
  // loads only when asked, on every start: a data folder that has it will not open without it
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  await client.exec("SET TIME ZONE 'Asia/Shanghai'");
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  // one connection, one transaction at a time: no other session could cancel a statement
  bindTransactionsToDeadlines(db);
  return { db, kind: 'pglite', close: () => client.close() };
}

function openPostgres(url: string, options: DatabaseOptions): Database {
  const limits = options.limits ?? { lockTimeoutMs: 0, statementTimeoutMs: 0 };
  const onConnectionError = options.onConnectionError ?? reportToConsole;
  const settings = [
    // every session in Asia/Shanghai, where business dates live (see lib/time.ts)
    '-c timezone=Asia/Shanghai',
    `-c lock_timeout=${limits.lockTimeoutMs}`,
    `-c statement_timeout=${limits.statementTimeoutMs}`,
    `-c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_TIMEOUT_MS}`,
    // no JIT compilation: it pays off on long analytic scans, while a request's statements take
    // milliseconds; 经营概况's and the order search's estimates at a million orders passed its
    // threshold and compiling added 30–100 ms to each (docs/benchmarks.md, issue 29)
    '-c jit=off',
  ];
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // a server that does not answer (down, or every connection taken) fails the request in time
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options: settings.join(' '),
    application_name: APPLICATION_NAME,
  });
  // An idle connection the server drops (restart, failover): the pool discards it and the next
  // query opens a new one.
  pool.on('error', onConnectionError);
  // A connection lost while a request holds it (in a transaction): the statement in flight fails on
  // its own and the pool discards the connection when it comes back. node-postgres also emits
  // 'error' on the client, and an 'error' event nobody listens to ends the process.
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
  });

  // A request that gives up cancels its statement from another session: one connection of its own,
  // so a pool full of requests waiting on locks cannot keep the cancel waiting too.
  const control = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: `${APPLICATION_NAME}-control`,
  });
  control.on('error', onConnectionError);
  const cancelBackend = async (pid: number) => {
    await control.query('SELECT pg_cancel_backend($1)', [pid]);
  };

  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  db.transaction = poolTransactions(pool, cancelBackend) as Db['transaction'];
  bindTransactionsToDeadlines(db);
  return {
    db,
    kind: 'postgres',
    url,
    poolStats: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all([pool.end(), control.end()]);
    },
  };
}
