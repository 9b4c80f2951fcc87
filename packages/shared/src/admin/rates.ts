import { z } from 'zod';
import { envelopeOf } from '../api/envelope.ts';
import { isIsoDate } from '../validation.ts';
import { ADMIN_MSG } from './messages.ts';

/**
 * 房价房态: the calendar grid of a hotel and its bulk edit (/admin/api/rates). Rooms total, sold
 * and left are per room type and night; price and the restrictions (stop sale, minimum stay,
 * closed to arrival) per rate plan and night.
 */

/** Guest-facing and staff-facing messages of prices, inventory and restrictions. */
export const RATES_MSG = {
  // the public site
  stopSold: '所选日期该房价已停售',
  minStay: (nights: number) => `该房价需至少连住${nights}晚`,
  closedToArrival: '该日期不接受入住',
  // the back office
  belowSold: (night: string, sold: number, roomType?: string) =>
    `${roomType ? `${roomType}：` : ''}${monthDay(night)}已售${sold}间，房量不能少于${sold}间`,
  nothingToSet: '请至少设置一项：价格、房量、停售/开售、最少连住或不接受入住',
  noNights: '所选日期范围内没有符合所选星期的日期',
  weekdaysRequired: '请选择适用的星期',
  ratePlansRequired: '请选择要修改的房价',
  roomTypesRequired: '请选择要修改房量的房型',
  pastNight: '不能修改今天以前的日期',
  beyondHorizon: (days: number) => `只能修改今天起${days}天内的日期`,
  priceInvalid: '价格应为大于0的金额，最多两位小数',
  roomsTotalInvalid: '房量应为0-999的整数',
  minStayInvalid: '最少连住应为1-30晚',
  daysInvalid: '显示天数应为30、60或90天',
  notInHotel: '所选房型或房价不属于该酒店',
  roomTypeNotFound: '房型不存在',
  ratePlanNotFound: '房价不存在',
  rtCodeTaken: '该酒店已有相同代码的房型',
  rateCodeTaken: '该房型已有相同代码的房价',
  saved: '修改成功',
  readAtRequired: '请刷新房价日历后再修改',
  /** The nights someone else changed since the calendar was read: the save would overwrite them. */
  changedSince: (changes: string[], more: number) =>
    `您打开日历后，${changes.join('；')}${more > 0 ? `等${changes.length + more}处` : ''}已被他人修改。为免覆盖他人的修改，本次未保存，请刷新后再改`,
  /** One night changed by someone: 6月1日 会员价（李经理 14:02）. */
  changedNight: (night: string, what: string, by: string, at: string) =>
    `${monthDay(night)} ${what}（${by} ${at}）`,
} as const;

/** 6月1日 for 2026-06-01. */
export function monthDay(night: string): string {
  return `${Number(night.slice(5, 7))}月${Number(night.slice(8, 10))}日`;
}

const isoDate = z.string(ADMIN_MSG.dateInvalid).trim().refine(isIsoDate, ADMIN_MSG.dateInvalid);
export const hotelCode = z.string(ADMIN_MSG.hotelUnknown).trim().min(1, ADMIN_MSG.hotelUnknown).max(32);
const id = z.number(ADMIN_MSG.badRequest).int(ADMIN_MSG.badRequest).positive(ADMIN_MSG.badRequest);

/** Yuan, above 0, at most two decimals (money is fen inside). */
export const yuanPrice = z
  .number(RATES_MSG.priceInvalid)
  .positive(RATES_MSG.priceInvalid)
  .max(99_999, RATES_MSG.priceInvalid)
  .refine((y) => Math.abs(Math.round(y * 100) - y * 100) < 1e-6, RATES_MSG.priceInvalid);

export const CALENDAR_SPANS = [30, 60, 90] as const;

export const calendarQuery = z.object(
  {
    hotelCode,
    // the calendar holds this century's nights; a date beyond it is a typo, not a request
    from: isoDate.refine((d) => d >= '2000-01-01' && d <= '2099-12-31', ADMIN_MSG.dateInvalid),
    days: z.coerce
      .number(RATES_MSG.daysInvalid)
      .refine((d) => (CALENDAR_SPANS as readonly number[]).includes(d), RATES_MSG.daysInvalid)
      .prefault(30),
  },
  ADMIN_MSG.badRequest,
);
export type CalendarQuery = z.output<typeof calendarQuery>;

/** One room type on one night; null where the night has no inventory (not on sale). */
export const inventoryCell = z.object({
  total: z.number().int(),
  sold: z.number().int(),
  left: z.number().int(),
});
/** One rate plan on one night; null where the night has no price (not on sale). */
export const priceCell = z.object({
  price: z.number(),
  stopSell: z.boolean(),
  minStay: z.number().int(),
  closedToArrival: z.boolean(),
});
export type InventoryCell = z.infer<typeof inventoryCell>;
export type PriceCell = z.infer<typeof priceCell>;

export const calendarRatePlan = z.object({
  id: z.number().int(),
  rateCode: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** One cell per night of `nights`, same order. */
  cells: z.array(priceCell.nullable()),
});
export const calendarRoomType = z.object({
  id: z.number().int(),
  rtCode: z.string(),
  name: z.string(),
  /** One cell per night of `nights`, same order. */
  cells: z.array(inventoryCell.nullable()),
  ratePlans: z.array(calendarRatePlan),
});
export const calendar = z.object({
  hotelCode: z.string(),
  hotelName: z.string(),
  /** When the server read the calendar (ISO 8601): a bulk edit sends it back, and is refused over a night changed since. */
  readAt: z.string(),
  /** yyyy-MM-dd, from the chosen start on. */
  nights: z.array(z.string()),
  roomTypes: z.array(calendarRoomType),
});
export type Calendar = z.infer<typeof calendar>;
export type CalendarRoomType = z.infer<typeof calendarRoomType>;
export type CalendarRatePlan = z.infer<typeof calendarRatePlan>;
export const calendarResponse = envelopeOf(calendar);

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABELS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

/**
 * A bulk edit over the nights from `from` to `to` (both included) that fall on `weekdays`: rooms
 * total for `roomTypeIds`, price and restrictions for `ratePlanIds`; what is left out stays.
 */
export const bulkEditBody = z
  .object(
    {
      hotelCode,
      from: isoDate,
      to: isoDate,
      weekdays: z
        .array(z.number().int().min(1).max(7), RATES_MSG.weekdaysRequired)
        .min(1, RATES_MSG.weekdaysRequired)
        .max(7),
      roomTypeIds: z.array(id).max(100).prefault([]),
      ratePlanIds: z.array(id).max(300).prefault([]),
      price: yuanPrice.optional(),
      roomsTotal: z
        .number(RATES_MSG.roomsTotalInvalid)
        .int(RATES_MSG.roomsTotalInvalid)
        .min(0, RATES_MSG.roomsTotalInvalid)
        .max(999, RATES_MSG.roomsTotalInvalid)
        .optional(),
      stopSell: z.boolean(ADMIN_MSG.badRequest).optional(),
      minStay: z
        .number(RATES_MSG.minStayInvalid)
        .int(RATES_MSG.minStayInvalid)
        .min(1, RATES_MSG.minStayInvalid)
        .max(30, RATES_MSG.minStayInvalid)
        .optional(),
      closedToArrival: z.boolean(ADMIN_MSG.badRequest).optional(),
      /** The calendar's readAt the edit was made on. */
      readAt: z
        .string(RATES_MSG.readAtRequired)
        .refine(
          (at) => /^\d{4}-\d{2}-\d{2}T/.test(at) && !Number.isNaN(Date.parse(at)),
          RATES_MSG.readAtRequired,
        ),
    },
    ADMIN_MSG.badRequest,
  )
  .superRefine((body, ctx) => {
    const problem = bulkEditProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type BulkEditBody = z.input<typeof bulkEditBody>;
export type BulkEdit = z.output<typeof bulkEditBody>;

type BulkEditShape = Omit<BulkEdit, 'hotelCode' | 'weekdays' | 'readAt'>;

/** The first thing wrong with a bulk edit as a whole (the form checks it the same way). */
export function bulkEditProblem(body: BulkEditShape): string | undefined {
  if (body.to < body.from) return ADMIN_MSG.dateRangeInvalid;
  const rateSettings = [body.price, body.stopSell, body.minStay, body.closedToArrival];
  const setsRates = rateSettings.some((v) => v !== undefined);
  if (!setsRates && body.roomsTotal === undefined) return RATES_MSG.nothingToSet;
  if (setsRates && body.ratePlanIds.length === 0) return RATES_MSG.ratePlansRequired;
  if (body.roomsTotal !== undefined && body.roomTypeIds.length === 0) return RATES_MSG.roomTypesRequired;
  return undefined;
}

export const bulkEditResult = z.object({ nights: z.number().int() });
export const bulkEditResponse = envelopeOf(bulkEditResult);
