import { describe, expect, it } from 'vitest';
import { loginBody } from '../src/api/user.ts';
import { digitsOnly, formRule, problemOf } from '../src/form-rules.ts';

/** What a form shows for `value` under the rule: its message, or undefined when it passes. */
async function shown(rule: ReturnType<typeof formRule>, value: unknown): Promise<string | undefined> {
  try {
    await rule.validator({}, value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('form rules from the request schemas', () => {
  it('give the first message of the schema, as the server would', async () => {
    const code = formRule(loginBody.shape.code);
    // empty: the spec's login says 请输入正确的手机号 for a missing code too
    expect(await shown(code, '')).toBe('请输入正确的手机号');
    expect(await shown(code, undefined)).toBe('请输入正确的手机号');
    expect(await shown(code, '12345')).toBe('验证码错误');
    expect(await shown(code, '123456')).toBeUndefined();
    expect(problemOf(loginBody.shape.mobile, '2380013800')).toBe('请输入正确的手机号');
    expect(problemOf(loginBody.shape.mobile, ' 13800138000 ')).toBeUndefined();
  });

  it('check what the request carries when the form holds it otherwise', async () => {
    const mobileOfText = formRule(loginBody.shape.mobile, (value) => `1${String(value)}`);
    expect(await shown(mobileOfText, '3800138000')).toBeUndefined();
    expect(await shown(mobileOfText, '380013800')).toBe('请输入正确的手机号');
  });

  it('keep only the digits of a mobile or a code', () => {
    expect(digitsOnly('138 0013-8000')).toBe('13800138000');
    expect(digitsOnly(undefined)).toBe('');
  });
});
