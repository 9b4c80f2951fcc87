import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.ts';
import { secretTries } from '../db/schema/members.ts';

export interface TryWindow {
  /** Tries made since then count. */
  since: Date;
  /** Most tries allowed in the window. */
  max: number;
  /** A reservation not settled by then is counted as a wrong try (its check died with its process). */
  pendingSince: Date;
}

/**
 * `reserved`: one more check may run. `limited`: the window holds `max` wrong tries. `busy`: checks
 * still running could reach the limit, so this one must wait for their outcome.
 */
export type TryReservation = { kind: 'reserved'; id: number } | { kind: 'limited' } | { kind: 'busy' };

/**
 * Reserves one try of `key` unless the wrong tries, together with the checks still running, reach
 * the window's limit. The count and the insert run under the key's advisory lock, so concurrent tries
 * on any number of instances are counted one after the other.
 */
export async function reserveTry(db: Db, key: string, window: TryWindow, now: Date): Promise<TryReservation> {
  return db.transaction(async (tx): Promise<TryReservation> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`try:${key}`}, 0))`);
    const [counts] = await tx
      .select({
        running: sql<number>`count(*) FILTER (WHERE ${secretTries.settledAt} IS NULL AND ${secretTries.createdAt} > ${window.pendingSince.toISOString()}::timestamptz)::int`,
        made: sql<number>`count(*)::int`,
      })
      .from(secretTries)
      .where(and(eq(secretTries.key, key), gt(secretTries.createdAt, window.since)));
    const made = counts?.made ?? 0;
    const running = counts?.running ?? 0;
    if (made - running >= window.max) return { kind: 'limited' };
    if (made >= window.max) return { kind: 'busy' };
    const [row] = await tx
      .insert(secretTries)
      .values({ key, createdAt: now })
      .returning({ id: secretTries.id });
    if (!row) throw new Error('secret try insert returned no row');
    return { kind: 'reserved', id: row.id };
  });
}

/** The guess was wrong: the reservation stays as the record of the try. */
export async function settleWrongTry(db: Queryable, id: number, now: Date): Promise<void> {
  await db.update(secretTries).set({ settledAt: now }).where(eq(secretTries.id, id));
}

/** The guess was right (or never checked): the reservation is taken back. */
export async function releaseTry(db: Queryable, id: number): Promise<void> {
  await db.delete(secretTries).where(eq(secretTries.id, id));
}

/** Forgets tries made before `before`. */
export async function purgeTriesBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(secretTries)
    .where(lt(secretTries.createdAt, before))
    .returning({ id: secretTries.id });
  return rows.length;
}
