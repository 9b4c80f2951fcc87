import type { Tx } from '../db/client.ts';
import { memberLevels, members } from '../db/schema/members.ts';
import { discountCodes } from '../db/schema/orders.ts';
import { hashPassword } from '../lib/password.ts';
import { DEMO_MEMBER, discountCodeRows, MEMBER_LEVELS } from './members.ts';

/** Member levels, the demo member and the discount-channel codes. */
export async function writeMembers(tx: Tx, today: string): Promise<void> {
  // a production database has the levels already (seedReferenceData) when the demo is added later
  await tx.insert(memberLevels).values(MEMBER_LEVELS).onConflictDoNothing();
  const { password, ...member } = DEMO_MEMBER;
  await tx.insert(members).values({ ...member, passwordHash: await hashPassword(password) });
  await tx.insert(discountCodes).values(discountCodeRows(today));
}
