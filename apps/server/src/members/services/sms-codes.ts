import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_PURPOSE, SMS_RESEND_SECONDS, type SmsPurpose } from '@hotel/shared/constants';
import { MSG, smsLockedMessage } from '@hotel/shared/messages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import {
  type AppError,
  BadGatewayError,
  ConflictError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
} from '../../lib/errors.ts';
import { shanghaiDate, shanghaiInstant } from '../../lib/time.ts';
import { hitRateLimit, windowStartOf } from '../../safeguards/rate-limits.ts';
import type { SmsProvider } from '../../sms/provider.ts';
import { type SmsMessage, type SmsTemplate, templateCall } from '../../sms/templates.ts';
import { memberByMobile } from '../queries/members.ts';
import {
  addWrongTry,
  codesEndedSince,
  countSmsCodesToMobile,
  insertSmsCode,
  latestSmsCode,
  lockMobile,
  markSmsCodeUsed,
} from '../queries/sms-codes.ts';

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
  /** Wrong tries that end a code (NIST SP 800-63B): then only a new code can be tried. */
  maxWrongTries: 5,
  /** Codes ended by wrong tries within this window make the wait for a new code grow. */
  endedCodesWindowMs: 24 * HOUR_MS,
  /**
   * The wait for a new code after the latest code ended by wrong tries, by how many ended in the
   * window: the first costs nothing beyond the usual 60 s, then 5 min, 15 min, 1 h, 4 h at most. So
   * a stranger with a member's mobile cannot lock them out for a day, and guessing stays slow.
   */
  lockStepsMs: [0, 5 * MINUTE_MS, 15 * MINUTE_MS, HOUR_MS, 4 * HOUR_MS],
} as const;

/** How long a new code must wait when `ended` codes ended by wrong tries within the window. */
export function lockWaitMs(ended: number): number {
  if (ended === 0) return 0;
  const steps = SMS_CODE_RULES.lockStepsMs;
  return steps[Math.min(ended, steps.length) - 1] ?? 0;
}

export interface SmsCodeDeps {
  db: Db;
  sms: SmsProvider;
  brandName: string;
  log: FastifyBaseLogger;
  /** SMS_CODE_SECRET, else APP_SECRET: keys the stored hashes. */
  secret: string;
}

/**
 * Stored as `salt$HMAC-SHA256(secret, salt:mobile:purpose:code)`; the code itself is never stored.
 * A million codes are quickly hashed, so an unkeyed hash would give the code away to whoever reads
 * the table; the key lives outside the database (SMS_CODE_SECRET, else APP_SECRET).
 */
/** The app's parts sending and checking a code takes, as every route that does so wires them. */
export function smsCodeDepsOf(app: FastifyInstance): SmsCodeDeps {
  return {
    db: app.db,
    sms: app.sms,
    brandName: app.config.brand.name,
    log: app.log,
    secret: app.config.smsCodeSecret,
  };
}

function hashCode(secret: string, code: string, mobile: string, purpose: number, salt: string): string {
  return createHmac('sha256', secret).update(`${salt}:${mobile}:${purpose}:${code}`).digest('hex');
}

function storedHash(secret: string, code: string, mobile: string, purpose: number): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${hashCode(secret, code, mobile, purpose, salt)}`;
}

function codeMatches(secret: string, stored: string, code: string, mobile: string, purpose: number): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(hashCode(secret, code, mobile, purpose, salt), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Each purpose's gateway template and the console's wording (sms/README.md lists the templates). */
const CODE_MESSAGES = {
  [SMS_PURPOSE.register]: {
    template: 'register',
    text: (code: string) => `您正在注册会员，验证码${code}，5分钟内有效。如非本人操作，请忽略本短信。`,
  },
  [SMS_PURPOSE.login]: {
    template: 'login',
    text: (code: string) => `您正在登录，验证码${code}，5分钟内有效。如非本人操作，请忽略本短信。`,
  },
  [SMS_PURPOSE.closeAccount]: {
    template: 'closeAccount',
    text: (code: string) =>
      `您正在注销会员账号，验证码${code}，5分钟内有效。注销后账号无法恢复，请勿将验证码告知他人。`,
  },
} as const satisfies Record<SmsPurpose, { template: SmsTemplate; text: (code: string) => string }>;

/** The code as a gateway template (the code its only variable) and as the console's full text. */
function smsCodeMessage(brandName: string, mobile: string, purpose: SmsPurpose, code: string): SmsMessage {
  const message = CODE_MESSAGES[purpose];
  return {
    mobile,
    ...templateCall(message.template, { code }),
    text: `【${brandName}】${message.text(code)}`,
  };
}

/**
 * Sends a new code, after the checks in this order: the mobile is (not) registered as the purpose
 * needs, 60 s since the last code of this mobile and purpose, the growing wait after codes ended by
 * wrong tries, the daily cap per mobile, the hourly cap per IP. All of it under the mobile's lock and in one transaction, so a
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
    if (purpose === SMS_PURPOSE.register && member)
      throw new ConflictError(MSG.mobileRegistered, 'MOBILE_REGISTERED');
    // a login and a closure need a member of that mobile
    if (purpose !== SMS_PURPOSE.register && !member)
      throw new NotFoundError(MSG.registerFirst, 'REGISTER_FIRST');

    const latest = await latestSmsCode(tx, mobile, purpose);
    if (latest && now.getTime() - latest.createdAt.getTime() < SMS_CODE_RULES.resendMs) {
      throw new RateLimitedError(MSG.smsTooFrequent, 'SMS_TOO_FREQUENT');
    }
    const wait = await lockWaitLeft(tx, mobile, purpose, now);
    if (wait > 0) throw new RateLimitedError(smsLockedMessage(wait), 'SMS_CODE_LOCKED');
    const today = shanghaiInstant(shanghaiDate(now), '00:00');
    if ((await countSmsCodesToMobile(tx, mobile, today)) >= SMS_CODE_RULES.perMobilePerDay) {
      throw new RateLimitedError(MSG.smsDailyLimit, 'SMS_DAILY_LIMIT');
    }
    const ipHits = await hitRateLimit(tx, `sms:ip:${ip}`, windowStartOf(now, HOUR_MS));
    if (ipHits > SMS_CODE_RULES.perIpPerHour) throw new RateLimitedError(MSG.smsIpLimit, 'SMS_IP_LIMIT');

    await insertSmsCode(tx, {
      mobile,
      purpose,
      codeHash: storedHash(deps.secret, code, mobile, purpose),
      ip,
      expiresAt: new Date(now.getTime() + SMS_CODE_RULES.lifeMs),
      createdAt: now,
    });
    try {
      await deps.sms.send(smsCodeMessage(deps.brandName, mobile, purpose, code));
    } catch (err) {
      deps.log.error({ err }, 'sms provider failed');
      throw new BadGatewayError(MSG.smsSendFailed, 'SMS_SEND_FAILED');
    }
  });
}

/** What is left of the wait after codes ended by wrong tries; 0 when a new code may be sent. */
async function lockWaitLeft(db: Queryable, mobile: string, purpose: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - SMS_CODE_RULES.endedCodesWindowMs);
  const { count, latest } = await codesEndedSince(db, mobile, purpose, since);
  if (!latest) return 0;
  return Math.max(0, latest.getTime() + lockWaitMs(count) - now.getTime());
}

/**
 * Checks `code` against the newest code of the mobile and purpose and uses it up when it matches.
 * A wrong try is recorded, and the fifth ends the code. Runs inside the caller's transaction (it
 * takes the mobile's lock) and returns the refusal instead of throwing it, so the caller can commit
 * a recorded wrong try before answering with the error.
 */
export async function consumeSmsCode(
  tx: Queryable,
  secret: string,
  request: { mobile: string; purpose: SmsPurpose; code: string },
  now: Date,
): Promise<AppError | undefined> {
  const { mobile, purpose, code } = request;
  await lockMobile(tx, mobile);
  const latest = await latestSmsCode(tx, mobile, purpose);
  if (!latest) return new ValidationError(MSG.smsCodeMissing, 'SMS_CODE_MISSING');
  if (latest.usedAt) return new ValidationError(MSG.smsCodeUsed, 'SMS_CODE_USED');
  if (latest.wrongTries >= SMS_CODE_RULES.maxWrongTries)
    return new ValidationError(MSG.smsCodeEnded, 'SMS_CODE_ENDED');
  if (latest.expiresAt.getTime() <= now.getTime())
    return new ValidationError(MSG.smsCodeExpired, 'SMS_CODE_EXPIRED');
  if (!codeMatches(secret, latest.codeHash, code, mobile, purpose)) {
    await addWrongTry(tx, latest.id, SMS_CODE_RULES.maxWrongTries, now);
    return new ValidationError(MSG.smsCodeWrong, 'SMS_CODE_WRONG');
  }
  if (!(await markSmsCodeUsed(tx, latest.id, now)))
    return new ValidationError(MSG.smsCodeUsed, 'SMS_CODE_USED');
  return undefined;
}
