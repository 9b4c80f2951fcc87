import { orderPayBody } from '@hotel/shared/api/pay';
import { PAY_METHOD } from '@hotel/shared/constants';
import { formRule } from '@hotel/shared/form-rules';
import { MSG } from '@hotel/shared/messages';

/** What the guest chooses and types on PayStep. */
export interface PayValues {
  /** The chosen method's code. */
  method: string | undefined;
  /** The member password, asked for the member card only. */
  password: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * orderpay's own checks of a method and of the member password (shared api/pay.ts): the request
 * checked with only the field in question filled as the guest filled it.
 */
export const payRules = {
  method: [formRule(orderPayBody, (method) => ({ revNo: '-', payCode: text(method), cardPwd: '-' }))],
  password: [
    formRule(orderPayBody, (password) => ({
      revNo: '-',
      payCode: PAY_METHOD.memberCard,
      cardPwd: text(password),
    })),
  ],
};

/** The field of PayStep a refusal of orderpay is about (会员密码错误: the password). */
export function payFieldOf(message: string): keyof PayValues | undefined {
  if (message === MSG.memberPasswordWrong || message === MSG.memberPasswordLocked) return 'password';
  if (message === MSG.payMethodRequired || message === MSG.payMethodUnsupported) return 'method';
  return undefined;
}
