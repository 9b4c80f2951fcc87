import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { members, sessions } from '../db/schema/members.ts';

export async function insertSession(
  db: Queryable,
  values: { tokenHash: string; memberId: number; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The live session of a token hash (not ended, not expired at `now`) with its member. */
export async function liveSessionByTokenHash(db: Queryable, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      memberId: members.id,
      name: members.name,
      mobile: members.mobile,
      cardNo: members.cardNo,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function endSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Deletes the sessions that ended or expired before `before`; returns how many went. */
export async function purgeSessionsEndedBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.endedAt, before)))
    .returning({ id: sessions.id });
  return rows.length;
}
