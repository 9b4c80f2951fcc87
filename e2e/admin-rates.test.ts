import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToBackOffice, staffApi } from './helpers/admin.ts';
import { DESKTOP, PHONE, screenshot } from './helpers/browser.ts';
import { api, HOTEL, memberPage, newMember, shanghaiDate } from './helpers/guest-orders.ts';
import { siteUnderTest } from './helpers/site.ts';

/**
 * 房价房态 end to end: a change in the calendar grid is on the public site at once, and a night
 * stopped for sale is refused to a guest with a clear message while other nights still book.
 */
const site = siteUnderTest();

interface CalendarPlan {
  id: number;
  rateCode: string;
  name: string;
  cells: ({ price: number } | null)[];
}
interface CalendarType {
  id: number;
  rtCode: string;
  name: string;
  ratePlans: CalendarPlan[];
}

/** The first room type of the demo hotel with its first rate plan, from the staff calendar. */
async function firstRate(from: string): Promise<{ type: CalendarType; plan: CalendarPlan }> {
  const manager = await staffApi(site.baseUrl, 'manager');
  const reply = await manager.call<{ data: { roomTypes: CalendarType[] } }>(
    `/rates/calendar?hotelCode=${HOTEL}&from=${from}&days=30`,
  );
  const type = reply.body.data.roomTypes[0];
  const plan = type?.ratePlans[0];
  if (!type || !plan) throw new Error('the demo hotel has no rate plan');
  return { type, plan };
}

/** The first Saturday after today (Asia/Shanghai). */
function nextSaturday(): string {
  for (let day = 1; day <= 7; day += 1) {
    const date = shanghaiDate(day);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 6) return date;
  }
  throw new Error('unreachable');
}

function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The hotel's rooms page for one night from `checkIn` (the page reads the tab's stored dates). */
async function openRooms(page: Page, checkIn: string): Promise<void> {
  await page.goto(`${site.baseUrl}/home`);
  await page.evaluate(
    (dates) => {
      sessionStorage.setItem('checkInDate', JSON.stringify({ value: dates.checkIn }));
      sessionStorage.setItem('checkOutDate', JSON.stringify({ value: dates.checkOut }));
    },
    { checkIn, checkOut: dayAfter(checkIn) },
  );
  await page.goto(`${site.baseUrl}/${HOTEL}/rooms`);
}

function rateRow(page: Page, type: CalendarType, plan: CalendarPlan) {
  return page
    .getByRole('listitem', { name: type.name, exact: true })
    .locator(`[data-rate="${plan.rateCode}"]`);
}

/** Opens the grid of the demo hotel and the bulk edit of one rate plan's night. */
async function editNight(page: Page, type: CalendarType, plan: CalendarPlan, night: string) {
  await page.getByRole('menuitem', { name: '房价房态' }).click();
  const grid = page.getByRole('table', { name: '房价房态日历' });
  await grid.waitFor();
  await grid.getByRole('button', { name: `${type.name} ${plan.name} ${night}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return { grid, dialog };
}

describe('房价房态 on the public site', () => {
  it('the administrator raises next Saturday’s price in the grid and the rooms page shows it for that date', async () => {
    const saturday = nextSaturday();
    const { type, plan } = await firstRate(shanghaiDate(0));
    const { page, errors } = await site.browser.newPage(DESKTOP);
    await signInToBackOffice(page, site.baseUrl, 'admin');
    await page.goto(`${site.baseUrl}/admin/rates?hotel=${HOTEL}`);
    const { grid, dialog } = await editNight(page, type, plan, saturday);
    const index = Math.round((Date.parse(saturday) - Date.parse(shanghaiDate(0))) / 86_400_000);
    const before = plan.cells[index]?.price ?? 0;
    const raised = before + 100;
    await dialog.getByLabel('价格（元/晚）').fill(String(raised));
    await screenshot(page, 'admin-rates-edit-1280');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const cell = grid.getByRole('button', { name: `${type.name} ${plan.name} ${saturday}`, exact: true });
    await expect.poll(() => cell.textContent()).toContain(`¥${raised}`);
    await screenshot(page, 'admin-rates-grid-1280');
    await page.getByRole('tab', { name: '房型与房价' }).click();
    await expect.poll(() => page.getByText(`${type.name}（${type.rtCode}）`).isVisible()).toBe(true);
    await screenshot(page, 'admin-rates-room-types-1280');

    const guest = await site.browser.newPage(DESKTOP);
    await openRooms(guest.page, saturday);
    await expect.poll(() => rateRow(guest.page, type, plan).textContent()).toContain(`¥${raised}`);
    // only the session probe made before signing in (401) may be an error
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });

  it('the manager stops sale for a night: a guest is refused it with a clear message, other nights still book', async () => {
    const night = shanghaiDate(25);
    const other = shanghaiDate(27);
    const { type, plan } = await firstRate(shanghaiDate(0));
    const { page } = await site.browser.newPage(DESKTOP);
    await signInToBackOffice(page, site.baseUrl, 'manager');
    const { grid, dialog } = await editNight(page, type, plan, night);
    await dialog.getByRole('radio', { name: '停售' }).check();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const cell = grid.getByRole('button', { name: `${type.name} ${plan.name} ${night}`, exact: true });
    await expect.poll(() => cell.textContent()).toContain('停售');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-rates-grid-375');

    const member = await newMember(site, '王停售');
    const guest = await memberPage(site, member, DESKTOP);
    await openRooms(guest.page, night);
    const row = rateRow(guest.page, type, plan);
    await expect.poll(() => row.textContent()).toContain('所选日期该房价已停售');
    expect(await row.getByRole('button', { name: /^预订 / }).isDisabled()).toBe(true);
    await screenshot(guest.page, 'site-rooms-stop-sale-1280');
    const refused = await api(
      site,
      '/crsapi/v1/order/checkInventory',
      {
        hotelCode: HOTEL,
        roomTypeCode: type.rtCode,
        rateCode: plan.rateCode,
        checkIn: night,
        checkOut: dayAfter(night),
        roomQty: 1,
      },
      member.token,
    );
    expect(refused).toMatchObject({ success: false, message: '所选日期该房价已停售' });

    // another night of the same rate still books: 预订 leads to the information step
    await openRooms(guest.page, other);
    const open = rateRow(guest.page, type, plan);
    await open.getByRole('button', { name: /^预订 / }).click();
    await guest.page.waitForURL(/\/FillInformationStep$/);
  });
});
