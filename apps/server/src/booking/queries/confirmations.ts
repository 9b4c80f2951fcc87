import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { hotels, ratePlans, roomTypes } from '../../db/schema/catalog.ts';
import { bookingConfirmations } from '../../db/schema/confirmations.ts';
import { orders } from '../../db/schema/orders.ts';
import { type SmsTemplateCall, storedTemplateCall } from '../../sms/templates.ts';

export type NewConfirmation = typeof bookingConfirmations.$inferInsert;

/** What a confirmation says of its order. */
export async function orderForConfirmation(db: Queryable, orderId: number) {
  const [row] = await db
    .select({
      orderNo: orders.orderNo,
      hotelName: hotels.name,
      hotelTel: hotels.tel,
      roomTypeName: roomTypes.name,
      rateName: ratePlans.name,
      cancelPolicy: ratePlans.cancelPolicy,
      checkinDate: orders.checkinDate,
      checkoutDate: orders.checkoutDate,
      days: orders.days,
      roomQty: orders.roomQty,
      revUser: orders.revUser,
      mobile: orders.mobile,
      email: orders.email,
      actualFen: orders.actualFen,
      holdUntil: orders.holdUntil,
    })
    .from(orders)
    .innerJoin(hotels, eq(hotels.id, orders.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, orders.roomTypeId))
    .innerJoin(ratePlans, eq(ratePlans.id, orders.ratePlanId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export type OrderForConfirmation = NonNullable<Awaited<ReturnType<typeof orderForConfirmation>>>;

/**
 * Writes the messages in the confirming transaction; one of an order, event and channel that is
 * already there stays as it was (a retried confirmation is not sent again). Answers the new ids.
 */
export async function insertConfirmations(tx: Tx, rows: NewConfirmation[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(bookingConfirmations)
    .values(rows)
    .onConflictDoNothing({
      target: [bookingConfirmations.orderId, bookingConfirmations.event, bookingConfirmations.channel],
    })
    .returning({ id: bookingConfirmations.id });
  return inserted.map((r) => r.id);
}

/** A message as its sender sends it. */
export interface DueConfirmation {
  id: number;
  channel: string;
  recipient: string;
  /** An e-mail's. */
  subject: string;
  body: string;
  /** An SMS's; null for an e-mail, and for an SMS that keeps none a gateway could send. */
  smsTemplate: SmsTemplateCall | null;
  tries: number;
  createdAt: Date;
}

/**
 * Claims pending messages that are due (all of them, or those of `ids`): their next try moves to
 * `leaseUntil`, so no other instance sends them meanwhile. `channels` leaves out the messages of a
 * channel this instance cannot send (mail without a transport).
 */
export async function claimDueConfirmations(
  db: Db,
  channels: string[],
  now: Date,
  leaseUntil: Date,
  options: { limit: number; ids?: number[] | undefined },
): Promise<DueConfirmation[]> {
  if (channels.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookingConfirmations.id })
      .from(bookingConfirmations)
      .where(
        and(
          eq(bookingConfirmations.status, 'pending'),
          inArray(bookingConfirmations.channel, channels),
          lte(bookingConfirmations.nextTryAt, now),
          options.ids ? inArray(bookingConfirmations.id, options.ids) : undefined,
        ),
      )
      .orderBy(asc(bookingConfirmations.nextTryAt))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(bookingConfirmations)
      .set({ nextTryAt: leaseUntil, tries: sql`${bookingConfirmations.tries} + 1` })
      .where(
        inArray(
          bookingConfirmations.id,
          due.map((r) => r.id),
        ),
      )
      .returning({
        id: bookingConfirmations.id,
        channel: bookingConfirmations.channel,
        recipient: bookingConfirmations.recipient,
        subject: bookingConfirmations.subject,
        body: bookingConfirmations.body,
        smsTemplate: bookingConfirmations.smsTemplate,
        tries: bookingConfirmations.tries,
        createdAt: bookingConfirmations.createdAt,
      });
    return claimed.map((row) => ({ ...row, smsTemplate: storedTemplateCall(row.smsTemplate) }));
  });
}

export async function markConfirmationSent(db: Queryable, id: number, now: Date): Promise<void> {
  await db
    .update(bookingConfirmations)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(and(eq(bookingConfirmations.id, id), eq(bookingConfirmations.status, 'pending')));
}

/** Records a failed try: due again at `nextTryAt`, or given up (`failed`) when `giveUp`. */
export async function markConfirmationFailed(
  db: Queryable,
  id: number,
  error: string,
  next: { nextTryAt: Date; giveUp: boolean },
): Promise<void> {
  await db
    .update(bookingConfirmations)
    .set({
      lastError: error.slice(0, 500),
      nextTryAt: next.nextTryAt,
      status: next.giveUp ? 'failed' : 'pending',
    })
    .where(and(eq(bookingConfirmations.id, id), eq(bookingConfirmations.status, 'pending')));
}
