import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { maskMobile } from '../lib/log-privacy.ts';
import type { MailTransport } from '../mail/transport.ts';
import {
  claimDueConfirmations,
  type DueConfirmation,
  insertConfirmations,
  markConfirmationFailed,
  markConfirmationSent,
  type NewConfirmation,
  orderForConfirmation,
} from '../queries/confirmations.ts';
import type { SmsProvider } from '../sms/provider.ts';
import { storeTemplateCall, templateCallFromStore } from '../sms/templates.ts';
import {
  type ConfirmationEvent,
  confirmationEmail,
  confirmationSms,
  confirmationSmsTemplate,
} from './confirmation-text.ts';
import { drainOutbox, type Outbox } from './outbox.ts';

/**
 * The guest's booking confirmation (SMS, and e-mail when they gave an address and mail is
 * configured), through the outbox of services/outbox.ts: written in the transaction that confirms
 * the booking, sent right after its commit, retried by the jobs. Built once (app.confirmations).
 */
export interface BookingConfirmations {
  /** In the confirming transaction: writes the order's messages; answers the ids to send after the commit. */
  queue(tx: Tx, orderId: number, event: ConfirmationEvent, now: Date): Promise<number[]>;
  /** After the commit (those ids), or from the jobs (every due message): answers how many went out. */
  send(now: Date, ids?: number[]): Promise<number>;
}

/** A message nobody could take for this long is given up: a day-old confirmation helps nobody. */
export const CONFIRMATION_GIVE_UP_MS = 24 * 60 * 60_000;

export interface ConfirmationDeps {
  db: Db;
  sms: SmsProvider;
  /** null: no e-mail is written or sent (production without SMTP). */
  mail: MailTransport | null;
  brandName: string;
  /** The domain of the Message-ID header: MAIL_FROM's. */
  mailDomain: string;
  log?: FastifyBaseLogger | undefined;
}

function describe(message: DueConfirmation) {
  const to =
    message.channel === 'sms' ? maskMobile(message.recipient) : message.recipient.replace(/^[^@]*/, '***');
  return { confirmationId: message.id, channel: message.channel, to };
}

export function createBookingConfirmations(deps: ConfirmationDeps): BookingConfirmations {
  const { db, sms, mail, brandName, log } = deps;
  const channels = mail ? ['sms', 'email'] : ['sms'];

  const outbox: Outbox<DueConfirmation> = {
    name: 'booking confirmation',
    claim: (now, leaseUntil, options) => claimDueConfirmations(db, channels, now, leaseUntil, options),
    async deliver(message) {
      if (message.channel === 'email') {
        if (!mail) throw new Error('no mail transport');
        await mail.send({
          to: message.recipient,
          subject: message.subject,
          text: message.body,
          messageId: `<booking-confirmation-${message.id}@${deps.mailDomain}>`,
        });
      } else {
        const call = templateCallFromStore(message.subject);
        await sms.send({ mobile: message.recipient, text: message.body, ...call });
      }
      await markConfirmationSent(db, message.id, new Date());
    },
    async retryLater(message, error, nextTryAt, now) {
      const giveUp = now.getTime() - message.createdAt.getTime() >= CONFIRMATION_GIVE_UP_MS;
      await markConfirmationFailed(db, message.id, error, { nextTryAt, giveUp });
      if (giveUp) log?.error(describe(message), 'booking confirmation given up after a day of failures');
    },
    describe,
  };

  return {
    async queue(tx, orderId, event, now) {
      const order = await orderForConfirmation(tx, orderId);
      if (!order) throw new Error(`order ${orderId} not found for its confirmation`);
      const common = { orderId, event, nextTryAt: now, createdAt: now };
      const rows: NewConfirmation[] = [
        {
          ...common,
          channel: 'sms',
          recipient: order.mobile,
          // the row has no column for a gateway's template: an SMS keeps it where an e-mail keeps its subject
          subject: storeTemplateCall(confirmationSmsTemplate(order, event)),
          body: confirmationSms(brandName, order, event),
        },
      ];
      if (mail && order.email !== '') {
        const { subject, text } = confirmationEmail(brandName, order, event);
        rows.push({ ...common, channel: 'email', recipient: order.email, subject, body: text });
      }
      return insertConfirmations(tx, rows);
    },
    send: (now, ids) => drainOutbox(outbox, now, log, ids),
  };
}
