import { z } from 'zod';
import { MSG } from '../messages.ts';

export { STATUS } from './status.ts';

/**
 * Response envelope of service-design.md section 2: every reply carries success, statusCode,
 * message and msg (the same Chinese text), and data where there is data.
 */
export const envelopeBase = z.object({
  success: z.boolean(),
  statusCode: z.number().int(),
  message: z.string(),
  msg: z.string(),
});
export type EnvelopeBase = z.infer<typeof envelopeBase>;

export function envelopeOf<T extends z.ZodType>(data: T) {
  return envelopeBase.extend({ data });
}

export function pagedEnvelopeOf<T extends z.ZodType>(row: T) {
  return envelopeBase.extend({ rows: z.array(row), total: z.number().int() });
}

export type Envelope<T> = EnvelopeBase & { data?: T };

/**
 * `Idempotency-Key` of the calls that book or pay (submitOrder, orderpay): one key per thing the
 * guest means to do, sent again with a retry, so that the retry cannot book or pay twice. Optional:
 * a client of the spec's call table works without it. Other headers pass through untouched.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string(MSG.idempotencyKeyInvalid)
    .regex(IDEMPOTENCY_KEY_PATTERN, MSG.idempotencyKeyInvalid)
    .optional(),
});

/** Query-string numbers arrive as text. */
export const intParam = z.coerce.number().int();

/**
 * A field the call cannot do without: left out, it is refused with the field's own message, as an
 * empty one is, not Zod's generic one. Unlike `.prefault('')` it is no default, so the OpenAPI
 * document shows the field as required instead of with an empty default the field refuses.
 */
export function missingAsEmpty<T extends z.ZodType>(field: T) {
  return z.preprocess((value: z.input<T> | undefined) => (value === undefined ? '' : value), field);
}
