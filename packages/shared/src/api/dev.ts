import { z } from 'zod';
import { envelopeOf } from './envelope.ts';

/**
 * GET /dev/mail-outbox (development only, like /dev/sms-outbox in user.ts): the e-mails the server
 * would have sent when no SMTP server is configured, newest first.
 */
export const mailOutboxQuery = z.object({ to: z.string().trim().max(100).optional() });
export const mailOutboxEntry = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** ISO 8601. */
  sentAt: z.string(),
});
export type MailOutboxEntry = z.infer<typeof mailOutboxEntry>;
export const mailOutboxResponse = envelopeOf(z.array(mailOutboxEntry));
