import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, type StatementLimits } from '../../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a scratch
 * database on the PostgreSQL of TEST_DATABASE_URL (dropped again by `dispose`). Either is a copy
 * of the database the run's global set-up migrated once (test/global-setup.ts).
 */
export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export async function createTestDatabase(
  options: { poolSize?: number; limits?: StatementLimits } = {},
): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const database = await openDatabase({ loadDataDir: await migratedPgliteDump() });
    return { ...database, dispose: () => database.close() };
  }
  const name = `hotel_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('migratedPostgresTemplate')}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    url: url.toString(),
    poolSize: options.poolSize ?? 10,
    limits: options.limits,
  });
  return {
    ...database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

let dump: Promise<Blob> | undefined;
/** The migrated PGlite folder, read once per worker. */
function migratedPgliteDump(): Promise<Blob> {
  dump ??= readFile(inject('migratedPgliteDump')).then((bytes) => new Blob([bytes]));
  return dump;
}
