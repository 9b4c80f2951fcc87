import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { hotels } from '../../db/schema/catalog.ts';
import { members } from '../../db/schema/members.ts';
import { orders, paymentAttempts } from '../../db/schema/orders.ts';

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
export type NewPaymentAttempt = typeof paymentAttempts.$inferInsert;

export async function insertAttempt(tx: Tx, values: NewPaymentAttempt): Promise<PaymentAttemptRow> {
  const [row] = await tx.insert(paymentAttempts).values(values).returning();
  if (!row) throw new Error('payment attempt insert returned no row');
  return row;
}

/** An attempt closed in the database, to be closed at its provider too once the transaction commits. */
export interface ClosedAttempt {
  attemptNo: string;
  provider: string;
}

/**
 * Closes the pending attempts of these orders (but `except`): money that still arrives for one of
 * them is refunded (payments/services/payment-notifications.ts).
 */
export async function closePendingAttempts(
  tx: Tx,
  orderIds: number[],
  except?: number,
): Promise<ClosedAttempt[]> {
  if (orderIds.length === 0) return [];
  return tx
    .update(paymentAttempts)
    .set({ status: 'closed' })
    .where(
      and(
        inArray(paymentAttempts.orderId, orderIds),
        eq(paymentAttempts.status, 'pending'),
        except === undefined ? undefined : ne(paymentAttempts.id, except),
      ),
    )
    .returning({ attemptNo: paymentAttempts.attemptNo, provider: paymentAttempts.provider });
}

/** An attempt by its number, unlocked: the notification handler reads it to learn which order to lock first. */
export async function findAttempt(db: Queryable, attemptNo: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.attemptNo, attemptNo))
    .limit(1);
  return row;
}

export async function lockAttempt(tx: Tx, attemptId: number) {
  const [row] = await tx
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, attemptId))
    .for('update');
  return row;
}

/** Locks an order by id, whoever it belongs to (the payment provider's notification names no member). */
export async function lockOrderForPayment(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      state: orders.state,
      payResult: orders.payResult,
      actualFen: orders.actualFen,
      holdUntil: orders.holdUntil,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

/**
 * The provider took the guest's money for this attempt: `paid` when it pays the order, `refunding`
 * when it is to go back. False when the attempt had taken money already (pending and closed only).
 */
export async function markAttemptMoneyIn(
  tx: Tx,
  attemptId: number,
  status: 'paid' | 'refunding',
  txnId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(paymentAttempts)
    // the money is in: nothing left for the payment check to ask the gateway
    .set({ status, providerTxnId: txnId, paidAt: now, reconcileAfter: null })
    .where(and(eq(paymentAttempts.id, attemptId), inArray(paymentAttempts.status, ['pending', 'closed'])))
    .returning({ id: paymentAttempts.id });
  return rows.length === 1;
}

/** An attempt from one status to another; false when it had moved on (a conditional UPDATE). */
export async function markAttemptStatus(
  tx: Queryable,
  attemptId: number,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await tx
    .update(paymentAttempts)
    .set({ status: to })
    .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, from)))
    .returning({ id: paymentAttempts.id });
  return rows.length === 1;
}

/** The paid attempt of an order, if any (at most one: a unique partial index). */
export async function findPaidAttempt(db: Queryable, orderId: number) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'paid')))
    .limit(1);
  return row;
}

/** An attempt found by findAttemptForCashier. */
export type CashierAttempt = NonNullable<Awaited<ReturnType<typeof findAttemptForCashier>>>;

/** What a cashier page (the sandbox's, WeChat Pay's) shows: the attempt with its order and hotel. */
export async function findAttemptForCashier(db: Queryable, attemptNo: string) {
  const [row] = await db
    .select({
      attempt: paymentAttempts,
      orderNo: orders.orderNo,
      revNo: orders.revNo,
      order: { state: orders.state, payResult: orders.payResult, holdUntil: orders.holdUntil },
      checkinDate: orders.checkinDate,
      checkoutDate: orders.checkoutDate,
      hotelName: hotels.name,
    })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .innerJoin(hotels, eq(hotels.id, orders.hotelId))
    .where(eq(paymentAttempts.attemptNo, attemptNo))
    .limit(1);
  return row;
}

/** The member's card number and password hash, for a member-card payment. */
export async function memberCardCredentials(db: Queryable, memberId: number) {
  const [row] = await db
    .select({ cardNo: members.cardNo, passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}

/** 96 random bits: the attempt number is what the QR code and the cashier page are reached by. */
export function newAttemptNo(): string {
  return `PA${randomBytes(12).toString('hex').toUpperCase()}`;
}
