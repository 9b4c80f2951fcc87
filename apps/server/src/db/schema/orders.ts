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
import { hotels, ratePlans, roomTypes } from './catalog.ts';
import { channelReservations } from './channels.ts';
import { members } from './members.ts';

/** Discount-channel codes (企业, 团体, 旅行社, 推广): a percentage off the stay. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    channelType: text('channel_type').notNull(),
    code: text('code').notNull(),
    percentOff: integer('percent_off').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('discount_codes_channel_code_uq').on(t.channelType, t.code),
    check('discount_codes_percent_range', sql`${t.percentOff} > 0 AND ${t.percentOff} < 100`),
  ],
);

/** state: 0 booked, 1 confirmed (paid), 2 cancelled, 9 completed, 10 expired. payResult: 0 unpaid, 1 paid. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    revNo: text('rev_no').notNull(),
    /** The member who booked; null on a channel's reservation (channelReservationId says whose). */
    memberId: integer('member_id').references(() => members.id),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id),
    checkinDate: date('checkin_date', { mode: 'string' }).notNull(),
    checkoutDate: date('checkout_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    roomQty: integer('room_qty').notNull(),
    revUser: text('rev_user').notNull(),
    /** One guest per room in room order, the first being revUser; empty on orders booked before it was asked. */
    guestNames: text('guest_names').array().notNull().default(sql`'{}'::text[]`),
    /** Adults and children of the whole booking. */
    adultNum: smallint('adult_num').notNull().default(1),
    childrenNum: smallint('children_num').notNull().default(0),
    mobile: text('mobile').notNull(),
    email: text('email').notNull().default(''),
    remark: text('remark').notNull().default(''),
    arrivalTime: text('arrival_time').notNull().default(''),
    breakfast: smallint('breakfast').notNull().default(0),
    /** Σ nightly prices (门市价) × rooms. */
    totalFen: integer('total_fen').notNull(),
    /** The member level's discount on totalFen (会员价), and the level it was priced at. */
    memberDiscountFen: integer('member_discount_fen').notNull().default(0),
    memberLevelCode: text('member_level_code'),
    /** The discount channel's (discount code's) percentage of the member price. */
    discountFen: integer('discount_fen').notNull().default(0),
    /** The member's coupon (抵用券) used; member_coupons.order_id says which. */
    couponFen: integer('coupon_fen').notNull().default(0),
    /** Points spent and the yuan they paid, in fen. */
    pointsUsed: integer('points_used').notNull().default(0),
    pointsFen: integer('points_fen').notNull().default(0),
    /** What the guest pays: totalFen less every discount above. */
    actualFen: integer('actual_fen').notNull(),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    state: smallint('state').notNull().default(0),
    payResult: smallint('pay_result').notNull().default(0),
    payMethod: text('pay_method'),
    /** Unpaid orders hold their rooms until this moment (18:00 Asia/Shanghai on the arrival day). */
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A channel's reservation (channels/): which one, and which of its room stays (1, 2 …) this order is. */
    channelReservationId: integer('channel_reservation_id').references(() => channelReservations.id),
    channelStayNo: smallint('channel_stay_no'),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    uniqueIndex('orders_channel_stay_uq')
      .on(t.channelReservationId, t.channelStayNo)
      .where(sql`${t.channelReservationId} IS NOT NULL`),
    // a member's booking or a channel's, never both or neither
    check(
      'orders_booked_by',
      sql`(${t.memberId} IS NULL) = (${t.channelReservationId} IS NOT NULL) AND (${t.channelReservationId} IS NULL) = (${t.channelStayNo} IS NULL)`,
    ),
    uniqueIndex('orders_rev_no_uq').on(t.revNo),
    // getAllOrder: a member's orders newest first, and the open-unpaid count at submit
    index('orders_member_created_idx').on(t.memberId, t.createdAt),
    // 订单管理 without a filter: a page newest first (the ids of a deep page read from the index
    // alone), and 经营概况's new orders of the group
    index('orders_created_idx').on(t.createdAt, t.id),
    // 订单管理 of a manager's or a front desk's hotels, or of one hotel, newest first; 经营概况's new
    // orders of a hotel
    index('orders_hotel_created_idx').on(t.hotelId, t.createdAt, t.id),
    // 今日到店 and 经营概况's arrivals (a day), 订单管理's arrival dates (a range), of one hotel or all
    index('orders_checkin_hotel_idx').on(t.checkinDate, t.hotelId),
    // 今日离店 and 经营概况's departures (a day); 经营概况's bookings holding a night of its 30 days
    index('orders_checkout_hotel_idx').on(t.checkoutDate, t.hotelId),
    // 经营概况's cancellations of a day and of its 30 days
    index('orders_cancelled_idx').on(t.cancelledAt, t.hotelId).where(sql`${t.state} = 2`),
    // 经营概况's paid bookings cancelled that held a night of its 30 days (what each kept of its nights)
    index('orders_paid_cancelled_stay_idx')
      .on(t.checkoutDate, t.checkinDate, t.hotelId)
      .where(sql`${t.state} = 2 AND ${t.payResult} = 1`),
    // 订单管理's 入住人/手机号 by digits: 3 or more anywhere in the mobile (LIKE '%…%', pg_trgm)
    index('orders_mobile_trgm_idx').using('gin', t.mobile.op('gin_trgm_ops')),
    // 订单管理's 入住人/手机号 by name: every character and pair of characters of the booker's and the
    // guests' names (order_guest_grams, migration 0024), so that one or two Chinese characters, which
    // pg_trgm cannot index, find their orders too
    index('orders_guest_grams_idx').using('gin', sql`order_guest_grams(${t.revUser}, ${t.guestNames})`),
    // expiry job: unpaid open orders past their hold
    index('orders_unpaid_hold_idx').on(t.holdUntil).where(sql`${t.state} = 0 AND ${t.payResult} = 0`),
    // completion job: open orders past check-out
    index('orders_open_checkout_idx').on(t.checkoutDate).where(sql`${t.state} IN (0, 1)`),
    check('orders_guests_counted', sql`${t.adultNum} >= 1 AND ${t.childrenNum} >= 0`),
    check(
      'orders_amounts_consistent',
      sql`${t.actualFen} = ${t.totalFen} - ${t.memberDiscountFen} - ${t.discountFen} - ${t.couponFen} - ${t.pointsFen} AND ${t.actualFen} >= 0 AND ${t.memberDiscountFen} >= 0 AND ${t.couponFen} >= 0 AND ${t.pointsFen} >= 0 AND ${t.pointsUsed} >= 0`,
    ),
  ],
);

/**
 * The nights an order holds: each night's 门市价 for one room, and what the guest pays for the night
 * (all rooms, after every discount: rates/services/pricing.ts spreadOverNights), which a charge of the
 * first night keeps.
 */
export const orderNights = pgTable(
  'order_nights',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    priceFen: integer('price_fen').notNull(),
    paidFen: integer('paid_fen').notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_nights_pk', columns: [t.orderId, t.night] }),
    // 经营概况: the nights of its 30 days with their orders and what was paid, from the index alone
    index('order_nights_night_idx').on(t.night, t.orderId, t.paidFen),
  ],
);

/**
 * status: pending, paid, closed; refunding when its money is to go back (a cancelled paid order, or
 * money that arrived for an order already paid, cancelled or expired), refunded once it has.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    attemptNo: text('attempt_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').notNull().default('pending'),
    providerTxnId: text('provider_txn_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When the payment-check job next asks the gateway about this attempt (a notification can be
     * lost); null once the gateway's answer settled it, and for attempts no gateway holds.
     */
    reconcileAfter: timestamp('reconcile_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_attempts_attempt_no_uq').on(t.attemptNo),
    index('payment_attempts_reconcile_idx').on(t.reconcileAfter).where(sql`${t.reconcileAfter} IS NOT NULL`),
    index('payment_attempts_order_idx').on(t.orderId),
    // an order is paid at most once, whatever the retries
    uniqueIndex('payment_attempts_one_paid_per_order_uq').on(t.orderId).where(sql`${t.status} = 'paid'`),
  ],
);

/** Every debit and refund of a member's stored-value card. */
export const cardLedger = pgTable(
  'card_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderId: integer('order_id').references(() => orders.id),
    /** debit, refund or topup */
    kind: text('kind').notNull(),
    /** Signed: negative for a debit. */
    amountFen: integer('amount_fen').notNull(),
    balanceAfterFen: integer('balance_after_fen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('card_ledger_member_idx').on(t.memberId, t.createdAt),
    // one debit and at most one refund per order
    uniqueIndex('card_ledger_order_kind_uq').on(t.orderId, t.kind).where(sql`${t.orderId} IS NOT NULL`),
  ],
);

/**
 * Money to give back through a payment provider: written in the transaction that decides it (a
 * cancellation, a late payment), sent afterwards by a worker with a stable refund number that the
 * provider deduplicates, retried with backoff until the provider confirms. One refund per payment.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    /** Sent to the provider as out_refund_no / out_request_no: a resend is the same refund. */
    refundNo: text('refund_no').notNull(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** cancelled (the guest cancelled a paid order) or late_payment (money for an order no longer payable). */
    reason: text('reason').notNull(),
    /** pending until the provider confirms, then succeeded; failed when it never will (staff settle it). */
    status: text('status').notNull().default('pending'),
    tries: integer('tries').notNull().default(0),
    /** When the worker may (re)send it: a claim moves it on, so a crashed sender's claim runs out. */
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_refund_no_uq').on(t.refundNo),
    // a payment is refunded at most once, whatever the retries and instances
    uniqueIndex('refunds_attempt_uq').on(t.attemptId),
    // the worker's due refunds
    index('refunds_due_idx').on(t.nextTryAt).where(sql`${t.status} = 'pending'`),
    // what went back to the guest of an order: getAllOrder's and the order's refunds, 经营概况's revenue
    index('refunds_order_idx').on(t.orderId),
  ],
);

/**
 * 申请发票: one request per paid order, by its member, with the title the invoice is made out to;
 * `requested` until staff mark it `issued` (开具).
 */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    /** `personal` or `company`. */
    titleType: text('title_type').notNull(),
    title: text('title').notNull(),
    /** A company's taxpayer id (统一社会信用代码), '' for a person. */
    taxpayerId: text('taxpayer_id').notNull().default(''),
    email: text('email').notNull(),
    status: text('status').notNull().default('requested'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (t) => [
    check('invoice_requests_title_type', sql`${t.titleType} IN ('personal', 'company')`),
    check('invoice_requests_status', sql`${t.status} IN ('requested', 'issued')`),
  ],
);
