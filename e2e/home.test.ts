import { describe, expect, it } from 'vitest';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import { siteUnderTest } from './helpers/site.ts';

const site = siteUnderTest();

async function api<T>(path: string, body?: unknown): Promise<T> {
  return (await site.call<{ data: T }>(path, body)).data;
}

describe('Home', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows banners, news and offers from the server on a ${label}`, async () => {
      const banners = await api<{ pcImage: string; mobImage: string }[]>('/crsapi/v1/hotel/getBanner', {
        HotelCode: 'HJ000001',
      });
      const news = await api<{ newtitle: string }[]>('/cms/newslist.aspx?sid=18');
      const offers = await api<{ title: string }[]>('/crsapi/v1/hotel/getsalelist', {
        hotelCode: 'HJ000001',
      });

      const { page, errors } = await site.browser.newPage(viewport);
      await page.goto(`${site.baseUrl}/`);
      await page.waitForURL(/\/home$/);
      expect(await page.title()).toContain('首页');

      // the first three news and offers, by their titles from the API
      for (const item of news.slice(0, 3)) {
        await expect
          .poll(() => page.getByText(item.newtitle, { exact: true }).first().isVisible())
          .toBe(true);
      }
      for (const offer of offers.slice(0, 3)) {
        await expect.poll(() => page.getByText(offer.title, { exact: true }).first().isVisible()).toBe(true);
      }
      // desktop images at 768 px and wider, mobile images below
      const expected = viewport.width >= 768 ? banners[0]?.pcImage : banners[0]?.mobImage;
      await expect
        .poll(() =>
          page.evaluate(() =>
            Array.from(document.images)
              .filter((img) => img.complete && img.currentSrc)
              .map((img) => new URL(img.currentSrc).pathname),
          ),
        )
        .toContain(expected);

      // the menu of the head office, in the header or in the phone's sidebar
      if (viewport.width < 768) await page.getByRole('button', { name: /菜单/ }).click();
      for (const entry of ['在线预订', '品牌介绍', '新闻中心', '加盟合作']) {
        await expect.poll(() => page.getByRole('link', { name: entry }).first().isVisible()).toBe(true);
      }
      await screenshot(page, `home-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(errors).toEqual([]);
    });
  }

  it('takes a guest from the search box to the hotel list with the city stored', async () => {
    const { page, errors } = await site.browser.newPage(DESKTOP);
    await page.goto(`${site.baseUrl}/home`);
    const search = page.getByRole('form', { name: '酒店查询' });

    // no city chosen: a warning, and no navigation
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => page.getByText('请选择城市').last().isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/home');

    // the warning opens the city popup by itself
    await page.getByRole('button', { name: '济南', exact: true }).filter({ visible: true }).first().click();
    await search.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/\/hotels\?city=/);

    const stored = await page.evaluate(() => ({
      cityCode: JSON.parse(sessionStorage.getItem('cityCode') ?? 'null')?.value,
      cityName: JSON.parse(sessionStorage.getItem('cityName') ?? 'null')?.value,
      isSearch: JSON.parse(sessionStorage.getItem('isSearch') ?? 'null')?.value,
      checkInDate: JSON.parse(sessionStorage.getItem('checkInDate') ?? 'null')?.value,
      persistentCity: JSON.parse(localStorage.getItem('cityCode') ?? 'null')?.value,
    }));
    const cities = await api<{ citys: { ctCode: string; cnName: string }[] }[]>(
      '/crsapi/v1/hotel/getGroupCities',
    );
    const jinan = cities.flatMap((g) => g.citys).find((c) => c.cnName === '济南');
    expect(stored).toMatchObject({ cityCode: jinan?.ctCode, cityName: '济南', isSearch: true });
    expect(stored.persistentCity).toBe(jinan?.ctCode);
    expect(stored.checkInDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Home forgets the remembered city and search flag when the guest comes back
    await page.goto(`${site.baseUrl}/home`);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('isSearch'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('cityCode'))).toBeNull();
    expect(errors).toEqual([]);
  });
});
