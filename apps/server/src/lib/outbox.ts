import type { FastifyBaseLogger } from 'fastify';

/**
 * What the refund outbox and the confirmation outbox share. Work that must reach someone outside
 * (a provider refund, a guest's SMS or e-mail) is written as a row in the transaction that decides
 * it, so it is never lost when a process dies between the decision and the call; it is sent right
 * after the commit and then by the jobs until it goes through. A sender first claims due rows for a
 * lease (their next try moves to the lease's end, under FOR UPDATE SKIP LOCKED), so no two instances
 * send one row at the same time, and a sender that died leaves its rows due again once the lease runs
 * out. Between tries the wait doubles: 1, 2, 4 … minutes, at most an hour.
 */

/**
 * How long a claimed row is left to its sender before another may send it again: longer than a
 * batch of the slowest calls (a refund may take 20 s against a slow gateway).
 */
export const OUTBOX_LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const BATCH = 10;

/** The wait before the next try after the `tries`-th failure in a row: `firstMs`, doubling, at most `longestMs`. */
export function backoffMs(tries: number, firstMs: number, longestMs: number): number {
  return Math.min(firstMs * 2 ** Math.max(0, tries - 1), longestMs);
}

/** 1 min, 2 min, 4 min … at most an hour, after the `tries`-th try failed. */
export function retryDelayMs(tries: number): number {
  return backoffMs(tries, FIRST_RETRY_MS, LONGEST_RETRY_MS);
}

/** A claimed row: `tries` already counts the try under way. */
export interface OutboxRow {
  id: number;
  tries: number;
}

/** One outbox: how its rows are claimed, sent and recorded. */
export interface Outbox<Row extends OutboxRow> {
  /** For the log lines: "refund", "booking confirmation". */
  name: string;
  /** Claims due rows (all of them, or those of `ids`) until `leaseUntil`. */
  claim(now: Date, leaseUntil: Date, options: { limit: number; ids?: number[] | undefined }): Promise<Row[]>;
  /** Sends one row and records it done; throws when it did not go through. */
  /** Sends one row; 'given-up' when it was recorded as never able to go through (no retry). */
  deliver(row: Row): Promise<'given-up' | undefined>;
  /** Records why a try failed (at `now`) and when the row is due again. */
  retryLater(row: Row, error: string, nextTryAt: Date, now: Date): Promise<void>;
  /** What the log says of a row (never a secret, never a guest's text). */
  describe(row: Row): Record<string, unknown>;
}

/**
 * Sends the due rows of an outbox (or only those of `ids`, right after the transaction that wrote
 * them); returns how many went through.
 */
export async function drainOutbox<Row extends OutboxRow>(
  outbox: Outbox<Row>,
  now: Date,
  log: FastifyBaseLogger | undefined,
  ids?: number[],
): Promise<number> {
  let delivered = 0;
  const started = Date.now();
  for (;;) {
    // `now` is when the run began: a lease runs from the moment it is taken
    const leaseUntil = new Date(now.getTime() + (Date.now() - started) + OUTBOX_LEASE_MS);
    const due = await outbox.claim(now, leaseUntil, { limit: BATCH, ids });
    for (const row of due) {
      try {
        if ((await outbox.deliver(row)) === 'given-up') {
          log?.error(outbox.describe(row), `${outbox.name} given up: it can never go through`);
          continue;
        }
        delivered += 1;
        log?.info(outbox.describe(row), `${outbox.name} sent`);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const nextTryAt = new Date(now.getTime() + retryDelayMs(row.tries));
        await outbox.retryLater(row, message, nextTryAt, now);
        log?.warn(
          { err, ...outbox.describe(row), tries: row.tries, nextTryAt },
          `${outbox.name} failed; will retry`,
        );
      }
    }
    if (due.length < BATCH || ids) return delivered;
  }
}
