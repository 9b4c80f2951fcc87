import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sellOut } from './helpers/admin.ts';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import { api, HOTEL, shanghaiDate } from './helpers/guest-orders.ts';
import { chooseCity } from './helpers/search-journey.ts';
import { siteUnderTest } from './helpers/site.ts';

const site = siteUnderTest();

interface PriceDay {
  date: string;
  lowestPrice: number | null;
  soldOut: boolean;
}

/** Money as the site writes it: whole yuan without decimals. */
function yuan(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** A day of the month a calendar panel shows (not the days of the months beside it). */
function dayCell(page: Page, date: string) {
  return page.locator(`.date-range-input_popup .ant-picker-cell-in-view[title="${date}"]`);
}

/** The calls of the price calendar and of the group's hotels the page has made so far. */
function calendarCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('/getPriceCalendar') || path.endsWith('/getCityHotel')) calls.push(path);
  });
  return calls;
}

describe('The search box’s price calendar', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows the named hotel's prices and a sold-out day that cannot be the arrival on a ${label}`, async () => {
      const phone = viewport.width < 768;
      // a night of each viewport's own, so the two runs do not share a sold-out night
      const night = shanghaiDate(phone ? 6 : 5);
      const next = shanghaiDate(phone ? 7 : 6);
      await sellOut(site.baseUrl, HOTEL, night);
      const { hotelName, cityName } = (
        await api<{ hotelName: string; cityName: string }>(site, '/crsapi/v1/hotel/getHotelInfo', {
          HotelCode: HOTEL,
        })
      ).data;
      const calendar = (
        await api<PriceDay[]>(site, '/crsapi/v1/hotel/getPriceCalendar', { HotelCode: HOTEL })
      ).data;
      const priced = calendar.find((day) => day.date === next);
      expect(priced?.soldOut).toBe(false);

      const { page, errors } = await site.browser.newPage(viewport);
      const calls = calendarCalls(page);
      await page.goto(`${site.baseUrl}/home`);
      const form = page.getByRole('form', { name: '酒店查询' });
      await chooseCity(page, form, cityName);
      await form.getByLabel('酒店名称').fill(hotelName);
      // the page and the fields asked for no hotels and no calendar
      expect(calls).toEqual([]);

      await form.getByLabel('入住 — 离店').click();
      const soldOutDay = dayCell(page, night);
      await expect.poll(() => soldOutDay.textContent(), { timeout: 10_000 }).toMatch(/满$/);
      expect(await soldOutDay.getAttribute('class')).toContain('ant-picker-cell-disabled');
      expect(await dayCell(page, next).textContent()).toMatch(
        new RegExp(`¥${yuan(priced?.lowestPrice ?? 0)}$`),
      );
      expect(calls.filter((path) => path.endsWith('/getPriceCalendar'))).toHaveLength(1);
      // the calendar in its place, its opening motion over
      await page.locator('.date-range-input_popup:not(.ant-picker-dropdown-hidden)').waitFor();
      await expect
        .poll(() => soldOutDay.evaluate((cell) => cell.getBoundingClientRect().top))
        .toBeGreaterThan(0);
      await page.waitForTimeout(300);
      await screenshot(page, `search-calendar-${label}`);

      // a press on it is not an arrival: the next day pressed is, and the one after it the departure
      const [later, last] = [shanghaiDate(phone ? 8 : 7), shanghaiDate(phone ? 9 : 8)];
      await soldOutDay.click();
      await dayCell(page, later).click();
      await dayCell(page, last).click();
      const shown = (date: string) => (phone ? `${date.slice(5, 7)}月${date.slice(8)}日` : date);
      await expect.poll(() => form.getByLabel('入住 — 离店').inputValue()).toBe(shown(later));
      expect(await form.getByPlaceholder('离店日期').inputValue()).toBe(shown(last));
      expect(await form.getByText('共1晚').isVisible()).toBe(true);

      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(errors).toEqual([]);
    });
  }
});
