import { hotelsByPageResponse, roomAndRateResponse } from '@hotel/shared/api/hotel';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { rollInventoryHorizon } from '../../src/rates/jobs/inventory-horizon.ts';
import { ensureInventoryHorizon, HORIZON_DAYS } from '../../src/rates/services/inventory-horizon.ts';
import { prepareData } from '../../src/seed/prepare.ts';
import { createTestDatabase, type TestDatabase, testDatabaseUrl } from '../helpers/database.ts';
import { createBrand, createCity, createHotel } from '../helpers/factories.ts';
import { PRODUCTION_SECRET } from '../helpers/production.ts';

/**
 * The inventory horizon of a large catalogue: a start does not wait for it, the jobs extend it in
 * batches once the server is ready, and a night not yet extended is not sold.
 */
const today = shanghaiDate();
const lastNight = addDays(today, HORIZON_DAYS - 1);

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * `roomTypes` room types of 6 rooms over 10 hotels, each with one rate plan of 300 yuan (Saturdays
 * 360) and `nights` nights stored from today: a catalogue imported without its calendar, or one
 * whose calendar stops short of the horizon.
 */
async function catalogue(db: Db, roomTypes: number, nights = 0): Promise<{ cityCode: string }> {
  const city = await createCity(db);
  const brand = await createBrand(db);
  const hotels = [];
  for (let i = 0; i < 10; i += 1) hotels.push(await createHotel(db, { cityId: city.id, brandId: brand.id }));
  const hotelIds = sql.raw(`ARRAY[${hotels.map((h) => h.id).join(',')}]`);
  await db.execute(sql`
    INSERT INTO room_types (hotel_id, rt_code, name, remark, size, bed_type, "window", short_image, room_count, sort)
    SELECT (${hotelIds})[1 + k % 10], 'RT' || k, '客房' || k, '', '30㎡', '大床', '有窗', '', 6, k
    FROM generate_series(1, ${roomTypes}::int) AS g(k)`);
  await db.execute(sql`
    INSERT INTO rate_plans (room_type_id, rate_code, name, base_price_fen, sort)
    SELECT id, 'BAR', '门市价', 30000, 1 FROM room_types`);
  await db.execute(sql`
    INSERT INTO rate_plan_weekday_prices (rate_plan_id, weekday, price_fen)
    SELECT rp.id, wd, CASE WHEN wd = 6 THEN 36000 ELSE 30000 END
    FROM rate_plans rp CROSS JOIN generate_series(1, 7) AS g(wd)`);
  if (nights > 0) {
    await db.execute(sql`
      INSERT INTO nightly_inventory (room_type_id, night, total, taken)
      SELECT rt.id, ${today}::date + d, 6, 0 FROM room_types rt CROSS JOIN generate_series(0, ${nights - 1}::int) AS g(d)`);
    await db.execute(sql`
      INSERT INTO nightly_prices (rate_plan_id, night, price_fen)
      SELECT rp.id, ${today}::date + d, 30000 FROM rate_plans rp CROSS JOIN generate_series(0, ${nights - 1}::int) AS g(d)`);
  }
  return { cityCode: city.ctCode };
}

/** Room types and rate plans whose stored nights stop short of the last night of the horizon. */
async function shortOfHorizon(db: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM room_types rt WHERE NOT EXISTS (
          SELECT 1 FROM nightly_inventory i WHERE i.room_type_id = rt.id AND i.night = ${lastNight}))
        + (SELECT count(*) FROM rate_plans rp WHERE NOT EXISTS (
          SELECT 1 FROM nightly_prices p WHERE p.rate_plan_id = rp.id AND p.night = ${lastNight}))::int AS n`,
  );
  return Number(row?.n ?? -1);
}

async function nightCounts(db: Db): Promise<{ inventory: number; prices: number }> {
  const [row] = await rows<{ inventory: number; prices: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM nightly_inventory)::int AS inventory,
      (SELECT count(*) FROM nightly_prices)::int AS prices`,
  );
  return { inventory: Number(row?.inventory), prices: Number(row?.prices) };
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not done in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const production = () =>
  loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: PRODUCTION_SECRET,
    SMS_PROVIDER: 'console',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
  });

describe('the inventory horizon of a large catalogue', () => {
  it('is not on the start path: a start writes no night, the jobs cover every room type once the server is ready', async () => {
    const config = production();
    database = await createTestDatabase({ limits: config.statementLimits });
    const { db } = database;
    const roomTypes = 250; // three batches of the job
    await catalogue(db, roomTypes);

    // what server.ts does before listening, as on every restart
    const started = Date.now();
    await prepareData(db, config);
    const app = await buildApp({ config, database });
    await app.ready();
    expect(Date.now() - started).toBeLessThan(10_000);
    try {
      // the job, not the start, writes the nights: in batches, until none is missing
      await until(async () => (await shortOfHorizon(db)) === 0, 60_000);
      expect(await nightCounts(db)).toEqual({
        inventory: roomTypes * HORIZON_DAYS,
        prices: roomTypes * HORIZON_DAYS,
      });
      const [saturday] = await rows<{ night: string; price: number }>(
        db,
        sql`SELECT night::text AS night, price_fen AS price FROM nightly_prices
          WHERE extract(isodow FROM night) = 6 ORDER BY night, rate_plan_id LIMIT 1`,
      );
      expect(saturday?.price).toBe(36_000);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('leaves a night not yet extended off sale: sold out in the list, no room on the rooms page', async () => {
    database = await createTestDatabase();
    const { db } = database;
    // the calendar of yesterday's horizon: every night but the last
    const { cityCode } = await catalogue(db, 20, HORIZON_DAYS - 1);
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', READ_CACHE_TTL_MS: '0' }),
      database,
    });
    await app.ready();
    try {
      const stay = { checkIn: lastNight, checkOut: addDays(lastNight, 1) };
      const list = async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/crsapi/v1/hotel/getHotelsByPage',
          payload: { cityCode, ...stay },
        });
        expect(res.statusCode, res.body).toBe(200);
        return hotelsByPageResponse.parse(res.json()).rows;
      };
      const before = await list();
      expect(before).toHaveLength(10);
      expect(before.every((row) => row.soldOut && row.lowestPrice === null)).toBe(true);
      const rooms = await app.inject({
        method: 'POST',
        url: '/crsapi/v1/hotel/getRoomAndRate',
        payload: { HotelCode: before[0]?.hotelCode, CheckIn: stay.checkIn, CheckOut: stay.checkOut },
      });
      expect(rooms.statusCode, rooms.body).toBe(200);
      const rates = roomAndRateResponse.parse(rooms.json()).data.flatMap((room) => room.rateList);
      expect(rates.length).toBeGreaterThan(0);
      expect(rates.some((rate) => rate.bookable)).toBe(false);

      const roll = await rollInventoryHorizon(db, new Date());
      expect(roll).toEqual({ added: 2 * 20, complete: true });
      expect((await list()).every((row) => !row.soldOut && row.lowestPrice !== null)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('adds each night once when two instances roll at the same time', async () => {
    database = await createTestDatabase();
    const { db } = database;
    await catalogue(db, 120, 30);
    const now = new Date();
    const runs = await Promise.all([
      rollInventoryHorizon(db, now, { batchSize: 10 }),
      rollInventoryHorizon(db, now, { batchSize: 10 }),
    ]);
    // one may find the other at it and stop; one of them goes to the end
    expect(runs.some((run) => run.complete)).toBe(true);
    expect(runs.reduce((sum, run) => sum + run.added, 0)).toBe(2 * 120 * (HORIZON_DAYS - 30));
    expect(await shortOfHorizon(db)).toBe(0);
    expect(await rollInventoryHorizon(db, now)).toEqual({ added: 0, complete: true });
  });

  it.skipIf(!testDatabaseUrl)(
    'fits each batch within a statement time-out the whole catalogue at once runs past (PostgreSQL)',
    async () => {
      database = await createTestDatabase({ limits: { lockTimeoutMs: 1_000, statementTimeoutMs: 500 } });
      const { db } = database;
      await catalogue(db, 1_000);
      // 57014: canceling statement due to statement timeout
      await expect(ensureInventoryHorizon(db, today)).rejects.toMatchObject({ cause: { code: '57014' } });
      expect(await nightCounts(db)).toEqual({ inventory: 0, prices: 0 });
      const roll = await rollInventoryHorizon(db, new Date(), { batchSize: 10 });
      expect(roll).toEqual({ added: 2 * 1_000 * HORIZON_DAYS, complete: true });
      expect(await shortOfHorizon(db)).toBe(0);
    },
    // 360,000 rows in 100 transactions, on a machine the other test files share
    120_000,
  );
});
