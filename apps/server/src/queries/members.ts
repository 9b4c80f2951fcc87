import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { memberLevels, members } from '../db/schema/members.ts';
import { cardLedger } from '../db/schema/orders.ts';

export type NewMember = typeof members.$inferInsert;

/** The member registered with a mobile, if any. */
export async function memberByMobile(db: Queryable, mobile: string) {
  const [row] = await db
    .select({ id: members.id, name: members.name })
    .from(members)
    .where(eq(members.mobile, mobile))
    .limit(1);
  return row;
}

export async function cardNoTaken(db: Queryable, cardNo: string): Promise<boolean> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.cardNo, cardNo)).limit(1);
  return row !== undefined;
}

export async function insertMember(db: Queryable, values: NewMember): Promise<number> {
  const [row] = await db.insert(members).values(values).returning({ id: members.id });
  if (!row) throw new Error('member insert returned no row');
  return row.id;
}

/**
 * A member's profile with their stored level, and whether they hold a stored-value card: money on
 * the card now, or a card payment, refund or top-up on record.
 */
export async function memberProfile(db: Queryable, memberId: number) {
  const [row] = await db
    .select({
      name: members.name,
      mobile: members.mobile,
      cardNo: members.cardNo,
      levelCode: members.levelCode,
      levelName: memberLevels.name,
      levelSort: memberLevels.sort,
      score: members.score,
      balanceFen: members.balanceFen,
      holdsStoredValue: sql<boolean>`(${members.balanceFen} > 0 OR EXISTS (
        SELECT 1 FROM ${cardLedger} WHERE ${cardLedger.memberId} = ${members.id}))`,
    })
    .from(members)
    .innerJoin(memberLevels, eq(memberLevels.code, members.levelCode))
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}

/** A member level by its code (levels come from data). */
export async function memberLevelByCode(db: Queryable, code: string) {
  const [row] = await db
    .select({ name: memberLevels.name, sort: memberLevels.sort })
    .from(memberLevels)
    .where(eq(memberLevels.code, code))
    .limit(1);
  return row;
}

export async function updateMemberName(db: Queryable, memberId: number, name: string): Promise<void> {
  await db.update(members).set({ name }).where(eq(members.id, memberId));
}
