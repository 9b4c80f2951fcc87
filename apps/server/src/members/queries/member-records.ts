import { and, count, desc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { hotels, roomTypes } from '../../db/schema/catalog.ts';
import { cardAdjustments, pointsLedger } from '../../db/schema/member-ledgers.ts';
import { memberLevels, members } from '../../db/schema/members.ts';
import { cardLedger, orders } from '../../db/schema/orders.ts';
import { staff } from '../../db/schema/staff.ts';

/** What 会员管理 reads of a member: never the password hash. */
const memberColumns = {
  id: members.id,
  name: members.name,
  surname: members.surname,
  givenName: members.givenName,
  mobile: members.mobile,
  cardNo: members.cardNo,
  sex: members.sex,
  birthday: members.birthday,
  score: members.score,
  balanceFen: members.balanceFen,
  createdAt: members.createdAt,
  closedAt: members.closedAt,
};

/** How staff find a member: exact mobile or card number, or digits anywhere in the mobile. */
export type MemberKeyword = { mobile: string } | { cardNo: string } | { mobilePart: string };

/** A closed account is found by its card number only: its mobile is `closed:<id>`, whose digits mean nothing. */
function keywordCondition(keyword: MemberKeyword) {
  if ('mobile' in keyword) return eq(members.mobile, keyword.mobile);
  if ('cardNo' in keyword) return eq(members.cardNo, keyword.cardNo);
  return and(like(members.mobile, `%${keyword.mobilePart}%`), isNull(members.closedAt));
}

export async function searchMembers(
  db: Queryable,
  keyword: MemberKeyword,
  page: { limit: number; offset: number },
) {
  const where = keywordCondition(keyword);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...memberColumns, levelName: memberLevels.name })
      .from(members)
      .innerJoin(memberLevels, eq(memberLevels.code, members.levelCode))
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(members).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function memberRecord(db: Queryable, id: number) {
  const [row] = await db
    .select({ ...memberColumns, levelName: memberLevels.name })
    .from(members)
    .innerJoin(memberLevels, eq(memberLevels.code, members.levelCode))
    .where(eq(members.id, id))
    .limit(1);
  return row;
}

export type MemberRecord = NonNullable<Awaited<ReturnType<typeof memberRecord>>>;

/** A member's orders, newest first. */
export async function ordersOfMember(
  db: Queryable,
  memberId: number,
  page: { limit: number; offset: number },
) {
  const where = eq(orders.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        hotelName: hotels.name,
        roomTypeName: roomTypes.name,
        checkinDate: orders.checkinDate,
        checkoutDate: orders.checkoutDate,
        roomQty: orders.roomQty,
        actualFen: orders.actualFen,
        state: orders.state,
        payResult: orders.payResult,
        payMethod: orders.payMethod,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(hotels, eq(hotels.id, orders.hotelId))
      .innerJoin(roomTypes, eq(roomTypes.id, orders.roomTypeId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function pointsLedgerOf(
  db: Queryable,
  memberId: number,
  page: { limit: number; offset: number },
) {
  const where = eq(pointsLedger.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: pointsLedger.id,
        kind: pointsLedger.kind,
        change: pointsLedger.points,
        after: pointsLedger.scoreAfter,
        reason: pointsLedger.reason,
        staffName: staff.displayName,
        orderNo: orders.orderNo,
        hotelName: hotels.name,
        checkinDate: orders.checkinDate,
        checkoutDate: orders.checkoutDate,
        at: pointsLedger.createdAt,
      })
      .from(pointsLedger)
      .leftJoin(staff, eq(staff.id, pointsLedger.staffId))
      .leftJoin(orders, eq(orders.id, pointsLedger.orderId))
      .leftJoin(hotels, eq(hotels.id, orders.hotelId))
      .where(where)
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(pointsLedger).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The card ledger of a member: payments and refunds of orders, and adjustments with their reason. */
export async function cardLedgerOf(db: Queryable, memberId: number, page: { limit: number; offset: number }) {
  const where = eq(cardLedger.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: cardLedger.id,
        kind: cardLedger.kind,
        changeFen: cardLedger.amountFen,
        afterFen: cardLedger.balanceAfterFen,
        reason: cardAdjustments.reason,
        staffName: staff.displayName,
        orderNo: orders.orderNo,
        hotelName: hotels.name,
        checkinDate: orders.checkinDate,
        checkoutDate: orders.checkoutDate,
        at: cardLedger.createdAt,
      })
      .from(cardLedger)
      .leftJoin(cardAdjustments, eq(cardAdjustments.ledgerId, cardLedger.id))
      .leftJoin(staff, eq(staff.id, cardAdjustments.staffId))
      .leftJoin(orders, eq(orders.id, cardLedger.orderId))
      .leftJoin(hotels, eq(hotels.id, orders.hotelId))
      .where(where)
      .orderBy(desc(cardLedger.createdAt), desc(cardLedger.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(cardLedger).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Adds `change` (signed) to the member's points when the result stays within 0 and the integer
 * limit and the account is not closed: one conditional UPDATE, so two deductions at once cannot
 * both pass, nor a change and a closure. The new score, or
 * undefined when it would leave that range.
 */
export async function changeScore(tx: Tx, memberId: number, change: number): Promise<number | undefined> {
  const [row] = await tx
    .update(members)
    .set({ score: sql`${members.score} + ${change}` })
    .where(
      and(
        eq(members.id, memberId),
        isNull(members.closedAt),
        sql`${members.score}::bigint + ${change} BETWEEN 0 AND 2147483647`,
      ),
    )
    .returning({ score: members.score });
  return row?.score;
}

/** As `changeScore`, for the stored-value balance in fen. */
export async function changeBalance(
  tx: Tx,
  memberId: number,
  changeFen: number,
): Promise<number | undefined> {
  const [row] = await tx
    .update(members)
    .set({ balanceFen: sql`${members.balanceFen} + ${changeFen}` })
    .where(
      and(
        eq(members.id, memberId),
        isNull(members.closedAt),
        sql`${members.balanceFen}::bigint + ${changeFen} BETWEEN 0 AND 2147483647`,
      ),
    )
    .returning({ balanceFen: members.balanceFen });
  return row?.balanceFen;
}

export async function insertPointsAdjustment(
  tx: Tx,
  entry: {
    memberId: number;
    points: number;
    scoreAfter: number;
    reason: string;
    staffId: number | null;
    now: Date;
  },
): Promise<void> {
  const { now, ...values } = entry;
  await tx.insert(pointsLedger).values({ ...values, kind: 'adjust', createdAt: now });
}

/** A card ledger row of kind `adjust` and, beside it, who made it and why. */
export async function insertCardAdjustment(
  tx: Tx,
  entry: {
    memberId: number;
    amountFen: number;
    balanceAfterFen: number;
    reason: string;
    staffId: number;
    now: Date;
  },
): Promise<void> {
  const [row] = await tx
    .insert(cardLedger)
    .values({
      memberId: entry.memberId,
      kind: 'adjust',
      amountFen: entry.amountFen,
      balanceAfterFen: entry.balanceAfterFen,
      createdAt: entry.now,
    })
    .returning({ id: cardLedger.id });
  if (!row) throw new Error('card ledger insert returned no row');
  await tx.insert(cardAdjustments).values({ ledgerId: row.id, reason: entry.reason, staffId: entry.staffId });
}
