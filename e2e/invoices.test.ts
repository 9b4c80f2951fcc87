import { describe, expect, it } from 'vitest';
import { signInToBackOffice } from './helpers/admin.ts';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import {
  bookStay,
  memberPage,
  newMember,
  openOrder,
  payByWeChatElsewhere,
  shows,
} from './helpers/guest-orders.ts';
import { siteUnderTest } from './helpers/site.ts';

/**
 * 申请发票: a member asks for the invoice of a paid order in My booking, the hotel's front desk sees
 * it in 订单管理 and marks it 已开具, and the member then reads 已开具 on the order.
 */
const site = siteUnderTest();

describe('an invoice from request to 已开具', () => {
  for (const [label, viewport, fromDay] of [
    ['desktop', DESKTOP, 30],
    ['phone', PHONE, 33],
  ] as const) {
    it(`asks for a company invoice on a ${label}, and the front desk marks it issued`, async () => {
      const member = await newMember(site, label === 'phone' ? '黄月英' : '诸葛亮');
      const order = await bookStay(site, member, { fromDay });
      const { page, errors } = await memberPage(site, member, viewport);
      await payByWeChatElsewhere(site, page, member, order);

      const upcoming = await openOrder(site, page, '待入住', order);
      await expect
        .poll(() =>
          upcoming
            .getByText(/前可免费取消/)
            .first()
            .isVisible(),
        )
        .toBe(true);
      await upcoming.getByRole('button', { name: '申请发票' }).click();
      const dialog = page.getByRole('dialog', { name: '申请发票' });
      await dialog.getByText('单位', { exact: true }).click();
      await dialog.getByLabel('发票抬头').fill('济南光影科技有限公司');
      await dialog.getByLabel('纳税人识别号').fill('91370100MA3C5X2K7');
      await dialog.getByLabel('接收邮箱').fill('finance@example.cn');
      await dialog.getByRole('button', { name: '提交申请' }).click();
      await expect
        .poll(() => dialog.getByText('纳税人识别号应为15、18或20位数字或字母').isVisible())
        .toBe(true);
      await dialog.getByLabel('纳税人识别号').fill('91370100MA3C5X2K7Q');
      await dialog.getByRole('button', { name: '提交申请' }).click();
      await shows(page, '发票申请已提交，开具后将发送至您的邮箱');
      await shows(page, '已申请 · 济南光影科技有限公司');
      await screenshot(page, `invoice-requested-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      const desk = await site.browser.newPage(DESKTOP);
      await signInToBackOffice(desk.page, site.baseUrl, 'frontdesk');
      await desk.page.goto(`${site.baseUrl}/admin/orders?order=${order.id}`);
      const drawer = desk.page.getByRole('dialog');
      await expect
        .poll(() => drawer.getByText('91370100MA3C5X2K7Q').isVisible(), { timeout: 10_000 })
        .toBe(true);
      await drawer.getByRole('button', { name: '标记已开具' }).click();
      await desk.page.getByRole('button', { name: /确\s*定|OK/ }).click();
      await shows(desk.page, '发票已标记为已开具');
      await screenshot(desk.page, `invoice-issued-back-office-${label}`);

      const again = await openOrder(site, page, '待入住', order);
      await expect.poll(() => again.getByText('已开具 · 济南光影科技有限公司').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    }, 120_000);
  }
});
