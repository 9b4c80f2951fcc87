import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { staffApi } from './helpers/admin.ts';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import { api, DEMO_MOBILE, HOTEL, shanghaiDate } from './helpers/guest-orders.ts';
import { outboxCode, type SiteUnderTest, siteUnderTest, storedValue } from './helpers/site.ts';

const site = siteUnderTest();

interface MemberPrice {
  levelName: string;
  totalPrice: number;
  avgPrice: number;
  yours: boolean;
}
interface Rate {
  rateCode: string;
  totalPrice: number | null;
  avgPrice: number | null;
  bookable: boolean;
  memberPrice: MemberPrice | null;
}
interface RoomWithRates {
  roomTypeName: string;
  rtCode: string;
  rateList: Rate[];
}
interface ListHotel {
  hotelCode: string;
  lowestPrice: number | null;
}

/** Money as the site writes it: whole yuan without decimals. */
function yuan(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

async function roomsFor(stay: { checkIn: string; checkOut: string }, token?: string) {
  const body = { HotelCode: HOTEL, CheckIn: stay.checkIn, CheckOut: stay.checkOut };
  return (await api<RoomWithRates[]>(site, '/crsapi/v1/hotel/getRoomAndRate', body, token)).data;
}

/** The lowest nightly price of a room's bookable rates that the viewer of `rooms` pays. */
function fromPrice(room: RoomWithRates | undefined): number {
  const paid = (room?.rateList ?? [])
    .filter((rate) => rate.bookable)
    .map((rate) => (rate.memberPrice?.yours ? rate.memberPrice.avgPrice : rate.avgPrice))
    .filter((price) => price !== null);
  return Math.min(...paid);
}

/** The hotel's ¥N起 in the list for the stay, as the viewer of `token` is priced. */
async function listPrice(cityCode: string, stay: { checkIn: string; checkOut: string }, token?: string) {
  const page = await site.call<{ rows: ListHotel[] }>(
    '/crsapi/v1/hotel/getHotelsByPage',
    { cityCode, checkIn: stay.checkIn, checkOut: stay.checkOut, pageSize: 50 },
    token,
  );
  return page.rows.find((hotel) => hotel.hotelCode === HOTEL)?.lowestPrice ?? null;
}

/**
 * A new member (registered, not logged in) with money put on the card by the group's administrator:
 * a stored-value card member, 白金 by the membership rules.
 */
async function newPlatinumMember(site: SiteUnderTest): Promise<string> {
  const mobile = `136${String(Date.now() % 1e8).padStart(8, '0')}`;
  await api(site, `/crsapi/v1/user/smscode?mobile=${mobile}&type=1`);
  const registered = await api(site, '/crsapi/v1/user/register', {
    SmsCode: await outboxCode(site, mobile),
    Name: '白金测试',
    mobile,
    Pwd: 'abc123',
  });
  expect(registered.success).toBe(true);
  const admin = await staffApi(site.baseUrl, 'admin');
  const found = await admin.call<{ data: { rows: { id: number }[] } }>(`/members?keyword=${mobile}`);
  const id = found.body.data.rows[0]?.id;
  const topUp = await admin.call(`/members/${id}/balance`, { body: { change: 500, reason: '储值开卡' } });
  expect(topUp.status).toBe(200);
  return mobile;
}

/** A picture of one part of the page, beside the full-page ones, when SCREENSHOTS=1. */
async function screenshotOf(part: Locator, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  await part.screenshot({ path: path.resolve(import.meta.dirname, '../screenshots', `${name}.png`) });
}

/** Logs in through the login modal that `opener` opens, by SMS code from the development outbox. */
async function logInThrough(page: Page, opener: Locator, mobile: string): Promise<string> {
  await opener.click();
  const login = page.getByRole('form', { name: '会员登录' });
  await login.waitFor();
  await login.getByLabel('手机号').fill(mobile);
  await login.getByRole('button', { name: '发送' }).click();
  await login.getByLabel('验证码').fill(await outboxCode(site, mobile));
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => login.isVisible()).toBe(false);
  return String(await storedValue(page, 'usertoken'));
}

describe('门市价 and 会员价', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows a visitor 门市价 and 银卡会员价 with 登录, and the member logged in there their own price, rooms and list, on a ${label}`, async () => {
      const phone = viewport.width < 768;
      // two nights of each viewport's own
      const stay = { checkIn: shanghaiDate(phone ? 4 : 2), checkOut: shanghaiDate(phone ? 6 : 4) };
      // the demo member is 白金; a second code for one mobile waits a minute, so the phone has its own
      const mobile = phone ? await newPlatinumMember(site) : DEMO_MOBILE;
      const { cityCode } = (
        await api<{ cityCode: string }>(site, '/crsapi/v1/hotel/getHotelInfo', { HotelCode: HOTEL })
      ).data;

      const visitorRooms = await roomsFor(stay);
      const room = visitorRooms.find((r) => r.rateList.some((rate) => rate.bookable && rate.memberPrice));
      const rate = room?.rateList.find((r) => r.bookable && r.memberPrice);
      const offer = rate?.memberPrice;
      if (!room || !rate || rate.totalPrice === null || rate.avgPrice === null || !offer)
        throw new Error('the demo hotel has a bookable rate with a member price');
      expect(offer).toMatchObject({ levelName: '银卡', yours: false });

      // a visitor: 门市价, and what 银卡 pays with 登录 for it
      const { page, errors } = await site.browser.newPage(viewport);
      // the member's pages below load afresh: rendered for a visitor, hydrated as one, then repriced
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('hydration')) warnings.push(message.text());
      });
      await page.goto(
        `${site.baseUrl}/${HOTEL}/rooms?checkInDate=${stay.checkIn}&checkOutDate=${stay.checkOut}`,
      );
      const item = page.getByRole('listitem', { name: room.roomTypeName, exact: true });
      const row = item.locator(`[data-rate="${rate.rateCode}"]`);
      const saved = Math.round((rate.avgPrice - offer.avgPrice) * 100) / 100;
      await expect
        .poll(() => row.textContent(), { timeout: 10_000 })
        .toContain(`门市价¥${yuan(rate.totalPrice)}`);
      expect(await row.textContent()).toContain(
        `银卡会员价 ¥${yuan(offer.totalPrice)} · 省¥${yuan(saved)}/晚`,
      );
      expect(await row.locator('s').count()).toBe(0);
      const loginButton = row.getByRole('button', { name: '登录享会员价' });
      expect(await loginButton.isVisible()).toBe(true);
      const box = await loginButton.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(phone ? 44 : 24);
      expect(box?.width).toBeGreaterThanOrEqual(phone ? 44 : 24);
      expect(await item.locator('.hotel-rooms_room-item__from').textContent()).toBe(
        `¥${yuan(fromPrice(room))}起`,
      );
      await row.scrollIntoViewIfNeeded();
      await screenshotOf(item, `member-prices-visitor-room-${label}`);
      await screenshot(page, `member-prices-visitor-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // 登录 there: the member's own price at once, 门市价 struck beside it
      const token = await logInThrough(page, loginButton, mobile);
      const memberRooms = await roomsFor(stay, token);
      const memberRoom = memberRooms.find((r) => r.rtCode === room.rtCode);
      const mine = memberRoom?.rateList.find((r) => r.rateCode === rate.rateCode)?.memberPrice;
      expect(mine).toMatchObject({ levelName: '白金', yours: true });
      await expect
        .poll(() => row.textContent(), { timeout: 10_000 })
        .toContain(`白金价¥${yuan(mine?.totalPrice ?? 0)}`);
      expect(await row.locator('s').textContent()).toBe(`¥${yuan(rate.totalPrice)}`);
      expect(await row.textContent()).toContain('门市价');
      expect(await page.getByRole('button', { name: '登录享会员价' }).count()).toBe(0);
      expect(await item.locator('.hotel-rooms_room-item__from').textContent()).toBe(
        `¥${yuan(fromPrice(memberRoom))}起`,
      );
      await row.scrollIntoViewIfNeeded();
      await screenshotOf(item, `member-prices-member-room-${label}`);
      await screenshot(page, `member-prices-member-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // the room's own page: its 起 and its rates at the member's price too
      await page.goto(`${site.baseUrl}/${HOTEL}/room-detail/room-detail?index=${visitorRooms.indexOf(room)}`);
      const detailRow = page.locator(`#room-rates [data-rate="${rate.rateCode}"]`);
      await expect
        .poll(() => detailRow.textContent(), { timeout: 10_000 })
        .toContain(`白金价¥${yuan(mine?.totalPrice ?? 0)}`);
      expect(await page.locator('.room-detail_room-detail__from').textContent()).toBe(
        `¥${yuan(fromPrice(memberRoom))}起`,
      );
      await detailRow.scrollIntoViewIfNeeded();
      await screenshot(page, `member-prices-room-detail-member-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // the hotel list: the member's ¥N起 is lower than a visitor's (this tab keeps the stay
      // searched, so the list is drawn again for this browser right after hydrating)
      const [visitorFrom, memberFrom] = [
        await listPrice(cityCode, stay),
        await listPrice(cityCode, stay, token),
      ];
      if (visitorFrom === null || memberFrom === null)
        throw new Error('the demo hotel has rooms for the stay');
      expect(memberFrom).toBeLessThan(visitorFrom);
      const list = `${site.baseUrl}/hotels?city=${cityCode}&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&size=50`;
      const card = (p: Page) => p.locator(`article[data-hotel-code="${HOTEL}"] .hotels_hotel-card__price`);
      await page.goto(list);
      await expect.poll(() => card(page).textContent(), { timeout: 10_000 }).toBe(`¥${yuan(memberFrom)}起`);
      await card(page).scrollIntoViewIfNeeded();
      await screenshot(page, `member-prices-list-member-${label}`);
      const visitor = await site.browser.newPage(viewport);
      await visitor.page.goto(list);
      await expect
        .poll(() => card(visitor.page).textContent(), { timeout: 10_000 })
        .toBe(`¥${yuan(visitorFrom)}起`);
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(warnings).toEqual([]);
      expect(errors).toEqual([]);
      expect(visitor.errors).toEqual([]);
    });
  }
});
