import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cities, hotels } from '../../db/schema/catalog.ts';
import { staff, staffHotels, staffSessions } from '../../db/schema/staff.ts';

export type StaffAccount = typeof staff.$inferSelect;
export type NewStaffAccount = typeof staff.$inferInsert;

export async function staffByUsername(db: Queryable, username: string): Promise<StaffAccount | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.username, username.toLowerCase())).limit(1);
  return row;
}

export async function staffById(db: Queryable, id: number): Promise<StaffAccount | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
}

/** Locks an account's row for the rest of the transaction (edits of one account one at a time). */
export async function lockStaff(db: Queryable, id: number): Promise<StaffAccount | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).for('update');
  return row;
}

export async function insertStaff(db: Queryable, values: NewStaffAccount): Promise<StaffAccount> {
  const [row] = await db.insert(staff).values(values).returning();
  if (!row) throw new Error('staff insert returned no row');
  return row;
}

export async function updateStaff(
  db: Queryable,
  id: number,
  values: Partial<NewStaffAccount>,
): Promise<void> {
  await db.update(staff).set(values).where(eq(staff.id, id));
}

/** Accepts a TOTP step once: false when a code of this step (or a later one) was accepted already. */
export async function takeTotpStep(db: Queryable, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, id), or(isNull(staff.totpLastStep), sql`${staff.totpLastStep} < ${step}`)))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export interface HotelRef {
  id: number;
  hotelCode: string;
  name: string;
}

/** The hotels of each account, in hotel code order. */
export async function hotelsOfStaff(db: Queryable, staffIds: number[]): Promise<Map<number, HotelRef[]>> {
  const result = new Map<number, HotelRef[]>();
  if (staffIds.length === 0) return result;
  const rows = await db
    .select({ staffId: staffHotels.staffId, id: hotels.id, hotelCode: hotels.hotelCode, name: hotels.name })
    .from(staffHotels)
    .innerJoin(hotels, eq(hotels.id, staffHotels.hotelId))
    .where(inArray(staffHotels.staffId, staffIds))
    .orderBy(asc(hotels.hotelCode));
  for (const { staffId, ...hotel } of rows) {
    const list = result.get(staffId) ?? [];
    list.push(hotel);
    result.set(staffId, list);
  }
  return result;
}

export async function setStaffHotels(db: Queryable, staffId: number, hotelIds: number[]): Promise<void> {
  await db.delete(staffHotels).where(eq(staffHotels.staffId, staffId));
  if (hotelIds.length > 0)
    await db.insert(staffHotels).values(hotelIds.map((hotelId) => ({ staffId, hotelId })));
}

/** Hotels by code; unknown codes are left out (the caller compares the counts). */
export async function hotelsByCodes(db: Queryable, codes: string[]): Promise<HotelRef[]> {
  if (codes.length === 0) return [];
  return db
    .select({ id: hotels.id, hotelCode: hotels.hotelCode, name: hotels.name })
    .from(hotels)
    .where(inArray(hotels.hotelCode, codes));
}

/** Every hotel (or those of `ids`) with its city, for the hotel pickers. */
export async function hotelOptions(db: Queryable, ids?: number[]) {
  return db
    .select({ id: hotels.id, hotelCode: hotels.hotelCode, name: hotels.name, cityName: cities.cnName })
    .from(hotels)
    .innerJoin(cities, eq(cities.id, hotels.cityId))
    .where(ids ? inArray(hotels.id, ids) : undefined)
    .orderBy(asc(hotels.sort), asc(hotels.id));
}

export async function listStaff(db: Queryable, filter: { keyword: string; limit: number; offset: number }) {
  const where = filter.keyword
    ? or(ilike(staff.username, `%${filter.keyword}%`), ilike(staff.displayName, `%${filter.keyword}%`))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(staff).where(where).orderBy(asc(staff.id)).limit(filter.limit).offset(filter.offset),
    db.select({ n: count() }).from(staff).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Ends every live session of an account (disabled, password changed or reset). */
export async function endSessionsOf(db: Queryable, staffId: number, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
}
