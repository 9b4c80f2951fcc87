import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { cardLedger } from '../../db/schema/orders.ts';

/**
 * Takes `amountFen` off the member's card balance when it covers it: one conditional UPDATE, so the
 * balance never goes below zero. The new balance, or undefined when it did not cover the amount.
 */
export async function debitBalance(tx: Tx, memberId: number, amountFen: number): Promise<number | undefined> {
  const [row] = await tx
    .update(members)
    .set({ balanceFen: sql`${members.balanceFen} - ${amountFen}` })
    .where(and(eq(members.id, memberId), gte(members.balanceFen, amountFen)))
    .returning({ balanceFen: members.balanceFen });
  return row?.balanceFen;
}

/** Puts `amountFen` back on the member's card balance and returns the new balance. */
export async function creditBalance(tx: Tx, memberId: number, amountFen: number): Promise<number> {
  const [row] = await tx
    .update(members)
    .set({ balanceFen: sql`${members.balanceFen} + ${amountFen}` })
    .where(eq(members.id, memberId))
    .returning({ balanceFen: members.balanceFen });
  if (!row) throw new Error(`member ${memberId} not found`);
  return row.balanceFen;
}

/** One ledger row; (order, kind) is unique, so an order is debited and refunded at most once each. */
export async function insertLedgerEntry(
  tx: Tx,
  entry: {
    memberId: number;
    orderId: number;
    kind: 'debit' | 'refund';
    amountFen: number;
    balanceAfterFen: number;
    now: Date;
  },
): Promise<void> {
  const { now, ...values } = entry;
  await tx.insert(cardLedger).values({ ...values, createdAt: now });
}
