import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sellOut } from './helpers/admin.ts';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import { HOTEL, shanghaiDate } from './helpers/guest-orders.ts';
import { siteUnderTest } from './helpers/site.ts';

const site = siteUnderTest();

interface Hotel {
  hotelCode: string;
  name: string;
  latitude: number;
  longitude: number;
  lowestPrice: number | null;
  soldOut: boolean;
}
interface City {
  ctCode: string;
  cnName: string;
}
interface FilterClass {
  archiveClassCode: string;
  archiveClassName: string;
  haveSubType: 0 | 1;
  subDatas?: { subTypeName: string; weBaseArchive: { id: number; name: string }[] }[];
  weBaseArchive?: ({ id: number; name: string } | { brandCode: string; name: string })[];
}

async function hotelsPage(request: Record<string, unknown>): Promise<{ rows: Hotel[]; total: number }> {
  const body = await site.call<{ rows: Hotel[]; total: number }>('/crsapi/v1/hotel/getHotelsByPage', request);
  return { rows: body.rows, total: body.total };
}

async function cityNamed(name: string): Promise<City> {
  const groups = (await site.call<{ data: { citys: City[] }[] }>('/crsapi/v1/hotel/getGroupCities')).data;
  const city = groups.flatMap((g) => g.citys).find((c) => c.cnName === name);
  if (!city) throw new Error(`no city ${name}`);
  return city;
}

/** Waits up to 10 s: two cores are shared while the suites run. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const names = (hotels: Hotel[]) => hotels.map((h) => h.name);
const located = (hotels: Hotel[]) => hotels.filter((h) => h.latitude !== 0 || h.longitude !== 0);

/** The hotel names the list shows, in order. */
function listedNames(page: Page) {
  return page.locator('.hotels_hotel-card__name').allTextContents();
}

/** What each card shows for its price, in order: ¥299起, or 满房. */
function shownPrices(page: Page) {
  return page
    .locator('.hotels_hotel-card')
    .evaluateAll((cards) =>
      cards.map(
        (card) => card.querySelector('.hotels_hotel-card__price, .hotels_hotel-card__sold-out')?.textContent,
      ),
    );
}

/** A hotel's price as its card should show it (whole yuan, else two decimals). */
function priceText(hotel: Hotel): string {
  if (hotel.soldOut || hotel.lowestPrice === null) return '满房';
  const yuan = hotel.lowestPrice;
  return `¥${Number.isInteger(yuan) ? yuan : yuan.toFixed(2)}起`;
}

async function chooseCity(page: Page, city: string) {
  const form = page.getByRole('form', { name: '酒店查询' });
  const field = form.getByLabel('目的地');
  const shown = city === '全部' ? '全部城市' : city;
  const panel = page.locator('.search_city-panel').filter({ visible: true });
  // Let banners and lists settle first: a click during a layout shift can land on a banner link.
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
  await form.getByRole('button', { name: /查\s?询/ }).click();
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  describe(`Hotels on a ${label}`, () => {
    const phone = viewport.width < 768;

    /** Filters sit in a drawer on a phone. */
    async function withFilters(page: Page, action: () => Promise<void>) {
      if (phone) await page.getByRole('button', { name: /筛选/ }).click();
      await action();
      if (phone) {
        await page.getByRole('button', { name: /完成/ }).click();
        await poll(() => page.getByRole('button', { name: /完成/ }).isVisible()).toBe(false);
      }
    }

    it('finds a city from Home, filters it, maps it and opens a hotel', async () => {
      const jinan = await cityNamed('济南');
      const all = await hotelsPage({ cityCode: jinan.ctCode });
      const classes = (
        await site.call<{ data: FilterClass[] }>(
          `/crsapi/v1/hotel/getBaseArchivesNew?cityCode=${jinan.ctCode}`,
        )
      ).data;

      const { page, errors } = await site.browser.newPage(viewport);
      const failedRequests: string[] = [];
      page.on('requestfailed', (request) => failedRequests.push(request.url()));

      await page.goto(`${site.baseUrl}/home`);
      await chooseCity(page, '济南');
      // the search is in the address: the city and the stay
      await page.waitForURL(/\/hotels\?city=/);
      const searched = new URL(page.url()).searchParams;
      expect(searched.get('city')).toBe(jinan.ctCode);
      expect(searched.get('checkIn')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // a city's list is titled by its city (the route's 在线预订 shows only until the list is there)
      await poll(() => page.title()).toBe('济南的酒店 - 光影酒店集团');

      // that city's hotels, as the API lists them, and the count
      await poll(() => listedNames(page)).toEqual(names(all.rows));
      expect(await page.getByText(`共 ${all.total} 家酒店`).first().isVisible()).toBe(true);

      // the filter groups of the city, each with 不限
      await withFilters(page, async () => {
        for (const filterClass of classes) {
          await expect
            .poll(() =>
              page.getByRole('group', { name: filterClass.archiveClassName, exact: true }).isVisible(),
            )
            .toBe(true);
        }
      });

      // one marker per located hotel of the page
      await poll(() => page.locator('.hotel-map_marker').count()).toBe(located(all.rows).length);
      await screenshot(page, `hotels-${label}`);

      // a location archive: the list is the API's answer for that filter
      const location = classes.find((c) => c.archiveClassCode === 'location');
      const archive = location?.subDatas?.[0]?.weBaseArchive[0];
      if (!location || !archive) throw new Error('no location archive');
      const byArchive = await hotelsPage({ cityCode: jinan.ctCode, archives: [archive.id] });
      expect(byArchive.total).toBeLessThan(all.total);
      await withFilters(page, async () => {
        await page.getByRole('checkbox', { name: archive.name, exact: true }).check();
      });
      await poll(() => listedNames(page)).toEqual(names(byArchive.rows));
      await expect.poll(() => page.locator('.hotel-map_marker').count()).toBe(located(byArchive.rows).length);
      // the filter is in the address: a reload shows the same list, the box still ticked
      expect(new URL(page.url()).searchParams.get('archives')).toBe(String(archive.id));
      await page.reload();
      await poll(() => listedNames(page)).toEqual(names(byArchive.rows));
      await withFilters(page, async () => {
        expect(await page.getByRole('checkbox', { name: archive.name, exact: true }).isChecked()).toBe(true);
      });

      // 不限 restores the list
      await withFilters(page, async () => {
        await page.getByRole('button', { name: `${location.archiveClassName}不限` }).click();
      });
      await poll(() => listedNames(page)).toEqual(names(all.rows));

      // a brand
      const brandClass = classes.find((c) => c.archiveClassCode === 'brand');
      const brand = brandClass?.weBaseArchive?.find((b) => 'brandCode' in b);
      if (!brand || !('brandCode' in brand)) throw new Error('no brand');
      const byBrand = await hotelsPage({ cityCode: jinan.ctCode, brands: [brand.brandCode] });
      expect(byBrand.total).toBeLessThan(all.total);
      await withFilters(page, async () => {
        await page.getByRole('checkbox', { name: brand.name, exact: true }).check();
      });
      await poll(() => listedNames(page)).toEqual(names(byBrand.rows));
      await withFilters(page, async () => {
        await page.getByRole('button', { name: `${brandClass?.archiveClassName}不限` }).click();
      });
      await poll(() => listedNames(page)).toEqual(names(all.rows));

      // the WeChat toggle draws a QR code in the page
      const firstCard = page.locator('.hotels_hotel-card').first();
      await firstCard.getByRole('button', { name: /微信预订/ }).click();
      const qr = firstCard.getByRole('img', { name: /微信预订二维码/ });
      // drawn: the grey stand-in has given way to the code's modules
      await poll(() => qr.locator('path').count()).toBeGreaterThan(0);

      // the name opens that hotel's rooms page in a new tab
      const first = all.rows[0];
      if (!first) throw new Error('no hotel');
      const link = page.getByRole('link', { name: first.name, exact: true });
      // (carrying the search's stay: e2e/search-to-booking.test.ts follows it to the booking)
      const href = new URL((await link.getAttribute('href')) ?? '', site.baseUrl);
      expect(href.pathname).toBe(`/${first.hotelCode}/rooms`);
      expect(href.searchParams.get('checkInDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await link.getAttribute('target')).toBe('_blank');
      const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await opened.waitForURL(new RegExp(`/${first.hotelCode}/rooms$`));
      await opened.close();

      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(errors).toEqual([]);
      // only map tiles may fail to load
      expect(failedRequests.filter((url) => new URL(url).host.endsWith(new URL(site.baseUrl).host))).toEqual(
        [],
      );
    });

    it('prices each hotel for the stay searched, orders by price and says 满房 for a hotel sold out', async () => {
      // a night of each viewport's own, so the two runs do not share a sold-out hotel
      const checkIn = shanghaiDate(phone ? 21 : 20);
      const checkOut = shanghaiDate(phone ? 22 : 21);
      await sellOut(site.baseUrl, HOTEL, checkIn);
      const { cityCode } = (
        await site.call<{ data: { cityCode: string } }>('/crsapi/v1/hotel/getHotelInfo', { HotelCode: HOTEL })
      ).data;
      const stay = { cityCode, checkIn, checkOut };
      const listed = await hotelsPage(stay);
      const byPrice = await hotelsPage({ ...stay, sort: 'price_asc' });
      const soldOut = listed.rows.find((h) => h.hotelCode === HOTEL);
      expect(soldOut?.soldOut).toBe(true);

      const { page, errors } = await site.browser.newPage(viewport);
      await page.goto(`${site.baseUrl}/hotels?city=${cityCode}&checkIn=${checkIn}&checkOut=${checkOut}`);
      // every card shows the hotel's lowest nightly price for that stay; the sold-out one 满房
      await poll(() => shownPrices(page)).toEqual(listed.rows.map(priceText));
      expect(listed.rows.filter((h) => !h.soldOut).length).toBeGreaterThan(1);
      const soldOutCard = page.locator(`[data-hotel-code="${HOTEL}"]`);
      expect(await soldOutCard.getByText('满房', { exact: true }).isVisible()).toBe(true);
      // and still leads to the hotel
      const link = soldOutCard.getByRole('link', { name: soldOut?.name, exact: true });
      expect(await link.getAttribute('href')).toMatch(new RegExp(`^/${HOTEL}/rooms`));
      await screenshot(page, `hotels-prices-${label}`);

      // 价格从低到高: in the address, from the first page; prices go up, the sold-out hotel last
      const orders = page.getByRole('navigation', { name: '排序' });
      await orders.getByRole('link', { name: '价格从低到高' }).click();
      await poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
      await poll(() => listedNames(page)).toEqual(names(byPrice.rows));
      const shown = await shownPrices(page);
      const prices = shown.filter((text) => text !== '满房').map((text) => Number(text?.slice(1, -1)));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(shown.at(-1)).toBe('满房');
      expect(await orders.getByRole('link', { name: '价格从低到高' }).getAttribute('aria-current')).toBe(
        'true',
      );
      await screenshot(page, `hotels-price-asc-${label}`);

      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(errors).toEqual([]);
    });

    it('says 暂无位置信息 for a hotel without coordinates, pages and lists all cities', async () => {
      const linyi = await cityNamed('临沂');
      const inLinyi = await hotelsPage({ cityCode: linyi.ctCode });
      const nowhere = inLinyi.rows.find((h) => h.latitude === 0 && h.longitude === 0);
      if (!nowhere) throw new Error('no hotel without coordinates in 临沂');

      const { page, errors } = await site.browser.newPage(viewport);
      await page.goto(`${site.baseUrl}/hotels`);
      await chooseCity(page, '临沂');
      await poll(() => listedNames(page)).toEqual(names(inLinyi.rows));
      await poll(() => page.locator('.hotel-map_marker').count()).toBe(located(inLinyi.rows).length);
      // the hotel without a position: no marker, the map says so when it is chosen
      await page.locator(`[data-hotel-code="${nowhere.hotelCode}"]`).hover();
      await expect
        .poll(() => page.locator('.hotel-map_hotelMap').getByRole('status').textContent())
        .toBe(`${nowhere.name}：暂无位置信息`);

      // only that hotel: no marker at all, 暂无位置信息
      const form = page.getByRole('form', { name: '酒店查询' });
      await form.getByLabel('酒店名称').fill(nowhere.name);
      await form.getByRole('button', { name: /查\s?询/ }).click();
      await poll(() => listedNames(page)).toEqual([nowhere.name]);
      await expect
        .poll(() => page.locator('.hotel-map_hotelMap').getByRole('status').textContent())
        .toBe('暂无位置信息');
      expect(await page.locator('.hotel-map_marker').count()).toBe(0);
      await screenshot(page, `hotels-no-location-${label}`);

      // 全部: every city, the total from the API
      await form.getByLabel('酒店名称').fill('');
      await chooseCity(page, '全部');
      const everything = await hotelsPage({ cityCode: '' });
      await poll(() => listedNames(page)).toEqual(names(everything.rows));
      expect(everything.total).toBeGreaterThan(20);
      await poll(() => page.getByText(`共 ${everything.total} 家酒店`).first().isVisible()).toBe(true);
      expect(await page.evaluate(() => sessionStorage.getItem('cityCode'))).toBeNull();

      // page size 10, then page 2
      const pager = page.locator('.hotels_hotel-finder__pagination');
      await pager.getByLabel('每页条数').selectOption({ label: '10 条/页' });
      const firstTen = await hotelsPage({ cityCode: '', pageSize: 10, currentPage: 1 });
      await poll(() => listedNames(page)).toEqual(names(firstTen.rows));
      await poll(() => page.locator('.hotel-map_marker').count()).toBe(located(firstTen.rows).length);
      await pager.locator('.ant-pagination-item-2').click();
      const secondTen = await hotelsPage({ cityCode: '', pageSize: 10, currentPage: 2 });
      await poll(() => listedNames(page)).toEqual(names(secondTen.rows));
      expect(names(secondTen.rows)).not.toEqual(names(firstTen.rows));
      await screenshot(page, `hotels-page-2-${label}`);

      // the page is in the address: a reload stays on it, going back shows page 1
      const address = new URL(page.url()).searchParams;
      expect([address.get('page'), address.get('size')]).toEqual(['2', '10']);
      await page.reload();
      await poll(() => listedNames(page)).toEqual(names(secondTen.rows));
      await page.goBack();
      await poll(() => listedNames(page)).toEqual(names(firstTen.rows));

      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(errors).toEqual([]);
    }, 120_000);
  });
}
