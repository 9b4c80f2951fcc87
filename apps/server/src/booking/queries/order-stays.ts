import { and, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { orderStays } from '../../db/schema/front-desk.ts';

/** Whether the front desk has checked the order's guest in (the stay is under way or over). */
export async function isCheckedIn(db: Queryable, orderId: number): Promise<boolean> {
  const [stay] = await db
    .select({ orderId: orderStays.orderId })
    .from(orderStays)
    .where(and(eq(orderStays.orderId, orderId), isNotNull(orderStays.checkedInAt)))
    .limit(1);
  return stay !== undefined;
}
