import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsSettled } from './browser.ts';
import { outboxCode, type SiteUnderTest } from './site.ts';

/**
 * Members and orders made through the booking service, for journeys that start after the booking:
 * paying, the confirmation, My booking. The booking itself is driven through the site in
 * booking.test.ts; here it is only the way to the screens under test.
 */

export const HOTEL = 'HJ000101';
export const DEMO_MOBILE = '13800138000';
export const DEMO_PASSWORD = 'Demo1234';

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function api<T>(site: SiteUnderTest, path: string, body?: unknown, token?: string) {
  return site.call<Envelope<T>>(path, body, token);
}

/** yyyy-MM-dd of today + n days in the hotel's time zone. */
export function shanghaiDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export interface Member {
  mobile: string;
  token: string;
  name: string;
}

/** Logs a registered member in by SMS code through the service. */
export async function logIn(site: SiteUnderTest, mobile: string): Promise<Member> {
  const sent = await api(site, `/crsapi/v1/user/smscode?mobile=${mobile}&type=2`);
  expect(sent.message).toBe('验证码已发送');
  const code = await outboxCode(site, mobile);
  const login = await api<{ token: string; name: string }>(site, '/crsapi/v1/user/login', {
    mobile,
    code,
    mode: 1,
  });
  expect(login.success).toBe(true);
  return { mobile, token: login.data.token, name: login.data.name };
}

let mobileSeq = 0;

/** A new member (card balance ¥0), registered and logged in. */
export async function newMember(site: SiteUnderTest, name: string): Promise<Member> {
  mobileSeq += 1;
  const mobile = `137${String(Date.now() % 1e6).padStart(6, '0')}${String(mobileSeq).padStart(2, '0')}`;
  await api(site, `/crsapi/v1/user/smscode?mobile=${mobile}&type=1`);
  const registered = await api(site, '/crsapi/v1/user/register', {
    SmsCode: await outboxCode(site, mobile),
    Name: name,
    mobile,
    Pwd: 'abc123',
  });
  expect(registered.success).toBe(true);
  return logIn(site, mobile);
}

/** A fresh page of the member at `origin` (the site's address unless given), logged in before its first load. */
export function memberPage(
  site: SiteUnderTest,
  member: Member,
  viewport: { width: number; height: number },
  origin: string = site.baseUrl,
) {
  const stored = (value: string) => JSON.stringify({ value });
  return site.browser.newPage(viewport, {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'usertoken', value: stored(member.token) },
          { name: 'username', value: stored(member.name) },
        ],
      },
    ],
  });
}

interface Rate {
  rateCode: string;
  isFreeCancel: 0 | 1;
  available: number;
  bookable: boolean;
}
interface RoomWithRates {
  rtCode: string;
  rateList: Rate[];
}
interface InventoryCheck {
  hotelName: string;
  roomTypeName: string;
  rateName: string;
  totalAmount: number;
  discountAmount: number;
  actualAmount: number;
}

export interface BookedOrder {
  id: number;
  orderNo: string;
  revNo: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  actualAmount: number;
}

/** ¥1,280.00: money as the site shows it. */
export function money(yuan: number): string {
  return `¥${yuan.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * Books two nights from today + `fromDay` for the member at the demo hotel (or `hotelCode`), on a
 * rate that allows free cancellation (or one that does not), with the contact details a guest gives
 * on the information step.
 */
export async function bookStay(
  site: SiteUnderTest,
  member: Member,
  options: { fromDay: number; freeCancel?: boolean; email?: string; hotelCode?: string },
): Promise<BookedOrder> {
  const checkIn = shanghaiDate(options.fromDay);
  const checkOut = shanghaiDate(options.fromDay + 2);
  const hotelCode = options.hotelCode ?? HOTEL;
  const rooms = await api<RoomWithRates[]>(site, '/crsapi/v1/hotel/getRoomAndRate', {
    HotelCode: hotelCode,
    RoomTypeCode: '',
    CheckIn: checkIn,
    CheckOut: checkOut,
  });
  const wanted = options.freeCancel === false ? 0 : 1;
  const room = rooms.data.find((r) =>
    r.rateList.some((rate) => rate.bookable && rate.available >= 2 && rate.isFreeCancel === wanted),
  );
  const rate = room?.rateList.find((r) => r.bookable && r.available >= 2 && r.isFreeCancel === wanted);
  if (!room || !rate) throw new Error('no bookable rate');
  const stay = { hotelCode, roomTypeCode: room.rtCode, rateCode: rate.rateCode, roomQty: 1 };
  const check = await api<InventoryCheck>(
    site,
    '/crsapi/v1/order/checkInventory',
    { ...stay, checkIn, checkOut },
    member.token,
  );
  expect(check.success).toBe(true);
  const submitted = await api<{ id: number; orderNo: string; revNo: string }>(
    site,
    '/crsapi/v1/order/submitOrder',
    {
      ...stay,
      checkInDate: checkIn,
      checkOutDate: checkOut,
      days: 2,
      roomTypeName: check.data.roomTypeName,
      rateName: check.data.rateName,
      revUser: member.name,
      mobile: member.mobile,
      email: options.email ?? '',
      totalAmount: check.data.totalAmount,
      discountAmount: check.data.discountAmount,
      couponAmount: 0,
      actualAmount: check.data.actualAmount,
    },
    member.token,
  );
  expect(submitted.message).toBe('预订成功');
  return {
    ...submitted.data,
    hotelName: check.data.hotelName,
    checkIn,
    checkOut,
    actualAmount: check.data.actualAmount,
  };
}

/**
 * Closes PayStep's pop-up (an unpaid order can be continued in the member centre) as a guest does:
 * once it has finished moving in, so the click lands on 知道了 (at 375 px a click during the
 * animation once left it open).
 */
export async function dismissPayStepNotice(page: Page) {
  const notice = page.getByRole('dialog').filter({ hasText: '会员中心' });
  await notice.waitFor();
  await animationsSettled(page);
  await notice.getByRole('button', { name: '知道了' }).click();
  await expect.poll(() => notice.isVisible()).toBe(false);
}

/** PayStep of the order, as the information step opens it, with its pop-up closed. */
export async function openPayStep(
  site: SiteUnderTest,
  page: Page,
  order: BookedOrder,
  origin = site.baseUrl,
) {
  const query = new URLSearchParams({ orderNo: order.orderNo, id: String(order.id), revNo: order.revNo });
  await page.goto(`${origin}/pay-step?${query.toString()}`);
  await dismissPayStepNotice(page);
  return page.getByRole('form', { name: '担保或支付' });
}

/** My booking, one sub-tab. */
export async function openOrders(site: SiteUnderTest, page: Page, tab: string) {
  await page.goto(`${site.baseUrl}/courtesy?tab=booking`);
  await page.getByRole('tab', { name: tab, exact: true }).click();
  return page.getByRole('tabpanel', { name: tab });
}

/** Opens the order in a My booking tab and answers its panel. */
export async function openOrder(site: SiteUnderTest, page: Page, tab: string, order: BookedOrder) {
  const panel = await openOrders(site, page, tab);
  const header = panel.getByText(`订单号 ${order.orderNo}`);
  await expect.poll(() => header.isVisible(), { timeout: 10_000 }).toBe(true);
  await header.click();
  // the accordion has opened (its transition is over), as the guest sees it
  await animationsSettled(page);
  return panel;
}

/**
 * Cancels the paid order from 待入住: the confirmation states `refundLine`, the toast says the money
 * is back, and the order leaves the tab.
 */
export async function cancelFromUpcoming(
  site: SiteUnderTest,
  page: Page,
  order: BookedOrder,
  refundLine: string,
): Promise<void> {
  const upcoming = await openOrder(site, page, '待入住', order);
  await upcoming.getByRole('button', { name: '取消订单' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '此操作将取消已预约订单, 是否继续?' });
  await confirm.waitFor();
  expect(await confirm.textContent()).toContain(refundLine);
  await confirm.getByRole('button', { name: '确定' }).click();
  await shows(page, '退订成功，款项已原路退回');
  await expect.poll(() => upcoming.getByText(`订单号 ${order.orderNo}`).count()).toBe(0);
}

/** Waits until the text shows on the page. */
export function shows(page: Page, text: string | RegExp) {
  return expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);
}

/** The messages the development outboxes hold for one recipient, newest first. */
export async function smsTo(site: SiteUnderTest, mobile: string): Promise<string[]> {
  const outbox = await api<{ text: string }[]>(site, `/dev/sms-outbox?mobile=${mobile}`);
  return outbox.data.map((entry) => entry.text);
}

export interface MailEntry {
  to: string;
  subject: string;
  text: string;
}

export async function mailTo(site: SiteUnderTest, to: string): Promise<MailEntry[]> {
  const outbox = await api<MailEntry[] | undefined>(site, `/dev/mail-outbox?to=${encodeURIComponent(to)}`);
  return outbox.data ?? [];
}

/** Pays the order by WeChat as a guest scanning its code would: the sandbox cashier, 确认支付. */
export async function payByWeChatElsewhere(
  site: SiteUnderTest,
  page: Page,
  member: Member,
  order: BookedOrder,
): Promise<void> {
  const start = await api<{ payUrl: string }>(
    site,
    '/crsapi/v1/pay/orderpay',
    { revNo: order.revNo, payCode: 'wxpay' },
    member.token,
  );
  const cashier = await page.context().newPage();
  await cashier.goto(start.data.payUrl);
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await shows(cashier, '支付成功，请返回商户页面查看订单。');
  await cashier.close();
}
