import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { MSG } from '@hotel/shared/messages';
import type { Db } from '../../db/client.ts';
import { RateLimitedError, ValidationError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { checkGuess } from '../../safeguards/guessable-secrets.ts';
import { endSessionsOf, staffById, updateStaff } from '../queries/staff.ts';
import { type AuditActor, recordChange } from './audit.ts';
import {
  acceptTotp,
  type LoginDeps,
  newTotpSecret,
  openTotpSecret,
  otpauthUri,
  STAFF_LOGIN_LIMIT,
  sealTotpSecret,
} from './staff-login.ts';
import type { StaffPrincipal } from './staff-sessions.ts';

/** What a member of staff changes on their own account: the password and the TOTP second factor. */

async function accountOf(db: Db, staff: StaffPrincipal) {
  const account = await staffById(db, staff.id);
  if (!account) throw new Error(`staff ${staff.id} of a live session is gone`);
  return account;
}

/** A new password, after the current one: every other session of the account ends. */
export async function changeOwnPassword(
  db: Db,
  staff: StaffPrincipal,
  actor: AuditActor,
  body: { current: string; next: string },
  now: Date,
): Promise<void> {
  const account = await accountOf(db, staff);
  // the sign-in's own counter: a borrowed session cannot be used to try passwords without limit
  const outcome = await checkGuess(db, `staff-password:${account.username}`, STAFF_LOGIN_LIMIT, () =>
    verifyPassword(body.current, account.passwordHash),
  );
  if (outcome === 'locked') throw new RateLimitedError(ADMIN_MSG.accountLocked, 'ACCOUNT_LOCKED');
  if (outcome === 'busy') throw new RateLimitedError(MSG.tooManyRequests, 'TOO_MANY_REQUESTS');
  if (outcome === 'wrong')
    throw new ValidationError(ADMIN_MSG.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG');
  const passwordHash = await hashPassword(body.next);
  await db.transaction(async (tx) => {
    await updateStaff(tx, staff.id, { passwordHash });
    await endSessionsOf(tx, staff.id, now);
    await recordChange(
      tx,
      actor,
      { action: 'password.change', entityType: 'staff', entityId: staff.id },
      now,
    );
  });
}

/**
 * A new secret to add to an authenticator app; it takes effect once its first code is confirmed.
 * Not while a code is in use: replacing it would switch the second factor off without one, so the
 * current code must turn it off first (or an administrator's password reset clears it).
 */
export async function startTotpSetup(deps: LoginDeps, staff: StaffPrincipal) {
  const account = await accountOf(deps.db, staff);
  if (account.totpEnabled) throw new ValidationError(ADMIN_MSG.totpAlreadyEnabled, 'TOTP_ALREADY_ENABLED');
  const secret = newTotpSecret();
  await updateStaff(deps.db, staff.id, {
    totpSecret: sealTotpSecret(deps.appSecret, secret),
    totpEnabled: false,
  });
  return { secret, otpauthUri: otpauthUri(secret, staff.username) };
}

export async function enableTotp(
  deps: LoginDeps,
  staff: StaffPrincipal,
  actor: AuditActor,
  code: string,
  now: Date,
) {
  const account = await accountOf(deps.db, staff);
  const secret = openTotpSecret(deps.appSecret, account);
  if (!secret) throw new ValidationError(ADMIN_MSG.totpSetupRequired, 'TOTP_SETUP_REQUIRED');
  await acceptTotp(deps, account, secret, code, now);
  await deps.db.transaction(async (tx) => {
    await updateStaff(tx, staff.id, { totpEnabled: true });
    await recordChange(tx, actor, { action: 'totp.enable', entityType: 'staff', entityId: staff.id }, now);
  });
}

/** Switching the code off needs a current code, and is refused when the group requires codes. */
export async function disableTotp(
  deps: LoginDeps,
  staff: StaffPrincipal,
  actor: AuditActor,
  code: string,
  now: Date,
) {
  if (deps.requireTotp) throw new ValidationError(ADMIN_MSG.totpStillRequired, 'TOTP_STILL_REQUIRED');
  const account = await accountOf(deps.db, staff);
  const secret = openTotpSecret(deps.appSecret, account);
  if (!account.totpEnabled || !secret)
    throw new ValidationError(ADMIN_MSG.totpSetupRequired, 'TOTP_SETUP_REQUIRED');
  await acceptTotp(deps, account, secret, code, now);
  await deps.db.transaction(async (tx) => {
    await updateStaff(tx, staff.id, { totpEnabled: false, totpSecret: null });
    await recordChange(tx, actor, { action: 'totp.disable', entityType: 'staff', entityId: staff.id }, now);
  });
}
