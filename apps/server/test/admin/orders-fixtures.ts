import type { StaffRole } from '@hotel/shared/admin/roles';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { auditLog } from '../../src/db/schema/staff.ts';
import type { StaffPrincipal } from '../../src/staff/services/staff-sessions.ts';
import {
  type BookingMember,
  type BookingWorld,
  bookThroughApp,
  orderPayRequest,
  payByCardRequest,
  type StayOptions,
} from '../helpers/order-factories.ts';
import { createStaff, type StaffSession, signIn } from '../helpers/staff.ts';

/** Orders in the states the desk's tests start from, booked and paid through the site's own calls. */

export async function paidByCard(
  app: App,
  member: BookingMember,
  world: BookingWorld,
  stay: StayOptions = {},
) {
  const order = await bookThroughApp(app, member, world, stay);
  const paid = await payByCardRequest(app, member, order.revNo);
  if (paid.statusCode !== 200) throw new Error(`card payment failed: ${paid.body}`);
  return order;
}

export async function payAtHotel(
  app: App,
  member: BookingMember,
  world: BookingWorld,
  stay: StayOptions = {},
) {
  const order = await bookThroughApp(app, member, world, stay);
  const chosen = await orderPayRequest(app, member.token, { revNo: order.revNo, payCode: 'ddzf' });
  if (chosen.statusCode !== 200) throw new Error(`pay at hotel failed: ${chosen.body}`);
  return order;
}

/** Paid through the sandbox WeChat Pay: the attempt, then the provider's notification. */
export async function paidByWechat(
  app: App,
  member: BookingMember,
  world: BookingWorld,
  stay: StayOptions = {},
) {
  const order = await bookThroughApp(app, member, world, stay);
  const start = await orderPayRequest(app, member.token, { revNo: order.revNo, payCode: 'wxpay' });
  const { attemptNo, payAmount } = start.json().data as { attemptNo: string; payAmount: number };
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox/notify',
    payload: {
      attemptNo,
      amountFen: Math.round(payAmount * 100),
      status: 'SUCCESS',
      txnId: `WX-${attemptNo}`,
    },
  });
  if (res.statusCode !== 200) throw new Error(`notify failed: ${res.body}`);
  return order;
}

export async function staffOf(app: App, db: Db, role: StaffRole, hotelIds: number[] = []) {
  const account = await createStaff(db, { role, hotelIds });
  const session: StaffSession = await signIn(app, account.username);
  return { account, session };
}

/** A principal for calling the services with a chosen `now` (the no-show's 18:00 line). */
export function principalOf(
  account: { id: number; username: string; displayName: string },
  role: StaffRole,
  hotels: { id: number; hotelCode: string; name: string }[],
): StaffPrincipal {
  return {
    id: account.id,
    sessionId: 0,
    username: account.username,
    displayName: account.displayName,
    role,
    totpEnabled: false,
    hotels,
  };
}

export async function auditOf(db: Db, orderId: number) {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(orderId)));
}
