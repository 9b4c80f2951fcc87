import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { members, rateLimitCounters, sessions, smsCodes } from '../../src/db/schema/members.ts';
import { verifyPassword } from '../../src/lib/password.ts';
import { hashToken } from '../../src/members/services/sessions.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  insertMemberLevels,
  insertTestMember,
  loginRequest,
  outboxCode,
  registerRequest,
  registerThroughApp,
  requestSmsCode,
  tokenFor,
  uniqueMobile,
} from '../helpers/member-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ prepare: insertMemberLevels });
});
afterAll(async () => {
  await t.close();
});

// Time is the test's: the 5-minute, 60-second and 30-day rules are checked without sleeping.
const START = new Date('2026-03-10T02:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

function userDetail(token?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/crsapi/v1/user/userdetail',
    headers: token === undefined ? {} : { usertoken: token },
  });
}

async function loginThroughApp(mobile: string): Promise<string> {
  await requestSmsCode(t.app, mobile, 2);
  const res = await loginRequest(t.app, mobile, await outboxCode(t.app, mobile));
  expect(res.statusCode).toBe(200);
  return res.json().data.token;
}

async function rowCounts() {
  return {
    members: await t.db.$count(members),
    sessions: await t.db.$count(sessions),
    codes: await t.db.$count(smsCodes),
    counters: await t.db.$count(rateLimitCounters),
  };
}

describe('a member from first code to logout', () => {
  it('registers, logs in, reads and renames the profile, and logs out', async () => {
    const mobile = uniqueMobile();

    const sent = await requestSmsCode(t.app, mobile, 1);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      statusCode: 200,
      message: '验证码已发送',
      msg: '验证码已发送',
    });

    const outbox = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox', query: { mobile } });
    expect(outbox.statusCode).toBe(200);
    const [message] = outbox.json().data;
    expect(message).toMatchObject({ mobile, code: expect.stringMatching(/^\d{6}$/) });
    expect(message.text).toContain(message.code);
    expect(Date.parse(message.sentAt)).not.toBeNaN();

    const registered = await registerRequest(t.app, {
      Name: '欧阳娜娜',
      mobile,
      SmsCode: message.code,
      Pwd: 'abc123',
      BirthDay: '15/06/1990',
      Sex: 0,
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ success: true, statusCode: 200, message: '注册成功' });

    const [member] = await t.db.select().from(members).where(eq(members.mobile, mobile));
    expect(member).toMatchObject({
      surname: '欧阳',
      givenName: '娜娜',
      name: '欧阳娜娜',
      birthday: '1990-06-15',
      sex: 0,
      levelCode: 'normal',
      score: 0,
      balanceFen: 0,
    });
    expect(member?.cardNo).toMatch(/^GY\d{10}$/);

    await requestSmsCode(t.app, mobile, 2);
    const login = await loginRequest(t.app, mobile, await outboxCode(t.app, mobile));
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, statusCode: 200, message: '登录成功' });
    const { token, name } = login.json().data;
    expect(name).toBe('欧阳娜娜');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);

    const detail = await userDetail(token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toEqual({
      userName: '欧阳娜娜',
      moible: mobile,
      cardNo: member?.cardNo,
      vipName: '普通会员',
      score: 0,
      balance: 0,
    });

    const renamed = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/user/modifyUser',
      headers: { usertoken: token },
      payload: { name: '娜娜' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ success: true, message: '修改成功' });
    expect((await userDetail(token)).json().data.userName).toBe('娜娜');

    const logout = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/user/logout',
      headers: { usertoken: token },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toMatchObject({ success: true, message: '已退出登录' });

    const after = await userDetail(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      success: false,
      statusCode: 9999,
      message: '登录超时',
      msg: '登录超时',
      code: 'LOGIN_REQUIRED',
    });
  });

  it('shows the card balance in yuan', async () => {
    const member = await insertTestMember(t.db, { balanceFen: 500_050, score: 120 });
    const res = await userDetail(await tokenFor(t.db, member.id));
    expect(res.json().data).toMatchObject({ balance: 5000.5, score: 120 });
  });

  it('stores the password as an scrypt hash and the token only as its SHA-256', async () => {
    const mobile = await registerThroughApp(t.app, { Pwd: 'secret99' });
    const [member] = await t.db.select().from(members).where(eq(members.mobile, mobile));
    expect(member?.passwordHash).toMatch(/^scrypt\$/);
    expect(member?.passwordHash).not.toContain('secret99');
    expect(await verifyPassword('secret99', member?.passwordHash ?? '')).toBe(true);

    const token = await loginThroughApp(mobile);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.memberId, member?.id ?? 0));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(START.getTime() + 30 * 24 * 3600 * 1000);
  });
});

describe('calls that need a login', () => {
  const guarded = [
    { method: 'GET' as const, url: '/crsapi/v1/user/userdetail' },
    { method: 'POST' as const, url: '/crsapi/v1/user/modifyUser', payload: { name: '新名字' } },
    { method: 'POST' as const, url: '/crsapi/v1/user/logout' },
  ];

  it.each(guarded)(
    '$url answers 9999 without a token, with an unknown one, or an empty one',
    async (call) => {
      for (const headers of [
        {},
        { usertoken: 'not-a-token' },
        { usertoken: '' },
        { usertoken: 'x'.repeat(500) },
      ]) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          success: false,
          statusCode: 9999,
          message: '登录超时',
          msg: '登录超时',
          code: 'LOGIN_REQUIRED',
        });
      }
    },
  );

  it('ends a token after 30 days', async () => {
    const member = await insertTestMember(t.db);
    const token = await tokenFor(t.db, member.id);
    vi.setSystemTime(START.getTime() + 30 * 24 * 3600 * 1000 - 1000);
    expect((await userDetail(token)).statusCode).toBe(200);
    vi.setSystemTime(START.getTime() + 30 * 24 * 3600 * 1000);
    const res = await userDetail(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 9999, message: '登录超时' });
  });

  it('ends only the session logged out of', async () => {
    const member = await insertTestMember(t.db);
    const phone = await tokenFor(t.db, member.id);
    const laptop = await tokenFor(t.db, member.id);
    await t.app.inject({ method: 'POST', url: '/crsapi/v1/user/logout', headers: { usertoken: phone } });
    expect((await userDetail(phone)).statusCode).toBe(401);
    expect((await userDetail(laptop)).statusCode).toBe(200);
  });

  it('changes nothing but the name of the caller', async () => {
    const me = await insertTestMember(t.db, { name: '甲' });
    const other = await insertTestMember(t.db, { name: '乙' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/user/modifyUser',
      headers: { usertoken: await tokenFor(t.db, me.id) },
      payload: { name: '  丙  ', mobile: '13000000000', cardNo: 'GY0000000000' },
    });
    expect(res.statusCode).toBe(200);
    const [mine] = await t.db.select().from(members).where(eq(members.id, me.id));
    const [theirs] = await t.db.select().from(members).where(eq(members.id, other.id));
    expect(mine).toMatchObject({ name: '丙', mobile: me.mobile, cardNo: me.cardNo });
    expect(theirs?.name).toBe('乙');
  });
});

describe('registration', () => {
  const valid = { Name: '张三', mobile: '13912345678', SmsCode: '123456', Pwd: 'abc123' };

  it.each([
    ['an empty name', { Name: '' }, '请填写完整的姓名'],
    ['a name without a given name', { Name: '张' }, '请填写完整的姓名'],
    ['a surname without a given name', { Surname: '张' }, '请填写完整的姓名'],
    ['a missing name, before a bad mobile', { Name: undefined, mobile: '123' }, '请填写完整的姓名'],
    ['a bad mobile', { mobile: '23912345678' }, '请输入正确的手机号'],
    ['a bad mobile, before an empty code', { mobile: '1391234567', SmsCode: '' }, '请输入正确的手机号'],
    ['an empty code', { SmsCode: '' }, '请输入验证码'],
    ['an empty code, before a bad password', { SmsCode: '', Pwd: 'abc' }, '请输入验证码'],
    ['a password without a digit', { Pwd: 'abcdefg' }, '您的密码不符合规则'],
    ['a password without a letter', { Pwd: '1234567' }, '您的密码不符合规则'],
    ['a short password', { Pwd: 'ab12' }, '密码不能少于6位'],
    ['an impossible birthday', { BirthDay: '31/02/1990' }, '出生日期有误'],
    ['a birthday in another format', { BirthDay: '1990-06-15' }, '出生日期有误'],
    ['an unknown sex', { Sex: 2 }, '性别有误'],
  ])('refuses %s with its message and writes nothing', async (_, change, message) => {
    const before = await rowCounts();
    const res = await registerRequest(t.app, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 400,
      message,
      msg: message,
      code: 'BAD_REQUEST',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a mobile that is registered already, before any code', async () => {
    const member = await insertTestMember(t.db);
    const sent = await requestSmsCode(t.app, member.mobile, 1);
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({ success: false, statusCode: 409, message: '该手机号已注册' });

    const res = await registerRequest(t.app, { ...valid, mobile: member.mobile });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, statusCode: 409, message: '该手机号已注册' });
  });

  it('refuses the second registration of a mobile even with a fresh code in hand', async () => {
    const mobile = uniqueMobile();
    await requestSmsCode(t.app, mobile, 1);
    const code = await outboxCode(t.app, mobile);
    const first = await registerRequest(t.app, { ...valid, mobile, SmsCode: code });
    expect(first.statusCode).toBe(200);
    const again = await registerRequest(t.app, { ...valid, mobile, SmsCode: code, Name: '李四' });
    expect(again.json()).toMatchObject({ success: false, message: '该手机号已注册' });
    expect(await t.db.$count(members, eq(members.mobile, mobile))).toBe(1);
  });

  it('keeps the surname and given name when the form sends them', async () => {
    const mobile = uniqueMobile();
    await requestSmsCode(t.app, mobile, 1);
    const res = await registerRequest(t.app, {
      ...valid,
      mobile,
      Name: '司马光',
      Surname: '司',
      GivenName: '马光',
      SmsCode: await outboxCode(t.app, mobile),
    });
    expect(res.statusCode).toBe(200);
    const [member] = await t.db.select().from(members).where(eq(members.mobile, mobile));
    expect(member).toMatchObject({ surname: '司', givenName: '马光', name: '司马光' });
  });

  it('refuses a wrong code', async () => {
    const mobile = uniqueMobile();
    await requestSmsCode(t.app, mobile, 1);
    const right = await outboxCode(t.app, mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    const res = await registerRequest(t.app, { ...valid, mobile, SmsCode: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: '验证码错误' });
    expect(await t.db.$count(members, eq(members.mobile, mobile))).toBe(0);
  });

  it('refuses a login code for registration', async () => {
    const mobile = uniqueMobile();
    const res = await registerRequest(t.app, { ...valid, mobile });
    expect(res.json()).toMatchObject({ success: false, message: '请先获取验证码' });
  });
});

describe('login', () => {
  it('tells an unregistered mobile to register, on the code and on login', async () => {
    const mobile = uniqueMobile();
    const sent = await requestSmsCode(t.app, mobile, 2);
    expect(sent.json()).toMatchObject({ success: false, message: '请先注册' });
    const res = await loginRequest(t.app, mobile, '123456');
    expect(res.json()).toMatchObject({ success: false, message: '请先注册' });
  });

  it.each([
    ['a bad mobile', { mobile: '1234', code: '123456', mode: 1 }, '请输入正确的手机号'],
    [
      'an empty code (the spec shows the mobile message)',
      { mobile: '13912345678', code: '' },
      '请输入正确的手机号',
    ],
    ['a code of five digits', { mobile: '13912345678', code: '12345' }, '验证码错误'],
    ['another mode', { mobile: '13912345678', code: '123456', mode: 2 }, '暂不支持该登录方式'],
  ])('refuses %s with a 400 and writes nothing', async (_, payload, message) => {
    const before = await rowCounts();
    const res = await t.app.inject({ method: 'POST', url: '/crsapi/v1/user/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 400,
      message,
      msg: message,
      code: 'BAD_REQUEST',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('accepts mode as text and an undefined Pwd, as the site sends them', async () => {
    const member = await insertTestMember(t.db);
    await requestSmsCode(t.app, member.mobile, 2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/user/login',
      payload: { mobile: member.mobile, code: await outboxCode(t.app, member.mobile), mode: '1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe(member.name);
  });
});

describe('invalid input elsewhere', () => {
  it.each([
    ['a bad mobile', { mobile: '2391234567', type: '1' }, '请输入正确的手机号'],
    ['no mobile', { type: '1' }, '请输入正确的手机号'],
    ['an unknown type', { mobile: '13912345678', type: '3' }, '验证码类型有误'],
  ])('smscode refuses %s and writes nothing', async (_, query, message) => {
    const outboxSize = async () =>
      (await t.app.inject({ method: 'GET', url: '/dev/sms-outbox' })).json().data.length;
    const before = { rows: await rowCounts(), sent: await outboxSize() };
    const res = await t.app.inject({ method: 'GET', url: '/crsapi/v1/user/smscode', query });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 400,
      message,
      msg: message,
      code: 'BAD_REQUEST',
    });
    expect({ rows: await rowCounts(), sent: await outboxSize() }).toEqual(before);
  });

  it.each([
    ['an empty name', { name: '   ' }, '请输入姓名'],
    ['no name', {}, '请输入姓名'],
    ['a name too long', { name: '名'.repeat(21) }, '姓名不能超过20个字'],
  ])('modifyUser refuses %s and keeps the name', async (_, payload, message) => {
    const member = await insertTestMember(t.db, { name: '原名' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/user/modifyUser',
      headers: { usertoken: await tokenFor(t.db, member.id) },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 400,
      message,
      msg: message,
      code: 'BAD_REQUEST',
    });
    const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.name).toBe('原名');
  });

  it('publishes the user calls in the OpenAPI document, but not the dev outbox', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const path of ['smscode', 'login', 'register', 'userdetail', 'modifyUser', 'logout']) {
      expect(Object.keys(doc.paths)).toContain(`/crsapi/v1/user/${path}`);
    }
    expect(Object.keys(doc.paths)).not.toContain('/dev/sms-outbox');
  });
});
