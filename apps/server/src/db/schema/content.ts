import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { hotels } from './catalog.ts';

/** Carousel images; hotelId null for the group's own. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    pcImage: text('pc_image').notNull(),
    mobImage: text('mob_image').notNull(),
    linkUrl: text('link_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Shown on the public site from this moment; null is a draft (see publishedNow in queries). */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  },
  // getBanner: banners of one hotel (or the group) in order
  (t) => [index('banners_hotel_sort_idx').on(t.hotelId, t.sort)],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    /** Column (栏目) id: newslist.aspx?sid=… */
    sid: integer('sid').notNull(),
    title: text('title').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    image: text('image').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    description: text('description').notNull(),
    /** Shown on the public site from this moment; null is a draft (see publishedNow in queries). */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  },
  // newslist: a column's news newest first
  (t) => [index('news_sid_published_idx').on(t.sid, t.publishedOn)],
);

/** Promotions (sales): theme live, eat, play, meet or banquet; hotelId null and isGroup for group-wide. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    theme: text('theme').notNull(),
    hotelId: integer('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    isGroup: boolean('is_group').notNull().default(false),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    salesInfo: text('sales_info').notNull(),
    salesList: jsonb('sales_list').$type<string[]>().notNull().default([]),
    showImage: text('show_image').notNull(),
    thumbnail: text('thumbnail').notNull(),
    beginsOn: date('begins_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Shown on the public site from this moment; null is a draft (see publishedNow in queries). */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  },
  // getsalelist: a hotel's promotions and the group's, newest first
  (t) => [index('promotions_hotel_idx').on(t.hotelId, t.beginsOn)],
);

/**
 * Rich content pages keyed by name: `about:76`, `brand:75`, `footer:privacyPolicy`, `joinIn`, …
 * `data` holds structured extras (brand tiers, gallery images) next to the sanitised HTML.
 */
export const contentPages = pgTable('content_pages', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  /** Shown on the public site from this moment; null is a draft (see publishedNow in queries). */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
});

/** Per-hotel key-value content of meeting.aspx, hotelhome.aspx, health.aspx and tea.aspx. */
export const hotelContents = pgTable(
  'hotel_contents',
  {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** meeting, home, health or tea */
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Shown on the public site from this moment; null is a draft (see publishedNow in queries). */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [primaryKey({ name: 'hotel_contents_pk', columns: [t.hotelId, t.kind] })],
);

export const meetingEnquiries = pgTable(
  'meeting_enquiries',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id').references(() => hotels.id),
    hotelCode: text('hotel_code').notNull(),
    hotelName: text('hotel_name').notNull(),
    applyName: text('apply_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    meetingType: text('meeting_type').notNull(),
    peopleNums: text('people_nums').notNull(),
    beginTime: timestamp('begin_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    /** 会议询价 follow-up: new, contacted, won or lost (history in enquiry_notes). */
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meeting_enquiries_hotel_idx').on(t.hotelCode, t.createdAt)],
);
