import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { smsCodes } from '../db/schema/members.ts';

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

/** Wrong tries over all codes of a mobile and purpose sent since `since`: a new code keeps them. */
export async function wrongTriesSince(
  db: Queryable,
  mobile: string,
  purpose: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${smsCodes.wrongTries}), 0)::int` })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), gte(smsCodes.createdAt, since)));
  return row?.total ?? 0;
}

export async function insertSmsCode(
  db: Queryable,
  values: { mobile: string; purpose: number; codeHash: string; ip: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(smsCodes).values(values);
}

export async function addWrongTry(db: Queryable, id: number): Promise<void> {
  await db
    .update(smsCodes)
    .set({ wrongTries: sql`${smsCodes.wrongTries} + 1` })
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
