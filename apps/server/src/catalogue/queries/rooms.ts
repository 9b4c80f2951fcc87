import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { ratePlans, roomTypes } from '../../db/schema/catalog.ts';

export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type RatePlanRow = typeof ratePlans.$inferSelect;

/** Room types of a hotel in display order. */
export async function listRoomTypes(db: Queryable, hotelId: number): Promise<RoomTypeRow[]> {
  return db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.sort), asc(roomTypes.id));
}

export async function findRoomType(
  db: Queryable,
  hotelId: number,
  rtCode: string,
): Promise<RoomTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.rtCode, rtCode)))
    .limit(1);
  return row;
}

/** Active rate plans (the ones sold) of some room types, in display order within each room type. */
export async function listRatePlans(db: Queryable, roomTypeIds: number[]): Promise<RatePlanRow[]> {
  if (roomTypeIds.length === 0) return [];
  return db
    .select()
    .from(ratePlans)
    .where(and(inArray(ratePlans.roomTypeId, roomTypeIds), eq(ratePlans.active, true)))
    .orderBy(asc(ratePlans.sort), asc(ratePlans.id));
}
