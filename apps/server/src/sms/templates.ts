import { z } from 'zod';

/** The facts of a booking confirmation, in the order of Tencent Cloud's {1}, {2}, … */
const BOOKING_PARAMS = [
  'orderNo',
  'hotel',
  'roomType',
  'rooms',
  'checkin',
  'checkout',
  'nights',
  'amount',
] as const;

/**
 * Every message the site sends by SMS. A gateway sends only templates its operator registered and
 * it approved, so each message is a template (its id from `env`) with named variables: Aliyun takes
 * them by name (TemplateParam), Tencent Cloud as a list (TemplateParamSet) in the order of `params`,
 * which is the order a Tencent template numbers them {1}, {2}, … The booking templates differ in
 * their fixed wording (what holds the room, what cancelling costs): gateways refuse variables that
 * carry whole sentences, so each wording is a template of its own. README.md has the wordings.
 */
export const SMS_TEMPLATES = {
  register: { env: 'SMS_TEMPLATE_REGISTER', params: ['code'] },
  login: { env: 'SMS_TEMPLATE_LOGIN', params: ['code'] },
  /** The code that closes a member's account (注销账号), sent to the logged-in member's own mobile. */
  closeAccount: { env: 'SMS_TEMPLATE_CLOSE_ACCOUNT', params: ['code'] },
  /** Paid, cancelled free of charge until `freeUntil` (yyyy-MM-dd HH:mm, the rate plan's policy). */
  bookingPaid: { env: 'SMS_TEMPLATE_BOOKING_PAID', params: [...BOOKING_PARAMS, 'freeUntil'] },
  /** Paid at a rate that cannot be cancelled. */
  bookingPaidNonRefundable: { env: 'SMS_TEMPLATE_BOOKING_PAID_NON_REFUNDABLE', params: BOOKING_PARAMS },
  /** Guaranteed for payment at the hotel: the room is held until a time. */
  bookingPayAtHotel: { env: 'SMS_TEMPLATE_BOOKING_PAY_AT_HOTEL', params: [...BOOKING_PARAMS, 'holdUntil'] },
} as const;

export type SmsTemplate = keyof typeof SMS_TEMPLATES;

export const SMS_TEMPLATE_NAMES = Object.keys(SMS_TEMPLATES) as SmsTemplate[];

/** The variables of one template, by name. */
export type SmsParams<T extends SmsTemplate> = Record<(typeof SMS_TEMPLATES)[T]['params'][number], string>;

/** A template with its variables: what a gateway sends. */
export interface SmsTemplateCall {
  template: SmsTemplate;
  params: Readonly<Record<string, string>>;
}

/**
 * One message as the services hand it over: the template call for a gateway, and the full text
 * (with the 【brand】 sign) for the console provider and its development outbox.
 */
export interface SmsMessage extends SmsTemplateCall {
  mobile: string;
  text: string;
}

/** A template call whose variables the compiler checks against the template's list. */
export function templateCall<T extends SmsTemplate>(template: T, params: SmsParams<T>): SmsTemplateCall {
  return { template, params };
}

/** Tencent Cloud's TemplateParamSet: the variables in the template's order. */
export function orderedParams(call: SmsTemplateCall): string[] {
  const names: readonly string[] = SMS_TEMPLATES[call.template].params;
  return names.map((name) => call.params[name] ?? '');
}

const storedCall = z
  .object({ template: z.enum(SMS_TEMPLATE_NAMES), params: z.record(z.string(), z.string()) })
  .refine(({ template, params }) => SMS_TEMPLATES[template].params.every((name) => name in params));

/**
 * The template call a confirmation row kept (jsonb), checked as it is read back: null when the row
 * keeps none, or one this code can no longer send (a template renamed or given a variable since).
 */
export function storedTemplateCall(stored: unknown): SmsTemplateCall | null {
  const parsed = storedCall.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
