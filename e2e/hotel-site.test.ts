import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import { crawler } from './helpers/crawl.ts';
import { siteUnderTest, storedValue } from './helpers/site.ts';

const HOTEL = 'HJ000101';

const site = siteUnderTest();
const crawl = crawler(site);

async function api<T>(path: string, body?: unknown): Promise<T> {
  return (await site.call<{ data: T }>(path, body)).data;
}

interface HotelInfo {
  hotelName: string;
  tel: string;
}
interface RoomRate {
  rateCode: string;
  rateClassName: string;
  totalPrice: number | null;
  available: number;
}
interface RoomWithRates {
  roomTypeName: string;
  rtCode: string;
  rateList: RoomRate[];
}

function visible(page: Page, text: string) {
  return expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 10_000 });
}

/** Money as the page writes it: whole yuan without decimals. */
function yuan(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

function stored(page: Page, key: string): Promise<unknown> {
  return storedValue(page, key, 'session');
}

describe('A hotel of its own', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows the hotel's home, rooms with prices for the dates, detail, health and tea on a ${label}`, async () => {
      const hotel = await api<HotelInfo>('/crsapi/v1/hotel/getHotelInfo', { HotelCode: HOTEL });
      const home = await api<{ AboutTitle: string }>(`/cms/hotelhome.aspx?HotelCode=${HOTEL}`);
      const roomTypes = await api<{ roomTypeName: string; rtCode: string }[]>(
        '/crsapi/v1/hotel/getRoomType',
        {
          HotelCode: HOTEL,
        },
      );
      const offers = await api<{ title: string }[]>('/crsapi/v1/hotel/getsalelist', { hotelCode: HOTEL });

      const { page, errors } = await site.browser.newPage(viewport);
      await page.goto(`${site.baseUrl}/${HOTEL}/home`);
      expect(await page.title()).toContain('酒店首页');

      // single-hotel mode: the hotel's name and phone in the site header, and in the session
      const header = page.getByRole('banner');
      await expect.poll(() => header.getByText(hotel.hotelName, { exact: true }).isVisible()).toBe(true);
      expect(await header.getByText(hotel.tel).first().isVisible()).toBe(true);
      expect(await stored(page, 'hotelName')).toBe(hotel.hotelName);
      expect(await stored(page, 'hotelTel')).toBe(hotel.tel);

      await visible(page, home.AboutTitle).toBe(true);
      const firstRoom = roomTypes[0];
      expect(firstRoom).toBeDefined();
      await expect
        .poll(() => page.getByRole('heading', { name: firstRoom?.roomTypeName }).first().isVisible())
        .toBe(true);
      for (const offer of offers.slice(0, 3)) await visible(page, offer.title).toBe(true);
      await screenshot(page, `hotel-home-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // the search box has no city field and goes to this hotel's rooms with the dates stored
      const search = page.getByRole('form', { name: '酒店查询' });
      expect(await search.getByText('目的地').count()).toBe(0);
      await search.getByRole('button', { name: '查询' }).click();
      await page.waitForURL(new RegExp(`/${HOTEL}/rooms$`));
      const checkIn = String(await stored(page, 'checkInDate'));
      const checkOut = String(await stored(page, 'checkOutDate'));
      expect(checkIn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      // every rate of every room type with the service's price for those dates and its availability
      const rooms = await api<RoomWithRates[]>('/crsapi/v1/hotel/getRoomAndRate', {
        HotelCode: HOTEL,
        CheckIn: checkIn,
        CheckOut: checkOut,
      });
      expect(rooms.length).toBeGreaterThan(0);
      for (const room of rooms) {
        const item = page.getByRole('listitem', { name: room.roomTypeName, exact: true });
        await expect.poll(() => item.isVisible(), { timeout: 10_000 }).toBe(true);
        for (const rate of room.rateList) {
          const row = item.locator(`[data-rate="${rate.rateCode}"]`);
          const text = (await row.textContent()) ?? '';
          expect(text).toContain(rate.rateClassName);
          if (rate.totalPrice !== null) expect(text).toContain(`¥${yuan(rate.totalPrice)}`);
          expect(text).toMatch(rate.available > 0 ? /有房|仅剩\d+间/ : /已满房/);
          // the book button is live wherever the stay can be booked (the booking journey is e2e/booking.test.ts)
          const closed = rate.available <= 0 || rate.totalPrice === null;
          expect(await row.getByRole('button', { name: /^预订 / }).isDisabled()).toBe(closed);
        }
      }

      // collapse and expand a room type's rates
      const first = page.getByRole('listitem', { name: rooms[0]?.roomTypeName, exact: true });
      const firstRate = first.locator(`[data-rate="${rooms[0]?.rateList[0]?.rateCode}"]`);
      await first.getByRole('button', { name: '收起价格' }).click();
      await expect.poll(() => firstRate.isVisible()).toBe(false);
      await first.getByRole('button', { name: '展开价格' }).click();
      await expect.poll(() => firstRate.isVisible()).toBe(true);

      // the jump bar scrolls to the location section
      await page.getByRole('navigation', { name: '页面导航' }).getByText('酒店位置').click();
      await expect
        .poll(() =>
          page.evaluate(() => document.getElementById('hotel-location')?.getBoundingClientRect().top),
        )
        .toBeLessThan(viewport.height / 2);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await screenshot(page, `hotel-rooms-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // a room type's detail page: size, bed type, window and facilities
      await page.goto(`${site.baseUrl}/${HOTEL}/room-detail/room-detail?index=0`);
      const detail = await api<{
        roomTypeName: string;
        size: string;
        bedType: string;
        window: string;
        facilities: string[];
      }>('/crsapi/v1/hotel/getRoomTypeDetail', { hotelCode: HOTEL, roomTypeCode: firstRoom?.rtCode });
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: detail.roomTypeName }).isVisible())
        .toBe(true);
      for (const fact of [detail.size, detail.bedType, detail.window, ...detail.facilities]) {
        await visible(page, fact).toBe(true);
      }
      expect(await page.title()).toContain('房型详情');
      expect(await hasHorizontalScroll(page)).toBe(false);

      // health and tea tabs, each from its own content
      const health = await api<{ HealthTitle1: string }>(`/cms/health.aspx?HotelCode=${HOTEL}`);
      const tea = await api<{ TeaTitle1: string }>(`/cms/tea.aspx?HotelCode=${HOTEL}`);
      await page.goto(`${site.baseUrl}/${HOTEL}/health-and-tea`);
      await visible(page, health.HealthTitle1).toBe(true);
      await page.getByRole('tab', { name: /茶道/ }).click();
      await visible(page, tea.TeaTitle1).toBe(true);
      expect(await page.getByRole('tab', { name: /茶道/ }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByText(health.HealthTitle1, { exact: true }).count()).toBe(0);
      await screenshot(page, `hotel-health-tea-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // the logo returns to Home and leaves single-hotel mode
      if (viewport.width < 768) {
        await page
          .getByRole('banner')
          .getByRole('link', { name: /光影酒店集团/ })
          .first()
          .click();
      } else {
        await page
          .getByRole('banner')
          .getByRole('link', { name: /光影酒店集团/ })
          .click();
      }
      await page.waitForURL(/\/home$/);
      await expect.poll(() => header.getByText('全国服务热线').isVisible()).toBe(true);
      expect(await header.getByText(hotel.hotelName, { exact: true }).count()).toBe(0);
      expect(errors).toEqual([]);
    });

    it(`takes a meeting enquiry in the order of the rules and clears the form on a ${label}`, async () => {
      const { page, errors } = await site.browser.newPage(viewport);
      await page.goto(`${site.baseUrl}/${HOTEL}/meetings`);
      const form = page.getByRole('form', { name: '会议预约表单' });
      await expect.poll(() => form.isVisible()).toBe(true);

      // empty: the applicant comes first
      await form.getByRole('button', { name: '提交预约' }).click();
      await visible(page, '请输入申请人').toBe(true);

      const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const fill = async (name: string, beginHour: string) => {
        await form.getByLabel('会议类型').click();
        await page.locator('.ant-select-item-option').first().click();
        await form.getByText('10-50人', { exact: true }).click();
        await form.getByText('剧院式', { exact: true }).click();
        for (const [field, hour] of [
          ['开始时间', beginHour],
          ['结束时间', '18:00'],
        ] as const) {
          const input = form.getByPlaceholder(field);
          await input.click();
          await input.fill(`${day} ${hour}`);
          await input.press('Enter');
        }
        await form.getByLabel('申请人').fill(name);
        await form.getByLabel('联系电话').fill('13800138000');
        await form.getByLabel('备注').fill('需要投影与茶歇');
      };

      await fill('王经理', '09:00');
      expect(await form.getByPlaceholder('开始时间').inputValue()).toBe(`${day} 09:00`);
      await screenshot(page, `hotel-meeting-form-${label}`);
      await form.getByRole('button', { name: '提交预约' }).click();
      await visible(page, '预约会议成功').toBe(true);
      // every field is cleared after success
      await expect.poll(() => form.getByLabel('申请人').inputValue()).toBe('');
      expect(await form.getByLabel('联系电话').inputValue()).toBe('');
      expect(await form.getByLabel('备注').inputValue()).toBe('');
      expect(await form.getByPlaceholder('开始时间').inputValue()).toBe('');

      // a second enquiry is independent of the first
      await fill('李秘书', '13:00');
      await form.getByRole('button', { name: '提交预约' }).click();
      await expect.poll(() => page.getByText('预约会议成功').count()).toBeGreaterThan(0);
      await expect.poll(() => form.getByLabel('申请人').inputValue()).toBe('');
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(errors).toEqual([]);
    });
  }

  it('says 酒店不存在 for an unknown hotel code, with the way home', async () => {
    const { page, errors } = await site.browser.newPage(PHONE);
    await page.goto(`${site.baseUrl}/ZZZ999/home`);
    await expect.poll(() => page.getByRole('heading', { name: '酒店不存在' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/home');
    expect(await hasHorizontalScroll(page)).toBe(false);
    // the browser itself logs the service's 404 for the unknown hotel; nothing else may fail
    expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
  });

  it('keeps the group pages of the same shape: /home/about-us is still the group page', async () => {
    const { page } = await site.browser.newPage(DESKTOP);
    await page.goto(`${site.baseUrl}/home/about-us`);
    await expect.poll(() => page.title()).toContain('集团介绍');
    expect(await page.getByRole('heading', { name: '酒店不存在' }).count()).toBe(0);
  });

  it('lists the group hotels that take meeting enquiries on /meetings', async () => {
    const hotels = await api<{ name: string; hotelCode: string }[]>(
      '/crsapi/v1/hotel/getCityHotel?HotelCode=HJ000001',
    );
    const { page, errors } = await site.browser.newPage(PHONE);
    await page.goto(`${site.baseUrl}/meetings`);
    const first = hotels[0];
    await expect.poll(() => page.getByRole('heading', { name: first?.name }).isVisible()).toBe(true);
    await page.getByRole('link', { name: `查看会场并预约：${first?.name}` }).click();
    await page.waitForURL(new RegExp(`/${first?.hotelCode}/meetings$`));
    await expect.poll(() => page.getByRole('form', { name: '会议预约表单' }).isVisible()).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe("A hotel's page in the browser", () => {
  it("has the server's title and description once hydrated and when reached in the browser", async () => {
    const [offer] = await api<{ id: number }[]>('/crsapi/v1/hotel/getsalelist', { hotelCode: HOTEL });
    const addresses = [
      `/${HOTEL}/sales/${offer?.id}`,
      `/${HOTEL}/room-detail/room-detail?index=99`,
      `/${HOTEL}/rooms`,
    ];
    const { page } = await site.browser.newPage(DESKTOP);
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      }));
    for (const address of addresses) {
      const { title, description } = await crawl(address);
      await page.goto(`${site.baseUrl}${address}`);
      await expect.poll(head, { message: address }).toEqual({ title, description });
      // from the hotel's home, by the browser's router (no link leads to a room that is not there)
      await page.goto(`${site.baseUrl}/${HOTEL}/home`);
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, address);
      await expect
        .poll(head, { message: `${address} reached in the browser` })
        .toEqual({ title, description });
    }
  });
});
