import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase, type StatementLimits } from '../src/db/client.ts';

/** A database a benchmark has to itself, and how to throw it away. */
export interface Scratch {
  database: Database;
  dispose(): Promise<void>;
}

export async function scratchPglite(): Promise<Scratch> {
  const database = await openDatabase({});
  return { database, dispose: () => database.close() };
}

/**
 * A database of its own on the server of `baseUrl`, dropped again by `dispose`; `limits`: the
 * statement and lock time-outs of its sessions (none when not given).
 */
export async function scratchPostgres(
  baseUrl: string,
  poolSize: number,
  limits?: StatementLimits,
): Promise<Scratch> {
  const scratch = await emptyPostgresDatabase(baseUrl, 'hotel_bench');
  const database = await openDatabase({ url: scratch.url, poolSize, ...(limits ? { limits } : {}) });
  return {
    database,
    async dispose() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A new empty database on the server of `baseUrl`, named `prefix` and a random part: its address,
 * and how to drop it (connections still open to it are ended).
 */
export async function emptyPostgresDatabase(baseUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The database `name` on the server of `baseUrl`, created when it is not there (`created` says so):
 * a benchmark whose seeding takes minutes keeps it between runs. `drop` throws it away.
 */
export async function namedPostgres(
  baseUrl: string,
  name: string,
  poolSize: number,
  limits?: StatementLimits,
): Promise<{ database: Database; created: boolean; drop(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize, ...(limits ? { limits } : {}) });
  return {
    database,
    created: !rowCount,
    async drop() {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
