import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { maskMobile } from '../../lib/log-privacy.ts';
import { drainOutbox, type Outbox } from '../../lib/outbox.ts';
import type { MailTransport } from '../../mail/transport.ts';
import type { SmsProvider } from '../../sms/provider.ts';
import {
  claimDueConfirmations,
  type DueConfirmation,
  insertConfirmations,
  markConfirmationFailed,
  markConfirmationSent,
  type NewConfirmation,
  orderForConfirmation,
} from '../queries/confirmations.ts';
import {
  type ConfirmationEvent,
  confirmationEmail,
  confirmationSms,
  confirmationSmsTemplate,
} from './confirmation-text.ts';

/**
 * The guest's booking confirmation (SMS, and e-mail when they gave an address and mail is
 * configured), through the outbox of lib/outbox.ts: written in the transaction that confirms
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

/**
 * An SMS that keeps no template a gateway could send (written before migration 0011 moved templates
 * into their column, or with a template renamed since): retrying changes nothing, so it is given up
 * at its first try rather than after a day. The console provider could log its text, but that text
 * would reach no guest either.
 */
const NO_SMS_TEMPLATE = 'no SMS template kept with this message: given up';

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
        if (!message.smsTemplate) throw new Error(NO_SMS_TEMPLATE);
        await sms.send({ mobile: message.recipient, text: message.body, ...message.smsTemplate });
      }
      await markConfirmationSent(db, message.id, new Date());
    },
    async retryLater(message, error, nextTryAt, now) {
      const unsendable = message.channel === 'sms' && !message.smsTemplate;
      const aged = now.getTime() - message.createdAt.getTime() >= CONFIRMATION_GIVE_UP_MS;
      await markConfirmationFailed(db, message.id, error, { nextTryAt, giveUp: unsendable || aged });
      if (unsendable) log?.error(describe(message), 'booking confirmation given up: no SMS template kept');
      else if (aged) log?.error(describe(message), 'booking confirmation given up after a day of failures');
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
          body: confirmationSms(brandName, order, event),
          smsTemplate: confirmationSmsTemplate(order, event),
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
