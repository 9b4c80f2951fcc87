import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ratePlans } from './catalog.ts';
import { memberLevels, members } from './members.ts';
import { orders } from './orders.ts';

/**
 * 会员价: the percentage a rate plan takes off its nightly price for a member level. A plan or a
 * level without a row gives no member price. Data, so staff can change it.
 */
export const ratePlanMemberDiscounts = pgTable(
  'rate_plan_member_discounts',
  {
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    levelCode: text('level_code')
      .notNull()
      .references(() => memberLevels.code),
    percentOff: smallint('percent_off').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_plan_member_discounts_pk', columns: [t.ratePlanId, t.levelCode] }),
    check('rate_plan_member_discounts_percent', sql`${t.percentOff} BETWEEN 1 AND 50`),
  ],
);

/** How points pay (one row, id 1): points per yuan, and the share of an order's amount they may pay. */
export const pointsRules = pgTable(
  'points_rules',
  {
    id: smallint('id').primaryKey(),
    pointsPerYuan: integer('points_per_yuan').notNull(),
    maxSharePercent: smallint('max_share_percent').notNull(),
  },
  (t) => [
    check('points_rules_one_row', sql`${t.id} = 1`),
    check('points_rules_figures', sql`${t.pointsPerYuan} > 0 AND ${t.maxSharePercent} BETWEEN 0 AND 100`),
  ],
);

/**
 * A kind of coupon (抵用券): a value in fen (`amount`) or a percentage (`percent`, at most
 * `maxOffFen` off when set) of an order's amount after member price and discount code, from a
 * minimum spend; valid `validDays` from when a member receives it; on the hotels listed, or all
 * when null. `issueOn = 'register'` gives one to each new member (the welcome coupon).
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** Fen for `amount`, a whole percentage for `percent`. */
    value: integer('value').notNull(),
    minSpendFen: integer('min_spend_fen').notNull().default(0),
    maxOffFen: integer('max_off_fen'),
    validDays: integer('valid_days').notNull(),
    hotelIds: integer('hotel_ids').array(),
    issueOn: text('issue_on'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check(
      'coupon_templates_value',
      sql`(${t.kind} = 'amount' AND ${t.value} > 0 AND ${t.value} < ${t.minSpendFen}) OR (${t.kind} = 'percent' AND ${t.value} BETWEEN 1 AND 50)`,
    ),
    check('coupon_templates_valid_days', sql`${t.validDays} > 0`),
  ],
);

/**
 * A coupon a member holds, valid from `validFrom` to `validUntil` (Asia/Shanghai days, inclusive).
 * `orderId` is the order it paid for; cancelling or expiring that order gives it back (null again).
 */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the member centre's list and FillInformationStep's choice
    index('member_coupons_member_idx').on(t.memberId, t.validUntil),
    // one coupon an order
    uniqueIndex('member_coupons_order_uq').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
  ],
);
