import { z } from 'zod';
import { optionalDate, pagedOf, pageQuery } from './common.ts';
import { ADMIN_MSG } from './messages.ts';

/** 操作日志 (group administrators only): every change made by staff, append-only. */

export const auditQuery = z.object(
  {
    ...pageQuery,
    /** A staff username. */
    staff: z.string().trim().max(32).prefault(''),
    hotelCode: z.string().trim().max(32).prefault(''),
    /** The kind of thing changed: staff, price, inventory, order, news … */
    entityType: z.string().trim().max(32).prefault(''),
    from: optionalDate,
    to: optionalDate,
  },
  ADMIN_MSG.badRequest,
);
export type AuditQuery = z.input<typeof auditQuery>;

export const auditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  staffUsername: z.string(),
  staffName: z.string(),
  ip: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  hotelCode: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRow = z.infer<typeof auditRow>;
export const auditResponse = pagedOf(auditRow);
