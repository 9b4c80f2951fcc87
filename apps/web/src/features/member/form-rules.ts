import { loginBody, modifyUserBody, type RegisterRequest, registerBody } from '@hotel/shared/api/user';
import type { GENDER } from '@hotel/shared/constants';
import { type FormRule, formRule } from '@hotel/shared/form-rules';
import { MSG } from '@hotel/shared/messages';
import { type DmyValue, dmyIncomplete, dmyText } from '../../components/dmy-selector.tsx';
import { MEMBER_TEXT } from './messages.ts';

/**
 * The member forms' rules, each from the schema the server checks the same call with (shared
 * api/user.ts), so a form says what the server would; the few checks only a form makes (the
 * repeated password, the terms, half a birthday) are here too.
 */

export type Sex = (typeof GENDER)[keyof typeof GENDER];

export interface RegisterValues {
  surname: string;
  givenName: string;
  mobile: string;
  smsCode: string;
  password: string;
  passwordRepeat: string;
  birthday: DmyValue;
  sex: Sex | undefined;
  agreed: boolean;
}

export type RegisterField = keyof RegisterValues;

export const emptyRegisterForm = (): RegisterValues => ({
  surname: '',
  givenName: '',
  mobile: '',
  smsCode: '',
  password: '',
  passwordRepeat: '',
  birthday: {},
  sex: undefined,
  // The agree box starts checked (section 2).
  agreed: true,
});

/** Surname and given name as one name; Latin names keep a space between the parts (`Zhang San`). */
export function fullName(surname: string, givenName: string): string {
  const [first, last] = [surname.trim(), givenName.trim()];
  return /^[A-Za-z]/.test(first) && /^[A-Za-z]/.test(last) ? `${first} ${last}` : `${first}${last}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A rule only a form has: `problem` says what is wrong with the value, or nothing. */
function check(problem: (value: unknown) => string | undefined): FormRule {
  return {
    validator: async (_rule, value) => {
      const found = problem(value);
      if (found) throw new Error(found);
    },
  };
}

const fields = registerBody.shape;

type OtherFields = { getFieldValue: (name: RegisterField) => unknown };

/**
 * Registration rules; a Form.Item with several rules has validateFirst. The name (请填写完整的姓名)
 * is one problem of both its fields, shown at the surname: the surname and the given name each as
 * sent, then the whole name (at most 20 characters).
 */
export const registerRules = {
  name: [
    formRule(fields.Surname),
    ({ getFieldValue }: OtherFields) => formRule(fields.GivenName, () => text(getFieldValue('givenName'))),
    ({ getFieldValue }: OtherFields) =>
      formRule(fields.Name, (surname) => fullName(text(surname), text(getFieldValue('givenName')))),
  ],
  mobile: [formRule(fields.mobile)],
  smsCode: [formRule(fields.SmsCode)],
  password: [formRule(fields.Pwd)],
  passwordRepeat: [
    ({ getFieldValue }: OtherFields) =>
      check((repeat) =>
        text(repeat) === text(getFieldValue('password')) ? undefined : MSG.passwordMismatch,
      ),
  ],
  agreed: [formRule(fields.agreed)],
  birthday: [
    check((value) => (dmyIncomplete(value ?? {}) ? MEMBER_TEXT.birthdayIncomplete : undefined)),
    formRule(fields.BirthDay, (value) => dmyText(value ?? {}) ?? ''),
  ],
};

/**
 * The order of section 5: name, mobile, SMS code, password rule and length, passwords equal, terms.
 * A half-chosen birthday, which the spec does not list, comes last.
 */
export const REGISTER_ORDER: readonly RegisterField[] = [
  'surname',
  'mobile',
  'smsCode',
  'password',
  'passwordRepeat',
  'agreed',
  'birthday',
];

/**
 * The register call's body (section 7): Sex 1 male / 0 female, BirthDay `d/m/yyyy`, and beyond the
 * spec the agree box (`agreed`), which the server records with the documents' versions.
 */
export function registerRequest(values: RegisterValues): RegisterRequest {
  return {
    SmsCode: values.smsCode.trim(),
    Name: fullName(values.surname, values.givenName),
    Surname: values.surname.trim(),
    GivenName: values.givenName.trim(),
    mobile: values.mobile.trim(),
    Pwd: values.password,
    BirthDay: dmyText(values.birthday),
    Sex: values.sex,
    agreed: values.agreed,
  };
}

export interface LoginValues {
  mobile: string;
  code: string;
}

/** Login: the mobile, then the code, which the spec answers with the mobile's message when empty. */
export const loginRules = {
  mobile: [formRule(loginBody.shape.mobile)],
  code: [formRule(loginBody.shape.code)],
};

export const LOGIN_ORDER: readonly (keyof LoginValues)[] = ['mobile', 'code'];

/** Profile name: non-empty and at most 20 characters, as the server checks it. */
export const profileRules = { name: [formRule(modifyUserBody.shape.name)] };

/** The profile's one field, when a refusal is about it. */
export function profileFieldOf(message: string): 'name' | undefined {
  return message === MSG.nameRequired || message === MSG.nameTooLong ? 'name' : undefined;
}

/** Refusals of the code, login and register calls that are about the code typed. */
const CODE_REFUSALS: readonly string[] = [
  MSG.smsCodeMissing,
  MSG.smsCodeWrong,
  MSG.smsCodeExpired,
  MSG.smsCodeUsed,
  MSG.smsCodeEnded,
];
/** Refusals about the mobile: not registered for a login, registered already for a registration. */
const MOBILE_REFUSALS: readonly string[] = [MSG.mobileInvalid, MSG.registerFirst, MSG.mobileRegistered];

/** The field of the login form a refusal is about, where the form shows it. */
export function loginFieldOf(message: string): keyof LoginValues | undefined {
  if (CODE_REFUSALS.includes(message)) return 'code';
  if (MOBILE_REFUSALS.includes(message)) return 'mobile';
  return undefined;
}

/** The field of the register form a refusal is about, where the form shows it. */
export function registerFieldOf(message: string): RegisterField | undefined {
  if (CODE_REFUSALS.includes(message)) return 'smsCode';
  if (MOBILE_REFUSALS.includes(message)) return 'mobile';
  if (message === MSG.nameIncomplete || message === MSG.nameTooLong) return 'surname';
  if (message === MSG.passwordRule || message === MSG.passwordTooShort) return 'password';
  if (message === MSG.birthdayInvalid) return 'birthday';
  return undefined;
}
