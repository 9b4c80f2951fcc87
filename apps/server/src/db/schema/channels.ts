import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hotels, ratePlans, roomTypes } from './catalog.ts';

/**
 * A channel connection (渠道管理): a channel manager or an OTA we publish availability, rates and
 * restrictions to and take reservations from, in the protocol its adapter speaks.
 */
export const channelConnections = pgTable(
  'channel_connections',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The adapter that speaks to it (channels/<protocol>/). */
    protocol: text('protocol').notNull().default('opentravel'),
    /** Where our messages go (the channel's endpoint). */
    endpoint: text('endpoint').notNull(),
    /** Our system's id at the channel (POS/Source/RequestorID). */
    requestorId: text('requestor_id').notNull(),
    username: text('username').notNull(),
    /** The password, sealed with APP_SECRET (lib/secret-box.ts): a copy of the database does not give it. */
    passwordSealed: text('password_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The channel's price rule in basis points of our price: 800 sells at +8 %. */
    priceAdjustBp: integer('price_adjust_bp').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_connections_name_uq').on(t.name),
    check('channel_connections_price_adjust_range', sql`${t.priceAdjustBp} BETWEEN -5000 AND 10000`),
  ],
);

/** A hotel a connection sells, under the channel's code for it. */
export const channelHotels = pgTable(
  'channel_hotels',
  {
    connectionId: integer('connection_id')
      .notNull()
      .references(() => channelConnections.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    channelHotelCode: text('channel_hotel_code').notNull(),
  },
  (t) => [
    primaryKey({ name: 'channel_hotels_pk', columns: [t.connectionId, t.hotelId] }),
    uniqueIndex('channel_hotels_code_uq').on(t.connectionId, t.channelHotelCode),
  ],
);

/**
 * One of our room types as a channel sells it, and where sending its ARI to that channel stands:
 * the sends of one (connection, room type) are one at a time (the lease), so a newer state is
 * never overtaken by an older one.
 */
export const channelRoomTypes = pgTable(
  'channel_room_types',
  {
    connectionId: integer('connection_id')
      .notNull()
      .references(() => channelConnections.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    channelRoomCode: text('channel_room_code').notNull(),
    /** At most this many rooms a night on this channel (allotment); null: all that are left. */
    allotment: integer('allotment'),
    /** A sender holds the room type's sends until then. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Failed tries in a row, and when the next is due. */
    tries: integer('tries').notNull().default(0),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }),
    /** What the channel said when it last refused, or why the send failed; cleared by a success. */
    lastError: text('last_error'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'channel_room_types_pk', columns: [t.connectionId, t.roomTypeId] }),
    check('channel_room_types_allotment_range', sql`${t.allotment} IS NULL OR ${t.allotment} >= 0`),
  ],
);

/** One of our rate plans as a channel sells it. */
export const channelRatePlans = pgTable(
  'channel_rate_plans',
  {
    connectionId: integer('connection_id')
      .notNull()
      .references(() => channelConnections.id, { onDelete: 'cascade' }),
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    channelRateCode: text('channel_rate_code').notNull(),
  },
  (t) => [primaryKey({ name: 'channel_rate_plans_pk', columns: [t.connectionId, t.ratePlanId] })],
);

/**
 * Nights a channel must be told again (the ARI outbox), written by triggers on the inventory, the
 * rate calendar and the rate plans in the transaction that changed them (migration 0020). A change
 * to a night already due raises its version; the sender deletes only the versions it read.
 */
export const channelAriDue = pgTable(
  'channel_ari_due',
  {
    connectionId: integer('connection_id').notNull(),
    roomTypeId: integer('room_type_id').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ name: 'channel_ari_due_pk', columns: [t.connectionId, t.roomTypeId, t.night] }),
    // unmapping a room type forgets what was due for it
    foreignKey({
      name: 'channel_ari_due_room_type_fk',
      columns: [t.connectionId, t.roomTypeId],
      foreignColumns: [channelRoomTypes.connectionId, channelRoomTypes.roomTypeId],
    }).onDelete('cascade'),
  ],
);

/**
 * A reservation a channel sent (its id, unique per connection), whatever became of it: its orders
 * (one per room stay) point here. The row is locked while a delivery of it is taken, so deliveries
 * of one reservation apply one at a time, and `changedAt` keeps an older one from undoing a newer.
 */
export const channelReservations = pgTable(
  'channel_reservations',
  {
    id: serial('id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => channelConnections.id),
    resId: text('res_id').notNull(),
    /** booked or cancelled, as last applied. */
    status: text('status').notNull(),
    /** Paid to the channel (channel) or to be paid at the hotel (hotel). */
    collect: text('collect').notNull(),
    /** When the channel last changed it, as it said; null when it did not say. */
    changedAt: timestamp('changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('channel_reservations_res_uq').on(t.connectionId, t.resId),
    // 订单管理's search by order number, which finds a channel's reservation id of any connection
    index('channel_reservations_res_id_idx').on(t.resId),
    check('channel_reservations_status', sql`${t.status} IN ('booked', 'cancelled')`),
    check('channel_reservations_collect', sql`${t.collect} IN ('channel', 'hotel')`),
  ],
);

/**
 * Every delivery a channel made (its message id) and how it ended, taken or refused, so that the
 * same delivery sent again changes nothing and is answered as before.
 */
export const channelDeliveries = pgTable(
  'channel_deliveries',
  {
    connectionId: integer('connection_id')
      .notNull()
      .references(() => channelConnections.id),
    messageId: text('message_id').notNull(),
    resId: text('res_id'),
    status: text('status'),
    /** Our order numbers, when taken. */
    orderNos: text('order_nos').array(),
    /** Why it was refused (a RefusalKind of channels/reservation.ts) and our words; null when taken. */
    errorCode: text('error_code'),
    error: text('error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The hotel it was for, when the channel's hotel code is one this connection sells (whose staff see it). */
    hotelId: integer('hotel_id').references(() => hotels.id),
  },
  (t) => [
    primaryKey({ name: 'channel_deliveries_pk', columns: [t.connectionId, t.messageId] }),
    // 渠道管理's list: a connection's latest deliveries
    index('channel_deliveries_recent_idx').on(t.connectionId, t.receivedAt),
  ],
);

/**
 * What a connection was last told of a room type's night, as the channel took it (核对 compares it
 * with what the inventory holds now): the rooms and, per rate plan in the channel's codes, the
 * price after its rule and the restrictions.
 */
export const channelAriTold = pgTable(
  'channel_ari_told',
  {
    connectionId: integer('connection_id').notNull(),
    roomTypeId: integer('room_type_id').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    rooms: integer('rooms').notNull(),
    rates: jsonb('rates')
      .$type<
        { ratePlan: string; priceFen: number; stopSell: boolean; minStay: number; closedToArrival: boolean }[]
      >()
      .notNull(),
    toldAt: timestamp('told_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'channel_ari_told_pk', columns: [t.connectionId, t.roomTypeId, t.night] }),
    // unmapping a room type forgets what the channel was told of it
    foreignKey({
      name: 'channel_ari_told_room_type_fk',
      columns: [t.connectionId, t.roomTypeId],
      foreignColumns: [channelRoomTypes.connectionId, channelRoomTypes.roomTypeId],
    }).onDelete('cascade'),
  ],
);
