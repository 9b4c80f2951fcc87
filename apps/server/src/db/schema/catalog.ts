import { CANCEL_POLICIES, type CancelPolicy, DEFAULT_CANCEL_POLICY } from '@hotel/shared/cancel-policy';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Cities of the city popup; `region` groups them, `isHot` puts them under 热门目的地. */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    ctCode: text('ct_code').notNull(),
    cnName: text('cn_name').notNull(),
    region: text('region').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    showImage: text('show_image').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('cities_ct_code_uq').on(t.ctCode)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    brandCode: text('brand_code').notNull(),
    name: text('name').notNull(),
    /** Positioning of the brand tier, shown on the About page. */
    tier: text('tier').notNull(),
    description: text('description').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('brands_brand_code_uq').on(t.brandCode)],
);

export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    hotelCode: text('hotel_code').notNull(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    tel: text('tel').notNull(),
    address: text('address').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull(),
    /** Sanitised HTML of the hotel's about page. */
    hotelRemark: text('hotel_remark').notNull(),
    feature: text('feature').notNull(),
    businessType: text('business_type').notNull(),
    score: numeric('score', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    pcThumbnail: text('pc_thumbnail').notNull(),
    showImage: text('show_image').notNull(),
    logoImage: text('logo_image').notNull(),
    showRights: jsonb('show_rights').$type<string[]>().notNull().default([]),
    /** BD-09 as the legacy system gives them; 0 when unknown. */
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('hotels_hotel_code_uq').on(t.hotelCode),
    // getHotelsByPage: hotels of one city in display order
    index('hotels_city_sort_idx').on(t.cityId, t.sort, t.id),
    // getHotelsByPage: brand filter
    index('hotels_brand_idx').on(t.brandId),
    // getHotelsByPage for every city (全部): a page in display order without sorting all hotels
    index('hotels_sort_idx').on(t.sort, t.id),
  ],
);

/** Filter archives of getBaseArchivesNew: location areas, price ranges, facilities (brands come from `brands`). */
export const filterArchives = pgTable(
  'filter_archives',
  {
    id: serial('id').primaryKey(),
    /** Null for archives that apply in every city (price ranges, facilities). */
    cityId: integer('city_id').references(() => cities.id),
    classCode: text('class_code').notNull(),
    subTypeName: text('sub_type_name'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /**
     * A price range (class `price`) holds the hotels whose lowest bookable nightly price for the
     * searched stay is at least `priceFromYuan` and below `priceBelowYuan`; null: no bound.
     */
    priceFromYuan: integer('price_from_yuan'),
    priceBelowYuan: integer('price_below_yuan'),
  },
  // getBaseArchivesNew: archives of a city and the city-wide ones
  (t) => [index('filter_archives_city_idx').on(t.cityId, t.classCode, t.sort)],
);

export const hotelArchives = pgTable(
  'hotel_archives',
  {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    archiveId: integer('archive_id')
      .notNull()
      .references(() => filterArchives.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'hotel_archives_pk', columns: [t.hotelId, t.archiveId] }),
    // getHotelsByPage: hotels carrying any of the chosen archives
    index('hotel_archives_archive_idx').on(t.archiveId, t.hotelId),
  ],
);

export const roomTypes = pgTable(
  'room_types',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    rtCode: text('rt_code').notNull(),
    name: text('name').notNull(),
    remark: text('remark').notNull(),
    size: text('size').notNull(),
    bedType: text('bed_type').notNull(),
    window: text('window').notNull(),
    facilities: jsonb('facilities').$type<string[]>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    shortImage: text('short_image').notNull(),
    /** Rooms of this type in the hotel; the nightly inventory starts from it. */
    roomCount: integer('room_count').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('room_types_hotel_rt_code_uq').on(t.hotelId, t.rtCode)],
);

export const ratePlans = pgTable(
  'rate_plans',
  {
    id: serial('id').primaryKey(),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    rateCode: text('rate_code').notNull(),
    name: text('name').notNull(),
    breakfast: smallint('breakfast').notNull().default(0),
    /** One of the policies the server enforces (@hotel/shared/cancel-policy), which also words it. */
    cancelPolicy: text('cancel_policy').$type<CancelPolicy>().notNull().default(DEFAULT_CANCEL_POLICY),
    /** Nightly price the calendar is seeded with, in fen; the calendar is what bookings use. */
    basePriceFen: integer('base_price_fen').notNull(),
    /** An inactive plan is not sold on the public site; its calendar is kept for when it returns. */
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('rate_plans_room_type_rate_code_uq').on(t.roomTypeId, t.rateCode),
    check('rate_plans_base_price_positive', sql`${t.basePriceFen} > 0`),
    check(
      'rate_plans_cancel_policy_known',
      sql`${t.cancelPolicy} IN (${sql.raw(CANCEL_POLICIES.map((p) => `'${p}'`).join(', '))})`,
    ),
  ],
);
