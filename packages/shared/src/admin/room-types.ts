import { z } from 'zod';
import { envelopeOf } from '../api/envelope.ts';
import { CANCEL_POLICIES } from '../cancel-policy.ts';
import { ADMIN_MSG } from './messages.ts';
import { hotelCode, RATES_MSG, yuanPrice } from './rates.ts';

/** Room types and rate plans of a hotel, created and edited on 房价房态 (/admin/api/rates). */

export const ROOM_TYPE_MSG = {
  nameInvalid: '名称为1-30个字',
  codeInvalid: '代码为1-10位大写字母或数字',
  textTooLong: (label: string, max: number) => `${label}不能超过${max}个字`,
  roomCountInvalid: '房间数应为0-999的整数',
  breakfastInvalid: '早餐份数应为0-4',
  cancelPolicyInvalid: '请选择取消政策',
  weekdayPricesInvalid: '请填写周一至周日7个默认价格',
  imagesInvalid: '图片最多12张，且须为本站上传的图片',
} as const;

const name = z
  .string(ROOM_TYPE_MSG.nameInvalid)
  .trim()
  .min(1, ROOM_TYPE_MSG.nameInvalid)
  .max(30, ROOM_TYPE_MSG.nameInvalid);
const code = z
  .string(ROOM_TYPE_MSG.codeInvalid)
  .trim()
  .regex(/^[A-Z0-9]{1,10}$/, ROOM_TYPE_MSG.codeInvalid);
const text = (label: string, max: number) =>
  z.string(ROOM_TYPE_MSG.textTooLong(label, max)).trim().max(max, ROOM_TYPE_MSG.textTooLong(label, max));
/** Images go through the upload call first, so only this site's media addresses are taken. */
const imageUrl = z.string().regex(/^\/media\/[A-Za-z0-9/_.-]{1,200}$/, ROOM_TYPE_MSG.imagesInvalid);
const id = z.coerce
  .number(ADMIN_MSG.notFound)
  .int(ADMIN_MSG.notFound)
  .positive(ADMIN_MSG.notFound)
  .max(2_147_483_647, ADMIN_MSG.notFound);

export const roomTypeFields = {
  name,
  size: text('面积', 20),
  bedType: text('床型', 30),
  window: text('窗户', 20),
  facilities: z.array(text('设施', 20).min(1), ROOM_TYPE_MSG.textTooLong('设施', 20)).max(30).prefault([]),
  remark: text('描述', 2000).prefault(''),
  images: z.array(imageUrl, ROOM_TYPE_MSG.imagesInvalid).max(12, ROOM_TYPE_MSG.imagesInvalid).prefault([]),
  roomCount: z
    .number(ROOM_TYPE_MSG.roomCountInvalid)
    .int(ROOM_TYPE_MSG.roomCountInvalid)
    .min(0, ROOM_TYPE_MSG.roomCountInvalid)
    .max(999, ROOM_TYPE_MSG.roomCountInvalid),
  sort: z.number(ADMIN_MSG.badRequest).int(ADMIN_MSG.badRequest).min(0).max(9999).prefault(0),
};

export const createRoomTypeBody = z.object(
  { hotelCode, rtCode: code, ...roomTypeFields },
  ADMIN_MSG.badRequest,
);
export const updateRoomTypeBody = z.object(roomTypeFields, ADMIN_MSG.badRequest);
export type CreateRoomTypeBody = z.input<typeof createRoomTypeBody>;
export type UpdateRoomTypeBody = z.input<typeof updateRoomTypeBody>;

export const ratePlanFields = {
  name,
  breakfast: z
    .number(ROOM_TYPE_MSG.breakfastInvalid)
    .int(ROOM_TYPE_MSG.breakfastInvalid)
    .min(0, ROOM_TYPE_MSG.breakfastInvalid)
    .max(4, ROOM_TYPE_MSG.breakfastInvalid),
  cancelPolicy: z.enum(CANCEL_POLICIES, ROOM_TYPE_MSG.cancelPolicyInvalid),
  active: z.boolean(ADMIN_MSG.badRequest),
  basePrice: yuanPrice,
  /** Default price of each weekday's nights, Monday first; left out: the base price every day. */
  weekdayPrices: z
    .array(yuanPrice, ROOM_TYPE_MSG.weekdayPricesInvalid)
    .length(7, ROOM_TYPE_MSG.weekdayPricesInvalid)
    .optional(),
  sort: z.number(ADMIN_MSG.badRequest).int(ADMIN_MSG.badRequest).min(0).max(9999).prefault(0),
};

export const createRatePlanBody = z.object(
  {
    roomTypeId: z.number(RATES_MSG.roomTypeNotFound).int().positive(RATES_MSG.roomTypeNotFound),
    rateCode: code,
    ...ratePlanFields,
  },
  ADMIN_MSG.badRequest,
);
export const updateRatePlanBody = z.object(ratePlanFields, ADMIN_MSG.badRequest);
export type CreateRatePlanBody = z.input<typeof createRatePlanBody>;
export type UpdateRatePlanBody = z.input<typeof updateRatePlanBody>;

export const idParams = z.object({ id });
export const roomTypesQuery = z.object({ hotelCode }, ADMIN_MSG.badRequest);

export const ratePlanRow = z.object({
  id: z.number().int(),
  roomTypeId: z.number().int(),
  rateCode: z.string(),
  name: z.string(),
  breakfast: z.number().int(),
  cancelPolicy: z.enum(CANCEL_POLICIES),
  active: z.boolean(),
  basePrice: z.number(),
  /** Monday first. */
  weekdayPrices: z.array(z.number()),
  sort: z.number().int(),
});
export const roomTypeRow = z.object({
  id: z.number().int(),
  rtCode: z.string(),
  name: z.string(),
  size: z.string(),
  bedType: z.string(),
  window: z.string(),
  facilities: z.array(z.string()),
  remark: z.string(),
  images: z.array(z.string()),
  roomCount: z.number().int(),
  sort: z.number().int(),
  ratePlans: z.array(ratePlanRow),
});
export type RatePlanRow = z.infer<typeof ratePlanRow>;
export type RoomTypeRow = z.infer<typeof roomTypeRow>;
export const roomTypesResponse = envelopeOf(z.array(roomTypeRow));
export const roomTypeResponse = envelopeOf(roomTypeRow);
export const ratePlanResponse = envelopeOf(ratePlanRow);
