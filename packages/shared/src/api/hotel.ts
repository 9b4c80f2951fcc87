import { z } from 'zod';
import {
  HEAD_OFFICE_CODE,
  HOTEL_PAGE_SIZE,
  HOTEL_SORTS,
  MAX_DB_ID,
  MAX_HOTEL_PAGE_SIZE,
} from '../constants.ts';
import { MSG } from '../messages.ts';
import { isIsoDate } from '../validation.ts';
import { envelopeOf, missingAsEmpty, pagedEnvelopeOf } from './envelope.ts';

/** Booking service hotel calls (site-spec.md section 7), wire names exactly as the spec spells them. */

// Every field carries its own Chinese message for every failure, wrong type and absence included:
// the error handler shows the first issue's message as it is.
const hotelCodeParam = z.string('酒店编码有误').trim().min(1, '请提供酒店编码').max(32, '酒店编码有误');
const cityCodeParam = z.string('城市编码有误').trim().max(32, '城市编码有误');
const REQUEST_INVALID = '请求参数有误';
/** A row id: a whole number from 1 to the largest the database holds. */
const rowId = (message: string) =>
  z.coerce.number(message).int(message).positive(message).max(MAX_DB_ID, message);

/** A stay date as the site sends it; whether the stay itself makes sense is `stayProblem`'s job. */
const stayDateOf = (message: string) => z.string(message).trim().refine(isIsoDate, message);
const stayDate = (message: string) => missingAsEmpty(stayDateOf(message));

// ---- requests ----

export const hotelCodeBody = z.object(
  { HotelCode: hotelCodeParam.default(HEAD_OFFICE_CODE) },
  REQUEST_INVALID,
);
export const hotelCodeQuery = hotelCodeBody;
export const saleListBody = z.object(
  { hotelCode: hotelCodeParam.default(HEAD_OFFICE_CODE) },
  REQUEST_INVALID,
);
export const saleDetailQuery = z.object({ id: rowId('优惠编号有误') }, REQUEST_INVALID);
export const cityCodeQuery = z.object({ cityCode: cityCodeParam.default('') }, REQUEST_INVALID);

export const hotelsByPageBody = z.object(
  {
    cityCode: cityCodeParam.default(''),
    archives: z.array(rowId('筛选条件有误'), '筛选条件有误').max(200, '筛选条件过多').default([]),
    brands: z
      .array(z.string('品牌编码有误').trim().max(32, '品牌编码有误'), '品牌编码有误')
      .max(50, '筛选条件过多')
      .default([]),
    hotelName: z.string('酒店名称有误').trim().max(50, '酒店名称不能超过50个字').default(''),
    pageSize: z.coerce
      .number('每页条数有误')
      .int('每页条数有误')
      .min(1, '每页条数有误')
      .max(MAX_HOTEL_PAGE_SIZE, '每页条数有误')
      .default(HOTEL_PAGE_SIZE),
    currentPage: z.coerce
      .number('页码有误')
      .int('页码有误')
      .min(1, '页码有误')
      .max(100_000, '页码有误')
      .default(1),
    /** The stay the prices are for; today and tomorrow (Shanghai) when absent. Not in the spec's table. */
    checkIn: stayDateOf(MSG.checkInInvalid).optional(),
    checkOut: stayDateOf(MSG.checkOutInvalid).optional(),
    /** The list's order; 推荐 when absent. Not in the spec's table. */
    sort: z.enum(HOTEL_SORTS, '排序方式有误').default('recommend'),
  },
  REQUEST_INVALID,
);
export type HotelsByPageRequest = z.input<typeof hotelsByPageBody>;

export const roomTypeDetailBody = z.object(
  {
    hotelCode: hotelCodeParam,
    roomTypeCode: z.string('请提供房型编码').trim().min(1, '请提供房型编码').max(32, '房型编码有误'),
  },
  REQUEST_INVALID,
);

/**
 * getRoomAndRate: the room types of a hotel (or the one named by RoomTypeCode; empty means all) with
 * each rate plan's availability and price for the nights CheckIn (inclusive) to CheckOut (exclusive).
 */
export const roomAndRateBody = z.object(
  {
    HotelCode: missingAsEmpty(hotelCodeParam),
    RoomTypeCode: z.string('房型编码有误').trim().max(32, '房型编码有误').default(''),
    CheckIn: stayDate(MSG.checkInInvalid),
    CheckOut: stayDate(MSG.checkOutInvalid),
  },
  REQUEST_INVALID,
);
export type RoomAndRateRequest = z.input<typeof roomAndRateBody>;

/** Days a price calendar shows by default, and at most. */
export const PRICE_CALENDAR_DAYS = 60;
export const MAX_PRICE_CALENDAR_DAYS = 90;

/**
 * getPriceCalendar (not in the spec): each day from `from` (today when absent) for `days` days, the
 * hotel's lowest nightly price for an arrival that day.
 */
export const priceCalendarBody = z.object(
  {
    HotelCode: missingAsEmpty(hotelCodeParam),
    from: stayDateOf(MSG.checkInInvalid).optional(),
    days: z.coerce
      .number('天数有误')
      .int('天数有误')
      .min(1, '天数有误')
      .max(MAX_PRICE_CALENDAR_DAYS, '天数有误')
      .default(PRICE_CALENDAR_DAYS),
  },
  REQUEST_INVALID,
);
export type PriceCalendarRequest = z.input<typeof priceCalendarBody>;

// ---- data ----

export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  pcImage: z.string(),
  mobImage: z.string(),
  linkUrl: z.string(),
});
export type Banner = z.infer<typeof banner>;

export const hotelInfo = z.object({
  hotelCode: z.string(),
  hotelName: z.string(),
  tel: z.string(),
  hotelRemark: z.string(),
  showImage: z.string(),
  thumbnail: z.string(),
  logoImage: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  showRights: z.array(z.string()),
  cityCode: z.string(),
  cityName: z.string(),
});
export type HotelInfo = z.infer<typeof hotelInfo>;

export const city = z.object({ ctCode: z.string(), cnName: z.string(), showImage: z.string() });
export type City = z.infer<typeof city>;
export const cityGroup = z.object({ groupName: z.string(), citys: z.array(city) });
export type CityGroup = z.infer<typeof cityGroup>;

export const hotelListItem = z.object({
  name: z.string(),
  code: z.string(),
  hotelCode: z.string(),
  tel: z.string(),
  address: z.string(),
  /** HTML; the page shows it stripped and cut. */
  description: z.string(),
  feature: z.string(),
  businessType: z.string(),
  score: z.number(),
  pcThumbnail: z.string(),
  /** BD-09, as the legacy system stores them; 0 when unknown. */
  latitude: z.number(),
  longitude: z.number(),
  cityCode: z.string(),
  cityName: z.string(),
  brandCode: z.string(),
  brandName: z.string(),
  /**
   * Yuan: the lowest nightly price of a room that can be booked for the stay asked (getRoomAndRate's
   * avgPrice of its cheapest bookable rate), at the logged-in member's level (会员价) or 门市价 for a
   * visitor; null when sold out.
   */
  lowestPrice: z.number().nullable(),
  /** No room of the hotel can be booked for the stay asked. */
  soldOut: z.boolean(),
});
export type HotelListItem = z.infer<typeof hotelListItem>;

export const archiveEntry = z.object({ id: z.number().int(), name: z.string() });
export const brandEntry = z.object({ brandCode: z.string(), name: z.string() });
export const filterClass = z.object({
  archiveClassCode: z.string(),
  archiveClassName: z.string(),
  haveSubType: z.union([z.literal(0), z.literal(1)]),
  subDatas: z.array(z.object({ subTypeName: z.string(), weBaseArchive: z.array(archiveEntry) })).optional(),
  weBaseArchive: z.array(z.union([archiveEntry, brandEntry])).optional(),
});
export type FilterClass = z.infer<typeof filterClass>;

export const sale = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Theme code: live, eat, play, meet or banquet. */
  type: z.string(),
  typeName: z.string(),
  hotelCode: z.string(),
  hotelName: z.string(),
  content: z.string(),
  salesInfo: z.string(),
  salesList: z.array(z.string()),
  showImage: z.string(),
  thumbnail: z.string(),
  begin: z.string(),
  end: z.string(),
  description: z.string(),
  isGroup: z.union([z.literal(0), z.literal(1)]),
});
export type Sale = z.infer<typeof sale>;

export const rate = z.object({
  rateClassName: z.string(),
  rtCode: z.string(),
  rateCode: z.string(),
  isFreeCancel: z.union([z.literal(0), z.literal(1)]),
  freeCancelRange: z.string(),
  breakfast: z.number().int(),
});
export type Rate = z.infer<typeof rate>;

export const roomType = z.object({
  roomTypeName: z.string(),
  rtCode: z.string(),
  rtName: z.string(),
  remark: z.string(),
  pcImages: z.array(z.string()),
  facilities: z.array(z.string()),
  shortImage: z.string(),
  size: z.string(),
  bedType: z.string(),
  window: z.string(),
  rateList: z.array(rate),
});
export type RoomType = z.infer<typeof roomType>;

/** The price of one room for one night, in yuan; null when the rate calendar has no price that night. */
export const nightlyPrice = z.object({ date: z.string(), price: z.number().nullable() });
export type NightlyPrice = z.infer<typeof nightlyPrice>;

/**
 * 会员价 of a rate for the stay. For a logged-in member whose level has one on this plan, theirs
 * (`yours`); otherwise the first member level that has one — what becoming or logging in as such a
 * member would give.
 */
export const memberRatePrice = z.object({
  levelName: z.string(),
  percentOff: z.number().int(),
  /** One room for the whole stay at the member price, and per night (rounded to the fen), in yuan. */
  totalPrice: z.number(),
  avgPrice: z.number(),
  yours: z.boolean(),
});
export type MemberRatePrice = z.infer<typeof memberRatePrice>;

/** A rate plan for a stay: the plan's fields (as in getRoomType) with availability and price. */
export const roomRate = rate.extend({
  /** Rooms free on every night of the stay: the minimum over the nights; 0 when a night is closed. */
  available: z.number().int(),
  /** Every night of the stay in order. */
  nightlyPrices: z.array(nightlyPrice),
  /** One room for the whole stay, in yuan; null when a night has no price. */
  totalPrice: z.number().nullable(),
  /** totalPrice per night, rounded to the fen; null with totalPrice. */
  avgPrice: z.number().nullable(),
  /** available > 0, every night priced, and no restriction refuses the stay. */
  bookable: z.boolean(),
  /** Why the rate cannot be booked for these dates (停售, 最少连住, 不接受入住); absent when none does. */
  restriction: z.string().optional(),
  /** 会员价 (totalPrice and avgPrice above are 门市价); null when no level has one or a night is unpriced. Not in the spec. */
  memberPrice: memberRatePrice.nullable(),
});
export type RoomRate = z.infer<typeof roomRate>;

/** A room type (fields as in getRoomType) whose rateList carries the stay's availability and prices. */
export const roomWithRates = roomType.extend({
  /** Rooms of this type free on every night of the stay. */
  available: z.number().int(),
  rateList: z.array(roomRate),
});
export type RoomWithRates = z.infer<typeof roomWithRates>;

// ---- responses ----

export const bannerResponse = envelopeOf(z.array(banner));
export const hotelInfoResponse = envelopeOf(hotelInfo);
export const groupCitiesResponse = envelopeOf(z.array(cityGroup));
export const saleListResponse = envelopeOf(z.array(sale));
export const saleDetailResponse = envelopeOf(sale);
/** getCityHotel's hotels: as the list's, without a stay to price. */
export const cityHotelItem = hotelListItem.omit({ lowestPrice: true, soldOut: true });
export type CityHotelItem = z.infer<typeof cityHotelItem>;
export const cityHotelResponse = envelopeOf(z.array(cityHotelItem));
export const baseArchivesResponse = envelopeOf(z.array(filterClass));
export const hotelsByPageResponse = pagedEnvelopeOf(hotelListItem);
export const roomTypeResponse = envelopeOf(z.array(roomType));
export const roomTypeDetailResponse = envelopeOf(roomType);
export const roomAndRateResponse = envelopeOf(z.array(roomWithRates));
/**
 * A day of the price calendar: the lowest price of a night arriving that day (yuan), over the
 * plans that can take an arrival then (a room free, priced, not stopped for sale, not closed to
 * arrival); null and `soldOut` when none can. A plan's minimum stay is left to the stay chosen.
 */
export const priceCalendarDay = z.object({
  date: z.string(),
  lowestPrice: z.number().nullable(),
  soldOut: z.boolean(),
});
export type PriceCalendarDay = z.infer<typeof priceCalendarDay>;
export const priceCalendarResponse = envelopeOf(z.array(priceCalendarDay));
