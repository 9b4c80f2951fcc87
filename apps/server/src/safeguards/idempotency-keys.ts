import { and, eq, lt } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client.ts';
import { idempotentRequests } from '../db/schema/requests.ts';

export interface IdempotencyKey {
  memberId: number;
  operation: string;
  key: string;
}

function whereKey({ memberId, operation, key }: IdempotencyKey) {
  return and(
    eq(idempotentRequests.memberId, memberId),
    eq(idempotentRequests.operation, operation),
    eq(idempotentRequests.key, key),
  );
}

/**
 * Claims a key in the caller's transaction; false when it is taken. A transaction claiming a key
 * another one holds uncommitted waits for it: a retry arriving while the first try still runs sees
 * its outcome (its answer, or a free key when it rolled back).
 */
export async function claimKey(tx: Tx, id: IdempotencyKey, requestHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(idempotentRequests)
    .values({ ...id, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  return rows.length === 1;
}

export async function findClaim(db: Queryable, id: IdempotencyKey) {
  const [row] = await db
    .select({ requestHash: idempotentRequests.requestHash, answer: idempotentRequests.answer })
    .from(idempotentRequests)
    .where(whereKey(id))
    .limit(1);
  return row;
}

export async function recordAnswer(tx: Tx, id: IdempotencyKey, answer: unknown): Promise<void> {
  await tx.update(idempotentRequests).set({ answer }).where(whereKey(id));
}

/** Forgets the keys claimed before `before`. */
export async function purgeKeysBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, before))
    .returning({ key: idempotentRequests.key });
  return rows.length;
}
