import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shanghaiDate } from '../../lib/time.ts';
import { ensureInventoryHorizon } from '../services/inventory-horizon.ts';

/**
 * Rolls the inventory and rate calendar forward to HORIZON_DAYS nights from today (Asia/Shanghai):
 * rooms total from the room type's room count, prices from the rate plan's default for the
 * weekday. Instances take turns under one advisory lock, and a night already written is never
 * written again, so however many instances run it each night is added once. Returns the rows added.
 */
export async function rollInventoryHorizon(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('jobs:inventory-horizon', 0))`);
    return ensureInventoryHorizon(tx, shanghaiDate(now));
  });
}
