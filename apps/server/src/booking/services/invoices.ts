import type { invoiceRequestBody, OrderInvoice } from '@hotel/shared/api/member-orders';
import { ORDER_STATE, PAY_RESULT } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { invoiceRequests } from '../../db/schema/orders.ts';
import { ConflictError, LoginRequiredError, NotFoundError } from '../../lib/errors.ts';
import { shanghaiDateTime } from '../../lib/time.ts';
import { lockMember, lockOwnOrder } from '../queries/orders.ts';

export const INVOICE_MSG = {
  unpaid: '订单支付后才能申请发票',
  cancelled: '已取消或已失效的订单不能申请发票',
  alreadyRequested: '该订单已申请过发票',
  requested: '发票申请已提交，开具后将发送至您的邮箱',
} as const;

type InvoiceRow = typeof invoiceRequests.$inferSelect;

/** An invoice request as the member centre shows it. */
export function toOrderInvoice(row: Omit<InvoiceRow, 'orderId' | 'issuedAt'>): OrderInvoice {
  return {
    status: row.status === 'issued' ? 'issued' : 'requested',
    titleType: row.titleType === 'company' ? 'company' : 'personal',
    title: row.title,
    taxpayerId: row.taxpayerId,
    email: row.email,
    requestedAt: shanghaiDateTime(row.requestedAt),
  };
}

/**
 * Why an order cannot have an invoice (cancelled or expired, or not paid), or undefined: paid and
 * booked, or stayed. One rule for requestInvoice and the order's `canRequestInvoice`.
 */
export function invoiceRefusal(order: { state: number; payResult: number }): string | undefined {
  if (order.state === ORDER_STATE.cancelled || order.state === ORDER_STATE.expired) {
    return INVOICE_MSG.cancelled;
  }
  return order.payResult === PAY_RESULT.paid ? undefined : INVOICE_MSG.unpaid;
}

/**
 * 申请发票 for the member's own paid order (booked and paid, or stayed): one request per order, the
 * order row locked so two requests at once cannot both pass the checks; the primary key on the
 * order decides if they somehow do.
 */
export async function requestInvoice(
  db: Db,
  memberId: number,
  body: z.output<typeof invoiceRequestBody>,
  now: Date,
): Promise<OrderInvoice> {
  return db.transaction(async (tx) => {
    if (!(await lockMember(tx, memberId))) throw new LoginRequiredError();
    const found = await lockOwnOrder(tx, memberId, { id: body.orderId });
    if (!found) throw new NotFoundError(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    const { order } = found;
    const refusal = invoiceRefusal(order);
    if (refusal) throw new ConflictError(refusal, 'INVOICE_NOT_ALLOWED');
    const [row] = await tx
      .insert(invoiceRequests)
      .values({
        orderId: order.id,
        titleType: body.titleType,
        title: body.title,
        taxpayerId: body.taxpayerId,
        email: body.email,
        requestedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ConflictError(INVOICE_MSG.alreadyRequested, 'INVOICE_ALREADY_REQUESTED');
    return toOrderInvoice(row);
  });
}

/** The invoice asked for on an order, or null. */
export async function invoiceOf(db: Queryable, orderId: number): Promise<OrderInvoice | null> {
  const [row] = await db.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, orderId));
  return row ? toOrderInvoice(row) : null;
}
