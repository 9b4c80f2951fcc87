import { DESK_PAY_METHODS, type DeskPayMethod } from '@hotel/shared/admin/orders';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { staff } from './staff.ts';

/**
 * What the front desk did with a stay, one row per order (created on its first desk action):
 * check-in, check-out and no-show, by whom and when. The order's own state stays the guest's
 * (booked, paid, cancelled, completed, expired): a checked-in stay is still a paid open order, so
 * the completion job and the site read it as before, and a no-show is a cancelled order.
 */
export const orderStays = pgTable(
  'order_stays',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by').references(() => staff.id),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    checkedOutBy: integer('checked_out_by').references(() => staff.id),
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    noShowBy: integer('no_show_by').references(() => staff.id),
    /** What a no-show kept of the money paid, in fen (the rest went back to the guest). */
    noShowFeeFen: integer('no_show_fee_fen'),
    /** What the desk collected of a pay-at-hotel order at check-in, in fen, and how (DESK_PAY_METHODS). */
    collectedFen: integer('collected_fen'),
    collectedMethod: text('collected_method').$type<DeskPayMethod>(),
  },
  (t) => [
    check(
      'order_stays_collected_method_known',
      sql`${t.collectedMethod} IS NULL OR ${t.collectedMethod} IN (${sql.raw(DESK_PAY_METHODS.map((m) => `'${m}'`).join(', '))})`,
    ),
    // 经营概况 and the in-house count: stays checked in and not yet checked out
    index('order_stays_in_house_idx')
      .on(t.checkedInAt)
      .where(sql`${t.checkedInAt} IS NOT NULL AND ${t.checkedOutAt} IS NULL`),
  ],
);
