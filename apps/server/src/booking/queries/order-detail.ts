import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { orderStays } from '../../db/schema/front-desk.ts';
import { members } from '../../db/schema/members.ts';
import { cardLedger, orderNights, paymentAttempts, refunds } from '../../db/schema/orders.ts';
import { auditLog } from '../../db/schema/staff.ts';

/**
 * Everything the order's detail shows besides the order itself: nights, the member, every payment
 * attempt, refund and card ledger row, what the desk did and the staff's changes. No column of a
 * credential is selected (provider transaction ids, passwords, tokens).
 */
export async function orderHistoryOf(db: Queryable, order: { id: number; memberId: number | null }) {
  const [nights, [member], payments, providerRefunds, ledger, [stay], history] = await Promise.all([
    db
      .select({ night: orderNights.night, priceFen: orderNights.priceFen })
      .from(orderNights)
      .where(eq(orderNights.orderId, order.id))
      .orderBy(asc(orderNights.night)),
    // a channel's order has no member
    order.memberId === null
      ? []
      : db
          .select({ id: members.id, name: members.name, mobile: members.mobile, cardNo: members.cardNo })
          .from(members)
          .where(eq(members.id, order.memberId)),
    db
      .select({
        attemptNo: paymentAttempts.attemptNo,
        method: paymentAttempts.method,
        amountFen: paymentAttempts.amountFen,
        status: paymentAttempts.status,
        createdAt: paymentAttempts.createdAt,
        paidAt: paymentAttempts.paidAt,
      })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id))
      .orderBy(asc(paymentAttempts.id)),
    db
      .select({
        refundNo: refunds.refundNo,
        method: paymentAttempts.method,
        amountFen: refunds.amountFen,
        status: refunds.status,
        createdAt: refunds.createdAt,
      })
      .from(refunds)
      .innerJoin(paymentAttempts, eq(paymentAttempts.id, refunds.attemptId))
      .where(eq(refunds.orderId, order.id))
      .orderBy(asc(refunds.id)),
    db
      .select({
        id: cardLedger.id,
        kind: cardLedger.kind,
        amountFen: cardLedger.amountFen,
        balanceAfterFen: cardLedger.balanceAfterFen,
        createdAt: cardLedger.createdAt,
      })
      .from(cardLedger)
      .where(eq(cardLedger.orderId, order.id))
      .orderBy(asc(cardLedger.id)),
    db.select().from(orderStays).where(eq(orderStays.orderId, order.id)),
    db
      .select({
        at: auditLog.at,
        staff: auditLog.staffUsername,
        action: auditLog.action,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(order.id))))
      .orderBy(asc(auditLog.at), asc(auditLog.id)),
  ]);
  if (!member && order.memberId !== null) throw new Error(`order ${order.id} has no member`);
  return { nights, member, payments, providerRefunds, ledger, stay, history };
}
