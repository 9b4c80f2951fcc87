import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToBackOffice, staffApi } from './helpers/admin.ts';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import {
  api,
  type BookedOrder,
  bookStay,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  logIn,
  type Member,
  shanghaiDate,
} from './helpers/guest-orders.ts';
import { siteUnderTest } from './helpers/site.ts';

/** 订单管理 as hotel staff use it: another hotel's order stays closed, a card refund, the phone lists. */

const site = siteUnderTest();

let demoLogin: Promise<Member> | undefined;
function demoMember(): Promise<Member> {
  demoLogin ??= logIn(site, DEMO_MOBILE);
  return demoLogin;
}

async function cardBalance(member: Member): Promise<number> {
  const detail = await api<{ balance: number }>(site, '/crsapi/v1/user/userdetail', undefined, member.token);
  return detail.data.balance;
}

async function paidByCard(member: Member, fromDay: number): Promise<BookedOrder> {
  const order = await bookStay(site, member, { fromDay });
  const paid = await api(
    site,
    '/crsapi/v1/pay/orderpay',
    { revNo: order.revNo, payCode: '1', cardPwd: DEMO_PASSWORD },
    member.token,
  );
  expect(paid.success).toBe(true);
  return order;
}

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

describe('订单管理 in the browser', () => {
  it("keeps another hotel's order closed to a front desk", async () => {
    const order = await paidByCard(await demoMember(), 4);
    const admin = await staffApi(site.baseUrl, 'admin');
    const hotels = await admin.call<{ data: { hotelCode: string }[] }>('/hotels');
    const otherHotel = hotels.body.data.find((h) => h.hotelCode !== 'HJ000101')?.hotelCode;
    const created = await admin.call('/staff', {
      body: {
        username: 'desk2',
        displayName: '二店前台',
        role: 'frontdesk',
        hotelCodes: [otherHotel],
        password: 'Desk2pass2026',
      },
    });
    expect(created.status).toBe(200);

    const { page } = await site.browser.newPage(DESKTOP);
    await page.goto(`${site.baseUrl}/admin`);
    await page.getByLabel('账号').fill('desk2');
    await page.getByLabel('密码').fill('Desk2pass2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toMatch(/^\/admin(\/login)?$/);
    await page.goto(`${site.baseUrl}/admin/orders?order=${order.id}`);
    const drawer = page.getByRole('dialog', { name: '订单详情' });
    // as if there were no such order: another hotel's ids are not to be told apart from unknown ones
    await expect.poll(() => drawer.getByText('订单不存在').isVisible()).toBe(true);
    expect(await page.getByText(order.orderNo).count()).toBe(0);
    await screenshot(page, 'admin-orders-other-hotel-1280');
  });

  it("refunds a card-paid order to the member's card, in the order's history and the audit log", async () => {
    const member = await demoMember();
    const before = await cardBalance(member);
    const order = await paidByCard(member, 5);
    expect(await cardBalance(member)).toBe(before - order.actualAmount);

    const { page } = await site.browser.newPage(DESKTOP);
    await signInToBackOffice(page, site.baseUrl, 'frontdesk');
    await page.goto(`${site.baseUrl}/admin/orders?orderNo=${order.orderNo}`);
    await page.getByRole('button', { name: order.orderNo }).click();
    const drawer = page.getByRole('dialog', { name: '订单详情' });
    await drawer.getByRole('button', { name: '取消并退款' }).click();
    const dialog = page.getByRole('dialog', { name: '取消并退款' });
    await dialog.getByLabel('取消原因').fill('客人来电取消行程');
    await dialog.getByRole('button', { name: '取消并退款' }).click();
    await expect.poll(visible(page, '订单已取消，款项已原路退回')).toBe(true);
    expect(await cardBalance(member)).toBe(before);
    await expect.poll(() => drawer.getByText('已退回').first().isVisible()).toBe(true);
    await expect.poll(() => drawer.getByText('原因：客人来电取消行程').isVisible()).toBe(true);
    await screenshot(page, 'admin-order-refunded-1280');

    const audit = await site.browser.newPage(DESKTOP);
    await signInToBackOffice(audit.page, site.baseUrl, 'admin');
    await audit.page.goto(`${site.baseUrl}/admin/audit?entityType=order`);
    await expect.poll(visible(audit.page, '取消并退款')).toBe(true);
    await expect.poll(visible(audit.page, 'frontdesk')).toBe(true);
  });

  it('fits the order list to a 1280-px screen: 状态 and 下单时间 in view without scrolling', async () => {
    const order = await paidByCard(await demoMember(), 3);
    const { page } = await site.browser.newPage(DESKTOP);
    await signInToBackOffice(page, site.baseUrl, 'admin');
    await page.goto(`${site.baseUrl}/admin/orders`);
    const table = page.locator('.ant-table-content, .ant-table-body').first();
    await expect.poll(visible(page, order.orderNo)).toBe(true);
    const overflow = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['状态', '下单时间']) {
      const box = await page.getByRole('columnheader', { name }).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    }
    await screenshot(page, 'admin-orders-1280');
  });

  it("shows the order list and today's arrivals usable at 375 px", async () => {
    const member = await demoMember();
    const order = await bookStay(site, member, { fromDay: 0 });
    await api(site, '/crsapi/v1/pay/orderpay', { revNo: order.revNo, payCode: 'ddzf' }, member.token);
    const { page } = await site.browser.newPage(PHONE);
    await signInToBackOffice(page, site.baseUrl, 'frontdesk');
    await page.goto(`${site.baseUrl}/admin/orders`);
    await expect.poll(visible(page, order.orderNo)).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'admin-orders-375');

    await page.goto(`${site.baseUrl}/admin/orders?view=arrivals`);
    await expect.poll(visible(page, `今日到店 ${shanghaiDate(0)}`)).toBe(true);
    // the pay-at-hotel booking reads 待收 until the desk takes the money at check-in
    const due = `待收 ¥${order.actualAmount.toFixed(2)}`;
    const card = page
      .locator('.ant-card')
      .filter({ hasText: member.mobile })
      .filter({ hasText: due })
      .first();
    const checkIn = card.getByRole('button', { name: '办理入住' });
    await expect.poll(() => checkIn.isVisible()).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'admin-arrivals-375');
    await checkIn.click();
    const dialog = page.getByRole('dialog').filter({ hasText: '到店收款并办理入住' });
    await dialog.getByLabel('实收金额（元）').fill(String(order.actualAmount));
    await dialog.getByText('现金', { exact: true }).click();
    await screenshot(page, 'admin-collect-375');
    await dialog.getByRole('button', { name: '已收款，办理入住' }).click();
    await expect.poll(visible(page, '已办理入住')).toBe(true);
    const seen = await api<{ checkedInAt: string | null }>(
      site,
      `/crsapi/v1/order/getOrderDetail?orderId=${order.id}`,
      undefined,
      member.token,
    );
    expect(seen.data.checkedInAt).not.toBeNull();
  });

  it('shows the dashboard with its 30-day charts', async () => {
    const { page } = await site.browser.newPage(DESKTOP);
    await signInToBackOffice(page, site.baseUrl, 'manager');
    await page.goto(`${site.baseUrl}/admin/dashboard`);
    await expect.poll(() => page.getByRole('img', { name: '近30天出租率' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('img', { name: '近30天客房收入（元）' }).isVisible()).toBe(true);
    await screenshot(page, 'admin-dashboard-1280');
    const phone = await site.browser.newPage(PHONE);
    await signInToBackOffice(phone.page, site.baseUrl, 'manager');
    await phone.page.goto(`${site.baseUrl}/admin/dashboard`);
    await expect.poll(visible(phone.page, '今日到店')).toBe(true);
    expect(await hasHorizontalScroll(phone.page)).toBe(false);
    await screenshot(phone.page, 'admin-dashboard-375');
  });
});
