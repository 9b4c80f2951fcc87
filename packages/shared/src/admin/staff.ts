import { z } from 'zod';
import { envelopeOf } from '../api/envelope.ts';
import { staffPassword } from './auth.ts';
import { pagedOf, pageQuery } from './common.ts';
import { ADMIN_MSG } from './messages.ts';
import { STAFF_ROLES } from './roles.ts';

/** 员工与权限 (group administrators only): /admin/api/staff. */

const username = z
  .string(ADMIN_MSG.usernameInvalid)
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, ADMIN_MSG.usernameInvalid);
const displayName = z
  .string(ADMIN_MSG.displayNameInvalid)
  .trim()
  .refine((n) => Array.from(n).length >= 1 && Array.from(n).length <= 20, ADMIN_MSG.displayNameInvalid);
const role = z.enum(STAFF_ROLES, ADMIN_MSG.roleInvalid);
const hotelCodes = z
  .array(z.string(ADMIN_MSG.hotelUnknown).trim().min(1).max(32), ADMIN_MSG.hotelUnknown)
  .max(200)
  .prefault([]);

export const staffListQuery = z.object(
  { ...pageQuery, keyword: z.string().trim().max(32).prefault('') },
  ADMIN_MSG.badRequest,
);

export const staffRow = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  hotels: z.array(z.object({ hotelCode: z.string(), name: z.string() })),
  active: z.boolean(),
  totpEnabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffRow = z.infer<typeof staffRow>;
export const staffListResponse = pagedOf(staffRow);
export const staffRowResponse = envelopeOf(staffRow);

export const createStaffBody = z.object(
  { username, displayName, role, hotelCodes, password: staffPassword },
  ADMIN_MSG.badRequest,
);
export type CreateStaffBody = z.input<typeof createStaffBody>;

export const updateStaffBody = z.object(
  { displayName, role, hotelCodes, active: z.boolean(ADMIN_MSG.badRequest) },
  ADMIN_MSG.badRequest,
);
export type UpdateStaffBody = z.input<typeof updateStaffBody>;

/** A new password typed by the administrator; the account's sessions end. */
export const resetPasswordBody = z.object({ password: staffPassword }, ADMIN_MSG.badRequest);

export const staffIdParams = z.object({
  id: z.coerce
    .number(ADMIN_MSG.staffNotFound)
    .int(ADMIN_MSG.staffNotFound)
    .positive(ADMIN_MSG.staffNotFound)
    .max(2_147_483_647, ADMIN_MSG.staffNotFound),
});
