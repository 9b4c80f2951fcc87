import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ratePlans, roomTypes } from './catalog.ts';

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
  },
  (t) => [
    primaryKey({ name: 'nightly_inventory_pk', columns: [t.roomTypeId, t.night] }),
    // the last line of defence against over-booking, whatever the code above does
    check('nightly_inventory_taken_within_total', sql`${t.taken} >= 0 AND ${t.taken} <= ${t.total}`),
  ],
);

/** Rate calendar: the price of one room for one night under one rate plan, in fen. */
export const nightlyPrices = pgTable(
  'nightly_prices',
  {
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    priceFen: integer('price_fen').notNull(),
  },
  (t) => [
    primaryKey({ name: 'nightly_prices_pk', columns: [t.ratePlanId, t.night] }),
    check('nightly_prices_positive', sql`${t.priceFen} > 0`),
  ],
);
