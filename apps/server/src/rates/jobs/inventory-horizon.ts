import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shanghaiDate } from '../../lib/time.ts';
import { ensureInventoryHorizon, nextRoomTypeIds } from '../services/inventory-horizon.ts';

/**
 * Room types (with their rate plans) one transaction of the job extends: at 180 nights and 2 plans
 * a room type, a batch of a catalogue with no nights yet writes about 54,000 rows, about a second
 * on a busy server, well within the 10 s statement time-out (and not long for the embedded
 * database, whose statements hold the event loop); on an ordinary day it writes one night of each.
 */
export const HORIZON_BATCH_ROOM_TYPES = 100;

export interface HorizonRoll {
  /** Rows written (nights of inventory and of prices). */
  added: number;
  /** Whether every room type was looked at: false when another instance was at it or the run was stopped. */
  complete: boolean;
}

/**
 * Rolls the inventory and rate calendar forward to HORIZON_DAYS nights from today (Asia/Shanghai):
 * rooms total from the room type's room count, prices from the rate plan's default for the
 * weekday. One transaction per batch of room types in id order, so no statement comes near the
 * time-out however large the catalogue, and bookings and staff edits go on between batches. Each
 * batch takes the job's advisory lock without waiting: while another instance holds it, this one
 * stops (incomplete; the jobs try again at the next minute). A night already written is never
 * written again, so however many instances run it each night is added once. `signal` stops it
 * between batches (shutdown).
 */
export async function rollInventoryHorizon(
  db: Db,
  now: Date,
  options: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<HorizonRoll> {
  const today = shanghaiDate(now);
  const batchSize = options.batchSize ?? HORIZON_BATCH_ROOM_TYPES;
  let afterId = 0;
  let added = 0;
  for (;;) {
    // the embedded database runs on this event loop: requests are answered between batches
    await nextTurn();
    if (options.signal?.aborted) return { added, complete: false };
    const batch = await db.transaction(async (tx) => {
      const locked = await tx.execute(
        sql`SELECT pg_try_advisory_xact_lock(hashtextextended('jobs:inventory-horizon', 0)) AS locked`,
      );
      if (!(locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return undefined;
      const ids = await nextRoomTypeIds(tx, afterId, batchSize);
      const [from, to] = [ids[0], ids.at(-1)];
      if (from === undefined || to === undefined) return { added: 0, lastId: undefined };
      const written = await ensureInventoryHorizon(tx, today, { roomTypeIds: { from, to } });
      return { added: written, lastId: to };
    });
    if (!batch) return { added, complete: false };
    added += batch.added;
    if (batch.lastId === undefined) return { added, complete: true };
    afterId = batch.lastId;
  }
}
