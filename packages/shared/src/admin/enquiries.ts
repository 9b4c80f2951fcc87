import { z } from 'zod';
import { envelopeOf } from '../api/envelope.ts';
import { optionalDate, pagedOf, pageQuery } from './common.ts';
import { ADMIN_MSG } from './messages.ts';

/** 会议询价 (group administrators; hotel managers for their own hotels): /admin/api/enquiries. */

export const ENQUIRY_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: '新询价',
  contacted: '已联系',
  won: '已成交',
  lost: '未成交',
};

export const ENQUIRY_NOTE_MAX = 500;

export const ENQUIRIES_MSG = {
  enquiryNotFound: '询价不存在',
  statusInvalid: '状态有误',
  noteTooLong: `备注不能超过${ENQUIRY_NOTE_MAX}字`,
  nothingToSave: '请选择新的状态或填写备注',
} as const;

const status = z.enum(ENQUIRY_STATUSES, ENQUIRIES_MSG.statusInvalid);

export const enquiryListQuery = z.object(
  {
    ...pageQuery,
    hotelCode: z.string(ADMIN_MSG.hotelUnknown).trim().max(32, ADMIN_MSG.hotelUnknown).prefault(''),
    status: z.union([status, z.literal('')], ENQUIRIES_MSG.statusInvalid).prefault(''),
    /** The day the enquiry came in (Asia/Shanghai), from and to inclusive. */
    from: optionalDate,
    to: optionalDate,
  },
  ADMIN_MSG.badRequest,
);
export type EnquiryListQuery = z.input<typeof enquiryListQuery>;

export const enquiryIdParams = z.object({
  id: z.coerce
    .number(ENQUIRIES_MSG.enquiryNotFound)
    .int(ENQUIRIES_MSG.enquiryNotFound)
    .positive(ENQUIRIES_MSG.enquiryNotFound)
    .max(2_147_483_647, ENQUIRIES_MSG.enquiryNotFound),
});

export const enquiryRow = z.object({
  id: z.number().int(),
  hotelCode: z.string(),
  hotelName: z.string(),
  applyName: z.string(),
  contactPhone: z.string(),
  meetingType: z.string(),
  peopleNums: z.string(),
  /** yyyy-MM-dd HH:mm, Asia/Shanghai. */
  beginTime: z.string(),
  endTime: z.string(),
  status,
  createdAt: z.string(),
});
export type EnquiryRow = z.infer<typeof enquiryRow>;
export const enquiryListResponse = pagedOf(enquiryRow);

/** One entry of the follow-up history: a status set, a note, or both; never edited afterwards. */
export const enquiryNote = z.object({
  id: z.number().int(),
  status: status.nullable(),
  note: z.string(),
  staffName: z.string(),
  at: z.string(),
});
export type EnquiryNote = z.infer<typeof enquiryNote>;

export const enquiryDetail = enquiryRow.extend({
  /** What the guest wrote in the form. */
  note: z.string(),
  history: z.array(enquiryNote),
});
export type EnquiryDetail = z.infer<typeof enquiryDetail>;
export const enquiryDetailResponse = envelopeOf(enquiryDetail);

/** A follow-up: a new status, a note, or both (at least one). */
export const enquiryFollowUpBody = z.object(
  {
    status: status.optional(),
    note: z
      .string(ENQUIRIES_MSG.noteTooLong)
      .trim()
      .max(ENQUIRY_NOTE_MAX, ENQUIRIES_MSG.noteTooLong)
      .prefault(''),
  },
  ADMIN_MSG.badRequest,
);
export type EnquiryFollowUpBody = z.input<typeof enquiryFollowUpBody>;
