import type { NewsItem } from '@hotel/shared/api/cms';
import type { HotelInfo, RoomWithRates, Sale } from '@hotel/shared/api/hotel';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, watchHydration } from './helpers/browser.ts';
import { crawler } from './helpers/crawl.ts';
import { siteUnderTest } from './helpers/site.ts';

const site = siteUnderTest();
const crawl = crawler(site);
const HEAD_OFFICE = 'HJ000001';
const HOTEL = 'HJ000101';

async function api<T>(path: string, body?: unknown): Promise<T> {
  return (await site.call<{ data: T }>(path, body)).data;
}

function tomorrow(days = 1): string {
  const date = new Date(Date.now() + 8 * 3600_000 + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

describe('Pages as a crawler reads them (no script runs)', () => {
  it('Home: the news and offers in the HTML, its own title, canonical link and Organization', async () => {
    const news = await api<NewsItem[]>('/cms/newslist.aspx?sid=18');
    const offers = await api<Sale[]>('/crsapi/v1/hotel/getsalelist', { hotelCode: HEAD_OFFICE });
    const page = await crawl('/home');
    expect(page.status).toBe(200);
    expect(page.title).toBe('首页 - 光影酒店集团');
    expect(page.canonical).toBe(`${site.baseUrl}/home`);
    expect(page.description.length).toBeGreaterThan(10);
    for (const item of news.slice(0, 3)) expect(page.text).toContain(item.newtitle);
    for (const offer of offers.slice(0, 3)) expect(page.text).toContain(offer.title);
    const organization = page.jsonLd.find((data) => data['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: '光影酒店集团', url: `${site.baseUrl}/` });
    // antd's styles come with the HTML, so the first paint is styled
    expect(page.html).toMatch(/<style[^>]*data-css-hash/);
  });

  it('a news item: its title names the page, its text is there, a NewsArticle describes it', async () => {
    const [first] = await api<NewsItem[]>('/cms/newslist.aspx?sid=18');
    if (!first) throw new Error('the demo data has news');
    const page = await crawl(`/newsdetail/${first.newid}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${first.newtitle} - 光影酒店集团`);
    expect(page.canonical).toBe(`${site.baseUrl}/newsdetail/${first.newid}`);
    expect(page.html).toContain('<meta property="og:type" content="article" />');
    const article = page.jsonLd.find((data) => data['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: first.newtitle,
      datePublished: first.newdatetime.replaceAll('/', '-'),
    });
    expect(page.text).toContain(first.newtitle);
  });

  it('an offer: its title and an Offer with its dates; the offer list lists it', async () => {
    const [offer] = await api<Sale[]>('/crsapi/v1/hotel/getsalelist', { hotelCode: HEAD_OFFICE });
    if (!offer) throw new Error('the demo data has offers');
    const page = await crawl(`/sales/${offer.id}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${offer.title} - 光影酒店集团`);
    expect(page.jsonLd.find((data) => data['@type'] === 'Offer')).toMatchObject({
      name: offer.title,
      validFrom: offer.begin,
      validThrough: offer.end,
    });
    expect((await crawl('/sales')).text).toContain(offer.title);
  });

  it("a hotel's rooms page: the hotel, every room type and today's prices, and a Hotel with its price range", async () => {
    const hotel = await api<HotelInfo>('/crsapi/v1/hotel/getHotelInfo', { HotelCode: HOTEL });
    const page = await crawl(`/${HOTEL}/rooms`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${hotel.hotelName} 客房预订 - 光影酒店集团`);
    expect(page.canonical).toBe(`${site.baseUrl}/${HOTEL}/rooms`);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const rooms = await api<RoomWithRates[]>('/crsapi/v1/hotel/getRoomAndRate', {
      HotelCode: HOTEL,
      CheckIn: today,
      CheckOut: tomorrow(),
    });
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) expect(page.text).toContain(room.roomTypeName);
    const prices = rooms
      .flatMap((room) => room.rateList.map((rate) => rate.avgPrice))
      .filter((p) => p !== null);
    expect(page.text).toContain(String(Math.min(...prices)));
    const described = page.jsonLd.find((data) => data['@type'] === 'Hotel');
    expect(described).toMatchObject({
      name: hotel.hotelName,
      telephone: hotel.tel,
      address: { streetAddress: hotel.address, addressLocality: hotel.cityName },
      priceRange: expect.stringMatching(/^¥\d/),
    });
  });

  it("the hotel list of the address's city and page, with links to the other pages", async () => {
    const hotel = await api<HotelInfo>('/crsapi/v1/hotel/getHotelInfo', { HotelCode: HOTEL });
    type HotelPage = { rows: { name: string }[]; total: number };
    const inCity = await site.call<HotelPage>('/crsapi/v1/hotel/getHotelsByPage', {
      cityCode: hotel.cityCode,
    });
    const cityPage = await crawl(`/hotels?city=${hotel.cityCode}`);
    expect(cityPage.status).toBe(200);
    expect(cityPage.title).toContain(`${hotel.cityName}的酒店`);
    expect(cityPage.description).toContain(`${hotel.cityName}的${inCity.total}家酒店`);
    expect(cityPage.canonical).toBe(`${site.baseUrl}/hotels?city=${hotel.cityCode}`);
    for (const row of inCity.rows) expect(cityPage.text).toContain(row.name);
    // the orders are links too; the list in price order is the API's, each hotel with its price
    expect(cityPage.html).toContain(`href="/hotels?city=${hotel.cityCode}&amp;sort=price_asc"`);
    const byPrice = await site.call<HotelPage>('/crsapi/v1/hotel/getHotelsByPage', {
      cityCode: hotel.cityCode,
      sort: 'price_asc',
    });
    const cheapFirst = await crawl(`/hotels?city=${hotel.cityCode}&sort=price_asc`);
    const positions = byPrice.rows.map((row) => cheapFirst.text.indexOf(row.name));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(cheapFirst.text).toMatch(/¥ \d+(\.\d{2})? 起/);

    // every city, ten to a page: the second page, its own canonical page (the size is a view of it)
    const second = await site.call<HotelPage>('/crsapi/v1/hotel/getHotelsByPage', {
      pageSize: 10,
      currentPage: 2,
    });
    const page = await crawl('/hotels?page=2&size=10');
    expect(page.canonical).toBe(`${site.baseUrl}/hotels?page=2`);
    for (const row of second.rows) expect(page.text).toContain(row.name);
    // the pager's pages are links a crawler follows
    expect(page.html).toContain('href="/hotels?size=10"');
    expect(page.html).toContain('href="/hotels?page=3&amp;size=10"');
    expect(page.html).not.toContain('rel="nofollow"');
  });

  it('every public page answers 200 with its content, its own title and a canonical link', async () => {
    const hotel = await api<HotelInfo>('/crsapi/v1/hotel/getHotelInfo', { HotelCode: HOTEL });
    const pages: [string, string][] = [
      ['/hotels', '在线预订'],
      ['/brand', '品牌介绍'],
      ['/home/about-us', '集团介绍'],
      ['/joinIn', '加盟合作'],
      ['/meetings', '会议宴会'],
      ['/news', '新闻中心'],
      [`/${HOTEL}/home`, hotel.hotelName],
      [`/${HOTEL}/about-us`, hotel.hotelName],
      [`/${HOTEL}/meetings`, hotel.hotelName],
      [`/${HOTEL}/health-and-tea`, hotel.hotelName],
      [`/${HOTEL}/sales`, hotel.hotelName],
    ];
    for (const [path, words] of pages) {
      const page = await crawl(path);
      expect(page.status, path).toBe(200);
      expect(page.title, path).toContain(words);
      expect(page.canonical, path).toBe(`${site.baseUrl}${path}`);
      // the main area holds the page, not the loading state
      expect(page.html, path).toMatch(/<main[^>]*>[\s\S]{500,}<\/main>/);
      expect(page.html, path).not.toContain('route-loading');
    }
    const hotelHome = await crawl(`/${HOTEL}/home`);
    expect(hotelHome.text).toContain(hotel.address);
  });

  it('sends / to /home, an unknown hotel 404, and booking pages as the bare shell', async () => {
    const root = await fetch(`${site.baseUrl}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/home');
    expect((await crawl('/NOSUCHHOTEL/home')).status).toBe(404);
    expect((await crawl('/newsdetail/987654')).status).toBe(404);
    const register = await crawl('/register');
    expect(register.status).toBe(200);
    expect(register.html).toContain('<div id="root"></div>');
    const head = await fetch(`${site.baseUrl}/home`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('The browser takes the page over', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`hydrates Home, the hotel list and a rooms page without a mismatch or a second fetch on a ${label}`, async () => {
      const { page, errors } = await site.browser.newPage(viewport);
      const { warnings, calls } = watchHydration(page);
      const hotel = await api<HotelInfo>('/crsapi/v1/hotel/getHotelInfo', { HotelCode: HOTEL });
      const cityList = `/hotels?city=${hotel.cityCode}&size=10`;
      // a stay and an order in the address: the browser asks for what the server did. Last, since
      // the list then keeps that stay as this tab's search, which later pages would start from.
      const datedList = `${cityList}&checkIn=${tomorrow(2)}&checkOut=${tomorrow(3)}&sort=price_asc`;
      for (const path of ['/home', '/hotels', cityList, `/${HOTEL}/rooms`, datedList]) {
        calls.length = 0;
        await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'networkidle' });
        // the page is interactive: the search button answers
        await expect.poll(() => page.locator('main').getByRole('button').first().isEnabled()).toBe(true);
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
        // the site's code started once the page had loaded: its style sheet and pictures came first
        const scriptsStarted = await page.evaluate(() => {
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
          return {
            loaded: navigation?.loadEventStart ?? 0,
            first: Math.min(...scripts.map((s) => s.startTime)),
          };
        });
        expect(scriptsStarted.first, path).toBeGreaterThanOrEqual(scriptsStarted.loaded);
        // what the server rendered from is not asked for again
        expect(calls, path).not.toContain('/cms/siteinfo.aspx');
        expect(calls, path).not.toContain('/crsapi/v1/hotel/getBanner');
        expect(calls, path).not.toContain('/crsapi/v1/hotel/getRoomAndRate');
        expect(calls, path).not.toContain('/crsapi/v1/hotel/getHotelsByPage');
      }
      expect(warnings).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

/** A phone's User-Agent, so the server renders the phone layout the viewport will hydrate to. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** What every element of the page looks like: its box and the properties antd's styles set. */
async function looks(path: string, viewport: { width: number; height: number }, scripts: boolean) {
  const phone = viewport.width < 768;
  const context = await site.browser.browser.newContext({
    viewport,
    javaScriptEnabled: scripts,
    reducedMotion: 'reduce',
    ...(phone ? { userAgent: PHONE_USER_AGENT } : {}),
  });
  try {
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'networkidle' });
    if (scripts) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    return await page.evaluate(() => {
      const properties = [
        'display',
        'position',
        'color',
        'background-color',
        'font-family',
        'font-size',
        'font-weight',
        'line-height',
        'padding',
        'margin',
        'border-width',
        'border-color',
        'border-radius',
        'box-shadow',
      ];
      return [...document.querySelectorAll('#root *')].map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return [
          `${element.tagName}.${element.getAttribute('class') ?? ''}`,
          [box.x, box.y, box.width, box.height].map(Math.round).join(','),
          ...properties.map((name) => style.getPropertyValue(name)),
        ].join(' | ');
      });
    });
  } finally {
    await context.close();
  }
}

describe('The first paint', () => {
  it('looks like the hydrated page: the styles sent with the HTML are all it needs', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      for (const path of ['/home', `/${HOTEL}/rooms`]) {
        const served = await looks(path, viewport, false);
        expect(served.length, path).toBeGreaterThan(100);
        expect(served, `${path} at ${viewport.width} px`).toEqual(await looks(path, viewport, true));
      }
    }
  });
});

describe("antd's styles when the page is hydrated", () => {
  it("keeps the server's theme variables: no second copy, so the page is not restyled", async () => {
    const { page, errors } = await site.browser.newPage(PHONE);
    for (const path of ['/home', '/hotels', `/${HOTEL}/rooms`]) {
      await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
      const copies = await page.evaluate(
        () =>
          [...document.querySelectorAll('style[data-token-hash]')].filter((style) =>
            style.textContent?.startsWith('.site-tokens{'),
          ).length,
      );
      expect(copies, path).toBe(1);
    }
    expect(errors).toEqual([]);
  });
});

/**
 * Opens `url` holding on to the `selector` element as the server drew it (before any of the site's
 * code ran) and waits for hydration; answers a check that it is still the element on the page,
 * i.e. the page was hydrated in place and not drawn a second time.
 */
async function openHoldingServerElement(
  page: Page,
  url: string,
  selector: string,
): Promise<() => Promise<boolean>> {
  await page.addInitScript((held) => {
    addEventListener('DOMContentLoaded', () => {
      (window as { serverElement?: Element | null }).serverElement = document.querySelector(held);
    });
  }, selector);
  await page.goto(url, { waitUntil: 'networkidle' });
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
  return () =>
    page.evaluate(
      (held) => (window as { serverElement?: Element | null }).serverElement === document.querySelector(held),
      selector,
    );
}

describe("A shared link to a city's hotel list", () => {
  it("keeps the server's page when hydrated, and makes the list the tab's search", async () => {
    const hotel = await api<HotelInfo>('/crsapi/v1/hotel/getHotelInfo', { HotelCode: HOTEL });
    const { page, errors } = await site.browser.newPage(PHONE);
    const stillServers = await openHoldingServerElement(
      page,
      `${site.baseUrl}/hotels?city=${hotel.cityCode}`,
      '.hotels_hotel-finder',
    );
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('cityCode') ?? 'null')?.value))
      .toBe(hotel.cityCode);
    await page.waitForTimeout(300);
    // hydrated in place, not drawn a second time
    expect(await stillServers()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("A hotel's page opened first", () => {
  it("keeps the server's page when hydrated: the hotel it enters is not taken for a search", async () => {
    const { page, errors } = await site.browser.newPage(PHONE);
    const stillServers = await openHoldingServerElement(
      page,
      `${site.baseUrl}/${HOTEL}/rooms`,
      '.hotel-site',
    );
    // the hotel's context is stored as the page starts (section 4)
    expect(await page.evaluate(() => sessionStorage.getItem('hotelName'))).toContain('酒店');
    await page.waitForTimeout(300);
    expect(await stillServers()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('The head after the guest moves on', () => {
  it("drops the server's canonical link, Open Graph and JSON-LD of a page no longer shown", async () => {
    const [first] = await api<NewsItem[]>('/cms/newslist.aspx?sid=18');
    if (!first) throw new Error('the demo data has news');
    const { page, errors } = await site.browser.newPage(DESKTOP);
    await page.goto(`${site.baseUrl}/newsdetail/${first.newid}`, { waitUntil: 'networkidle' });
    const headTags = () =>
      page.evaluate(
        () =>
          document.head.querySelectorAll(
            'link[rel="canonical"], meta[property^="og:"], script[type="application/ld+json"]',
          ).length,
      );
    expect(await headTags()).toBeGreaterThan(3);

    // to the group's page in the browser: nothing of the news item is left in the head
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '集团介绍' }).click();
    await page.waitForURL(/\/home\/about-us$/);
    await expect.poll(headTags).toBe(0);
    await expect.poll(() => page.title()).toContain('集团介绍');
    expect(errors).toEqual([]);
  });
});
