import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, HOTEL, shanghaiDate } from './guest-orders.ts';
import { outboxCode, type SiteUnderTest } from './site.ts';

/**
 * The guest's side of a search: the search box's popups (city, dates, guests, discount channel),
 * the stay picker of a hotel's rooms, and the service's answers the journeys compare with.
 */

export interface Stay {
  checkIn: string;
  checkOut: string;
}

/** Two nights from today + `fromDay` (Asia/Shanghai). */
export function twoNights(fromDay: number): Stay {
  return { checkIn: shanghaiDate(fromDay), checkOut: shanghaiDate(fromDay + 2) };
}

/** 11月30日: a yyyy-MM-dd date as the booking summary writes it. */
export function summaryDate(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${month}月${day}日`;
}

/** The popup layer of antd (popover, picker) that is open now. */
function openPopup(page: Page, selector: string): Locator {
  return page.locator(selector).filter({ visible: true });
}

/**
 * Opens the city popup of the search form and picks a city from it; `shown` is what the field then
 * says (全部 reads 全部城市).
 */
export async function chooseCity(page: Page, form: Locator, city: string, shown = city): Promise<void> {
  const field = form.getByLabel('目的地');
  const panel = openPopup(page, '.search_city-panel');
  // Banners and lists settle first: a click during a layout shift can land on a banner link.
  await page.waitForLoadState('networkidle');
  // The popup grows (and may move) when the city list arrives: pick again until the field shows it.
  for (let attempt = 0; attempt < 3 && (await field.inputValue()) !== shown; attempt += 1) {
    if (!(await panel.count())) await field.click();
    try {
      await panel.first().waitFor({ timeout: 5_000 });
      await page.locator('.search_city-panel .ant-skeleton').waitFor({ state: 'detached' });
      await panel.getByRole('button', { name: city, exact: true }).first().click({ timeout: 5_000 });
    } catch {
      // the popup closed or moved under the pointer: try again
    }
  }
  expect(await field.inputValue()).toBe(shown);
}

/**
 * Picks check-in and check-out in the date popup that `open` opens, paging months forward as a guest
 * would. A busy page can swallow a click while the popup slides in: then the popup stays open, and
 * the guest picks the two dates again.
 */
async function pickDates(page: Page, open: () => Promise<void>, stay: Stay): Promise<void> {
  const popup = openPopup(page, '.ant-picker-dropdown');
  await page.waitForLoadState('networkidle');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      if (!(await popup.count())) await open();
      await popup.first().waitFor({ timeout: 5_000 });
      for (const date of [stay.checkIn, stay.checkOut]) {
        const cell = popup.getByTitle(date, { exact: true }).first();
        for (let month = 0; month < 3 && !(await cell.isVisible()); month += 1) {
          await popup.getByRole('button', { name: '下个月' }).first().click({ timeout: 5_000 });
        }
        await cell.click({ timeout: 5_000 });
      }
      await popup.first().waitFor({ state: 'detached', timeout: 3_000 });
      return;
    } catch {
      // the popup moved or closed under the pointer, or stayed open: pick again
    }
  }
  expect(await popup.count()).toBe(0);
}

/** The dates of a search form (入住 — 离店). */
export async function chooseSearchDates(page: Page, form: Locator, stay: Stay): Promise<void> {
  await pickDates(page, () => form.getByLabel('入住 — 离店').click(), stay);
  await expect.poll(() => form.getByText('共2晚').isVisible()).toBe(true);
}

/** The stay picker of a hotel's rooms or room detail page. */
export async function chooseStay(page: Page, stay: Stay): Promise<void> {
  await pickDates(page, () => page.getByLabel('入住 — 离店').first().click(), stay);
  await expect.poll(() => page.getByText('共2晚').first().isVisible()).toBe(true);
}

/**
 * Rooms and guests of the search form, as the guests popup builds them: `rooms[i]` is
 * [adults, children] of room i + 1 (every room starts with 1 adult).
 */
export async function chooseGuests(page: Page, form: Locator, rooms: [number, number][]): Promise<void> {
  await form.getByLabel('客房及人数').click();
  const panel = openPopup(page, '.search_guests-panel');
  await panel.first().waitFor();
  const count = async (label: string) =>
    Number(await panel.locator(`output[aria-label="${label}"]`).textContent());
  for (const [index, [adults, children]] of rooms.entries()) {
    const room = `第${index + 1}间`;
    if (index > 0) {
      await pressUntil(
        panel.getByRole('button', { name: '添加房间' }),
        async () => (await panel.locator(`li[aria-label="${room}"]`).count()) > 0,
      );
    }
    for (let n = 1; n < adults; n += 1) {
      await pressUntil(
        panel.getByRole('button', { name: `增加${room}成人` }),
        async () => (await count(`${room}成人`)) >= n + 1,
      );
    }
    for (let n = 0; n < children; n += 1) {
      await pressUntil(
        panel.getByRole('button', { name: `增加${room}儿童` }),
        async () => (await count(`${room}儿童`)) >= n + 1,
      );
    }
  }
  await panel.getByRole('button', { name: '确定' }).click();
  const adults = rooms.reduce((sum, [a]) => sum + a, 0);
  const children = rooms.reduce((sum, [, c]) => sum + c, 0);
  expect(await form.getByLabel('客房及人数').inputValue()).toBe(
    `${rooms.length}间 ${adults}成人 ${children}儿童`,
  );
}

/**
 * Presses a button of a popup until what it does has happened: a busy page can swallow a press
 * while the popup settles (as with the date and city popups above), and the guest presses again.
 */
async function pressUntil(button: Locator, done: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 3 && !(await done()); attempt += 1) {
    await button.click();
    await expect
      .poll(done, { timeout: 2_000 })
      .toBe(true)
      .catch(() => undefined);
  }
  expect(await done()).toBe(true);
}

/** The optional discount channel of the search form. */
export async function chooseDiscount(page: Page, form: Locator, type: string, code: string): Promise<void> {
  await form.getByLabel('优惠渠道').click();
  const panel = openPopup(page, '.search_discount-panel');
  await panel.first().waitFor();
  await panel.getByText(type, { exact: true }).click();
  await expect.poll(() => panel.getByRole('radio', { name: type }).isChecked()).toBe(true);
  await panel.getByLabel('优惠码').fill(code);
  await panel.getByRole('button', { name: '确定' }).click();
  expect(await form.getByLabel('优惠渠道').inputValue()).toBe(`${type} · ${code}`);
}

interface Rate {
  rateCode: string;
  rateClassName: string;
  isFreeCancel: 0 | 1;
  available: number;
  bookable: boolean;
  totalPrice: number | null;
}
export interface RoomWithRates {
  roomTypeName: string;
  rtCode: string;
  rateList: Rate[];
}

/** A room type and rate of the hotel bookable for the stay with `rooms` rooms (free cancellation unless told). */
export async function bookableRate(
  site: SiteUnderTest,
  stay: Stay,
  options: { hotelCode?: string; rooms?: number; freeCancel?: boolean } = {},
): Promise<{ room: RoomWithRates; rate: Rate }> {
  const rooms = await api<RoomWithRates[]>(site, '/crsapi/v1/hotel/getRoomAndRate', {
    HotelCode: options.hotelCode ?? HOTEL,
    RoomTypeCode: '',
    CheckIn: stay.checkIn,
    CheckOut: stay.checkOut,
  });
  const wanted = options.freeCancel === false ? 0 : 1;
  for (const room of rooms.data) {
    const rate = room.rateList.find(
      (r) => r.bookable && r.available >= (options.rooms ?? 1) + 1 && r.isFreeCancel === wanted,
    );
    if (rate) return { room, rate };
  }
  throw new Error('no bookable rate');
}

/** The 预订 button of one rate, named by room type and rate as the list names it. */
export function bookButton(page: Page, room: RoomWithRates, rate: Rate): Locator {
  return page.getByRole('button', { name: `预订 ${room.roomTypeName} ${rate.rateClassName}`, exact: true });
}

/** A member registered through the service who has not logged in yet: the login modal's job. */
export async function registeredMember(site: SiteUnderTest, name: string): Promise<{ mobile: string }> {
  const mobile = `136${String(Date.now() % 1e8).padStart(8, '0')}`;
  await api(site, `/crsapi/v1/user/smscode?mobile=${mobile}&type=1`);
  const registered = await api(site, '/crsapi/v1/user/register', {
    SmsCode: await outboxCode(site, mobile),
    Name: name,
    mobile,
    Pwd: 'abc123',
  });
  expect(registered.success).toBe(true);
  return { mobile };
}

export interface OrderDetail {
  checkinDate: string;
  checkoutDate: string;
  roomQty: number;
  couponType: string;
  discountAmount: number;
  revUser: string;
  guestNames?: string[];
  adultNum?: number;
  childrenNum?: number;
}

/** The order as the service keeps it, read with the member's token. */
export async function orderDetail(site: SiteUnderTest, token: string, id: string): Promise<OrderDetail> {
  const detail = await api<OrderDetail>(
    site,
    `/crsapi/v1/order/getOrderDetail?orderId=${id}`,
    undefined,
    token,
  );
  expect(detail.success).toBe(true);
  return detail.data;
}
