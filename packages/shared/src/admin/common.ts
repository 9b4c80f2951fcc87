import { z } from 'zod';
import { envelopeOf } from '../api/envelope.ts';
import { isIsoDate } from '../validation.ts';
import { ADMIN_MSG } from './messages.ts';

/** Paging of every staff list: page from 1, up to 100 a page. */
export const pageQuery = {
  page: z.coerce
    .number(ADMIN_MSG.badRequest)
    .int(ADMIN_MSG.badRequest)
    .min(1, ADMIN_MSG.badRequest)
    .max(100_000, ADMIN_MSG.badRequest)
    .prefault(1),
  pageSize: z.coerce
    .number(ADMIN_MSG.badRequest)
    .int(ADMIN_MSG.badRequest)
    .min(1, ADMIN_MSG.badRequest)
    .max(100, ADMIN_MSG.badRequest)
    .prefault(20),
};

export function pagedOf<T extends z.ZodType>(row: T) {
  return envelopeOf(z.object({ rows: z.array(row), total: z.number().int() }));
}

/** yyyy-MM-dd, or empty for no bound. */
export const optionalDate = z
  .string(ADMIN_MSG.dateInvalid)
  .trim()
  .refine((t) => t === '' || isIsoDate(t), ADMIN_MSG.dateInvalid)
  .prefault('');

/** A hotel a member of staff may choose: code and name. */
export const hotelOption = z.object({ hotelCode: z.string(), name: z.string(), cityName: z.string() });
export type HotelOption = z.infer<typeof hotelOption>;
export const hotelOptionsResponse = envelopeOf(z.array(hotelOption));

/** An uploaded image: where the public site serves it. */
export const uploadedMedia = z.object({ url: z.string(), name: z.string(), size: z.number().int() });
export type UploadedMedia = z.infer<typeof uploadedMedia>;
export const uploadResponse = envelopeOf(uploadedMedia);

/** A change that needs a reason (refunds, adjustments): 1 to 200 characters. */
export const reason = z
  .string(ADMIN_MSG.reasonRequired)
  .trim()
  .min(1, ADMIN_MSG.reasonRequired)
  .max(200, ADMIN_MSG.reasonRequired);
