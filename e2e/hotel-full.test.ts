import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sellOut } from './helpers/admin.ts';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import { api, HOTEL, shanghaiDate } from './helpers/guest-orders.ts';
import { siteUnderTest, storedValue } from './helpers/site.ts';

const site = siteUnderTest();

interface CityHotel {
  hotelCode: string;
  name: string;
  lowestPrice: number | null;
  soldOut: boolean;
}
interface PriceDay {
  date: string;
  lowestPrice: number | null;
  soldOut: boolean;
}

const OTHERS = '该日期已满房，看看附近的其他酒店';

/** Money as the site writes it: whole yuan without decimals. */
function yuan(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** A day of the month a calendar panel shows (not the days of the months beside it). */
function dayCell(page: Page, date: string) {
  return page.locator(`.date-range-input_popup .ant-picker-cell-in-view[title="${date}"]`);
}

describe('A full hotel', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`offers the city's other hotels with their prices and marks the night 满 in its calendar on a ${label}`, async () => {
      const phone = viewport.width < 768;
      // a night of each viewport's own, so the two runs do not share a sold-out night
      const night = shanghaiDate(phone ? 9 : 8);
      const next = shanghaiDate(phone ? 10 : 9);
      await sellOut(site.baseUrl, HOTEL, night);
      const { cityCode } = (
        await api<{ cityCode: string }>(site, '/crsapi/v1/hotel/getHotelInfo', { HotelCode: HOTEL })
      ).data;
      const city = await site.call<{ rows: CityHotel[] }>('/crsapi/v1/hotel/getHotelsByPage', {
        cityCode,
        checkIn: night,
        checkOut: next,
        sort: 'price_asc',
        pageSize: 50,
      });
      const expected = city.rows
        .filter((hotel) => hotel.hotelCode !== HOTEL && !hotel.soldOut)
        .slice(0, 3)
        .map((hotel) => `${hotel.name}¥${yuan(hotel.lowestPrice ?? 0)}起`);
      expect(expected.length).toBeGreaterThan(0);
      const calendar = (
        await api<PriceDay[]>(site, '/crsapi/v1/hotel/getPriceCalendar', { HotelCode: HOTEL })
      ).data;
      const priced = calendar.find((day) => day.date === next);

      const { page, errors } = await site.browser.newPage(viewport);
      await page.goto(`${site.baseUrl}/${HOTEL}/rooms?checkInDate=${night}&checkOutDate=${next}`);

      // under the rooms, all full: the city's cheapest hotels with rooms that night
      const others = page.getByRole('region', { name: OTHERS });
      await expect
        .poll(() => others.getByRole('listitem').allTextContents(), { timeout: 10_000 })
        .toEqual(expected);
      await others.scrollIntoViewIfNeeded();
      await screenshot(page, `hotel-full-others-${label}`);

      // another hotel's rooms page, for the same stay
      const first = city.rows.find((hotel) => hotel.hotelCode !== HOTEL && !hotel.soldOut);
      await others.getByRole('link', { name: new RegExp(first?.name ?? '') }).click();
      await page.waitForURL(new RegExp(`/${first?.hotelCode}/rooms$`));
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: first?.name }).isVisible(), {
          timeout: 10_000,
        })
        .toBe(true);
      expect(await storedValue(page, 'checkInDate', 'session')).toBe(night);
      expect(await storedValue(page, 'checkOutDate', 'session')).toBe(next);
      const shown = phone ? `${night.slice(5, 7)}月${night.slice(8)}日` : night;
      await expect.poll(() => page.getByLabel('入住 — 离店').inputValue()).toBe(shown);
      // that hotel has rooms: nothing to offer instead
      await expect.poll(() => page.locator('.hotel-rooms_room-item').count()).toBeGreaterThan(0);
      expect(await page.getByRole('region', { name: OTHERS }).count()).toBe(0);

      // back at the full hotel, its calendar: the night is 满 and cannot be the arrival; the next has its price
      await page.goBack();
      await expect.poll(() => others.isVisible(), { timeout: 10_000 }).toBe(true);
      // from the top of the page, where the guest meets the field (going back restores the list's scroll)
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByLabel('入住 — 离店').click();
      const soldOutDay = dayCell(page, night);
      await expect.poll(() => soldOutDay.textContent(), { timeout: 10_000 }).toMatch(/满$/);
      expect(await soldOutDay.getAttribute('class')).toContain('ant-picker-cell-disabled');
      expect(priced?.soldOut).toBe(false);
      expect(await dayCell(page, next).textContent()).toMatch(
        new RegExp(`¥${yuan(priced?.lowestPrice ?? 0)}$`),
      );
      await screenshot(page, `hotel-full-calendar-${label}`);
      // a press on it is not an arrival: the next day pressed is, and the one after it the departure
      const [later, last] = [shanghaiDate(phone ? 11 : 10), shanghaiDate(phone ? 12 : 11)];
      // the calendar in its place, its opening motion over
      await page.locator('.date-range-input_popup:not(.ant-picker-dropdown-hidden)').waitFor();
      await expect
        .poll(() => soldOutDay.evaluate((cell) => cell.getBoundingClientRect().top))
        .toBeGreaterThan(0);
      await page.waitForTimeout(300);
      await soldOutDay.click();
      await dayCell(page, later).click();
      // (had the 满 day been the arrival, that press would have ended the stay)
      expect(await storedValue(page, 'checkOutDate', 'session')).toBe(next);
      await dayCell(page, last).click();
      await expect.poll(() => storedValue(page, 'checkInDate', 'session')).toBe(later);
      expect(await storedValue(page, 'checkOutDate', 'session')).toBe(last);
      // rooms that night: no other hotels offered
      await expect.poll(() => others.count(), { timeout: 10_000 }).toBe(0);

      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(errors).toEqual([]);
    });
  }
});
