import type { Tx } from '../db/client.ts';
import { ratePlans } from '../db/schema/catalog.ts';
import { ratePlanMemberDiscounts } from '../db/schema/loyalty.ts';
import { memberLevels, members } from '../db/schema/members.ts';
import { discountCodes } from '../db/schema/orders.ts';
import { hashPassword } from '../lib/password.ts';
import { DEMO_MEMBER, DEMO_MEMBER_PRICES, discountCodeRows, MEMBER_LEVELS } from './members.ts';

/** Member levels, 会员价 on every plan of the catalogue, the demo member and the discount-channel codes. */
export async function writeMembers(tx: Tx, today: string): Promise<void> {
  // a production database has the levels already (seedReferenceData) when the demo is added later
  await tx.insert(memberLevels).values(MEMBER_LEVELS).onConflictDoNothing();
  const plans = await tx.select({ id: ratePlans.id }).from(ratePlans);
  await tx
    .insert(ratePlanMemberDiscounts)
    .values(plans.flatMap(({ id }) => DEMO_MEMBER_PRICES.map((price) => ({ ratePlanId: id, ...price }))));
  const { password, ...member } = DEMO_MEMBER;
  await tx.insert(members).values({ ...member, passwordHash: await hashPassword(password) });
  await tx.insert(discountCodes).values(discountCodeRows(today));
}
