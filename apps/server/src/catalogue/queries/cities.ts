import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cities } from '../../db/schema/catalog.ts';

export type CityRow = typeof cities.$inferSelect;

/** Every city in display order (sort, id). */
export async function listCities(db: Queryable): Promise<CityRow[]> {
  return db.select().from(cities).orderBy(asc(cities.sort), asc(cities.id));
}

export async function findCityByCode(db: Queryable, ctCode: string): Promise<CityRow | undefined> {
  const [row] = await db.select().from(cities).where(eq(cities.ctCode, ctCode)).limit(1);
  return row;
}
