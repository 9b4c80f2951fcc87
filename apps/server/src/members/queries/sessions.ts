import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { memberLevels, members, sessions } from '../../db/schema/members.ts';
import { cardLedger } from '../../db/schema/orders.ts';

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
    .where(isLiveSession(tokenHash, now))
    .limit(1);
  return row;
}

/** The session of a token hash, not ended nor expired at `now`, of an account not closed. */
function isLiveSession(tokenHash: string, now: Date) {
  return and(
    eq(sessions.tokenHash, tokenHash),
    isNull(sessions.endedAt),
    gt(sessions.expiresAt, now),
    // a closed account's sessions are ended with it; this holds even for one that was not
    isNull(members.closedAt),
  );
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

const floorLevels = alias(memberLevels, 'floor_levels');

/**
 * What prices a live session's member (by token hash): their own level, whether they hold a
 * stored-value card, and the level a card holder is raised to (`floorCode`), in one query by the
 * session's unique token hash.
 */
export async function viewerOfTokenHash(db: Queryable, tokenHash: string, now: Date, floorCode: string) {
  const [row] = await db
    .select({
      ownCode: memberLevels.code,
      ownName: memberLevels.name,
      ownSort: memberLevels.sort,
      holdsStoredValue: sql<boolean>`(${members.balanceFen} > 0 OR EXISTS (
        SELECT 1 FROM ${cardLedger} WHERE ${cardLedger.memberId} = ${members.id}))`,
      floorCode: floorLevels.code,
      floorName: floorLevels.name,
      floorSort: floorLevels.sort,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .innerJoin(memberLevels, eq(memberLevels.code, members.levelCode))
    .leftJoin(floorLevels, eq(floorLevels.code, floorCode))
    .where(isLiveSession(tokenHash, now))
    .limit(1);
  if (!row) return undefined;
  return {
    own: { code: row.ownCode, name: row.ownName, sort: row.ownSort },
    holdsStoredValue: row.holdsStoredValue,
    storedValueFloor:
      row.floorCode !== null && row.floorName !== null && row.floorSort !== null
        ? { code: row.floorCode, name: row.floorName, sort: row.floorSort }
        : undefined,
  };
}
