import { SMS_TEMPLATE_NAMES, SMS_TEMPLATES, type SmsTemplate } from '../../src/sms/templates.ts';

/** The sign the stand-ins approved. */
export const SIGN_NAME = '光影酒店';

/** Template ids as a gateway numbers them, one per message, and the variables they name. */
export const TEMPLATE_IDS: Record<SmsTemplate, string> = {
  register: '2100001',
  login: '2100002',
  bookingPaid: '2100003',
  bookingPaidNonRefundable: '2100004',
  bookingPayAtHotel: '2100005',
  closeAccount: '2100006',
};

export const TEMPLATE_ENV = Object.fromEntries(
  SMS_TEMPLATE_NAMES.map((name) => [SMS_TEMPLATES[name].env, TEMPLATE_IDS[name]]),
);

export function templateNamed(id: string): SmsTemplate {
  const name = SMS_TEMPLATE_NAMES.find((n) => TEMPLATE_IDS[n] === id);
  if (!name) throw new Error(`no template ${id}`);
  return name;
}
