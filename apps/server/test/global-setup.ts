import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite data folder (tar), which each test file loads. */
    migratedPgliteDump: string;
    /** A migrated PostgreSQL database each test file copies with CREATE DATABASE … TEMPLATE. */
    migratedPostgresTemplate: string;
  }
}

/**
 * Migrates once per run, so that a test file starts from a copy instead of creating a database
 * (PGlite's initdb alone takes seconds) and applying every migration again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgresUrl = project.config.env.TEST_DATABASE_URL || undefined;
  return postgresUrl ? migratedPostgresTemplate(project, postgresUrl) : migratedPgliteDump(project);
}

async function migratedPgliteDump(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({});
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'hotel-test-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPgliteDump', file);
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function migratedPostgresTemplate(project: TestProject, url: string): Promise<() => Promise<void>> {
  const name = `hotel_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: templateUrl.toString(), poolSize: 1 });
  await migrateDatabase(database);
  await database.close();
  project.provide('migratedPostgresTemplate', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
