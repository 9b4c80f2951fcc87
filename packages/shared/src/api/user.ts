import { z } from 'zod';
import { GENDER, SMS_PURPOSE, YEARS_IN_SELECTOR } from '../constants.ts';
import { MSG } from '../messages.ts';
import { MOBILE_PATTERN, passwordProblem } from '../validation.ts';
import { envelopeBase, envelopeOf, missingAsEmpty } from './envelope.ts';

/**
 * Booking service member calls under /crsapi/v1/user (site-spec.md section 7), wire names exactly
 * as the spec spells them (`moible` included). Fields the guest types are checked in the order of
 * section 5, and a missing field reads as an empty one, so the first message is the form's own.
 */

export const SMS_CODE_PATTERN = /^\d{6}$/;
export const NAME_MAX_LENGTH = 20;

/** Mobile number of a member or a guest (section 5). */
export const mobileSchema = z.string().trim().regex(MOBILE_PATTERN, MSG.mobileInvalid);
/** Mobile as the forms send it; a missing mobile gets the same message as a wrong one. */
const mobileField = missingAsEmpty(mobileSchema);

// ---- GET /user/smscode ----

export const smsCodeQuery = z.object({
  mobile: mobileField,
  /** 1 registration, 2 login. The code that closes an account goes only to a logged-in member (closeAccountCode). */
  type: z
    .enum(['1', '2'], { error: MSG.smsTypeInvalid })
    .transform((type) => (type === '1' ? SMS_PURPOSE.register : SMS_PURPOSE.login)),
});
export type SmsCodeRequest = z.input<typeof smsCodeQuery>;
export const smsCodeResponse = envelopeBase;

// ---- POST /user/login ----

export const loginBody = z.object({
  mobile: mobileField,
  /** The spec's form shows 请输入正确的手机号 for an empty code too. */
  code: missingAsEmpty(z.string().trim().min(1, MSG.mobileInvalid).regex(SMS_CODE_PATTERN, MSG.smsCodeWrong)),
  /** Sent as undefined by the site; accepted and ignored (mode 1 logs in by SMS code). */
  Pwd: z.string().max(64).optional(),
  /** 1: mobile and SMS code, the only mode. */
  mode: z.union([z.literal(1), z.literal('1')], { error: MSG.loginModeUnsupported }).optional(),
});
export type LoginRequest = z.input<typeof loginBody>;
export const loginResult = z.object({ token: z.string(), name: z.string() });
export type LoginResult = z.infer<typeof loginResult>;
export const loginResponse = envelopeOf(loginResult);

// ---- POST /user/register ----

const nameText = z
  .string()
  .trim()
  .min(1, MSG.nameIncomplete)
  .max(NAME_MAX_LENGTH, MSG.nameTooLong)
  // Surname and given name: at least two characters, or two words (`Zhang San`).
  .refine((name) => name.includes(' ') || Array.from(name).length >= 2, MSG.nameIncomplete);
const namePart = z.string().trim().min(1, MSG.nameIncomplete).max(NAME_MAX_LENGTH, MSG.nameTooLong);

/** day/month/year (`15/6/1990` or `15/06/1990`), a real date within the selector's 100 years. */
export const birthDaySchema = z
  .string()
  .trim()
  .refine((text) => text === '' || birthDayIso(text) !== undefined, MSG.birthdayInvalid)
  .transform((text) => birthDayIso(text) ?? null);

/** yyyy-MM-dd of a day/month/year text, or undefined when it is no real date in range. */
export function birthDayIso(text: string, today: Date = new Date()): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  const iso = date.toISOString().slice(0, 10);
  const thisYear = today.getUTCFullYear();
  if (iso > today.toISOString().slice(0, 10) || year < thisYear - YEARS_IN_SELECTOR) return undefined;
  return iso;
}

export const registerBody = z
  .object({
    /**
     * The full name as the form joins it (surname then given name). The server stores it as the
     * display name and splits it into surname and given name unless both parts are sent as well.
     */
    Name: missingAsEmpty(nameText),
    Surname: namePart.optional(),
    GivenName: namePart.optional(),
    mobile: mobileField,
    SmsCode: missingAsEmpty(
      z.string().trim().min(1, MSG.smsCodeRequired).regex(SMS_CODE_PATTERN, MSG.smsCodeWrong),
    ),
    Pwd: missingAsEmpty(
      z
        .string()
        .max(64, MSG.passwordRule)
        .superRefine((password, ctx) => {
          const problem = passwordProblem(password);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
    ),
    /**
     * Beyond the spec's payload: the agree box (我已阅读并同意《网站使用条款》和《隐私政策》), which the
     * site sends as true. false is refused with the form's own message; a client of the spec's call
     * table sends nothing, and its register screen has the box (section 2), so the consent is
     * recorded as given through that screen (docs/decisions.md).
     */
    agreed: z
      .union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')])
      .transform((agreed) => agreed === true || agreed === 1 || agreed === '1')
      .refine((agreed) => agreed, MSG.agreeTerms)
      .optional(),
    BirthDay: birthDaySchema.optional(),
    /** 1 male, 0 female. */
    Sex: z
      .union([z.literal(GENDER.male), z.literal(GENDER.female), z.literal('1'), z.literal('0')], {
        error: MSG.sexInvalid,
      })
      .transform((sex) => Number(sex))
      .optional(),
  })
  .refine((body) => (body.Surname === undefined) === (body.GivenName === undefined), {
    message: MSG.nameIncomplete,
    path: ['Surname'],
  });
export type RegisterRequest = z.input<typeof registerBody>;
export const registerResponse = envelopeBase;

// ---- GET /user/userdetail ----

export const userDetail = z.object({
  userName: z.string(),
  /** The mobile, spelled as the spec's response spells it. */
  moible: z.string(),
  cardNo: z.string(),
  /** Level name, e.g. 普通会员. */
  vipName: z.string(),
  score: z.number().int(),
  /** Member-card balance in yuan, at most two decimals. */
  balance: z.number(),
});
export type UserDetail = z.infer<typeof userDetail>;
export const userDetailResponse = envelopeOf(userDetail);

// ---- POST /user/modifyUser ----

export const modifyUserBody = z.object({
  name: missingAsEmpty(z.string().trim().min(1, MSG.nameRequired).max(NAME_MAX_LENGTH, MSG.nameTooLong)),
});
export type ModifyUserRequest = z.input<typeof modifyUserBody>;
export const modifyUserResponse = envelopeBase;

// ---- POST /user/logout (path chosen by us; the spec's logout only clears the browser) ----

export const logoutResponse = envelopeBase;

// ---- GET /dev/sms-outbox (outside production only) ----

export const smsOutboxQuery = z.object({ mobile: z.string().trim().max(20).optional() });
export const smsOutboxEntry = z.object({
  mobile: z.string(),
  text: z.string(),
  /** The 6-digit code found in the text, or null. */
  code: z.string().nullable(),
  /** ISO 8601. */
  sentAt: z.string(),
});
export type SmsOutboxEntry = z.infer<typeof smsOutboxEntry>;
export const smsOutboxResponse = envelopeOf(z.array(smsOutboxEntry));
