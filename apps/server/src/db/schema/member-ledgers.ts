import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { cardLedger, orders } from './orders.ts';
import { staff } from './staff.ts';

/**
 * Changes of a member's points (score), like the card ledger for stored value. Kind `stay`: points
 * of completed stays; `adjust`: set by staff in 会员管理, with their reason; `spend`: paid part of
 * an order; `return`: given back when that order was cancelled or expired.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    /** Signed: negative for points taken off. */
    points: integer('points').notNull(),
    scoreAfter: integer('score_after').notNull(),
    /** Why staff changed the points. */
    reason: text('reason').notNull().default(''),
    staffId: integer('staff_id').references(() => staff.id),
    /** The order points were spent on or given back from. */
    orderId: integer('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 会员管理: a member's points history, newest first
    index('points_ledger_member_idx').on(t.memberId, t.createdAt),
    check('points_ledger_score_not_negative', sql`${t.scoreAfter} >= 0`),
    // an order's points are spent once and given back once
    uniqueIndex('points_ledger_order_kind_uq').on(t.orderId, t.kind).where(sql`${t.orderId} IS NOT NULL`),
  ],
);

/** Who adjusted a member's stored value by hand and why: one row beside each card ledger row of kind `adjust`. */
export const cardAdjustments = pgTable('card_adjustments', {
  ledgerId: integer('ledger_id')
    .primaryKey()
    .references(() => cardLedger.id),
  reason: text('reason').notNull(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id),
});
