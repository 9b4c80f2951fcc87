import { describe, expect, it } from 'vitest';
import { staffApi } from './helpers/admin.ts';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import {
  bookStay,
  memberPage,
  newMember,
  openOrder,
  openOrders,
  payByWeChatElsewhere,
} from './helpers/guest-orders.ts';
import { siteUnderTest } from './helpers/site.ts';

const site = siteUnderTest();

/**
 * The desk checks a paid guest in: in 我的预订 the stay leaves 待入住 for 已入住 with that status, and
 * the order's own page says the check-in in its history (issue 25 item 4).
 */
describe('a stay the front desk has checked in, in the member centre', () => {
  for (const [label, viewport, name] of [
    ['1280', DESKTOP, '黄忠'],
    ['375', PHONE, '魏延'],
  ] as const) {
    it(`moves to 已入住 and says so at ${label} px`, async () => {
      const member = await newMember(site, name);
      const { page, errors } = await memberPage(site, member, viewport);
      const order = await bookStay(site, member, { fromDay: 0 });
      await payByWeChatElsewhere(site, page, member, order);
      await openOrder(site, page, '待入住', order);

      const desk = await staffApi(site.baseUrl, 'frontdesk');
      const checkedIn = await desk.call<{ success: boolean }>(`/orders/${order.id}/check-in`, { body: {} });
      expect(checkedIn.body.success).toBe(true);

      const staying = await openOrder(site, page, '已入住', order);
      // the order's heading (hotel, dates, number, amount and status) shows the new status
      const heading = staying.getByRole('button').filter({ hasText: `订单号 ${order.orderNo}` });
      expect(await heading.textContent()).toContain('已入住');
      // free cancellation is over for a guest in the house: no deadline is offered any more
      expect(await staying.textContent()).not.toContain('前可免费取消');
      await screenshot(page, `member-staying-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);
      const upcoming = await openOrders(site, page, '待入住');
      await expect.poll(() => upcoming.getByText(`订单号 ${order.orderNo}`).count()).toBe(0);

      await page.goto(`${site.baseUrl}/courtesy/orders/${order.id}`);
      const history = page.getByRole('region', { name: '订单记录' });
      await expect.poll(() => history.getByText('已办理入住').isVisible()).toBe(true);
      const terms = page.getByRole('region', { name: '取消政策' });
      expect(await terms.textContent()).toContain('您已办理入住，不能在线取消；如需提前离店，请联系酒店前台');
      expect(await terms.getByRole('button', { name: '取消订单' }).count()).toBe(0);
      await screenshot(page, `member-stay-order-${label}`);
      expect(errors).toEqual([]);
    }, 120_000);
  }
});
