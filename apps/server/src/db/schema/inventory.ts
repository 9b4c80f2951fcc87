import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ratePlans, roomTypes } from './catalog.ts';
import { staff } from './staff.ts';

/** Rooms of a type per night: a booking takes rooms for every night or for none. */
export const nightlyInventory = pgTable(
  'nightly_inventory',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    taken: integer('taken').notNull().default(0),
    /** When and by whom staff last set `total` (房价房态): a save read before then is refused. */
    totalChangedAt: timestamp('total_changed_at', { withTimezone: true }),
    totalChangedBy: integer('total_changed_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'nightly_inventory_pk', columns: [t.roomTypeId, t.night] }),
    // a stay's nights of every room type in one index-only range: the hotel list's rooms left for
    // the stay (lowestPricesOfStay, every hotel when ordered by price), and 经营概况's rooms on sale
    // per night of its 30 days, of the group or of a hotel
    index('nightly_inventory_night_rooms_idx').on(t.night, t.roomTypeId, t.total, t.taken),
    // the last line of defence against over-booking, whatever the code above does
    check('nightly_inventory_taken_within_total', sql`${t.taken} >= 0 AND ${t.taken} <= ${t.total}`),
  ],
);

/**
 * Rate calendar: the price of one room for one night under one rate plan, in fen, and that
 * night's restrictions (per rate plan night): stop sale, the minimum stay of a stay arriving that
 * night, and closed to arrival.
 */
export const nightlyPrices = pgTable(
  'nightly_prices',
  {
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    priceFen: integer('price_fen').notNull(),
    stopSell: boolean('stop_sell').notNull().default(false),
    minStay: smallint('min_stay').notNull().default(1),
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    /** When and by whom staff last changed the night (房价房态): a save read before then is refused. */
    changedAt: timestamp('changed_at', { withTimezone: true }),
    changedBy: integer('changed_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'nightly_prices_pk', columns: [t.ratePlanId, t.night] }),
    // a stay's nights of every rate plan, with what decides whether it sells, in one index-only
    // range: the hotel list ordered by price or filtered by a price range (lowestPricesOfStay)
    index('nightly_prices_night_idx').on(
      t.night,
      t.ratePlanId,
      t.priceFen,
      t.stopSell,
      t.minStay,
      t.closedToArrival,
    ),
    check('nightly_prices_positive', sql`${t.priceFen} > 0`),
    check('nightly_prices_min_stay_range', sql`${t.minStay} BETWEEN 1 AND 30`),
  ],
);

/**
 * Default price of a rate plan per ISO weekday (1 Monday … 7 Sunday) of the night, in fen: the
 * horizon job prices each new night with it.
 */
export const ratePlanWeekdayPrices = pgTable(
  'rate_plan_weekday_prices',
  {
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    priceFen: integer('price_fen').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_plan_weekday_prices_pk', columns: [t.ratePlanId, t.weekday] }),
    check('rate_plan_weekday_prices_weekday_range', sql`${t.weekday} BETWEEN 1 AND 7`),
    check('rate_plan_weekday_prices_positive', sql`${t.priceFen} > 0`),
  ],
);
