import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { memberConsents } from '../../db/schema/members.ts';
import { cardLedger, invoiceRequests, orders, paymentAttempts } from '../../db/schema/orders.ts';

/** What a member's data export reads beyond the member centre's own queries; every query is by member. */

export async function consentsOf(db: Queryable, memberId: number) {
  return db
    .select({
      document: memberConsents.document,
      version: memberConsents.version,
      basis: memberConsents.basis,
      ip: memberConsents.ip,
      agreedAt: memberConsents.agreedAt,
    })
    .from(memberConsents)
    .where(eq(memberConsents.memberId, memberId))
    .orderBy(asc(memberConsents.agreedAt), asc(memberConsents.id));
}

/** Payment attempts of the member's orders, oldest first; never the provider's own ids. */
export async function paymentsOf(db: Queryable, memberId: number) {
  return db
    .select({
      orderNo: orders.orderNo,
      method: paymentAttempts.method,
      amountFen: paymentAttempts.amountFen,
      status: paymentAttempts.status,
      createdAt: paymentAttempts.createdAt,
      paidAt: paymentAttempts.paidAt,
    })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(orders.memberId, memberId))
    .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id));
}

/** The member's stored-value card ledger, oldest first. */
export async function cardEntriesOf(db: Queryable, memberId: number) {
  return db
    .select({
      kind: cardLedger.kind,
      amountFen: cardLedger.amountFen,
      balanceAfterFen: cardLedger.balanceAfterFen,
      orderNo: orders.orderNo,
      createdAt: cardLedger.createdAt,
    })
    .from(cardLedger)
    .leftJoin(orders, eq(orders.id, cardLedger.orderId))
    .where(eq(cardLedger.memberId, memberId))
    .orderBy(asc(cardLedger.createdAt), asc(cardLedger.id));
}

/** Invoices the member asked for, oldest first. */
export async function invoicesOf(db: Queryable, memberId: number) {
  return db
    .select({
      orderNo: orders.orderNo,
      status: invoiceRequests.status,
      titleType: invoiceRequests.titleType,
      title: invoiceRequests.title,
      taxpayerId: invoiceRequests.taxpayerId,
      email: invoiceRequests.email,
      requestedAt: invoiceRequests.requestedAt,
      issuedAt: invoiceRequests.issuedAt,
    })
    .from(invoiceRequests)
    .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
    .where(eq(orders.memberId, memberId))
    .orderBy(asc(invoiceRequests.requestedAt), asc(orders.id));
}
