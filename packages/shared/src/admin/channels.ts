import { z } from 'zod';
import { envelopeBase, envelopeOf } from '../api/envelope.ts';
import { ADMIN_MSG } from './messages.ts';
import { hotelCode } from './rates.ts';

/** 渠道管理 (/admin/api/channels): the connections to channel managers and OTAs, and what each sells. */

export const CHANNEL_MSG = {
  nameInvalid: '渠道名称为1-30个字',
  nameTaken: '已有同名渠道',
  endpointInvalid: '接口地址应为 http:// 或 https:// 开头的网址',
  requestorInvalid: '系统代码为1-32位字母、数字、点、横线或下划线',
  usernameInvalid: '账号为1-64个字符',
  passwordInvalid: '密码为8-128个字符',
  passwordRequired: '新建渠道须填写密码',
  priceAdjustInvalid: '价格调整应为 -50% 到 +100% 之间，最多两位小数',
  codeInvalid: '渠道代码为1-32位字母、数字、点、横线或下划线',
  allotmentInvalid: '配额应为0-999的整数，不限则留空',
  nightsInvalid: '全量同步可选30、90或180天',
  unknownRoomType: (code: string) => `房型 ${code} 不存在`,
  unknownRatePlan: (code: string) => `房价 ${code} 不存在或不属于所选房型`,
  inactiveRatePlan: (code: string) => `房价 ${code} 已停用，不能映射到渠道`,
  ratePlanWithoutRoomType: (code: string) => `房价 ${code} 的房型未映射到该渠道`,
  duplicateCode: (code: string) => `渠道代码 ${code} 重复`,
  saved: '已保存',
  mappingSaved: '已保存映射，并已安排全量同步',
  syncQueued: (nights: number) => `已安排全量同步${nights}天`,
  resendQueued: '已重新发送',
  reconcileDisabled: '该渠道已停用，启用后再核对',
  differencesResent: (nights: number) =>
    nights === 0 ? '渠道与本系统一致，无需重新发送' : `已重新发送${nights}个房晚的差异`,
} as const;

/** How far ahead 核对 compares a channel with the inventory. */
export const RECONCILE_NIGHTS = 90;

/** 核对's words for one difference, from what the channel holds and what the inventory holds now. */
export const RECONCILE_TEXT = {
  neverTold: '渠道尚未收到该日房态',
  rooms: (told: number, now: number) => `可售房量：渠道 ${told} 间，本系统 ${now} 间`,
  rateMissing: (rate: string) => `房价 ${rate}：渠道尚未收到`,
  rateGone: (rate: string) => `房价 ${rate}：渠道仍在售，本系统已不再映射`,
  price: (rate: string, told: string, now: string) => `房价 ${rate}：渠道 ¥${told}，本系统 ¥${now}`,
  stopSell: (rate: string, now: boolean) =>
    `房价 ${rate}：渠道${now ? '开售' : '停售'}，本系统${now ? '停售' : '开售'}`,
  minStay: (rate: string, told: number, now: number) =>
    `房价 ${rate}：最少连住渠道 ${told} 晚，本系统 ${now} 晚`,
  closedToArrival: (rate: string, now: boolean) =>
    `房价 ${rate}：渠道${now ? '接受' : '不接受'}入住，本系统${now ? '不接受' : '接受'}入住`,
} as const;

const channelCode = z
  .string(CHANNEL_MSG.codeInvalid)
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,32}$/, CHANNEL_MSG.codeInvalid);

export const channelFields = {
  name: z
    .string(CHANNEL_MSG.nameInvalid)
    .trim()
    .min(1, CHANNEL_MSG.nameInvalid)
    .max(30, CHANNEL_MSG.nameInvalid),
  endpoint: z
    .string(CHANNEL_MSG.endpointInvalid)
    .trim()
    .max(300, CHANNEL_MSG.endpointInvalid)
    .regex(/^https?:\/\/[^\s]+$/, CHANNEL_MSG.endpointInvalid),
  requestorId: z
    .string(CHANNEL_MSG.requestorInvalid)
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,32}$/, CHANNEL_MSG.requestorInvalid),
  username: z
    .string(CHANNEL_MSG.usernameInvalid)
    .trim()
    .min(1, CHANNEL_MSG.usernameInvalid)
    .max(64, CHANNEL_MSG.usernameInvalid),
  /** Percent added to our price on this channel (8 sells at +8 %), at most two decimals. */
  priceAdjustPercent: z
    .number(CHANNEL_MSG.priceAdjustInvalid)
    .min(-50, CHANNEL_MSG.priceAdjustInvalid)
    .max(100, CHANNEL_MSG.priceAdjustInvalid)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, CHANNEL_MSG.priceAdjustInvalid)
    .prefault(0),
  enabled: z.boolean(ADMIN_MSG.badRequest).prefault(true),
};

const password = z
  .string(CHANNEL_MSG.passwordInvalid)
  .min(8, CHANNEL_MSG.passwordInvalid)
  .max(128, CHANNEL_MSG.passwordInvalid);

export const createChannelBody = z.object({ ...channelFields, password }, ADMIN_MSG.badRequest);
/** An empty password keeps the one stored. */
export const updateChannelBody = z.object(
  { ...channelFields, password: z.union([z.literal(''), password]).prefault('') },
  ADMIN_MSG.badRequest,
);
export type CreateChannelBody = z.input<typeof createChannelBody>;
export type UpdateChannelBody = z.input<typeof updateChannelBody>;
/** The bodies as the server reads them (defaults filled in). */
export type ChannelValues = z.output<typeof createChannelBody>;
export type ChannelChanges = z.output<typeof updateChannelBody>;

export const channelIdParams = z.object(
  {
    id: z.coerce
      .number(ADMIN_MSG.notFound)
      .int(ADMIN_MSG.notFound)
      .positive(ADMIN_MSG.notFound)
      .max(2_147_483_647, ADMIN_MSG.notFound),
  },
  ADMIN_MSG.notFound,
);
export const channelHotelParams = channelIdParams.extend({ hotelCode });

/** A room type a channel sells that it did not take the last time, with the channel's words. */
export const channelProblem = z.object({
  hotelCode: z.string(),
  rtCode: z.string(),
  error: z.string(),
  tries: z.number().int(),
  nextTryAt: z.string().nullable(),
});

export const channelRow = z.object({
  id: z.number().int(),
  name: z.string(),
  protocol: z.string(),
  /** Only group administrators see where the channel is and who we are there. */
  endpoint: z.string().nullable(),
  requestorId: z.string().nullable(),
  username: z.string().nullable(),
  enabled: z.boolean(),
  priceAdjustPercent: z.number(),
  hotels: z.array(z.object({ hotelCode: z.string(), name: z.string(), channelHotelCode: z.string() })),
  /** Nights waiting to be sent, and when a send last went through. */
  dueNights: z.number().int(),
  lastSentAt: z.string().nullable(),
  problems: z.array(channelProblem),
});
export type ChannelRow = z.infer<typeof channelRow>;
export const channelsResponse = envelopeOf(z.array(channelRow));
export const channelResponse = envelopeOf(channelRow);

/** One hotel's mapping on a channel: every room type and rate plan, with its channel code if sold. */
export const channelMapping = z.object({
  hotelCode: z.string(),
  channelHotelCode: z.string().nullable(),
  roomTypes: z.array(
    z.object({
      rtCode: z.string(),
      name: z.string(),
      channelRoomCode: z.string().nullable(),
      allotment: z.number().int().nullable(),
      ratePlans: z.array(
        z.object({
          rateCode: z.string(),
          name: z.string(),
          active: z.boolean(),
          channelRateCode: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type ChannelMapping = z.infer<typeof channelMapping>;
export const channelMappingResponse = envelopeOf(channelMapping);

const allotment = z
  .number(CHANNEL_MSG.allotmentInvalid)
  .int(CHANNEL_MSG.allotmentInvalid)
  .min(0, CHANNEL_MSG.allotmentInvalid)
  .max(999, CHANNEL_MSG.allotmentInvalid)
  .nullable()
  .prefault(null);

/** What a hotel sells on a channel: the room types and rate plans listed, under their channel codes; the rest is not sold. */
export const saveMappingBody = z.object(
  {
    channelHotelCode: channelCode,
    roomTypes: z
      .array(
        z.object(
          {
            rtCode: z.string(ADMIN_MSG.badRequest).trim().min(1).max(10),
            channelRoomCode: channelCode,
            allotment,
          },
          ADMIN_MSG.badRequest,
        ),
      )
      .max(100, ADMIN_MSG.badRequest),
    ratePlans: z
      .array(
        z.object(
          {
            rtCode: z.string(ADMIN_MSG.badRequest).trim().min(1).max(10),
            rateCode: z.string(ADMIN_MSG.badRequest).trim().min(1).max(10),
            channelRateCode: channelCode,
          },
          ADMIN_MSG.badRequest,
        ),
      )
      .max(300, ADMIN_MSG.badRequest),
  },
  ADMIN_MSG.badRequest,
);
export type SaveMappingBody = z.input<typeof saveMappingBody>;
export type MappingValues = z.output<typeof saveMappingBody>;

export const FULL_SYNC_NIGHTS = [30, 90, 180] as const;
export const fullSyncBody = z.object(
  {
    nights: z.union(
      FULL_SYNC_NIGHTS.map((n) => z.literal(n)),
      CHANNEL_MSG.nightsInvalid,
    ),
    /** One hotel (a manager's own), or every hotel the channel sells when left out (administrators). */
    hotelCode: hotelCode.optional(),
  },
  ADMIN_MSG.badRequest,
);
export type FullSyncBody = z.input<typeof fullSyncBody>;
export type FullSyncValues = z.output<typeof fullSyncBody>;

export const channelActionResponse = envelopeBase;
export const createChannelResponse = envelopeOf(z.object({ id: z.number().int() }));

/** 核对: per room type and night, what the channel was last told that the inventory no longer holds. */
export const reconciliationDifference = z.object({
  hotelName: z.string(),
  roomTypeName: z.string(),
  channelRoomCode: z.string(),
  night: z.string(),
  details: z.array(z.string()),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifference>;
export const reconciliation = z.object({
  /** The nights compared, from today: RECONCILE_NIGHTS per room type. */
  from: z.string(),
  nights: z.number().int(),
  roomTypes: z.number().int(),
  /** Nights that differ, all of them; `differences` lists the first 500. */
  total: z.number().int(),
  differences: z.array(reconciliationDifference),
});
export type Reconciliation = z.infer<typeof reconciliation>;
export const reconciliationResponse = envelopeOf(reconciliation);

/** 渠道订单: the reservations a channel delivered lately and how each ended here. */
export const DELIVERY_STATUS_LABELS = { new: '新订单', modify: '修改', cancel: '取消' } as const;
export const channelDelivery = z.object({
  receivedAt: z.string(),
  resId: z.string().nullable(),
  /** new, modify or cancel; null for a delivery that could not be read. */
  status: z.enum(['new', 'modify', 'cancel']).nullable(),
  hotelName: z.string().nullable(),
  /** Taken: our order numbers. Refused: why, in our words. */
  orderNos: z.array(z.string()),
  error: z.string().nullable(),
});
export type ChannelDelivery = z.infer<typeof channelDelivery>;
export const channelDeliveriesResponse = envelopeOf(z.array(channelDelivery));
