import { ADMIN_SCREENS } from '@hotel/shared/admin/roles';
import { describe, expect, it } from 'vitest';
import { signInToBackOffice } from './helpers/admin.ts';
import { DESKTOP, PHONE, screenshot } from './helpers/browser.ts';
import { siteUnderTest } from './helpers/site.ts';

const site = siteUnderTest();

describe('signing in to the back office at /admin', () => {
  it('says 账号或密码错误 for a wrong password without telling which was wrong', async () => {
    const { page, errors } = await site.browser.newPage(DESKTOP);
    await page.goto(`${site.baseUrl}/admin`);
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码').fill('Wrong@2026x');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByText('账号或密码错误').first().isVisible()).toBe(true);

    await page.getByLabel('账号').fill('nobody-here');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByText('账号或密码错误').first().isVisible()).toBe(true);
    expect(page.url()).toContain('/admin/login');
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });

  it('keeps the session in an HttpOnly cookie only, and shows the administrator every screen', async () => {
    const { page, errors } = await site.browser.newPage(DESKTOP);
    await signInToBackOffice(page, site.baseUrl, 'admin');
    for (const label of Object.values(ADMIN_SCREENS)) {
      await expect.poll(() => page.getByRole('menuitem', { name: label }).isVisible()).toBe(true);
    }
    await screenshot(page, 'admin-home-1280');

    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'staff_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(session?.value ?? 'no session');

    // A screen opened directly (and after a refresh) is served by the history fallback.
    await page.goto(`${site.baseUrl}/admin/audit`);
    await expect.poll(() => page.getByRole('heading', { name: '操作日志' }).isVisible()).toBe(true);
    // Only the session probe made before signing in (401: nobody signed in yet) may be an error.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });

  it('shows an editor only 内容管理, also on a phone', async () => {
    const { page } = await site.browser.newPage(PHONE);
    await signInToBackOffice(page, site.baseUrl, 'editor');
    expect(new URL(page.url()).pathname).toBe('/admin/content');
    await page.goto(`${site.baseUrl}/admin/staff`);
    await expect.poll(() => page.getByText('无权限执行此操作').first().isVisible()).toBe(true);
    await screenshot(page, 'admin-editor-375');
  });
});
