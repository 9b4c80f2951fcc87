import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';

/** A database a benchmark has to itself, and how to throw it away. */
export interface Scratch {
  database: Database;
  dispose(): Promise<void>;
}

export async function scratchPglite(): Promise<Scratch> {
  const database = await openDatabase({});
  return { database, dispose: () => database.close() };
}

/** A database of its own on the server of `baseUrl`, dropped again by `dispose`. */
export async function scratchPostgres(baseUrl: string, poolSize: number): Promise<Scratch> {
  const name = `hotel_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize });
  return {
    database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
