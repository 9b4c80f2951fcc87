import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { hotels } from '../db/schema/catalog.ts';

/** The id of a hotel by its code, or undefined when there is no such hotel. */
export async function findHotelId(db: Queryable, hotelCode: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(eq(hotels.hotelCode, hotelCode))
    .limit(1);
  return row?.id;
}
