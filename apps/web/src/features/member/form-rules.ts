import { NAME_MAX_LENGTH, type RegisterRequest } from '@hotel/shared/api/user';
import type { GENDER } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { MOBILE_PATTERN, passwordProblem } from '@hotel/shared/validation';
import { type DmyValue, dmyIncomplete, dmyText } from '../../components/dmy-selector.tsx';
import { MEMBER_TEXT } from './messages.ts';

/** The first thing wrong with a form: which field, and the message to show there. */
export interface FormProblem<F extends string> {
  field: F;
  message: string;
}

export type Sex = (typeof GENDER)[keyof typeof GENDER];

export interface RegisterForm {
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

export type RegisterField = keyof RegisterForm;

export const emptyRegisterForm = (): RegisterForm => ({
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

/** The mobile check of sending a code, logging in and registering. */
export function mobileProblem(mobile: string): string | undefined {
  return MOBILE_PATTERN.test(mobile.trim()) ? undefined : MSG.mobileInvalid;
}

/** Surname and given name as one name; Latin names keep a space between the parts (`Zhang San`). */
export function fullName(surname: string, givenName: string): string {
  const [first, last] = [surname.trim(), givenName.trim()];
  return /^[A-Za-z]/.test(first) && /^[A-Za-z]/.test(last) ? `${first} ${last}` : `${first}${last}`;
}

/**
 * Registration checks in the order of section 5: name, mobile, SMS code, password rule, password
 * length, passwords equal, terms. Two checks the spec does not list come where they belong: the
 * name's length after the name, a half-chosen birthday last.
 */
export function registerProblem(form: RegisterForm): FormProblem<RegisterField> | undefined {
  if (form.surname.trim() === '') return { field: 'surname', message: MSG.nameIncomplete };
  if (form.givenName.trim() === '') return { field: 'givenName', message: MSG.nameIncomplete };
  if (Array.from(fullName(form.surname, form.givenName)).length > NAME_MAX_LENGTH) {
    return { field: 'givenName', message: MSG.nameTooLong };
  }
  const mobile = mobileProblem(form.mobile);
  if (mobile) return { field: 'mobile', message: mobile };
  if (form.smsCode.trim() === '') return { field: 'smsCode', message: MSG.smsCodeRequired };
  const password = passwordProblem(form.password);
  if (password) return { field: 'password', message: password };
  if (form.password !== form.passwordRepeat)
    return { field: 'passwordRepeat', message: MSG.passwordMismatch };
  if (!form.agreed) return { field: 'agreed', message: MSG.agreeTerms };
  if (dmyIncomplete(form.birthday)) return { field: 'birthday', message: MEMBER_TEXT.birthdayIncomplete };
  return undefined;
}

/** The register call's body (section 7): Sex 1 male / 0 female, BirthDay `d/m/yyyy`. */
export function registerBody(form: RegisterForm): RegisterRequest {
  return {
    SmsCode: form.smsCode.trim(),
    Name: fullName(form.surname, form.givenName),
    Surname: form.surname.trim(),
    GivenName: form.givenName.trim(),
    mobile: form.mobile.trim(),
    Pwd: form.password,
    BirthDay: dmyText(form.birthday),
    Sex: form.sex,
  };
}

export interface LoginForm {
  mobile: string;
  code: string;
}

/** Login checks: the mobile, then the code, which the spec answers with the mobile's message too. */
export function loginProblem(form: LoginForm): FormProblem<keyof LoginForm> | undefined {
  const mobile = mobileProblem(form.mobile);
  if (mobile) return { field: 'mobile', message: mobile };
  if (form.code.trim() === '') return { field: 'code', message: MSG.mobileInvalid };
  return undefined;
}

/** Profile name: non-empty and at most 20 characters, as the server checks it. */
export function nameProblem(name: string): string | undefined {
  if (name.trim() === '') return MSG.nameRequired;
  if (Array.from(name.trim()).length > NAME_MAX_LENGTH) return MSG.nameTooLong;
  return undefined;
}
