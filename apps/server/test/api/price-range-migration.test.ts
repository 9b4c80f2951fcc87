import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { createBrand, createCity, createHotel } from '../helpers/factories.ts';
import { migrationsUpTo } from '../helpers/migrations.ts';

/**
 * Migration 0012 on a database from before it, where hotels were filed under price ranges: the
 * demo's four ranges get their bounds, a range staff named otherwise keeps none, and no hotel is
 * filed under a range any more (a range now holds hotels by their price for the stay searched).
 */
let database: Database;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  // PGlite answers with `rows`; the shared Db type leaves the result unknown
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

beforeAll(async () => {
  database = await openDatabase({});
  const before = await migrationsUpTo(11);
  try {
    await migrateDatabase(database, before);
  } finally {
    await rm(before, { recursive: true });
  }
  const city = await createCity(database.db);
  const brand = await createBrand(database.db);
  const hotel = await createHotel(database.db, { cityId: city.id, brandId: brand.id });
  for (const [sort, name, classCode] of [
    [1, '200元以下', 'price'],
    [2, '200-300元', 'price'],
    [3, '300-500元', 'price'],
    [4, '500元以上', 'price'],
    [5, '千元以上', 'price'],
    [6, '停车场', 'facility'],
  ] as const) {
    await database.db.execute(sql`
      INSERT INTO filter_archives (class_code, name, sort) VALUES (${classCode}, ${name}, ${sort})`);
  }
  await database.db.execute(sql`
    INSERT INTO hotel_archives (hotel_id, archive_id)
    SELECT ${hotel.id}, id FROM filter_archives WHERE name IN ('200-300元', '停车场')`);
  await migrateDatabase(database);
});

afterAll(async () => {
  await database?.close();
});

describe('price ranges by the price of the stay (migration 0012)', () => {
  it('bounds the four ranges of the demo data and leaves another range unbounded', async () => {
    expect(
      await rows(sql`
        SELECT name, price_from_yuan AS "from", price_below_yuan AS below FROM filter_archives
        WHERE class_code = 'price' ORDER BY sort`),
    ).toEqual([
      { name: '200元以下', from: null, below: 200 },
      { name: '200-300元', from: 200, below: 300 },
      { name: '300-500元', from: 300, below: 500 },
      { name: '500元以上', from: 500, below: null },
      { name: '千元以上', from: null, below: null },
    ]);
  });

  it('takes hotels off the price ranges and keeps their other archives', async () => {
    expect(
      await rows(sql`
        SELECT a.name FROM hotel_archives ha JOIN filter_archives a ON a.id = ha.archive_id`),
    ).toEqual([{ name: '停车场' }]);
  });
});
