import { describe, expect, it } from 'vitest';
import { httpErrorMessage } from '../src/messages.ts';
import {
  excerpt,
  guestSummary,
  MOBILE_PATTERN,
  passwordProblem,
  roomGuestsValid,
} from '../src/validation.ts';

describe('mobile numbers', () => {
  it('accepts 1 followed by 10 digits only', () => {
    expect(MOBILE_PATTERN.test('13800138000')).toBe(true);
    expect(MOBILE_PATTERN.test('23800138000')).toBe(false);
    expect(MOBILE_PATTERN.test('1380013800')).toBe(false);
    expect(MOBILE_PATTERN.test('138001380001')).toBe(false);
  });
});

describe('password rule', () => {
  it('asks for a letter and a digit before it asks for length', () => {
    expect(passwordProblem('abcdef')).toBe('您的密码不符合规则');
    expect(passwordProblem('123456')).toBe('您的密码不符合规则');
    expect(passwordProblem('ab12')).toBe('密码不能少于6位');
    expect(passwordProblem('Demo1234')).toBeUndefined();
  });
});

describe('guests', () => {
  it('allows at most 3 guests a room and at least one adult', () => {
    expect(roomGuestsValid({ adultNum: 2, childrenNum: 1 })).toBe(true);
    expect(roomGuestsValid({ adultNum: 3, childrenNum: 1 })).toBe(false);
    expect(roomGuestsValid({ adultNum: 0, childrenNum: 2 })).toBe(false);
  });

  it('summarises rooms, adults and children', () => {
    expect(
      guestSummary([
        { adultNum: 2, childrenNum: 1 },
        { adultNum: 1, childrenNum: 0 },
      ]),
    ).toEqual([2, 3, 1]);
  });
});

describe('excerpts', () => {
  it('strips markup, decodes entities and cuts at 110 characters with an ellipsis', () => {
    const html = `<p>光影&amp;酒店&nbsp;<b>欢迎</b>您</p>${'<p>舒适的客房</p>'.repeat(30)}`;
    const text = excerpt(html);
    expect(text.startsWith('光影&酒店 欢迎 您')).toBe(true);
    expect(text).not.toContain('<');
    expect(Array.from(text.replace(/\.\.\.$/, '')).length).toBe(110);
    expect(text.endsWith('...')).toBe(true);
  });

  it('leaves short text whole', () => {
    expect(excerpt('<p>短文</p>')).toBe('短文');
  });
});

describe('HTTP failure catalogue', () => {
  it('names each status the way section 8 does', () => {
    expect(httpErrorMessage(400)).toBe('请求错误');
    expect(httpErrorMessage(403)).toBe('未授权');
    expect(httpErrorMessage(404)).toBe('数据异常');
    expect(httpErrorMessage(408)).toBe('网络拥堵');
    expect(httpErrorMessage(502)).toBe('服务器错误(502)');
    expect(httpErrorMessage(503)).toBe('服务器错误503');
    expect(httpErrorMessage(418)).toBe('未知错误');
    expect(httpErrorMessage(undefined)).toBe('网络异常');
  });
});
