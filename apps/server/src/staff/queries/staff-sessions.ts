import { eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/staff.ts';

export async function insertStaffSession(
  db: Queryable,
  values: { tokenHash: string; staffId: number; ip: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(staffSessions)
    .values({
      tokenHash: values.tokenHash,
      staffId: values.staffId,
      ip: values.ip,
      createdAt: values.now,
      lastSeenAt: values.now,
    })
    .returning({ id: staffSessions.id });
  if (!row) throw new Error('staff session insert returned no row');
  return row.id;
}

/** A session by its token's hash, with its account. */
export async function sessionByTokenHash(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({ session: staffSessions, account: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
}

export async function endSession(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ endedAt: now }).where(eq(staffSessions.id, id));
}

/**
 * Deletes the sessions nobody used since `before`: a session ends after 30 idle minutes, so one
 * unused since long before then has ended, by sign-out, idleness or age.
 */
export async function purgeSessionsUnusedSince(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(lt(staffSessions.lastSeenAt, before))
    .returning({ id: staffSessions.id });
  return rows.length;
}
