import { ORDER_STATE } from '@hotel/shared/constants';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { bookingConfirmations } from '../../db/schema/confirmations.ts';
import { memberConsents } from '../../db/schema/members.ts';
import { invoiceRequests, orders } from '../../db/schema/orders.ts';

/** What closing an account (注销账号) checks and changes besides the member row and the sessions. */

/** Order numbers of the member's open orders: unpaid, or paid and the stay neither over nor cancelled. */
export async function openOrderNosOf(db: Queryable, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(
      and(eq(orders.memberId, memberId), inArray(orders.state, [ORDER_STATE.booked, ORDER_STATE.confirmed])),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((r) => r.orderNo);
}

/** Order numbers of the member's invoices asked for and not yet made out (已申请). */
export async function pendingInvoiceOrderNosOf(db: Queryable, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ orderNo: orders.orderNo })
    .from(invoiceRequests)
    .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
    .where(and(eq(orders.memberId, memberId), eq(invoiceRequests.status, 'requested')))
    .orderBy(asc(orders.id));
  return rows.map((r) => r.orderNo);
}

const memberOrderIds = (memberId: number) =>
  sql`(SELECT ${orders.id} FROM ${orders} WHERE ${orders.memberId} = ${memberId})`;

/**
 * The guests' names (as many as there were rooms named), the contact mobile and e-mail and the
 * special requests of every order of the member replaced; amounts, dates and states stay.
 */
export async function anonymiseOrdersOf(tx: Tx, memberId: number, guestName: string): Promise<void> {
  await tx
    .update(orders)
    .set({
      revUser: guestName,
      guestNames: sql`CASE WHEN cardinality(${orders.guestNames}) = 0 THEN ${orders.guestNames}
        ELSE array_fill(${guestName}::text, ARRAY[cardinality(${orders.guestNames})]) END`,
      mobile: '',
      email: '',
      remark: '',
    })
    .where(eq(orders.memberId, memberId));
}

/**
 * Invoice requests of the member's orders: a person's title and taxpayer id (which may be their ID
 * number) replaced, every e-mail address cleared. A company's title and taxpayer id stay: they are
 * the company's, and the tax records need them.
 */
export async function anonymiseInvoicesOf(tx: Tx, memberId: number, personalTitle: string): Promise<void> {
  await tx
    .update(invoiceRequests)
    .set({
      title: sql`CASE WHEN ${invoiceRequests.titleType} = 'personal' THEN ${personalTitle} ELSE ${invoiceRequests.title} END`,
      taxpayerId: sql`CASE WHEN ${invoiceRequests.titleType} = 'personal' THEN '' ELSE ${invoiceRequests.taxpayerId} END`,
      email: '',
    })
    .where(sql`${invoiceRequests.orderId} IN ${memberOrderIds(memberId)}`);
}

/**
 * Booking confirmations of the member's orders keep what was sent when (event, channel, status)
 * without the recipient or the text, which name the guest; one still waiting to be sent is given up.
 */
export async function anonymiseConfirmationsOf(tx: Tx, memberId: number, reason: string): Promise<void> {
  await tx
    .update(bookingConfirmations)
    .set({
      recipient: '',
      subject: '',
      body: '',
      status: sql`CASE WHEN ${bookingConfirmations.status} = 'pending' THEN 'failed' ELSE ${bookingConfirmations.status} END`,
      lastError: sql`CASE WHEN ${bookingConfirmations.status} = 'pending' THEN ${reason} ELSE ${bookingConfirmations.lastError} END`,
    })
    .where(sql`${bookingConfirmations.orderId} IN ${memberOrderIds(memberId)}`);
}

/** The addresses consents were given from deleted; what was agreed to, and when, stays. */
export async function forgetConsentAddresses(tx: Tx, memberId: number): Promise<void> {
  await tx.update(memberConsents).set({ ip: null }).where(eq(memberConsents.memberId, memberId));
}
