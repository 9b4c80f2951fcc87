import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * The answer of a booking or payment call sent with an Idempotency-Key, written in the transaction
 * that did the work: a retry of the same request gets the same answer instead of a second order or
 * debit. Kept a day (the jobs purge older rows).
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** submitOrder or orderpay. */
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the validated request: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The answer's data as first sent (null for an answer without data). */
    answer: jsonb('answer').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotent_requests_pk', columns: [t.memberId, t.operation, t.key] }),
    // the purge of rows older than a day
    index('idempotent_requests_created_idx').on(t.createdAt),
  ],
);
