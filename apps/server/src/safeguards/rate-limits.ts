import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/members.ts';

/**
 * Counts one more hit of `key` in the fixed window starting at `windowStart` and returns the new
 * count. One atomic statement, so every server instance sees the same count; inside a transaction
 * the row stays locked until commit, and a rollback takes the hit back.
 */
export async function hitRateLimit(db: Queryable, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return row?.count ?? 1;
}

/** Takes back one hit of `key` in the window starting at `windowStart` (what it counted turned out right). */
export async function takeBackRateLimitHit(db: Queryable, key: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`${rateLimitCounters.count} - 1` })
    .where(
      and(
        eq(rateLimitCounters.key, key),
        eq(rateLimitCounters.windowStart, windowStart),
        gt(rateLimitCounters.count, 0),
      ),
    );
}

/** Start of the fixed window of `windowMs` that `now` falls in (windows aligned to the epoch). */
export function windowStartOf(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}
