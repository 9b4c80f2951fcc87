import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsSettled, DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import { bookStay, memberPage, newMember, openOrder, shows } from './helpers/guest-orders.ts';
import { outboxCode, siteUnderTest, storedValue } from './helpers/site.ts';

/**
 * 账号与隐私 (PIPL, issue 14): a new member downloads their data, is refused closing the account
 * while an order is open, cancels it, closes the account with an SMS code, is logged out, cannot log
 * in again, and the same mobile registers as a new member.
 */
const site = siteUnderTest();

/** A registration code may be asked for a minute after the last one (the resend rule). */
const RESEND_MS = 61_000;

/** Console errors, less the refusals the journey provokes (409 closure, 404 login of a closed account). */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (text) => !/^Failed to load resource: the server responded with a status of (404|409)/.test(text),
  );
}

/** Until antd's dialogs and toasts have finished moving in, for a screenshot a person can read. */
const settled = animationsSettled;

async function openAccountTab(page: Page) {
  await page.goto(`${site.baseUrl}/courtesy?tab=account`);
  const panel = page.getByRole('tabpanel', { name: '账号与隐私' });
  await expect
    .poll(() => panel.getByRole('button', { name: '注销账号' }).isEnabled(), { timeout: 10_000 })
    .toBe(true);
  return panel;
}

async function openCloseDialog(page: Page, panel: ReturnType<Page['getByRole']>) {
  await panel.getByRole('button', { name: '注销账号' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '确认注销账号' });
  await dialog.waitFor();
  return dialog;
}

// The two journeys run side by side: each waits a minute for the registration code's resend interval.
describe.concurrent('the guest’s own data: download, and closing the account', () => {
  for (const [label, viewport, fromDay, name] of [
    ['desktop', DESKTOP, 40, '陆逊'],
    ['phone', PHONE, 43, '吕蒙'],
  ] as const) {
    it(`downloads the data, closes the account and registers the mobile again on a ${label}`, async ({
      expect,
    }) => {
      const member = await newMember(site, name);
      const registeredAt = Date.now();
      const order = await bookStay(site, member, { fromDay });
      const { page, errors } = await memberPage(site, member, viewport);

      // the privacy policy says what is kept how long, under the version agreed to
      await page.goto(`${site.baseUrl}/privacyPolicy`);
      await shows(page, '版本：2026-11-27（自该日起生效）');
      await shows(page, '三、我们保存多久');
      await screenshot(page, `privacy-policy-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // 下载我的数据: a JSON file with the member's mobile and orders
      const panel = await openAccountTab(page);
      await screenshot(page, `account-privacy-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: '下载我的数据' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^光影会员数据-GY\d{10}-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(await readFile(await download.path(), 'utf8'));
      expect(file.profile.mobile).toBe(member.mobile);
      expect(file.profile.name).toBe(name);
      expect(file.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([order.orderNo]);
      expect(file.orders[0].actualAmount).toBe(order.actualAmount);
      expect(file.consents.map((c: { version: string }) => c.version)).toEqual(['2026-11-27', '2026-11-27']);
      expect(JSON.stringify(file)).not.toMatch(/scrypt|passwordHash|tokenHash/);

      // 注销账号 with an open order: refused, the reason shown, no code sent
      let dialog = await openCloseDialog(page, panel);
      await dialog.getByRole('button', { name: '发送' }).click();
      await expect
        .poll(() =>
          dialog.getByText(`您有未完成的订单（订单号 ${order.orderNo}）`, { exact: false }).isVisible(),
        )
        .toBe(true);
      await settled(page);
      await screenshot(page, `account-close-refused-${label}`);
      await dialog.getByRole('button', { name: '取消' }).click();

      // the order cancelled in My booking
      const unpaid = await openOrder(site, page, '待支付', order);
      await unpaid.getByRole('button', { name: '取消订单' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: '此操作将取消已预约订单, 是否继续?' });
      await confirm.getByRole('button', { name: '确定' }).click();
      await shows(page, '退订成功');

      // closed with a fresh code sent to the member's mobile
      const loginCode = await outboxCode(site, member.mobile);
      dialog = await openCloseDialog(page, await openAccountTab(page));
      await dialog.getByRole('button', { name: '发送' }).click();
      await shows(page, '验证码已发送至您的手机');
      await dialog.getByLabel('验证码').fill(await outboxCode(site, member.mobile, loginCode));
      await settled(page);
      await screenshot(page, `account-close-confirm-${label}`);
      await dialog.getByRole('button', { name: '确认注销' }).click();
      await shows(page, '账号已注销');
      await page.waitForURL(/\/home$/);
      expect(await storedValue(page, 'usertoken')).toBeNull();
      expect(await storedValue(page, 'username')).toBeNull();
      await settled(page);
      await screenshot(page, `account-closed-home-${label}`);
      const stale = await site.call<{ statusCode: number }>(
        '/crsapi/v1/user/userdetail',
        undefined,
        member.token,
      );
      expect(stale.statusCode).toBe(9999);

      // the mobile no longer logs in
      if (label === 'phone') {
        await page.getByRole('button', { name: '打开菜单' }).click();
        await page.locator('.mobile-sidebar').getByRole('button', { name: '会员中心' }).click();
      } else {
        await page.getByRole('button', { name: '会员中心' }).click();
      }
      const login = page.getByRole('form', { name: '会员登录' });
      await login.waitFor();
      await login.getByLabel('手机号').fill(member.mobile);
      await login.getByRole('button', { name: '发送' }).click();
      await shows(page, '请先注册');
      await page.keyboard.press('Escape');

      // and registers again as a new member, once a registration code may be sent again
      await page.waitForTimeout(Math.max(0, registeredAt + RESEND_MS - Date.now()));
      await page.goto(`${site.baseUrl}/register`);
      const form = page.getByRole('form', { name: '会员注册' });
      await form.getByLabel('姓', { exact: true }).fill(name.slice(0, 1));
      await form.getByLabel('名', { exact: true }).fill(name.slice(1));
      await form.getByLabel('手机号').fill(member.mobile);
      const closureCode = await outboxCode(site, member.mobile);
      await form.getByRole('button', { name: '发送' }).click();
      await form.getByLabel('验证码').fill(await outboxCode(site, member.mobile, closureCode));
      await form.getByLabel('密码', { exact: true }).fill('abc123');
      await form.getByLabel('确认密码').fill('abc123');
      await form.getByRole('button', { name: '立即注册' }).click();
      await page.getByRole('dialog').filter({ hasText: '注册成功' }).waitFor();
      await settled(page);
      await screenshot(page, `account-registered-again-${label}`);
      expect(unexpected(errors)).toEqual([]);
    }, 180_000);
  }
});
