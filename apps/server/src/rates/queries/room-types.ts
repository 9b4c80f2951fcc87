import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { ratePlans, roomTypes } from '../../db/schema/catalog.ts';
import { ratePlanWeekdayPrices } from '../../db/schema/inventory.ts';

/** Room types and rate plans as 房价房态 edits them. */

export type RoomTypeRecord = typeof roomTypes.$inferSelect;
export type RatePlanRecord = typeof ratePlans.$inferSelect;
export type RoomTypeValues = Omit<typeof roomTypes.$inferInsert, 'id' | 'hotelId' | 'rtCode'>;
export type RatePlanValues = Omit<typeof ratePlans.$inferInsert, 'id' | 'roomTypeId' | 'rateCode'>;

export async function roomTypesOfHotel(db: Queryable, hotelId: number): Promise<RoomTypeRecord[]> {
  return db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.sort), asc(roomTypes.id));
}

export async function ratePlansOf(db: Queryable, roomTypeIds: number[]): Promise<RatePlanRecord[]> {
  if (roomTypeIds.length === 0) return [];
  return db
    .select()
    .from(ratePlans)
    .where(inArray(ratePlans.roomTypeId, roomTypeIds))
    .orderBy(asc(ratePlans.sort), asc(ratePlans.id));
}

/** Default prices in fen by rate plan, Monday first; a weekday without a row is absent (undefined). */
export async function weekdayPricesOf(db: Queryable, ratePlanIds: number[]) {
  const byPlan = new Map<number, (number | undefined)[]>();
  if (ratePlanIds.length === 0) return byPlan;
  const rows = await db
    .select()
    .from(ratePlanWeekdayPrices)
    .where(inArray(ratePlanWeekdayPrices.ratePlanId, ratePlanIds));
  for (const row of rows) {
    const week = byPlan.get(row.ratePlanId) ?? Array.from({ length: 7 }, () => undefined);
    week[row.weekday - 1] = row.priceFen;
    byPlan.set(row.ratePlanId, week);
  }
  return byPlan;
}

/** A room type locked for the rest of the transaction. */
export async function lockRoomType(tx: Tx, id: number): Promise<RoomTypeRecord | undefined> {
  const [row] = await tx.select().from(roomTypes).where(eq(roomTypes.id, id)).for('update');
  return row;
}

/** A rate plan with its room type's hotel, locked for the rest of the transaction. */
export async function lockRatePlan(tx: Tx, id: number) {
  const [row] = await tx
    .select({ plan: ratePlans, hotelId: roomTypes.hotelId })
    .from(ratePlans)
    .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
    .where(eq(ratePlans.id, id))
    .for('update', { of: ratePlans });
  return row;
}

export async function roomTypeCodeTaken(db: Queryable, hotelId: number, rtCode: string): Promise<boolean> {
  const rows = await db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.rtCode, rtCode)))
    .limit(1);
  return rows.length > 0;
}

export async function rateCodeTaken(db: Queryable, roomTypeId: number, rateCode: string): Promise<boolean> {
  const rows = await db
    .select({ id: ratePlans.id })
    .from(ratePlans)
    .where(and(eq(ratePlans.roomTypeId, roomTypeId), eq(ratePlans.rateCode, rateCode)))
    .limit(1);
  return rows.length > 0;
}

export async function insertRoomType(
  tx: Tx,
  values: RoomTypeValues & { hotelId: number; rtCode: string },
): Promise<RoomTypeRecord> {
  const [row] = await tx.insert(roomTypes).values(values).returning();
  if (!row) throw new Error('room type insert returned no row');
  return row;
}

export async function updateRoomType(tx: Tx, id: number, values: RoomTypeValues): Promise<RoomTypeRecord> {
  const [row] = await tx.update(roomTypes).set(values).where(eq(roomTypes.id, id)).returning();
  if (!row) throw new Error('room type update returned no row');
  return row;
}

export async function insertRatePlan(
  tx: Tx,
  values: RatePlanValues & { roomTypeId: number; rateCode: string },
): Promise<RatePlanRecord> {
  const [row] = await tx.insert(ratePlans).values(values).returning();
  if (!row) throw new Error('rate plan insert returned no row');
  return row;
}

export async function updateRatePlan(tx: Tx, id: number, values: RatePlanValues): Promise<RatePlanRecord> {
  const [row] = await tx.update(ratePlans).set(values).where(eq(ratePlans.id, id)).returning();
  if (!row) throw new Error('rate plan update returned no row');
  return row;
}

/** Replaces the seven default prices of a rate plan (fen, Monday first). */
export async function setWeekdayPrices(tx: Tx, ratePlanId: number, pricesFen: number[]): Promise<void> {
  await tx.delete(ratePlanWeekdayPrices).where(eq(ratePlanWeekdayPrices.ratePlanId, ratePlanId));
  await tx
    .insert(ratePlanWeekdayPrices)
    .values(pricesFen.map((priceFen, i) => ({ ratePlanId, weekday: i + 1, priceFen })));
}
