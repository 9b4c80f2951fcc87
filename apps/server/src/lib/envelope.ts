import { envelopeBase, STATUS } from '@hotel/shared/api/envelope';
import { MSG } from '@hotel/shared/messages';
import { z } from 'zod';

/** A successful reply in the envelope of service-design.md section 2. */
export function ok<T>(data: T, message: string = MSG.ok) {
  return { success: true as const, statusCode: STATUS.ok, message, msg: message, data };
}

export function okPaged<T>(rows: T[], total: number, message: string = MSG.ok) {
  return { success: true as const, statusCode: STATUS.ok, message, msg: message, rows, total };
}

export function failure(statusCode: number, message: string) {
  return { success: false as const, statusCode, message, msg: message };
}

/** What `failure` sends: one schema for every refusal, one component of the OpenAPI document. */
export const refusalEnvelope = envelopeBase.extend({ success: z.literal(false) });

/**
 * The refusals a route's services give (404, 409, 429 …), for its schema's `response`. The
 * OpenAPI document adds those every route of its kind gives (plugins/openapi.ts).
 */
export function refusals(...statuses: number[]): Record<number, typeof refusalEnvelope> {
  return Object.fromEntries(statuses.map((status) => [status, refusalEnvelope]));
}
