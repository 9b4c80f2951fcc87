import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlipayTestSetup, createAlipayTestSetup } from '../apps/server/test/stand-ins/alipay.ts';
import {
  startWechatPayTestbed,
  type WechatPayTestbed,
} from '../apps/server/test/stand-ins/wechatpay-testbed.ts';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import {
  type BookedOrder,
  bookStay,
  cancelFromUpcoming,
  memberPage,
  money,
  newMember,
  openOrder,
  openPayStep,
  shows,
} from './helpers/guest-orders.ts';
import { siteUnderTest } from './helpers/site.ts';

/**
 * Paying through the real gateway adapters: the server runs with WECHATPAY_* and ALIPAY_* settings
 * that point at local stand-ins of WeChat Pay API v3 and Alipay's gateway.do (apps/server/test/
 * stand-ins, written from their documentation, with keys made here), so no sandbox is involved.
 * A guest pays by QR code on a desktop and from the phone's payment link, the gateway's signed
 * notification pays the order, PayState says so; cancelling refunds the money at the gateway.
 */

let wechat: WechatPayTestbed;
let alipay: AlipayTestSetup;

// before the site starts (hooks run in order), stopped after it
beforeAll(async () => {
  wechat = await startWechatPayTestbed();
  alipay = await createAlipayTestSetup({ withSellerId: true });
});
afterAll(async () => {
  await wechat?.close();
  await alipay?.close();
});

const site = siteUnderTest({
  env: (baseUrl) => ({
    ...wechat.env,
    ...alipay.env,
    // where the gateways send their notifications: this server
    PUBLIC_BASE_URL: baseUrl,
    // no sandbox behind a method: what has no gateway is not offered
    PAYMENT_PROVIDER: 'none',
  }),
});

const fen = (yuan: number) => Math.round(yuan * 100);

/** From the pay step to PayDetail with the method chosen. */
async function startPaying(page: Page, order: BookedOrder, method: '微信支付' | '支付宝支付') {
  const pay = await openPayStep(site, page, order);
  await pay.getByRole('radio', { name: method }).check();
  await pay.getByRole('button', { name: '完成您的预定' }).click();
  await page.waitForURL(/\/PayDetail\?/);
}

/** The newest of `items` that `matches`, once there is one: what the server asked the gateway for. */
async function newestAtGateway<T>(items: () => Iterable<T>, matches: (item: T) => boolean): Promise<T> {
  const newest = () => [...items()].filter(matches).at(-1);
  await expect.poll(() => newest() !== undefined).toBe(true);
  return newest() as T;
}

/** The WeChat Pay order of the booking (its description names the order number). */
const wechatOrderOf = (order: BookedOrder) =>
  newestAtGateway(
    () => wechat.gateway.orders.values(),
    (o) => String(o.request.description).includes(order.orderNo),
  );

/** The Alipay trade of the booking (its subject names the order number). */
const alipayTradeOf = (order: BookedOrder) =>
  newestAtGateway(
    () => alipay.standIn.trades.values(),
    (t) => t.subject.includes(order.orderNo),
  );

/** PayState after the gateway's notification: the paid amount, as the guest reads it. */
async function seesPaid(page: Page, order: BookedOrder) {
  await page.waitForURL(/\/PayState\?/, { timeout: 20_000 });
  await shows(page, `已支付 ${money(order.actualAmount)}`);
}

/** The order under 已取消 with the refund line the guest reads. */
async function cancelledShows(page: Page, order: BookedOrder, line: string) {
  const cancelled = await openOrder(site, page, '已取消', order);
  await expect.poll(() => cancelled.getByText(line).isVisible()).toBe(true);
}

describe('WeChat Pay through its gateway', () => {
  it('pays by QR code on a desktop and refunds on cancel; the refund notification that follows is accepted', async () => {
    const member = await newMember(site, '黄忠');
    const order = await bookStay(site, member, { fromDay: 30 });
    const { page, errors } = await memberPage(site, member, DESKTOP);
    await startPaying(page, order, '微信支付');

    // a Native order at the gateway for the whole amount, its code_url behind the QR code shown
    const gatewayOrder = await wechatOrderOf(order);
    expect(gatewayOrder.tradeType).toBe('NATIVE');
    expect(gatewayOrder.amountFen).toBe(fen(order.actualAmount));
    expect(gatewayOrder.notifyUrl).toBe(`${site.baseUrl}/crsapi/v1/pay/notify/wechatpay`);
    await expect.poll(() => page.getByRole('img', { name: '微信支付二维码' }).isVisible()).toBe(true);
    await screenshot(page, 'gateway-wechatpay-qr-desktop');

    // the guest scans and pays: WeChat Pay's signed, encrypted notification pays the order
    const sent = await wechat.gateway.pay(gatewayOrder.outTradeNo);
    expect(sent.deliveredStatus).toBe(204);
    await seesPaid(page, order);
    await screenshot(page, 'gateway-wechatpay-paid-desktop');

    // the gateway takes the refund (PROCESSING: accepted, docs/decisions.md) for the whole amount
    wechat.gateway.refundOutcome = 'PROCESSING';
    await cancelFromUpcoming(
      site,
      page,
      order,
      `已支付的 ${money(order.actualAmount)} 将全额原路退回微信支付`,
    );
    const refund = [...wechat.gateway.refunds.values()].find((r) => r.outTradeNo === gatewayOrder.outTradeNo);
    expect(refund?.refundFen).toBe(fen(order.actualAmount));
    // its REFUND.SUCCESS notification names our attempt and amount: accepted
    const finished = await wechat.gateway.finishRefund(refund?.outRefundNo ?? '', 'SUCCESS');
    expect(finished.deliveredStatus).toBe(204);
    await cancelledShows(page, order, `${money(order.actualAmount)} 已原路退回微信支付`);
    await screenshot(page, 'gateway-wechatpay-refunded-desktop');
    expect(errors).toEqual([]);
  }, 120_000);

  it('opens the payment page from the phone, pays, and refunds on cancel', async () => {
    const member = await newMember(site, '魏延');
    const order = await bookStay(site, member, { fromDay: 33 });
    const { page, errors } = await memberPage(site, member, PHONE);
    await startPaying(page, order, '微信支付');
    const gatewayOrder = await wechatOrderOf(order);

    // outside WeChat the payment page shows the order's code to scan with WeChat
    const open = page.getByRole('link', { name: '打开微信支付' });
    await expect.poll(() => open.isVisible()).toBe(true);
    const [payPage] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
    await shows(payPage, '请使用微信扫一扫，在微信中完成支付。');
    await shows(payPage, money(order.actualAmount));
    await expect.poll(() => payPage.getByRole('img').first().isVisible()).toBe(true);
    await screenshot(payPage, 'gateway-wechatpay-page-phone');
    expect(await hasHorizontalScroll(payPage)).toBe(false);
    await payPage.close();

    expect((await wechat.gateway.pay(gatewayOrder.outTradeNo)).deliveredStatus).toBe(204);
    await seesPaid(page, order);
    await screenshot(page, 'gateway-wechatpay-paid-phone');

    wechat.gateway.refundOutcome = 'SUCCESS';
    await cancelFromUpcoming(
      site,
      page,
      order,
      `已支付的 ${money(order.actualAmount)} 将全额原路退回微信支付`,
    );
    await cancelledShows(page, order, `${money(order.actualAmount)} 已原路退回微信支付`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('Alipay through its gateway', () => {
  it('pays by QR code on a desktop and refunds on cancel', async () => {
    const member = await newMember(site, '张辽');
    const order = await bookStay(site, member, { fromDay: 36 });
    const { page, errors } = await memberPage(site, member, DESKTOP);
    await startPaying(page, order, '支付宝支付');

    const trade = await alipayTradeOf(order);
    expect(trade.totalAmount).toBe(order.actualAmount.toFixed(2));
    expect(trade.notifyUrl).toBe(`${site.baseUrl}/crsapi/v1/pay/notify/alipay`);
    await expect.poll(() => page.getByRole('img', { name: '支付宝支付二维码' }).isVisible()).toBe(true);
    await screenshot(page, 'gateway-alipay-qr-desktop');

    // the guest scans and pays: the server answers Alipay's notification with the literal success
    alipay.standIn.scan(trade.outTradeNo);
    const { answer } = await alipay.standIn.pay(trade.outTradeNo);
    expect(answer).toBe('success');
    await seesPaid(page, order);

    await cancelFromUpcoming(site, page, order, `已支付的 ${money(order.actualAmount)} 将全额原路退回支付宝`);
    expect([...trade.refunds.values()]).toEqual([
      { refundAmount: order.actualAmount.toFixed(2), done: true },
    ]);
    await cancelledShows(page, order, `${money(order.actualAmount)} 已原路退回支付宝`);
    await screenshot(page, 'gateway-alipay-refunded-desktop');
    expect(errors).toEqual([]);
  }, 120_000);

  it("opens Alipay's cashier from the phone, pays, and refunds on cancel", async () => {
    const member = await newMember(site, '徐晃');
    const order = await bookStay(site, member, { fromDay: 39 });
    const { page, errors } = await memberPage(site, member, PHONE);
    await startPaying(page, order, '支付宝支付');
    const trade = await alipayTradeOf(order);

    // 打开支付宝 is the signed alipay.trade.wap.pay link of this trade; the QR code is below it
    const open = page.getByRole('link', { name: '打开支付宝' });
    await expect.poll(() => open.isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('img', { name: '支付宝支付二维码' }).isVisible()).toBe(true);
    await screenshot(page, 'gateway-alipay-pay-detail-phone');
    expect(await hasHorizontalScroll(page)).toBe(false);
    const [cashier] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
    await shows(cashier, `支付宝收银台 ${trade.outTradeNo}`);
    await cashier.close();

    expect((await alipay.standIn.pay(trade.outTradeNo)).answer).toBe('success');
    await seesPaid(page, order);
    await screenshot(page, 'gateway-alipay-paid-phone');

    await cancelFromUpcoming(site, page, order, `已支付的 ${money(order.actualAmount)} 将全额原路退回支付宝`);
    await cancelledShows(page, order, `${money(order.actualAmount)} 已原路退回支付宝`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  }, 120_000);
});
