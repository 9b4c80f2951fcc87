import type { LoginResult } from '@hotel/shared/admin/auth';
import { ADMIN_MSG, addressLockedMessage } from '@hotel/shared/admin/messages';
import { MSG } from '@hotel/shared/messages';
import * as OTPAuth from 'otpauth';
import type { Db } from '../../db/client.ts';
import { RateLimitedError, UnauthorizedError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import { checkGuess } from '../../safeguards/guessable-secrets.ts';
import { hitRateLimit, takeBackRateLimitHit, windowStartOf } from '../../safeguards/rate-limits.ts';
import { type StaffAccount, staffByUsername, takeTotpStep, updateStaff } from '../queries/staff.ts';
import { recordChange } from './audit.ts';
import { startStaffSession } from './staff-sessions.ts';

/**
 * Staff sign-in: the password, then the TOTP code when the account uses one or the group requires
 * one (STAFF_REQUIRE_TOTP). Five wrong passwords, or five wrong codes, in 15 minutes lock the
 * account for the rest of the window (however many tries arrive at once: safeguards/guessable-secrets.ts);
 * twenty from one address in a clock hour refuse that address (STAFF_ADDRESS_LIMIT). A wrong
 * password says 账号或密码错误 whether the account exists or not, in the same time.
 */
export const STAFF_LOGIN_LIMIT = { maxWrong: 5, windowMs: 15 * 60_000 };
/**
 * Wrong passwords from one client address per clock hour, whatever the usernames: password spraying
 * (one password against many accounts) is slowed, while a stranger elsewhere cannot lock a hotel's
 * desk out. Counted in rate_limit_counters like the SMS and enquiry caps, so it holds across instances.
 */
export const STAFF_ADDRESS_LIMIT = { maxWrong: 20, windowMs: 60 * 60_000 };
const TOTP_PURPOSE = 'staff-totp';
const TOTP_ISSUER = '光影酒店集团管理后台';

export interface LoginDeps {
  db: Db;
  appSecret: string;
  requireTotp: boolean;
}

export type LoginOutcome =
  | { stage: 'signedIn'; token: string; staffId: number }
  | Exclude<LoginResult, { stage: 'signedIn' }>;

/** Compared against when the account does not exist, so an unknown name takes as long as a known one. */
let decoyHash: Promise<string> | undefined;

function totpOf(secret: string, username: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export function otpauthUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

export function sealTotpSecret(appSecret: string, secret: string): string {
  return sealSecret(appSecret, TOTP_PURPOSE, secret);
}

export function openTotpSecret(appSecret: string, account: StaffAccount): string | undefined {
  return account.totpSecret ? openSecret(appSecret, TOTP_PURPOSE, account.totpSecret) : undefined;
}

/**
 * Whether `code` is the account's code now (or one step either side, for clocks a little apart),
 * and takes its step, so a code works once. Counted against the account's guess limit.
 */
export async function acceptTotp(
  deps: LoginDeps,
  account: StaffAccount,
  secret: string,
  code: string,
  now: Date,
) {
  const totp = totpOf(secret, account.username);
  const outcome = await checkGuess(deps.db, `staff-totp:${account.id}`, STAFF_LOGIN_LIMIT, async () => {
    const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
    if (delta === null) return false;
    return takeTotpStep(deps.db, account.id, totp.counter({ timestamp: now.getTime() }) + delta);
  });
  if (outcome === 'locked') throw new RateLimitedError(ADMIN_MSG.accountLocked, 'ACCOUNT_LOCKED');
  if (outcome === 'busy') throw new RateLimitedError(MSG.tooManyRequests, 'TOO_MANY_REQUESTS');
  if (outcome === 'wrong') throw new UnauthorizedError(ADMIN_MSG.totpWrong, 'TOTP_WRONG');
}

/**
 * Counts this sign-in against its address before the password is checked, so concurrent tries
 * from any number of instances cannot pass the limit; refused, it changes nothing. Returns what
 * takes the count back.
 */
async function countAddressTry(db: Db, ip: string, now: Date): Promise<() => Promise<void>> {
  const key = `staff-login:ip:${ip}`;
  const windowStart = windowStartOf(now, STAFF_ADDRESS_LIMIT.windowMs);
  await db.transaction(async (tx) => {
    if ((await hitRateLimit(tx, key, windowStart)) > STAFF_ADDRESS_LIMIT.maxWrong) {
      const windowEnd = windowStart.getTime() + STAFF_ADDRESS_LIMIT.windowMs;
      throw new RateLimitedError(addressLockedMessage(windowEnd - now.getTime()), 'ADDRESS_LOCKED');
    }
  });
  return () => takeBackRateLimitHit(db, key, windowStart);
}

/** The password against the username's guess limit; an unknown account is checked against the decoy. */
async function checkPassword(db: Db, username: string, password: string) {
  const account = await staffByUsername(db, username);
  decoyHash ??= hashPassword('decoy-password-0');
  const hash = account?.passwordHash ?? (await decoyHash);
  const outcome = await checkGuess(db, `staff-password:${username}`, STAFF_LOGIN_LIMIT, async () => {
    const right = await verifyPassword(password, hash);
    return right && account?.active === true;
  });
  return { outcome, account };
}

export async function signIn(
  deps: LoginDeps,
  request: { username: string; password: string; totp?: string | undefined; ip: string },
  now: Date,
): Promise<LoginOutcome> {
  const username = request.username.trim().toLowerCase();
  const takeBack = await countAddressTry(deps.db, request.ip, now);
  const { outcome, account } = await checkPassword(deps.db, username, request.password).catch(
    async (err: unknown) => {
      await takeBack();
      throw err;
    },
  );
  // only a wrong password counts against the address
  if (outcome !== 'wrong') await takeBack();
  if (outcome === 'locked') throw new RateLimitedError(ADMIN_MSG.accountLocked, 'ACCOUNT_LOCKED');
  if (outcome === 'busy') throw new RateLimitedError(MSG.tooManyRequests, 'TOO_MANY_REQUESTS');
  if (outcome === 'wrong' || !account)
    throw new UnauthorizedError(ADMIN_MSG.wrongCredentials, 'WRONG_CREDENTIALS');

  if (account.totpEnabled || deps.requireTotp) {
    let secret = openTotpSecret(deps.appSecret, account);
    if (!account.totpEnabled && !secret) {
      // the group requires a code and this account has none: one is made now, confirmed by its first code
      secret = newTotpSecret();
      await updateStaff(deps.db, account.id, { totpSecret: sealTotpSecret(deps.appSecret, secret) });
    }
    if (!secret)
      throw new Error(
        `staff ${account.id}: TOTP enabled but its secret cannot be read (APP_SECRET changed?)`,
      );
    if (!request.totp) {
      return account.totpEnabled
        ? { stage: 'totp' }
        : { stage: 'totpSetup', secret, otpauthUri: otpauthUri(secret, account.username) };
    }
    await acceptTotp(deps, account, secret, request.totp, now);
    if (!account.totpEnabled) {
      await deps.db.transaction(async (tx) => {
        await updateStaff(tx, account.id, { totpEnabled: true });
        const actor = { staffId: account.id, username: account.username, ip: request.ip };
        await recordChange(
          tx,
          actor,
          { action: 'totp.enable', entityType: 'staff', entityId: account.id },
          now,
        );
      });
    }
  }
  await updateStaff(deps.db, account.id, { lastSignInAt: now });
  const token = await startStaffSession(deps.db, account.id, request.ip, now);
  return { stage: 'signedIn', token, staffId: account.id };
}
