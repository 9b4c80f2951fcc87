import {
  type BalanceAdjustBody,
  type LedgerRow,
  MEMBERS_MSG,
  type MemberOrderRow,
  type MemberProfile,
  type MemberRow,
  type PointsAdjustBody,
} from '@hotel/shared/admin/members';
import { fenToYuan, yuanToFen } from '@hotel/shared/money';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { shanghaiDateTime } from '../../lib/time.ts';
import { type AuditActor, recordChange } from '../../staff/index.ts';
import {
  cardLedgerOf,
  changeBalance,
  changeScore,
  insertCardAdjustment,
  insertPointsAdjustment,
  type MemberKeyword,
  type MemberRecord,
  memberRecord,
  ordersOfMember,
  pointsLedgerOf,
  searchMembers,
} from '../queries/member-records.ts';
import { stayOf } from './loyalty.ts';
import { heldLevelName } from './members.ts';

/** 会员管理: find a member, read their profile, orders and ledgers, adjust points and stored value. */

/** The adjusting member of staff: always a signed-in account, never the command line. */
export type StaffActor = AuditActor & { staffId: number };

interface Paging {
  page: number;
  pageSize: number;
}
const limitsOf = ({ page, pageSize }: Paging) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** 11 digits: that mobile; GY and 10 digits: that card; fewer digits: part of a mobile. */
export function keywordOf(text: string): MemberKeyword {
  if (/^\d{11}$/.test(text)) return { mobile: text };
  if (/^GY\d{10}$/i.test(text)) return { cardNo: text.toUpperCase() };
  return { mobilePart: text };
}

/**
 * The level the member sees in the member centre (白金 for a card holder), not only the stored one.
 * A closed account shows no mobile (it is `closed:<id>` inside) and when it was closed.
 */
async function rowOf(db: Db, record: MemberRecord): Promise<MemberRow> {
  return {
    id: record.id,
    name: record.name,
    mobile: record.closedAt ? '' : record.mobile,
    cardNo: record.cardNo,
    levelName: await heldLevelName(db, record.id),
    score: record.score,
    balance: fenToYuan(record.balanceFen),
    createdAt: shanghaiDateTime(record.createdAt),
    closedAt: record.closedAt ? shanghaiDateTime(record.closedAt) : null,
  };
}

export async function findMembers(db: Db, query: Paging & { keyword: string }) {
  const { rows, total } = await searchMembers(db, keywordOf(query.keyword), limitsOf(query));
  return { rows: await Promise.all(rows.map((r) => rowOf(db, r))), total };
}

async function existingMember(db: Queryable, id: number): Promise<MemberRecord> {
  const record = await memberRecord(db, id);
  if (!record) throw new NotFoundError(MEMBERS_MSG.memberNotFound, 'MEMBER_NOT_FOUND');
  return record;
}

export async function memberProfileOf(db: Db, id: number): Promise<MemberProfile> {
  const record = await existingMember(db, id);
  return {
    ...(await rowOf(db, record)),
    surname: record.surname,
    givenName: record.givenName,
    sex: record.sex,
    birthday: record.birthday,
  };
}

export async function memberOrdersOf(db: Db, id: number, paging: Paging) {
  await existingMember(db, id);
  const { rows, total } = await ordersOfMember(db, id, limitsOf(paging));
  return {
    rows: rows.map(
      (r): MemberOrderRow => ({
        id: r.id,
        orderNo: r.orderNo,
        hotelName: r.hotelName,
        roomTypeName: r.roomTypeName,
        checkinDate: r.checkinDate,
        checkoutDate: r.checkoutDate,
        roomQty: r.roomQty,
        amount: fenToYuan(r.actualFen),
        state: r.state,
        payResult: r.payResult,
        payMethod: r.payMethod,
        createdAt: shanghaiDateTime(r.createdAt),
      }),
    ),
    total,
  };
}

export async function pointsHistoryOf(db: Db, id: number, paging: Paging) {
  await existingMember(db, id);
  const { rows, total } = await pointsLedgerOf(db, id, limitsOf(paging));
  return {
    rows: rows.map(
      (r): LedgerRow => ({
        id: r.id,
        kind: r.kind,
        change: r.change,
        after: r.after,
        reason: r.reason,
        staffName: r.staffName ?? '',
        orderNo: r.orderNo ?? '',
        stay: stayOf(r) ?? '',
        at: shanghaiDateTime(r.at),
      }),
    ),
    total,
  };
}

export async function balanceHistoryOf(db: Db, id: number, paging: Paging) {
  await existingMember(db, id);
  const { rows, total } = await cardLedgerOf(db, id, limitsOf(paging));
  return {
    rows: rows.map(
      (r): LedgerRow => ({
        id: r.id,
        kind: r.kind,
        change: fenToYuan(r.changeFen),
        after: fenToYuan(r.afterFen),
        reason: r.reason ?? '',
        staffName: r.staffName ?? '',
        orderNo: r.orderNo ?? '',
        stay: stayOf(r) ?? '',
        at: shanghaiDateTime(r.at),
      }),
    ),
    total,
  };
}

/**
 * The member after a conditional change of theirs. When the change was refused: 404 for an unknown
 * member, 409 for a closed account, else the reason (not enough to take off, or past the column's
 * limit), and nothing changed.
 */
async function memberAfter(
  tx: Tx,
  id: number,
  changed: boolean,
  change: number,
  short: (m: MemberRecord) => string,
) {
  const record = await existingMember(tx, id);
  if (record.closedAt) throw new ConflictError(MEMBERS_MSG.memberClosed, 'MEMBER_CLOSED');
  if (!changed)
    throw change < 0
      ? new ValidationError(short(record), 'MEMBER_BALANCE_TOO_SMALL')
      : new ValidationError(MEMBERS_MSG.tooLarge, 'MEMBER_CHANGE_TOO_LARGE');
  return record;
}

/**
 * Adds or takes off points: the score, its ledger row and the audit row commit together. Points
 * never go below zero; a deduction racing another one waits for its row lock and then sees what
 * is left.
 */
export async function adjustPoints(
  db: Db,
  actor: StaffActor,
  id: number,
  body: PointsAdjustBody,
  now: Date,
): Promise<{ score: number; balance: number }> {
  return db.transaction(async (tx) => {
    const score = await changeScore(tx, id, body.change);
    const member = await memberAfter(tx, id, score !== undefined, body.change, (m) =>
      MEMBERS_MSG.pointsShort(m.score),
    );
    await insertPointsAdjustment(tx, {
      memberId: id,
      points: body.change,
      scoreAfter: member.score,
      reason: body.reason,
      staffId: actor.staffId,
      now,
    });
    await recordChange(
      tx,
      actor,
      {
        action: 'points.adjust',
        entityType: 'member',
        entityId: id,
        before: { name: member.name, score: member.score - body.change },
        after: { name: member.name, score: member.score, change: body.change, reason: body.reason },
      },
      now,
    );
    return { score: member.score, balance: fenToYuan(member.balanceFen) };
  });
}

/** As `adjustPoints`, for the stored value: a card ledger row of kind `adjust` with the reason. */
export async function adjustBalance(
  db: Db,
  actor: StaffActor,
  id: number,
  body: BalanceAdjustBody,
  now: Date,
): Promise<{ score: number; balance: number }> {
  const changeFen = yuanToFen(body.change);
  return db.transaction(async (tx) => {
    const balanceFen = await changeBalance(tx, id, changeFen);
    const member = await memberAfter(tx, id, balanceFen !== undefined, changeFen, (m) =>
      MEMBERS_MSG.balanceShort(fenToYuan(m.balanceFen).toFixed(2)),
    );
    await insertCardAdjustment(tx, {
      memberId: id,
      amountFen: changeFen,
      balanceAfterFen: member.balanceFen,
      reason: body.reason,
      staffId: actor.staffId,
      now,
    });
    await recordChange(
      tx,
      actor,
      {
        action: 'balance.adjust',
        entityType: 'member',
        entityId: id,
        before: { name: member.name, balance: fenToYuan(member.balanceFen - changeFen) },
        after: {
          name: member.name,
          balance: fenToYuan(member.balanceFen),
          change: body.change,
          reason: body.reason,
        },
      },
      now,
    );
    return { score: member.score, balance: fenToYuan(member.balanceFen) };
  });
}
