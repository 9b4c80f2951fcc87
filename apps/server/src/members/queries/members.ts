import { eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { memberConsents, memberLevels, members } from '../../db/schema/members.ts';
import { cardLedger } from '../../db/schema/orders.ts';

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
      closedAt: members.closedAt,
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

export type NewConsent = typeof memberConsents.$inferInsert;

export async function insertConsents(tx: Tx, rows: NewConsent[]): Promise<void> {
  await tx.insert(memberConsents).values(rows);
}

/** The member's own facts for their data export (never the password hash). */
export async function memberFacts(db: Queryable, memberId: number) {
  const [row] = await db
    .select({
      name: members.name,
      surname: members.surname,
      givenName: members.givenName,
      mobile: members.mobile,
      birthday: members.birthday,
      sex: members.sex,
      cardNo: members.cardNo,
      score: members.score,
      balanceFen: members.balanceFen,
      createdAt: members.createdAt,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}

const closureColumns = { mobile: members.mobile, balanceFen: members.balanceFen, closedAt: members.closedAt };

/** What closing the account looks at (a first look, before any code is sent). */
export async function memberForClosure(db: Queryable, memberId: number) {
  const [row] = await db.select(closureColumns).from(members).where(eq(members.id, memberId)).limit(1);
  return row;
}

/**
 * Locks the member for closing the account: FOR UPDATE, the one mode that waits for every booking,
 * payment and login of theirs in flight (they hold at least KEY SHARE on the row) and keeps new ones
 * out until the closure commits; the closure changes the mobile, a key column, which needs it anyway.
 */
export async function lockMemberForClosure(tx: Tx, memberId: number) {
  const [row] = await tx.select(closureColumns).from(members).where(eq(members.id, memberId)).for('update');
  return row;
}

/**
 * The member's personal data replaced: the name by `name` and empty parts, the mobile by
 * `closed:<id>` (never a mobile, still unique, so the mobile may register again), birthday and sex
 * gone, the password hash by one no password matches. Card number, level, points and balance stay.
 */
export async function anonymiseMember(
  tx: Tx,
  memberId: number,
  values: { name: string; passwordHash: string; now: Date },
): Promise<void> {
  await tx
    .update(members)
    .set({
      name: values.name,
      surname: '',
      givenName: '',
      mobile: sql`'closed:' || ${members.id}`,
      birthday: null,
      sex: null,
      passwordHash: values.passwordHash,
      closedAt: values.now,
    })
    .where(eq(members.id, memberId));
}
