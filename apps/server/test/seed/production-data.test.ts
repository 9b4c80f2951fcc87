import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/client.ts';
import { DEMO_MEMBER } from '../../src/seed/members.ts';
import { prepareData } from '../../src/seed/prepare.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { PRODUCTION_SECRET } from '../helpers/production.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

async function count(db: Db, table: string): Promise<number> {
  const result = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

async function demoMemberCount(db: Db): Promise<number> {
  const result = await db.execute(
    sql`SELECT count(*)::int AS n FROM members WHERE mobile = ${DEMO_MEMBER.mobile}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

describe('the data a start writes', () => {
  it('in production: the member levels only, no demo hotel, member with a known password or staff account', async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: PRODUCTION_SECRET,
      SMS_PROVIDER: 'console',
    });
    expect(config.seedDemo).toBe(false);
    await prepareData(database.db, config);
    await prepareData(database.db, config); // a restart changes nothing
    expect(await count(database.db, 'member_levels')).toBe(5);
    expect(await count(database.db, 'cities')).toBe(0);
    expect(await count(database.db, 'hotels')).toBe(0);
    expect(await count(database.db, 'members')).toBe(0);
    expect(await count(database.db, 'staff')).toBe(0);
  });

  it('in production with SEED_DEMO=1: the demo group and member on purpose, still no demo staff account', async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: PRODUCTION_SECRET,
      SMS_PROVIDER: 'console',
      SEED_DEMO: '1',
    });
    await prepareData(database.db, config);
    expect(await count(database.db, 'hotels')).toBeGreaterThan(0);
    expect(await demoMemberCount(database.db)).toBe(1);
    expect(await count(database.db, 'staff')).toBe(0);
  });

  it('outside production: the whole demo, back-office accounts included, as npm start has always done', async () => {
    database = await createTestDatabase();
    await prepareData(database.db, loadConfig({ NODE_ENV: 'development' }));
    expect(await demoMemberCount(database.db)).toBe(1);
    expect(await count(database.db, 'staff')).toBeGreaterThan(0);
  });

  it('the demo added later to a production database that has its levels already', async () => {
    database = await createTestDatabase();
    await prepareData(
      database.db,
      loadConfig({ NODE_ENV: 'production', APP_SECRET: PRODUCTION_SECRET, SMS_PROVIDER: 'console' }),
    );
    await prepareData(
      database.db,
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: PRODUCTION_SECRET,
        SMS_PROVIDER: 'console',
        SEED_DEMO: 'true',
      }),
    );
    expect(await count(database.db, 'member_levels')).toBe(5);
    expect(await demoMemberCount(database.db)).toBe(1);
  });
});

describe('npm run seed:demo', () => {
  it('writes the demo into an empty embedded database, and leaves one with hotels alone', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-demo-'));
    try {
      const env = {
        ...process.env,
        NODE_ENV: 'production',
        APP_SECRET: PRODUCTION_SECRET,
        SMS_PROVIDER: 'console',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      };
      const run = () =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed-demo.ts'], {
          cwd: ROOT,
          env,
        });
      expect((await run()).stdout).toContain('已写入演示数据');
      expect((await run()).stdout).toContain('未写入演示数据');
      const embedded = await openDatabase({ dataDir });
      try {
        expect(await demoMemberCount(embedded.db)).toBe(1);
        expect(await count(embedded.db, 'staff')).toBe(0);
      } finally {
        await embedded.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
