import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { informationRules } from '../src/features/booking/information-rules.ts';
import { payRules } from '../src/features/booking/pay-rules.ts';
import { loginRules, profileRules, registerRules } from '../src/features/member/form-rules.ts';

/**
 * What a form shows under a field for `value`: the first failing rule's message (the forms check
 * one rule after the other), or undefined. `values` are the form's other fields.
 */
async function shown(
  rules: readonly unknown[],
  value: unknown,
  values: Record<string, unknown> = {},
): Promise<string | undefined> {
  const form = { getFieldValue: (name: string) => values[name] };
  for (const entry of rules as FormRule[]) {
    const rule = typeof entry === 'function' ? entry(form as never) : entry;
    try {
      await rule.validator?.(rule, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}

describe('the information step says what it said before, now from submitOrder’s schema', () => {
  it('a wrong mobile, a missing guest, a wrong e-mail, too long a request', async () => {
    expect(await shown(informationRules.mobile, '1380013800')).toBe('请输入正确的手机号');
    expect(await shown(informationRules.mobile, '23800138000')).toBe('请输入正确的手机号');
    expect(await shown(informationRules.mobile, '13800138000')).toBeUndefined();
    expect(await shown(informationRules.guestName, '  ')).toBe('请输入姓氏和名字');
    expect(await shown(informationRules.guestName, '张三')).toBeUndefined();
    expect(await shown(informationRules.email, 'a@b')).toBe('邮箱格式不正确');
    // the e-mail is optional
    expect(await shown(informationRules.email, '')).toBeUndefined();
    expect(await shown(informationRules.remark, '静'.repeat(301))).toBe('特殊要求不能超过300字');
    expect(await shown(informationRules.remark, '静'.repeat(300))).toBeUndefined();
  });

  it('PayStep wants a method, and the member password for the card', async () => {
    expect(await shown(payRules.method, undefined)).toBe('请选择支付方式');
    expect(await shown(payRules.method, 'ddzf')).toBeUndefined();
    expect(await shown(payRules.password, '')).toBe('请输入会员密码');
    expect(await shown(payRules.password, 'Demo1234')).toBeUndefined();
  });
});

describe('the member forms say what they said before, now from the user schemas', () => {
  it('login: the mobile’s message for a wrong mobile and for a missing code', async () => {
    expect(await shown(loginRules.mobile, '1391234567')).toBe('请输入正确的手机号');
    expect(await shown(loginRules.code, '')).toBe('请输入正确的手机号');
    expect(await shown(loginRules.code, '123456')).toBeUndefined();
  });

  it('registration: name, code, password rule and length, repeat, terms, birthday', async () => {
    // the name is one problem of its two fields, checked at the surname
    expect(await shown(registerRules.name, ' ', { givenName: '小明' })).toBe('请填写完整的姓名');
    expect(await shown(registerRules.name, '王', { givenName: '' })).toBe('请填写完整的姓名');
    // the whole name may have 20 characters at most
    expect(await shown(registerRules.name, '欧阳', { givenName: '小'.repeat(19) })).toBe(
      '姓名不能超过20个字',
    );
    expect(await shown(registerRules.name, '欧阳', { givenName: '小'.repeat(18) })).toBeUndefined();
    expect(await shown(registerRules.smsCode, '')).toBe('请输入验证码');
    expect(await shown(registerRules.password, 'abcdef')).toBe('您的密码不符合规则');
    expect(await shown(registerRules.password, 'abc12')).toBe('密码不能少于6位');
    expect(await shown(registerRules.password, 'abc123')).toBeUndefined();
    expect(await shown(registerRules.passwordRepeat, 'abc124', { password: 'abc123' })).toBe(
      '两次密码不一致',
    );
    expect(await shown(registerRules.passwordRepeat, 'abc123', { password: 'abc123' })).toBeUndefined();
    expect(await shown(registerRules.agreed, false)).toBe('请同意协议');
    expect(await shown(registerRules.birthday, { year: 1990 })).toBe('请选择完整的出生日期');
    expect(await shown(registerRules.birthday, {})).toBeUndefined();
    expect(await shown(registerRules.birthday, { year: 1990, month: 2, day: 28 })).toBeUndefined();
  });

  it('profile: a name is needed, of 20 characters at most', async () => {
    expect(await shown(profileRules.name, ' ')).toBe('请输入姓名');
    expect(await shown(profileRules.name, '名'.repeat(21))).toBe('姓名不能超过20个字');
    expect(await shown(profileRules.name, '钱多多')).toBeUndefined();
  });
});
