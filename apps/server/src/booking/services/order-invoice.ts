import { ORDERS_MSG } from '@hotel/shared/admin/orders';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceRequests } from '../../db/schema/orders.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { StaffPrincipal } from '../../staff/index.ts';
import { type AuditActor, recordChange } from '../../staff/index.ts';
import { withLockedOrder } from './order-access.ts';

/** 标记已开具: the invoice a member asked for has been made out and sent; with its audit row. */
export async function markInvoiceIssued(
  db: Db,
  staff: StaffPrincipal,
  actor: AuditActor,
  orderId: number,
  now: Date,
): Promise<void> {
  await withLockedOrder(db, staff, orderId, async (tx, locked) => {
    const [issued] = await tx
      .update(invoiceRequests)
      .set({ status: 'issued', issuedAt: now })
      .where(and(eq(invoiceRequests.orderId, orderId), eq(invoiceRequests.status, 'requested')))
      .returning();
    if (!issued) {
      const [asked] = await tx.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, orderId));
      throw asked
        ? new ConflictError(ORDERS_MSG.invoiceAlreadyIssued, 'INVOICE_ALREADY_ISSUED')
        : new ConflictError(ORDERS_MSG.invoiceNotRequested, 'INVOICE_NOT_REQUESTED');
    }
    await recordChange(
      tx,
      actor,
      {
        action: 'order.invoice-issued',
        entityType: 'order',
        entityId: orderId,
        hotelId: locked.order.hotelId,
        before: { invoice: 'requested' },
        after: { invoice: 'issued', title: issued.title, taxpayerId: issued.taxpayerId },
      },
      now,
    );
  });
}
