import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/members.ts';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

/**
 * Serialises the SMS-code work of one mobile (sending, checking) across every server instance
 * until the transaction ends, so caps and wrong-try counts cannot be raced past.
 */
export async function lockMobile(tx: Queryable, mobile: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`sms:${mobile}`}, 0))`);
}

/** The newest code of a mobile and purpose (older ones are superseded by it). */
export async function latestSmsCode(
  db: Queryable,
  mobile: string,
  purpose: number,
): Promise<SmsCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
}

/** Codes sent to a mobile (any purpose) since `since`: the daily cap. */
export async function countSmsCodesToMobile(db: Queryable, mobile: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), gte(smsCodes.createdAt, since)));
  return row?.count ?? 0;
}

/** Codes of a mobile and purpose ended by wrong tries since `since`: how many, and the latest end. */
export async function codesEndedSince(
  db: Queryable,
  mobile: string,
  purpose: number,
  since: Date,
): Promise<{ count: number; latest: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, latest: sql<string | null>`max(${smsCodes.exhaustedAt})` })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), gte(smsCodes.exhaustedAt, since)));
  return { count: row?.count ?? 0, latest: row?.latest ? new Date(row.latest) : null };
}

export async function insertSmsCode(
  db: Queryable,
  values: { mobile: string; purpose: number; codeHash: string; ip: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(smsCodes).values(values);
}

/** Counts a wrong try of a code; the try that reaches `maxWrongTries` ends the code at `now`. */
export async function addWrongTry(
  db: Queryable,
  id: number,
  maxWrongTries: number,
  now: Date,
): Promise<void> {
  await db
    .update(smsCodes)
    .set({
      wrongTries: sql`${smsCodes.wrongTries} + 1`,
      exhaustedAt: sql`CASE WHEN ${smsCodes.wrongTries} + 1 >= ${maxWrongTries} THEN ${now.toISOString()}::timestamptz ELSE ${smsCodes.exhaustedAt} END`,
    })
    .where(eq(smsCodes.id, id));
}

/** Marks a code used; false when it was used already (a code is single-use). */
export async function markSmsCodeUsed(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}
