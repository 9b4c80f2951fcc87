import { sql } from 'drizzle-orm';
import {
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

/** Member levels (普通会员, 银卡, 金卡, 白金, 钻石) come from data. */
export const memberLevels = pgTable('member_levels', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull(),
});

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    surname: text('surname').notNull(),
    givenName: text('given_name').notNull(),
    /** Display name; the profile call changes only this. */
    name: text('name').notNull(),
    /** scrypt hash with its salt and parameters; also the member-card payment password. */
    passwordHash: text('password_hash').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    sex: smallint('sex'),
    cardNo: text('card_no').notNull(),
    levelCode: text('level_code')
      .notNull()
      .references(() => memberLevels.code),
    score: integer('score').notNull().default(0),
    balanceFen: integer('balance_fen').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the member closed the account (注销账号): their personal data was anonymised then and the
     * mobile replaced by `closed:<id>`, so it may register again. The card number, level and ledgers stay.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_mobile_uq').on(t.mobile),
    uniqueIndex('members_card_no_uq').on(t.cardNo),
    check('members_balance_not_negative', sql`${t.balanceFen} >= 0`),
  ],
);

/**
 * A document a member agreed to (隐私政策, 网站使用条款), by the version in force then, when and from
 * which address: written in the registration's transaction. Kept after the account is closed, as the
 * record of what the processing before rested on; the address is deleted then.
 */
export const memberConsents = pgTable(
  'member_consents',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** privacy or terms (POLICY_VERSIONS). */
    document: text('document').notNull(),
    version: text('version').notNull(),
    /** agreed: the request said so (the agree box); implied: a client of the spec's payload, whose register screen has the box. */
    basis: text('basis').notNull(),
    ip: text('ip'),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // the member's consents, for their data export
    index('member_consents_member_idx').on(t.memberId, t.agreedAt),
    check('member_consents_document', sql`${t.document} IN ('privacy', 'terms')`),
    check('member_consents_basis', sql`${t.basis} IN ('agreed', 'implied')`),
  ],
);

/** One SMS code sent; stored hashed. Wrong tries are counted per code and per mobile and purpose. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: smallint('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    /** When the last allowed wrong try ended the code: the steps of the longer lock start here. */
    exhaustedAt: timestamp('exhausted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // latest code of a mobile and purpose; daily cap per mobile
    index('sms_codes_mobile_purpose_idx').on(t.mobile, t.purpose, t.createdAt),
    // cap per IP
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
    // codes ended by wrong tries, for the growing lock
    index('sms_codes_exhausted_idx')
      .on(t.mobile, t.purpose, t.exhaustedAt)
      .where(sql`${t.exhaustedAt} IS NOT NULL`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash)],
);

/** Fixed-window counters for rate limits shared by every server instance. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'rate_limit_counters_pk', columns: [t.key, t.windowStart] })],
);

/**
 * One check of a guessable secret (the member password of card payment), reserved before the slow
 * check runs so that concurrent guesses cannot overtake the limit. A right guess takes its
 * reservation back; a wrong one is settled and stays as the record of the try.
 */
export const secretTries = pgTable(
  'secret_tries',
  {
    id: serial('id').primaryKey(),
    /** What is being guessed, e.g. card-password:<member id>. */
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the check found the guess wrong; null while the check runs. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  // tries of a key in the last window
  (t) => [index('secret_tries_key_created_idx').on(t.key, t.createdAt)],
);
