import { envelopeBase, STATUS } from '@hotel/shared/api/envelope';
import { REFUSAL_CODES, type RefusalCode } from '@hotel/shared/api/refusal-codes';
import { MSG } from '@hotel/shared/messages';
import { z } from 'zod';

/** A successful reply in the envelope of service-design.md section 2. */
export function ok<T>(data: T, message: string = MSG.ok) {
  return { success: true as const, statusCode: STATUS.ok, message, msg: message, data };
}

export function okPaged<T>(rows: T[], total: number, message: string = MSG.ok) {
  return { success: true as const, statusCode: STATUS.ok, message, msg: message, rows, total };
}

/** A refusal in the envelope, with the code that tells it apart (`@hotel/shared/api/refusal-codes`). */
export function failure(statusCode: number, message: string, code: RefusalCode) {
  return { success: false as const, statusCode, message, msg: message, code };
}

/** What `failure` sends: one schema for every refusal, one component of the OpenAPI document. */
export const refusalEnvelope = envelopeBase.extend({
  success: z.literal(false),
  code: z.enum(REFUSAL_CODES).meta({ description: '拒绝原因代码（稳定，供客户端区分；message 为中文说明）' }),
});

/**
 * The refusals a route's services give (404, 409, 429 …), for its schema's `response`. The
 * OpenAPI document adds those every route of its kind gives (plugins/openapi.ts).
 */
export function refusals(...statuses: number[]): Record<number, typeof refusalEnvelope> {
  return Object.fromEntries(statuses.map((status) => [status, refusalEnvelope]));
}
