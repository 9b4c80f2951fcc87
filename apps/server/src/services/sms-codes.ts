import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { STATUS } from '@hotel/shared/api/envelope';
import type { SmsPurpose } from '@hotel/shared/api/user';
import { SMS_PURPOSE, SMS_RESEND_SECONDS } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/client.ts';
import { shanghaiDate, shanghaiInstant } from '../lib/dates.ts';
import { AppError, ConflictError, NotFoundError, RateLimitedError, ValidationError } from '../lib/errors.ts';
import { memberByMobile } from '../queries/members.ts';
import { hitRateLimit, windowStartOf } from '../queries/rate-limits.ts';
import {
  addWrongTry,
  countSmsCodesToMobile,
  insertSmsCode,
  latestSmsCode,
  lockMobile,
  markSmsCodeUsed,
  wrongTriesSince,
} from '../queries/sms-codes.ts';
import type { SmsProvider } from '../sms/provider.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The SMS-code rules of service-design.md section 3. */
export const SMS_CODE_RULES = {
  lifeMs: 5 * MINUTE_MS,
  /** Between two codes of one mobile and purpose. */
  resendMs: SMS_RESEND_SECONDS * 1000,
  /** Per mobile (all purposes) per calendar day in Asia/Shanghai. */
  perMobilePerDay: 10,
  /** Per client IP per clock hour, counted in rate_limit_counters. */
  perIpPerHour: 30,
  /**
   * Wrong tries of a mobile and purpose, summed over its codes sent within the window: five end a
   * code, and a new code does not start the count again.
   */
  maxWrongTries: 5,
  wrongTryWindowMs: 24 * HOUR_MS,
} as const;

export interface SmsCodeDeps {
  db: Db;
  sms: SmsProvider;
  brandName: string;
  log: FastifyBaseLogger;
}

/** Stored as `salt$sha256(salt:mobile:purpose:code)`; the code itself is never stored. */
function hashCode(code: string, mobile: string, purpose: number, salt: string): string {
  return createHash('sha256').update(`${salt}:${mobile}:${purpose}:${code}`).digest('hex');
}

function storedHash(code: string, mobile: string, purpose: number): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${hashCode(code, mobile, purpose, salt)}`;
}

function codeMatches(stored: string, code: string, mobile: string, purpose: number): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(hashCode(code, mobile, purpose, salt), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function smsText(brandName: string, purpose: SmsPurpose, code: string): string {
  const action = purpose === SMS_PURPOSE.register ? '注册会员' : '登录';
  return `【${brandName}】您正在${action}，验证码${code}，5分钟内有效。如非本人操作，请忽略本短信。`;
}

/**
 * Sends a new code, after the checks in this order: the mobile is (not) registered as the purpose
 * needs, 60 s since the last code of this mobile and purpose, the wrong-try lock, the daily cap per
 * mobile, the hourly cap per IP. All of it under the mobile's lock and in one transaction, so a
 * refused or failed send leaves nothing behind (not even a count).
 */
export async function sendSmsCode(
  deps: SmsCodeDeps,
  request: { mobile: string; purpose: SmsPurpose; ip: string },
  now: Date,
): Promise<void> {
  const { mobile, purpose, ip } = request;
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await deps.db.transaction(async (tx) => {
    await lockMobile(tx, mobile);
    const member = await memberByMobile(tx, mobile);
    if (purpose === SMS_PURPOSE.register && member) throw new ConflictError(MSG.mobileRegistered);
    if (purpose === SMS_PURPOSE.login && !member) throw new NotFoundError(MSG.registerFirst);

    const latest = await latestSmsCode(tx, mobile, purpose);
    if (latest && now.getTime() - latest.createdAt.getTime() < SMS_CODE_RULES.resendMs) {
      throw new RateLimitedError(MSG.smsTooFrequent);
    }
    if (await wrongTriesLocked(tx, mobile, purpose, now)) throw new RateLimitedError(MSG.smsCodeTooManyWrong);
    const today = shanghaiInstant(shanghaiDate(now), '00:00');
    if ((await countSmsCodesToMobile(tx, mobile, today)) >= SMS_CODE_RULES.perMobilePerDay) {
      throw new RateLimitedError(MSG.smsDailyLimit);
    }
    const ipHits = await hitRateLimit(tx, `sms:ip:${ip}`, windowStartOf(now, HOUR_MS));
    if (ipHits > SMS_CODE_RULES.perIpPerHour) throw new RateLimitedError(MSG.smsIpLimit);

    await insertSmsCode(tx, {
      mobile,
      purpose,
      codeHash: storedHash(code, mobile, purpose),
      ip,
      expiresAt: new Date(now.getTime() + SMS_CODE_RULES.lifeMs),
      createdAt: now,
    });
    try {
      await deps.sms.send(mobile, smsText(deps.brandName, purpose, code));
    } catch (err) {
      deps.log.error({ err }, 'sms provider failed');
      throw new AppError(MSG.smsSendFailed, STATUS.serverError, 502);
    }
  });
}

async function wrongTriesLocked(db: Queryable, mobile: string, purpose: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - SMS_CODE_RULES.wrongTryWindowMs);
  return (await wrongTriesSince(db, mobile, purpose, since)) >= SMS_CODE_RULES.maxWrongTries;
}

/**
 * Checks `code` against the newest code of the mobile and purpose and uses it up when it matches.
 * Runs inside the caller's transaction (it takes the mobile's lock) and returns the refusal instead
 * of throwing it, so the caller can commit a recorded wrong try before answering with the error.
 */
export async function consumeSmsCode(
  tx: Queryable,
  request: { mobile: string; purpose: SmsPurpose; code: string },
  now: Date,
): Promise<AppError | undefined> {
  const { mobile, purpose, code } = request;
  await lockMobile(tx, mobile);
  // Also covers the five tries of a single code: its own tries are part of the sum.
  if (await wrongTriesLocked(tx, mobile, purpose, now)) return new RateLimitedError(MSG.smsCodeTooManyWrong);
  const latest = await latestSmsCode(tx, mobile, purpose);
  if (!latest) return new ValidationError(MSG.smsCodeMissing);
  if (latest.usedAt) return new ValidationError(MSG.smsCodeUsed);
  if (latest.expiresAt.getTime() <= now.getTime()) return new ValidationError(MSG.smsCodeExpired);
  if (!codeMatches(latest.codeHash, code, mobile, purpose)) {
    await addWrongTry(tx, latest.id);
    return new ValidationError(MSG.smsCodeWrong);
  }
  if (!(await markSmsCodeUsed(tx, latest.id, now))) return new ValidationError(MSG.smsCodeUsed);
  return undefined;
}
