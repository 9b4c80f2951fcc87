import { createTransport } from 'nodemailer';
import type { MailTransport } from './transport.ts';

/** Time limits of one SMTP conversation: a hanging mail server must not hold a payment's answer. */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

/**
 * Mail through an SMTP server (SMTP_URL: smtp://user:password@host:587, smtps://host:465), from
 * MAIL_FROM. A message the server does not accept throws, and its sender tries again later.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  const mailer = createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send(message) {
      const info = await mailer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: message.messageId,
      });
      if (info.rejected.length > 0) throw new Error(`SMTP server refused ${info.rejected.join(', ')}`);
    },
    close() {
      mailer.close();
    },
  };
}
