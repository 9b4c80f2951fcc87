import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { MIGRATIONS_DIR } from '../../src/paths.ts';
import { createBrand, createCity, createHotel } from './factories.ts';

/** A copy of the migrations folder with those up to `idx` only: the database as it was then. */
export async function migrationsUpTo(idx: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= idx);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * A hotel with a room type and rate plans written in SQL, as a database from before migration 0017
 * held them (a free-cancellation flag and the words staff typed): the factories write today's columns.
 */
export async function insertHotelBefore0017(
  db: Db,
  plans: { rateCode: string; isFreeCancel: boolean; freeCancelRange: string }[],
) {
  const city = await createCity(db);
  const brand = await createBrand(db);
  const hotel = await createHotel(db, { cityId: city.id, brandId: brand.id });
  const [roomType] = rowsOf<{ id: number }>(
    await db.execute(sql`
      INSERT INTO room_types (hotel_id, rt_code, name, remark, size, bed_type, "window", short_image, room_count)
      VALUES (${hotel.id}, 'DK', '豪华大床房', '', '30㎡', '大床', '有窗', '/media/rooms/r.jpg', 10) RETURNING id`),
  );
  if (!roomType) throw new Error('room type insert returned no row');
  const ratePlanIds: Record<string, number> = {};
  for (const plan of plans) {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`
        INSERT INTO rate_plans (room_type_id, rate_code, name, is_free_cancel, free_cancel_range, base_price_fen)
        VALUES (${roomType.id}, ${plan.rateCode}, ${`价格${plan.rateCode}`}, ${plan.isFreeCancel},
          ${plan.freeCancelRange}, 29900)
        RETURNING id`),
    );
    if (!row) throw new Error('rate plan insert returned no row');
    ratePlanIds[plan.rateCode] = row.id;
  }
  return { hotelId: hotel.id, roomTypeId: roomType.id, ratePlanIds };
}

/** The rows of a raw query (PGlite and node-postgres both answer with `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
