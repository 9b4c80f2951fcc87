import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import {
  api,
  type BookedOrder,
  bookStay,
  cancelFromUpcoming,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  logIn,
  type Member,
  mailTo,
  memberPage,
  money,
  newMember,
  openOrder,
  openOrders,
  openPayStep,
  payByWeChatElsewhere,
  shows,
  smsTo,
} from './helpers/guest-orders.ts';
import { siteUnderTest } from './helpers/site.ts';

/**
 * After the booking: paying on a phone, the confirmation (PayState, SMS, e-mail), pay at the hotel,
 * the card balance, and cancelling a paid order with its refund.
 */

const site = siteUnderTest();

/** A second SMS code for one mobile waits a minute: the demo member logs in once for the file. */
let demoLogin: Promise<Member> | undefined;
function demoMember(): Promise<Member> {
  demoLogin ??= logIn(site, DEMO_MOBILE);
  return demoLogin;
}

async function cardBalance(member: Member): Promise<number> {
  const detail = await api<{ balance: number }>(site, '/crsapi/v1/user/userdetail', undefined, member.token);
  return detail.data.balance;
}

async function payByCard(page: Page, order: BookedOrder): Promise<void> {
  const form = await openPayStep(site, page, order);
  await form.getByRole('radio', { name: '会员卡支付' }).check();
  await form.getByLabel('会员密码').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: '完成您的预定' }).click();
  await page.waitForURL(/\/PayState\?/);
}

describe('cancelling a paid order on a free-cancellation rate', () => {
  it('cancels a card-paid order from My booking, stating the refund, on a desktop', async () => {
    const member = await demoMember();
    const order = await bookStay(site, member, { fromDay: 20 });
    const { page, errors } = await memberPage(site, member, DESKTOP);
    const before = await cardBalance(member);
    await payByCard(page, order);
    expect(await cardBalance(member)).toBe(before - order.actualAmount);

    await cancelFromUpcoming(site, page, order, `已支付的 ${money(order.actualAmount)} 将全额退回会员卡`);
    const cancelled = await openOrder(site, page, '已取消', order);
    await expect.poll(() => cancelled.getByText('已取消', { exact: true }).first().isVisible()).toBe(true);
    await expect
      .poll(() => cancelled.getByText(`${money(order.actualAmount)} 已退回会员卡`).isVisible())
      .toBe(true);
    await screenshot(page, 'after-booking-refund-desktop');
    expect(await cardBalance(member)).toBe(before);
    expect(errors).toEqual([]);
  }, 90_000);

  it('cancels a WeChat-paid order from My booking, stating the refund, on a phone', async () => {
    const member = await newMember(site, '孙尚香');
    const order = await bookStay(site, member, { fromDay: 24 });
    const { page, errors } = await memberPage(site, member, PHONE);
    await payByWeChatElsewhere(site, page, member, order);

    await cancelFromUpcoming(
      site,
      page,
      order,
      `已支付的 ${money(order.actualAmount)} 将全额原路退回微信支付`,
    );
    const cancelled = await openOrder(site, page, '已取消', order);
    await expect
      .poll(() => cancelled.getByText(`${money(order.actualAmount)} 已原路退回微信支付`).isVisible())
      .toBe(true);
    await screenshot(page, 'after-booking-refund-phone');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  }, 90_000);
});

describe('pay at the hotel', () => {
  for (const [label, viewport, fromDay] of [
    ['desktop', DESKTOP, 30],
    ['phone', PHONE, 33],
  ] as const) {
    it(`shows a pay-at-hotel booking under 待入住 with its hold time, confirmed by SMS, on a ${label}`, async () => {
      const member = await newMember(site, label === 'desktop' ? '黄忠' : '魏延');
      const order = await bookStay(site, member, { fromDay });
      const { page, errors } = await memberPage(site, member, viewport);
      const form = await openPayStep(site, page, order);
      await form.getByRole('radio', { name: '到店支付' }).check();
      await form.getByRole('button', { name: '完成您的预定' }).click();
      await page.waitForURL(/\/PayState\?/);
      const hold = `${order.checkIn} 18:00`;
      await shows(page, order.orderNo);
      await shows(page, `到店支付 ${money(order.actualAmount)}`);
      await shows(page, `房间保留至 ${hold}`);
      await expect
        .poll(async () => (await smsTo(site, member.mobile)).find((text) => text.includes(order.orderNo)))
        .toContain(`保留至${hold}`);

      const upcoming = await openOrder(site, page, '待入住', order);
      await expect.poll(() => upcoming.getByText('到店支付', { exact: true }).first().isVisible()).toBe(true);
      await expect.poll(() => upcoming.getByText(`房间保留至 ${hold}`).isVisible()).toBe(true);
      expect(await upcoming.getByText('未支付', { exact: true }).count()).toBe(0);
      expect(await upcoming.getByRole('button', { name: '支付', exact: true }).count()).toBe(0);
      expect(await upcoming.getByRole('button', { name: '取消订单' }).isVisible()).toBe(true);
      await screenshot(page, `after-booking-pay-at-hotel-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      const unpaid = await openOrders(site, page, '待支付');
      await expect.poll(() => unpaid.getByText('无订单').isVisible()).toBe(true);

      // the guaranteed booking is no unpaid online order: three of those may still be held
      for (const day of [1, 2, 3]) await bookStay(site, member, { fromDay: fromDay + day * 3 });
      expect(errors).toEqual([]);
    }, 90_000);
  }
});

describe('the confirmation', () => {
  it('sends /PayState opened without a booking home', async () => {
    const { page } = await site.browser.newPage(DESKTOP);
    await page.goto(`${site.baseUrl}/PayState`);
    await page.waitForURL(/\/home$/);
    const member = await demoMember();
    const { page: memberView } = await memberPage(site, member, PHONE);
    await memberView.goto(`${site.baseUrl}/PayState`);
    await memberView.waitForURL(/\/home$/);
    // an id that is no booking of this member confirms nothing either
    await memberView.goto(`${site.baseUrl}/PayState?id=999999`);
    await memberView.waitForURL(/\/home$/);
    expect(await memberView.getByText('预约成功').count()).toBe(0);
  });

  for (const [label, viewport, fromDay] of [
    ['desktop', DESKTOP, 40],
    ['phone', PHONE, 43],
  ] as const) {
    it(`shows the paid booking on PayState and confirms it by SMS and e-mail on a ${label}`, async () => {
      const member = await demoMember();
      const email = `guest-${label}@example.cn`;
      const order = await bookStay(site, member, { fromDay, email });
      const { page, errors } = await memberPage(site, member, viewport);
      await payByCard(page, order);
      for (const text of [
        '预约成功',
        order.orderNo,
        order.hotelName,
        `${order.checkIn} 至 ${order.checkOut}`,
        `已支付 ${money(order.actualAmount)}`,
        email,
      ]) {
        await shows(page, text);
      }
      await screenshot(page, `after-booking-pay-state-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      const facts = [
        order.orderNo,
        order.hotelName,
        order.checkIn,
        order.checkOut,
        money(order.actualAmount),
      ];
      await expect
        .poll(async () => (await smsTo(site, member.mobile)).find((text) => text.includes(order.orderNo)))
        .toBeDefined();
      const sms = (await smsTo(site, member.mobile)).find((text) => text.includes(order.orderNo)) ?? '';
      for (const fact of [...facts, `${order.checkIn} 18:00前可免费取消`]) expect(sms).toContain(fact);
      await expect.poll(async () => (await mailTo(site, email)).length).toBe(1);
      const [mail] = await mailTo(site, email);
      expect(mail?.subject).toContain(order.orderNo);
      for (const fact of [...facts, `${order.checkIn} 18:00前可免费取消`]) expect(mail?.text).toContain(fact);

      // My booking shows the e-mail the guest gave
      const upcoming = await openOrder(site, page, '待入住', order);
      await expect.poll(() => upcoming.getByText(email, { exact: true }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    }, 90_000);
  }
});

describe('paying by WeChat Pay or Alipay', () => {
  it('offers 打开微信支付 and 打开支付宝 as the main action on a phone, the QR code below', async () => {
    const member = await newMember(site, '马超');
    const order = await bookStay(site, member, { fromDay: 50 });
    // the visitor reaches the site by another name than the server's own
    const origin = site.baseUrl.replace('127.0.0.1', 'localhost');
    const { page, errors } = await memberPage(site, member, PHONE, origin);

    const pay = await openPayStep(site, page, order, origin);
    await pay.getByRole('radio', { name: '支付宝支付' }).check();
    await pay.getByRole('button', { name: '完成您的预定' }).click();
    await page.waitForURL(/\/PayDetail\?/);
    const alipay = page.getByRole('link', { name: '打开支付宝' });
    await expect.poll(() => alipay.isVisible()).toBe(true);
    expect(new URL((await alipay.getAttribute('href')) ?? '').origin).toBe(origin);
    await page.getByRole('button', { name: '取消支付' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/home$/);

    const again = await openPayStep(site, page, order, origin);
    await again.getByRole('radio', { name: '微信支付' }).check();
    await again.getByRole('button', { name: '完成您的预定' }).click();
    await page.waitForURL(/\/PayDetail\?/);
    const wechat = page.getByRole('link', { name: '打开微信支付' });
    await expect.poll(() => wechat.isVisible()).toBe(true);
    for (const text of [order.orderNo, order.hotelName, money(order.actualAmount)]) await shows(page, text);
    const payUrl = (await wechat.getAttribute('href')) ?? '';
    expect(new URL(payUrl).origin).toBe(origin);
    // the main action comes first, within the screen; the QR code is the alternative below it
    const button = await wechat.boundingBox();
    const qr = await page.getByRole('img', { name: '微信支付二维码' }).boundingBox();
    expect(button && qr && button.y < qr.y).toBe(true);
    expect((button?.y ?? PHONE.height) + (button?.height ?? 0)).toBeLessThan(PHONE.height);
    await screenshot(page, 'after-booking-pay-detail-phone');
    expect(await hasHorizontalScroll(page)).toBe(false);

    const [cashier] = await Promise.all([page.context().waitForEvent('page'), wechat.click()]);
    await cashier.getByRole('button', { name: '确认支付' }).click();
    await shows(cashier, '支付成功，请返回商户页面查看订单。');
    await cashier.close();
    await page.waitForURL(/\/PayState\?/, { timeout: 15_000 });
    await shows(page, `已支付 ${money(order.actualAmount)}`);
    expect(errors).toEqual([]);
  }, 90_000);

  it('shows the QR code first on a desktop, its cashier link at the address the visitor used', async () => {
    const member = await newMember(site, '姜维');
    const order = await bookStay(site, member, { fromDay: 53 });
    const { page, errors } = await memberPage(site, member, DESKTOP);
    const pay = await openPayStep(site, page, order);
    await pay.getByRole('radio', { name: '微信支付' }).check();
    await pay.getByRole('button', { name: '完成您的预定' }).click();
    await page.waitForURL(/\/PayDetail\?/);
    const qr = page.getByRole('img', { name: '微信支付二维码' });
    await expect.poll(() => qr.isVisible()).toBe(true);
    for (const text of [order.orderNo, order.hotelName, money(order.actualAmount)]) await shows(page, text);
    const link = page.getByRole('link', { name: '在新窗口打开支付页面' });
    expect(new URL((await link.getAttribute('href')) ?? '').origin).toBe(site.baseUrl);
    const qrBox = await qr.boundingBox();
    const linkBox = await link.boundingBox();
    expect(qrBox && linkBox && qrBox.y < linkBox.y).toBe(true);
    await screenshot(page, 'after-booking-pay-detail-desktop');
    expect(errors).toEqual([]);
  }, 90_000);
});

describe('the member card on the pay step', () => {
  it('shows the card balance when the card is chosen on a desktop', async () => {
    const member = await demoMember();
    const order = await bookStay(site, member, { fromDay: 60 });
    const { page, errors } = await memberPage(site, member, DESKTOP);
    const form = await openPayStep(site, page, order);
    expect(await form.getByText(/^卡余额/).count()).toBe(0);
    await form.getByRole('radio', { name: '会员卡支付' }).check();
    const balance = money(await cardBalance(member));
    await expect.poll(() => form.getByText(`卡余额 ${balance}`).isVisible()).toBe(true);
    expect(await form.getByLabel('会员密码').isVisible()).toBe(true);
    await screenshot(page, 'after-booking-card-balance-desktop');
    // leave the demo member no unpaid order
    await api(site, `/crsapi/v1/order/cancleOrder?orderId=${order.id}`, undefined, member.token);
    expect(errors).toEqual([]);
  }, 90_000);

  it('says the balance does not cover the amount before asking for a password on a phone', async () => {
    const member = await newMember(site, '关兴');
    const order = await bookStay(site, member, { fromDay: 63 });
    const { page, errors } = await memberPage(site, member, PHONE);
    const form = await openPayStep(site, page, order);
    await form.getByRole('radio', { name: '会员卡支付' }).check();
    await expect.poll(() => form.getByText(`卡余额 ${money(0)}`).isVisible()).toBe(true);
    await expect
      .poll(() =>
        form.getByText(`卡余额不足以支付 ${money(order.actualAmount)}，请选择其他支付方式`).isVisible(),
      )
      .toBe(true);
    expect(await form.getByLabel('会员密码').count()).toBe(0);
    await screenshot(page, 'after-booking-card-short-phone');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await form.getByRole('button', { name: '完成您的预定' }).click();
    await expect.poll(() => page.url()).toContain('/pay-step?');
    expect(errors).toEqual([]);
  }, 90_000);
});
