import {
  boolean,
  customType,
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
import { hotels } from './catalog.ts';

/**
 * The staff of the back office. They are not members: accounts, passwords and sessions of their
 * own. role: admin (集团管理员), manager (酒店经理), frontdesk (前台), editor (内容编辑).
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case: sign-in is case-insensitive. */
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role').notNull(),
    /** scrypt, as members' passwords. */
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    /** The TOTP secret, encrypted with a key derived from APP_SECRET; null until one is set up. */
    totpSecret: text('totp_secret'),
    /** Set once the first code confirmed the secret. */
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last 30-second step a code was accepted for: a code works once. */
    totpLastStep: integer('totp_last_step'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_username_uq').on(t.username)],
);

/** The hotels a manager or front desk works for; group roles have none and see every hotel. */
export const staffHotels = pgTable(
  'staff_hotels',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'staff_hotels_pk', columns: [t.staffId, t.hotelId] }),
    // which staff work for a hotel
    index('staff_hotels_hotel_idx').on(t.hotelId),
  ],
);

/** A signed-in staff member: the cookie holds the token, the table its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Idle sessions end 30 minutes after this. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_uq').on(t.tokenHash),
    // ending a staff member's sessions (disabled, password reset)
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * Every change made by staff: who, when, from which address, what, before and after. Append-only:
 * a trigger (migration 0004) refuses UPDATE and DELETE, so not even the server can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null only for a change made by the staff:create command. */
    staffId: integer('staff_id').references(() => staff.id),
    /** Kept as it was at the time, whatever becomes of the account. */
    staffUsername: text('staff_username').notNull(),
    ip: text('ip').notNull(),
    /** What was done: create, update, disable, price.set, order.checkin … */
    action: text('action').notNull(),
    /** What it was done to: staff, price, inventory, order, news … */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    hotelId: integer('hotel_id').references(() => hotels.id),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [
    // the log newest first, and searches by person, hotel and type within dates
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_hotel_idx').on(t.hotelId, t.at),
    index('audit_log_entity_idx').on(t.entityType, t.at),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Images uploaded by staff, kept in the database so every instance serves them (the server keeps no
 * state of its own), served under /media/uploads/<name>.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    /** Random, with the extension of its type: what the public URL names. */
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('media_files_name_uq').on(t.name), index('media_files_created_idx').on(t.createdAt)],
);
