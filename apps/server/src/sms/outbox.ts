import type { SmsOutboxEntry } from '@hotel/shared/api/user';

const MAX_ENTRIES = 1_000;
const CODE_PATTERN = /(?<!\d)\d{6}(?!\d)/;

/**
 * The messages the console provider "sent", for local use and tests. Kept in this process only:
 * a development tool, so with several instances each one shows what it sent itself. Bounded, oldest
 * dropped first. Never filled in production.
 */
export class SmsOutbox {
  readonly #entries: SmsOutboxEntry[] = [];

  add(mobile: string, text: string, sentAt: Date): void {
    this.#entries.push({
      mobile,
      text,
      code: CODE_PATTERN.exec(text)?.[0] ?? null,
      sentAt: sentAt.toISOString(),
    });
    if (this.#entries.length > MAX_ENTRIES) this.#entries.shift();
  }

  /** Newest first, optionally only those to one mobile. */
  list(mobile?: string): SmsOutboxEntry[] {
    const entries = mobile === undefined ? this.#entries : this.#entries.filter((e) => e.mobile === mobile);
    return [...entries].reverse();
  }
}

/** The one outbox of this process, shared by the console provider and GET /dev/sms-outbox. */
export const devOutbox = new SmsOutbox();
