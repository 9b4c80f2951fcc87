import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { discountCodes } from '../../db/schema/orders.ts';

/** An active discount-channel code valid on `today` (yyyy-MM-dd); the code is matched without case. */
export async function findValidDiscountCode(db: Queryable, channelType: string, code: string, today: string) {
  const [row] = await db
    .select({
      id: discountCodes.id,
      channelType: discountCodes.channelType,
      percentOff: discountCodes.percentOff,
    })
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.channelType, channelType),
        sql`upper(${discountCodes.code}) = upper(${code})`,
        eq(discountCodes.active, true),
        lte(discountCodes.validFrom, today),
        gte(discountCodes.validTo, today),
      ),
    )
    .limit(1);
  return row;
}
