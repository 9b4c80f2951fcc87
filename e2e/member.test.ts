import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import { outboxCode, siteUnderTest, storedValue } from './helpers/site.ts';

const site = siteUnderTest();

let mobileSeq = 0;
/** A mobile nobody has registered on this fresh server. */
function newMobile(): string {
  mobileSeq += 1;
  return `139${String(Date.now() % 1e6).padStart(6, '0')}${String(mobileSeq).padStart(2, '0')}`;
}

function api<T>(path: string, body?: unknown) {
  return site.call<{ success: boolean; message: string; data: T }>(path, body);
}

/** A member registered through the API, ready to log in through the site. */
async function registeredMember(name = '赵云'): Promise<string> {
  const mobile = newMobile();
  expect((await api(`/crsapi/v1/user/smscode?mobile=${mobile}&type=1`)).success).toBe(true);
  const code = await outboxCode(site, mobile);
  const result = await api('/crsapi/v1/user/register', {
    SmsCode: code,
    Name: name,
    mobile,
    Pwd: 'abc123',
  });
  expect(result.success).toBe(true);
  return mobile;
}

/** Console errors, less the responses a test expects to be refused (401 for 9999, 400/429 for codes). */
function unexpected(errors: string[], ...statuses: number[]): string[] {
  return errors.filter(
    (text) =>
      !statuses.some((status) =>
        text.startsWith(`Failed to load resource: the server responded with a status of ${status}`),
      ),
  );
}

function stored(page: Page, key: string): Promise<unknown> {
  return storedValue(page, key);
}

/** Logs in through the open login modal with a fresh code from the outbox. */
async function logInThroughModal(page: Page, mobile: string): Promise<void> {
  const form = page.getByRole('form', { name: '会员登录' });
  await form.waitFor();
  await form.getByLabel('手机号').fill(mobile);
  await form.getByRole('button', { name: '发送' }).click();
  await expect.poll(() => form.getByRole('button', { name: /^重新发送 \d+s$/ }).isDisabled()).toBe(true);
  await form.getByLabel('验证码').fill(await outboxCode(site, mobile));
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => page.getByText('登录成功').first().isVisible()).toBe(true);
  await expect.poll(() => form.isVisible()).toBe(false);
}

describe('members', () => {
  it('registers, logs in, edits the profile and logs out on a desktop', async () => {
    const { page, errors } = await site.browser.newPage(DESKTOP);
    const mobile = newMobile();
    await page.goto(`${site.baseUrl}/register`);
    expect(await page.title()).toContain('会员注册');
    const form = page.getByRole('form', { name: '会员注册' });

    await form.getByLabel('姓', { exact: true }).fill('钱');
    await form.getByLabel('名', { exact: true }).fill('多多');
    await form.getByLabel('手机号').fill(mobile);
    await form.getByRole('button', { name: '发送' }).click();
    await expect.poll(() => form.getByRole('button', { name: /^重新发送 \d+s$/ }).isDisabled()).toBe(true);
    await form.getByLabel('验证码').fill(await outboxCode(site, mobile));
    await form.getByLabel('密码', { exact: true }).fill('abc123');
    await form.getByLabel('确认密码').fill('abc123');
    await form.getByLabel('出生日期 年').selectOption('1992');
    await form.getByLabel('出生日期 月').selectOption('8');
    await form.getByLabel('出生日期 日').selectOption('15');
    await form.getByRole('radio', { name: '女' }).check();
    await screenshot(page, 'member-register-desktop');
    await form.getByRole('button', { name: '立即注册' }).click();

    const registered = page.getByRole('dialog').filter({ hasText: '注册成功' });
    await registered.waitFor();
    // registration does not log in
    expect(await stored(page, 'usertoken')).toBeNull();
    await registered.getByRole('button', { name: '登录' }).click();
    await logInThroughModal(page, mobile);
    expect(await stored(page, 'usertoken')).toEqual(expect.any(String));
    expect(await stored(page, 'username')).toBe('钱多多');

    await page.getByRole('button', { name: '会员中心' }).click();
    await page.waitForURL(/\/courtesy$/);
    await expect.poll(() => page.title()).toContain('会员中心');
    const profile = page.getByRole('region', { name: '个人资料' });
    await expect.poll(() => profile.getByLabel('姓名').inputValue()).toBe('钱多多');
    const detail = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('usertoken') ?? 'null')?.value;
      const res = await fetch('/crsapi/v1/user/userdetail', { headers: { usertoken: token } });
      return (await res.json()).data as { cardNo: string };
    });
    for (const text of [mobile, detail.cardNo, '普通会员', '0 分', '¥0.00']) {
      expect(await profile.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByText('积分在自然年内累计，满一年后清零。').isVisible()).toBe(true);
    await screenshot(page, 'member-courtesy-desktop');
    expect(await hasHorizontalScroll(page)).toBe(false);

    // the name is read-only until 编辑
    expect(await profile.getByLabel('姓名').getAttribute('readonly')).not.toBeNull();
    await profile.getByRole('button', { name: '编辑' }).click();
    await profile.getByLabel('姓名').fill('钱多多多');
    await profile.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('修改成功').first().isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => profile.getByLabel('姓名').inputValue()).toBe('钱多多多');
    expect(await stored(page, 'username')).toBe('钱多多多');

    // the member centre offers logout on a wide screen (the sidebar does on a phone, below)
    const token = await stored(page, 'usertoken');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/\/home$/);
    expect(await stored(page, 'usertoken')).toBeNull();
    expect(await stored(page, 'username')).toBeNull();
    // the toast's code comes with the first toast of the visit
    await expect.poll(() => page.getByText('已退出登录').first().isVisible()).toBe(true);
    // the token is ended on the server too
    await expect
      .poll(async () => {
        const res = await fetch(`${site.baseUrl}/crsapi/v1/user/userdetail`, {
          headers: { usertoken: String(token) },
        });
        return (await res.json()).statusCode;
      })
      .toBe(9999);
    expect(unexpected(errors)).toEqual([]);
  });

  it('logs in through the sidebar on a phone and greets the member there', async () => {
    const mobile = await registeredMember('孙小美');
    const { page, errors } = await site.browser.newPage(PHONE);
    await page.goto(`${site.baseUrl}/home`);

    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.locator('.mobile-sidebar');
    // a visitor sees the follow-us QR, and 会员中心 asks for a login
    await expect.poll(() => drawer.getByText('微信扫码，关注我们').isVisible()).toBe(true);
    await drawer.getByRole('button', { name: '会员中心' }).click();
    await logInThroughModal(page, mobile);
    await screenshot(page, 'member-logged-in-phone');

    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect.poll(() => drawer.getByText('您好，孙小美').isVisible()).toBe(true);
    expect(await drawer.getByRole('button', { name: '退出登录' }).isVisible()).toBe(true);
    await screenshot(page, 'member-sidebar-phone');
    await drawer.getByRole('button', { name: '会员中心' }).click();
    await page.waitForURL(/\/courtesy$/);

    const profile = page.getByRole('region', { name: '个人资料' });
    await expect.poll(() => profile.getByLabel('姓名').inputValue()).toBe('孙小美');
    for (const text of [mobile, '普通会员', '0 分', '¥0.00']) {
      expect(await profile.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    await screenshot(page, 'member-courtesy-phone');
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByRole('button', { name: '打开菜单' }).click();
    await drawer.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/\/home$/);
    expect(await stored(page, 'usertoken')).toBeNull();
    expect(unexpected(errors)).toEqual([]);
  });

  it('shows 登录超时 and the login dialog for an expired token', async () => {
    const { page, errors } = await site.browser.newPage(DESKTOP);
    await page.goto(`${site.baseUrl}/home`);
    await page.evaluate(() => {
      const item = (value: string) => JSON.stringify({ value, expires: Date.now() + 86_400_000 });
      localStorage.setItem('usertoken', item('expired-or-unknown-token'));
      localStorage.setItem('username', item('过期会员'));
    });
    await page.goto(`${site.baseUrl}/courtesy`);

    const login = page.getByRole('form', { name: '会员登录' });
    await login.waitFor();
    const modal = page.locator('.login-modal');
    expect(await modal.getByText('登录超时').isVisible()).toBe(true);
    await page.waitForURL(/\/home$/);
    expect(await stored(page, 'usertoken')).toBeNull();
    expect(await stored(page, 'username')).toBeNull();
    await screenshot(page, 'member-login-expired');
    // only the refused userdetail call itself (HTTP 401 for statusCode 9999) may be logged
    expect(unexpected(errors, 401)).toEqual([]);
  });

  it('stops guessing: five wrong codes, then even the right one is refused', async () => {
    const mobile = await registeredMember();
    const { page, errors } = await site.browser.newPage(DESKTOP);
    await page.goto(`${site.baseUrl}/home`);
    await page.getByRole('button', { name: '会员中心' }).click();

    const form = page.getByRole('form', { name: '会员登录' });
    await form.getByLabel('手机号').fill(mobile);
    await form.getByRole('button', { name: '发送' }).click();
    const code = await outboxCode(site, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const tryCode = async (text: string) => {
      const answer = page.waitForResponse((res) => res.url().endsWith('/crsapi/v1/user/login'));
      await form.getByLabel('验证码').fill(text);
      await form.getByRole('button', { name: '登录', exact: true }).click();
      return (await (await answer).json()).message as string;
    };
    for (let i = 0; i < 5; i++) {
      expect(await tryCode(wrong)).toBe('验证码错误');
      await expect.poll(() => page.getByText('验证码错误', { exact: true }).first().isVisible()).toBe(true);
    }
    expect(await tryCode(code)).toBe('验证码错误次数过多，请重新获取验证码');
    await expect
      .poll(() => page.getByText('验证码错误次数过多，请重新获取验证码').first().isVisible())
      .toBe(true);
    expect(await stored(page, 'usertoken')).toBeNull();
    expect(await form.isVisible()).toBe(true);
    expect(unexpected(errors, 400, 429)).toEqual([]);
  });

  it('checks the register form in the order of section 5', async () => {
    const { page, errors } = await site.browser.newPage(PHONE);
    await page.goto(`${site.baseUrl}/register`);
    const form = page.getByRole('form', { name: '会员注册' });
    const submit = form.getByRole('button', { name: '立即注册' });
    const expectProblem = async (text: string) => {
      await submit.click();
      await expect.poll(() => form.getByText(text, { exact: true }).isVisible()).toBe(true);
    };

    await expectProblem('请填写完整的姓名');
    await form.getByLabel('姓', { exact: true }).fill('周');
    await expectProblem('请填写完整的姓名');
    await form.getByLabel('名', { exact: true }).fill('芷若');
    await expectProblem('请输入正确的手机号');
    await form.getByLabel('手机号').fill('1391234567');
    await expectProblem('请输入正确的手机号');
    await form.getByLabel('手机号').fill('13912345678');
    await expectProblem('请输入验证码');
    await form.getByLabel('验证码').fill('123456');
    await expectProblem('您的密码不符合规则');
    await form.getByLabel('密码', { exact: true }).fill('abc12');
    await expectProblem('密码不能少于6位');
    await form.getByLabel('密码', { exact: true }).fill('abc123');
    await expectProblem('两次密码不一致');
    await form.getByLabel('确认密码').fill('abc123');
    // clicked, then read until the form shows it: uncheck() reads the box at once, and a loaded
    // machine can render the form's new value a moment after the click
    const agreed = form.getByRole('checkbox');
    await agreed.click();
    await expect.poll(() => agreed.isChecked()).toBe(false);
    await expectProblem('请同意协议');
    await screenshot(page, 'member-register-problem-phone');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});
