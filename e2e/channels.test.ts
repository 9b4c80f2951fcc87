import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChannelManagerStandIn,
  startChannelManager,
} from '../apps/server/test/stand-ins/channel-manager.ts';
import { signInToBackOffice } from './helpers/admin.ts';
import { DESKTOP, PHONE, screenshot } from './helpers/browser.ts';
import { shanghaiDate } from './helpers/guest-orders.ts';
import { siteUnderTest } from './helpers/site.ts';

/**
 * 渠道管理 end to end at 1280 px: the group administrator connects a channel manager (the tests'
 * stand-in of pmsXchange on 127.0.0.1), the hotel's manager maps a room type and a rate plan, and
 * the channel then holds the hotel's rooms and prices night by night, sent at once; 核对 finds
 * nothing to say; a reservation the channel delivers becomes an order 订单管理 finds by the
 * channel's number, and the channel is told one room fewer.
 */
// the jobs on, as deployed (the test runner's NODE_ENV=test turns them off): a change is sent at once
// (every 2 s here, so a channel's reservation is read within the test's patience)
const site = siteUnderTest({ env: () => ({ JOBS_ENABLED: 'true', JOBS_INTERVAL_MS: '2000' }) });
const credentials = { requestorId: 'GUANGYING', username: 'guangying', password: 'cm-secret-2026' };
let channel: ChannelManagerStandIn;

beforeAll(async () => {
  channel = await startChannelManager({ ...credentials, catalogue: { CTRIP001: { DLX: ['BAR'] } } });
});
afterAll(() => channel.close());

describe('渠道管理', () => {
  it('connects a channel, maps a room type and a rate, and the channel holds our nights', async () => {
    // unique per try: a retried journey meets the connection its first try made
    const NAME = `携程（SiteMinder）${Date.now() % 100_000}`;
    const admin = await site.browser.newPage(DESKTOP);
    await signInToBackOffice(admin.page, site.baseUrl, 'admin');
    await admin.page.goto(`${site.baseUrl}/admin/channels`);
    await admin.page.getByRole('button', { name: /新建渠道/ }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel('渠道名称').fill(NAME);
    await dialog.getByLabel('接口地址').fill(channel.url);
    await dialog.getByLabel('我方系统代码').fill(credentials.requestorId);
    await dialog.getByLabel('账号').fill(credentials.username);
    await dialog.getByLabel('密码').fill(credentials.password);
    await dialog.getByRole('button', { name: '保存' }).click();
    await admin.page.getByRole('cell', { name: NAME }).waitFor();
    // the sign-in page's first question, who is signed in, is answered 401 before signing in
    expect(admin.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);

    const manager = await site.browser.newPage(DESKTOP);
    await signInToBackOffice(manager.page, site.baseUrl, 'manager');
    await manager.page.goto(`${site.baseUrl}/admin/channels`);
    // a manager maps their hotel but never sees where the channel is or who we are there
    await manager.page.getByRole('cell', { name: NAME }).waitFor();
    expect(await manager.page.getByText(channel.url).count()).toBe(0);
    await manager.page
      .getByRole('row', { name: new RegExp(NAME) })
      .getByRole('button', { name: '映射酒店' })
      .click();
    await manager.page.getByRole('combobox', { name: '酒店' }).click();
    await manager.page.locator('.ant-select-item-option').first().click();
    await manager.page.getByLabel('渠道酒店代码').fill('CTRIP001');
    await manager.page.getByRole('checkbox', { name: '在该渠道销售' }).first().check();
    const firstRoomCode = manager.page.getByLabel(/渠道房型代码$/).first();
    await firstRoomCode.fill('DLX');
    await manager.page
      .getByLabel(/渠道房价代码（留空则不销售）$/)
      .first()
      .fill('BAR');
    await manager.page.getByRole('button', { name: '保存' }).click();
    await manager.page.getByText('已保存映射，并已安排全量同步').waitFor();

    // sent at once (the save nudges the sender): 90 nights of rooms and BAR's prices, none refused
    const tomorrow = shanghaiDate(1);
    await expect
      .poll(() => channel.availability.get(`CTRIP001|DLX|${tomorrow}`), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => channel.rates.get(`CTRIP001|DLX|BAR|${tomorrow}`), { timeout: 15_000 })
      .toMatch(/^\d+\.\d{2}$/);
    expect(channel.received.filter((m) => m.errors.length > 0)).toEqual([]);
    expect(
      [...channel.availability.keys()].filter((key) => key.startsWith('CTRIP001|DLX|')).length,
    ).toBeGreaterThanOrEqual(89);

    await manager.page.reload();
    await manager.page.getByText(/最近发送 \d{4}-\d{2}-\d{2}/).waitFor();
    await screenshot(manager.page, 'channels-1280');

    // 核对: the channel holds what we hold
    await manager.page
      .getByRole('row', { name: new RegExp(NAME) })
      .getByRole('button', { name: '核对' })
      .click();
    await manager.page.getByText('渠道与本系统一致').waitFor();
    await screenshot(manager.page, 'channels-reconciliation-1280');
    await manager.page.keyboard.press('Escape');

    // a guest books on the channel: the reservation becomes an order of the hotel, the channel is
    // told our number and then one room fewer, and the desk finds it by the channel's number
    const resId = `CTRIP-E2E-${Date.now() % 100_000}`;
    const [checkIn, checkOut] = [shanghaiDate(2), shanghaiDate(3)];
    const roomsBefore = channel.availability.get(`CTRIP001|DLX|${checkIn}`) ?? 0;
    channel.deliver({
      messageId: `${resId}-1`,
      resId,
      status: 'Book',
      hotelCode: 'CTRIP001',
      roomType: 'DLX',
      ratePlan: 'BAR',
      rooms: 1,
      checkIn,
      checkOut,
      adults: 2,
      children: 0,
      nightly: ['388.00'],
      surname: '韩',
      givenName: '梅梅',
      phone: '13600136000',
      email: 'hanmeimei@example.cn',
      prepaid: true,
      modifiedAt: new Date().toISOString(),
    });
    await expect.poll(() => channel.confirmations.get(`${resId}-1`), { timeout: 20_000 }).toBeDefined();
    expect(channel.confirmations.get(`${resId}-1`)).toEqual({
      orderNos: [expect.stringMatching(/^\d{18}$/)],
    });
    await expect
      .poll(() => channel.availability.get(`CTRIP001|DLX|${checkIn}`), { timeout: 15_000 })
      .toBe(roomsBefore - 1);

    await manager.page.goto(`${site.baseUrl}/admin/orders`);
    await manager.page.getByLabel('订单号').fill(resId);
    await manager.page.getByRole('button', { name: '查询' }).click();
    await manager.page.getByText(`${NAME} · 渠道单号 ${resId}`).waitFor();
    await manager.page.getByRole('cell', { name: /韩梅梅/ }).waitFor();
    await screenshot(manager.page, 'channel-order-1280');
    // its detail: where it came from, paid to the channel, and nothing to cancel here
    await manager.page.getByRole('button', { name: /^\d{18}$/ }).click();
    const detail = manager.page.getByRole('dialog');
    await detail.getByText(`${NAME} · 渠道单号 ${resId}`).waitFor();
    await detail
      .getByText(/渠道预付/)
      .first()
      .waitFor();
    await detail.getByText('渠道售价 ¥388.00').waitFor();
    await detail.getByText(/按渠道的取消政策/).waitFor();
    expect(await detail.getByRole('button', { name: '取消并退款' }).count()).toBe(0);
    await screenshot(manager.page, 'channel-order-detail-1280');
    await manager.page.keyboard.press('Escape');
    expect(manager.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);

    // the manager on a phone: 渠道订单 says the reservation was taken, with our order number
    const phone = await site.browser.newPage(PHONE);
    await signInToBackOffice(phone.page, site.baseUrl, 'manager');
    await phone.page.goto(`${site.baseUrl}/admin/channels`);
    await phone.page
      .getByRole('row', { name: new RegExp(NAME) })
      .getByRole('button', { name: '渠道订单' })
      .click();
    const drawer = phone.page.getByRole('dialog');
    await drawer.getByText(resId).waitFor();
    const orderNo = (channel.confirmations.get(`${resId}-1`) as { orderNos: string[] }).orderNos[0] ?? '';
    await drawer.getByText(orderNo).waitFor();
    await screenshot(phone.page, 'channel-deliveries-375');
    expect(phone.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });
});
