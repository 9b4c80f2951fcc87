import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SmsTemplateCall } from '../../sms/templates.ts';
import { orders } from './orders.ts';

/**
 * The guest's booking confirmations, an outbox like `refunds`: each message is written in the
 * transaction that confirms the booking (paid by card, paid online, guaranteed for payment at the
 * hotel), with its text as it was then, and sent after the commit; the jobs retry it until the SMS
 * provider or the mail server takes it. One message per order, event and channel (unique), and an
 * instance claims a row for a lease before sending it, so a confirmation is never sent twice at once.
 */
export const bookingConfirmations = pgTable(
  'booking_confirmations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** What confirmed the booking: paid (card, WeChat Pay, Alipay) or pay_at_hotel. */
    event: text('event').notNull(),
    /** sms or email. */
    channel: text('channel').notNull(),
    /** A mobile number or an e-mail address. */
    recipient: text('recipient').notNull(),
    /** The e-mail's subject; empty for an SMS. */
    subject: text('subject').notNull().default(''),
    /** The full text: an e-mail's body, an SMS as the console provider shows it. */
    body: text('body').notNull(),
    /**
     * An SMS's gateway template and variables as decided when it was written, so a retry sends the
     * same; null for an e-mail. An SMS written before migration 0011 may have none: it is given up.
     */
    smsTemplate: jsonb('sms_template').$type<SmsTemplateCall>(),
    /** pending until handed over, then sent; failed when it could not be handed over for a day. */
    status: text('status').notNull().default('pending'),
    tries: integer('tries').notNull().default(0),
    /** When it may be (re)sent: a claim moves it on, so a crashed sender's claim runs out. */
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // a booking is confirmed once per event and channel, whatever the retries and instances
    uniqueIndex('booking_confirmations_order_event_channel_uq').on(t.orderId, t.event, t.channel),
    // the sender's due messages
    index('booking_confirmations_due_idx').on(t.nextTryAt).where(sql`${t.status} = 'pending'`),
  ],
);
