import type { FastifyBaseLogger } from 'fastify';
import { devMailOutbox } from './outbox.ts';
import { createSmtpTransport } from './smtp-transport.ts';

/** One plain-text e-mail to one guest. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * Stable for one message (<…@…>): a resend after a lost answer carries the same id, so mail
   * software can tell it is the same message.
   */
  messageId: string;
}

/** Hands one e-mail over; throws when it was not accepted (the caller retries it). */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  /** Closes open connections at shutdown. */
  close(): void;
}

export interface MailTransportOptions {
  /** `config.smtpUrl`. */
  smtpUrl: string | undefined;
  /** `config.mailFrom`. */
  from: string;
  production: boolean;
  log: FastifyBaseLogger;
}

/**
 * SMTP when SMTP_URL is set; otherwise, outside production, the development outbox (GET
 * /dev/mail-outbox); in production without SMTP, null: no mail is sent and none is kept.
 */
export function createMailTransport({ smtpUrl, from, production, log }: MailTransportOptions) {
  if (smtpUrl) return createSmtpTransport(smtpUrl, from);
  if (production) return null;
  const transport: MailTransport = {
    async send(message) {
      devMailOutbox.add(message, new Date());
      log.info({ mail: { to: message.to, subject: message.subject } }, 'mail (development outbox)');
    },
    close() {},
  };
  return transport;
}
