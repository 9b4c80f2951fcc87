import { MSG } from '@hotel/shared/messages';
import type { Db, Tx } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { StaffPrincipal } from '../../staff/index.ts';
import { mayReachHotel } from '../../staff/index.ts';
import { lockOrderForDesk } from '../queries/front-desk.ts';
import { lockMember } from '../queries/orders.ts';
import { findStaffOrder } from '../queries/orders-search.ts';
import type { StatusInput } from './order-status.ts';

/**
 * An order staff may reach. One of another hotel than a manager's or front desk's own answers as one
 * that does not exist (404 订单不存在, changing nothing): ids are sequential, and a different answer
 * would tell which ids other hotels have.
 */
export async function reachableOrder(db: Db, staff: StaffPrincipal, orderId: number) {
  const row = await findStaffOrder(db, orderId);
  if (!row || !mayReachHotel(staff, row.order.hotelId))
    throw new NotFoundError(MSG.orderNotFound, 'ORDER_NOT_FOUND');
  return row;
}

export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrderForDesk>>>;

export function statusInputOf(locked: LockedOrder): StatusInput & { checkoutDate: string } {
  return {
    order: locked.order,
    cancelPolicy: locked.cancelPolicy,
    checkedInAt: locked.stay?.checkedInAt ?? null,
    noShowAt: locked.stay?.noShowAt ?? null,
    checkoutDate: locked.order.checkoutDate,
  };
}

/**
 * Runs a desk action in one transaction on the order, locked as every money path locks it (member,
 * then order), so two staff clicking at once act one after the other and the second finds the
 * order changed.
 */
export async function withLockedOrder<T>(
  db: Db,
  staff: StaffPrincipal,
  orderId: number,
  action: (tx: Tx, locked: LockedOrder) => Promise<T>,
): Promise<T> {
  const found = await reachableOrder(db, staff, orderId);
  return db.transaction(async (tx) => {
    // a channel's order has no member: its reservation's deliveries lock the order itself
    if (found.order.memberId !== null) await lockMember(tx, found.order.memberId);
    const locked = await lockOrderForDesk(tx, orderId);
    if (!locked) throw new NotFoundError(MSG.orderNotFound, 'ORDER_NOT_FOUND');
    return action(tx, locked);
  });
}
