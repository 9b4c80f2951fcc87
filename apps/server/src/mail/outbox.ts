import type { MailOutboxEntry } from '@hotel/shared/api/dev';

const MAX_ENTRIES = 1_000;

/**
 * The e-mails "sent" without an SMTP server, for local use and tests, like the SMS outbox: kept in
 * this process only, bounded (oldest dropped first), never filled in production.
 */
export class MailOutbox {
  readonly #entries: MailOutboxEntry[] = [];

  add(message: { to: string; subject: string; text: string }, sentAt: Date): void {
    this.#entries.push({
      to: message.to,
      subject: message.subject,
      text: message.text,
      sentAt: sentAt.toISOString(),
    });
    if (this.#entries.length > MAX_ENTRIES) this.#entries.shift();
  }

  /** Newest first, optionally only those to one address. */
  list(to?: string): MailOutboxEntry[] {
    const wanted = to?.toLowerCase();
    const entries =
      wanted === undefined ? this.#entries : this.#entries.filter((e) => e.to.toLowerCase() === wanted);
    return [...entries].reverse();
  }
}

/** The one mail outbox of this process, shared by the development transport and GET /dev/mail-outbox. */
export const devMailOutbox = new MailOutbox();
