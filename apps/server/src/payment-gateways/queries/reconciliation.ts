import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAttempts } from '../../db/schema/orders.ts';

/** An attempt whose outcome the payment-check job asks its gateway about. */
export interface AttemptToReconcile {
  id: number;
  attemptNo: string;
  provider: string;
  status: string;
  amountFen: number;
  expiresAt: Date;
  createdAt: Date;
}

/**
 * Claims attempts of these providers that are due for a check: their next check moves to
 * `leaseUntil`, so another instance does not ask about the same attempts meanwhile, and a checker
 * that dies leaves them due again.
 */
export async function claimAttemptsToReconcile(
  db: Db,
  providers: readonly string[],
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<AttemptToReconcile[]> {
  if (providers.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(
        and(
          isNotNull(paymentAttempts.reconcileAfter),
          lte(paymentAttempts.reconcileAfter, now),
          inArray(paymentAttempts.provider, [...providers]),
        ),
      )
      .orderBy(asc(paymentAttempts.reconcileAfter))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(paymentAttempts)
      .set({ reconcileAfter: leaseUntil })
      .where(
        inArray(
          paymentAttempts.id,
          due.map((a) => a.id),
        ),
      )
      .returning({
        id: paymentAttempts.id,
        attemptNo: paymentAttempts.attemptNo,
        provider: paymentAttempts.provider,
        status: paymentAttempts.status,
        amountFen: paymentAttempts.amountFen,
        expiresAt: paymentAttempts.expiresAt,
        createdAt: paymentAttempts.createdAt,
      });
  });
}

/** The gateway's answer settled the attempt: no more checks. */
export async function markAttemptReconciled(db: Db, attemptId: number): Promise<void> {
  await db.update(paymentAttempts).set({ reconcileAfter: null }).where(eq(paymentAttempts.id, attemptId));
}
