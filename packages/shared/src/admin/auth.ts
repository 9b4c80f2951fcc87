import { z } from 'zod';
import { envelopeOf } from '../api/envelope.ts';
import { ADMIN_MSG } from './messages.ts';
import { STAFF_ROLES } from './roles.ts';

/**
 * Staff sign-in under /admin/api/auth. The session lives in an HttpOnly, SameSite=Strict cookie
 * and never in browser storage; every state-changing call sends the session's CSRF token in the
 * `x-csrf-token` header (the token comes with the session answer).
 */

export const STAFF_PASSWORD_MIN_LENGTH = 10;
export const CSRF_HEADER = 'x-csrf-token';
/** The session cookie's name. */
export const STAFF_SESSION_COOKIE = 'staff_session';

/** At least 10 characters with letters and digits. */
export function staffPasswordProblem(password: string): string | undefined {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH || !/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    return ADMIN_MSG.staffPasswordRule;
  }
  return undefined;
}

export const staffPassword = z
  .string(ADMIN_MSG.staffPasswordRule)
  .max(128, ADMIN_MSG.staffPasswordRule)
  .refine((p) => staffPasswordProblem(p) === undefined, ADMIN_MSG.staffPasswordRule);

const totpCode = z
  .string(ADMIN_MSG.totpInvalid)
  .trim()
  .regex(/^\d{6}$/, ADMIN_MSG.totpInvalid);

export const loginBody = z.object(
  {
    username: z
      .string(ADMIN_MSG.usernameRequired)
      .trim()
      .min(1, ADMIN_MSG.usernameRequired)
      .max(64, ADMIN_MSG.wrongCredentials),
    password: z
      .string(ADMIN_MSG.passwordRequired)
      .min(1, ADMIN_MSG.passwordRequired)
      .max(128, ADMIN_MSG.wrongCredentials),
    /** The 6-digit code of the authenticator app, when the account uses one. */
    totp: totpCode.optional(),
  },
  ADMIN_MSG.badRequest,
);
export type LoginBody = z.input<typeof loginBody>;

export const staffHotel = z.object({ hotelCode: z.string(), name: z.string() });
export type StaffHotel = z.infer<typeof staffHotel>;

export const staffProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The hotels of a manager or front desk; empty for the group's roles (they see every hotel). */
  hotels: z.array(staffHotel),
  totpEnabled: z.boolean(),
});
export type StaffProfile = z.infer<typeof staffProfile>;

/** A live session: who signed in, and the token state-changing calls must send back. */
export const staffSession = z.object({ staff: staffProfile, csrfToken: z.string() });
export type StaffSession = z.infer<typeof staffSession>;

/**
 * What a sign-in answers: the session, or the second step it still needs. `totp`: the account
 * uses a code, send it with the password again. `totpSetup`: the group requires codes and this
 * account has none yet: add the secret to an authenticator app and send its first code.
 */
export const loginResult = z.discriminatedUnion('stage', [
  z.object({ stage: z.literal('signedIn'), session: staffSession }),
  z.object({ stage: z.literal('totp') }),
  z.object({ stage: z.literal('totpSetup'), secret: z.string(), otpauthUri: z.string() }),
]);
export type LoginResult = z.infer<typeof loginResult>;
export const loginResponse = envelopeOf(loginResult);
export const sessionResponse = envelopeOf(staffSession);

export const changePasswordBody = z.object(
  {
    current: z.string(ADMIN_MSG.passwordRequired).min(1, ADMIN_MSG.passwordRequired).max(128),
    next: staffPassword,
  },
  ADMIN_MSG.badRequest,
);

/** Setting up a code while signed in: the secret to add, then its first code confirms it. */
export const totpSetupResponse = envelopeOf(z.object({ secret: z.string(), otpauthUri: z.string() }));
export const totpCodeBody = z.object({ code: totpCode }, ADMIN_MSG.badRequest);
