import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters, smsCodes } from '../../db/schema/members.ts';
import { IDEMPOTENCY_KEY_LIFE_MS } from '../../safeguards/idempotency.ts';
import { purgeKeysBefore } from '../../safeguards/idempotency-keys.ts';
import { purgeTriesBefore } from '../../safeguards/secret-tries.ts';
import { purgeSessionsUnusedSince } from '../../staff/index.ts';
import { purgeSessionsEndedBefore } from '../queries/sessions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Forgets what no rule looks at any more: idempotency keys after a day, password tries after a day
 * (the window is 15 minutes), SMS codes and rate-limit counters after two days (the longest rule,
 * the daily cap and the 24-hour lock steps, looks back one), members' and staff's sessions a day after
 * they ended or expired. Returns how many rows went.
 */
export async function purgeRecords(db: Db, now: Date): Promise<number> {
  const twoDaysAgo = new Date(now.getTime() - 2 * DAY_MS);
  const keys = await purgeKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFE_MS));
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const tries = await purgeTriesBefore(db, dayAgo);
  const sessions =
    (await purgeSessionsEndedBefore(db, dayAgo)) + (await purgeSessionsUnusedSince(db, dayAgo));
  const codes = await db
    .delete(smsCodes)
    .where(lt(smsCodes.createdAt, twoDaysAgo))
    .returning({ id: smsCodes.id });
  const counters = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, twoDaysAgo))
    .returning({ key: rateLimitCounters.key });
  return keys + tries + sessions + codes.length + counters.length;
}
