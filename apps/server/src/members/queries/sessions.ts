import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { members, sessions } from '../../db/schema/members.ts';

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
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, now),
        // a closed account's sessions are ended with it; this holds even for one that was not
        isNull(members.closedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function endSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Ends every live session of the member (closing the account). */
export async function endSessionsOfMember(db: Queryable, memberId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.endedAt)));
}

/** The member's sessions still on record (a day after their end they are purged), oldest first; never the token hash. */
export async function sessionsOfMember(db: Queryable, memberId: number) {
  return db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, endedAt: sessions.endedAt })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
}

/** Deletes the sessions that ended or expired before `before`; returns how many went. */
export async function purgeSessionsEndedBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.endedAt, before)))
    .returning({ id: sessions.id });
  return rows.length;
}
