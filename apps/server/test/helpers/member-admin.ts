import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { pointsLedger } from '../../src/db/schema/member-ledgers.ts';
import { members } from '../../src/db/schema/members.ts';
import { cardLedger } from '../../src/db/schema/orders.ts';
import { auditLog } from '../../src/db/schema/staff.ts';

/** What 会员管理 may change of a member, for tests that check what a refusal left alone. */

export async function memberNow(db: Db, id: number) {
  const [row] = await db
    .select({ score: members.score, balanceFen: members.balanceFen })
    .from(members)
    .where(eq(members.id, id));
  return row;
}

/** What an adjustment may write: the member, both ledgers and the audit log. */
export async function memberFootprint(db: Db, id: number) {
  return {
    member: await memberNow(db, id),
    points: await db.$count(pointsLedger, eq(pointsLedger.memberId, id)),
    card: await db.$count(cardLedger, eq(cardLedger.memberId, id)),
    audit: await db.$count(auditLog, eq(auditLog.entityType, 'member')),
  };
}
