import { describe, expect, it } from 'vitest';
import { DESKTOP, watchHydration } from './helpers/browser.ts';
import { crawler } from './helpers/crawl.ts';
import { siteUnderTest } from './helpers/site.ts';

/**
 * Issue 25 item 16: an address naming something that does not exist is a not-found page — HTTP 404,
 * its not-found text in the HTML, asking not to be indexed and naming no canonical address — not a
 * 200 that says 未找到 (a soft 404). Ids that cannot be one and ids that name nothing alike.
 */

const site = siteUnderTest();
const crawl = crawler(site);
const HOTEL = 'HJ000101';

/** Each missing thing and the words its page says. */
const MISSING: [string, string][] = [
  ['/newsdetail/abc', '未找到该新闻'],
  ['/newsdetail/987654', '未找到该新闻'],
  ['/sales/abc', '未找到该优惠活动'],
  ['/sales/987654', '未找到该优惠活动'],
  [`/${HOTEL}/sales/abc`, '未找到该优惠活动'],
  [`/${HOTEL}/sales/987654`, '未找到该优惠活动'],
  [`/${HOTEL}/room-detail/room-detail?index=99`, '房型不存在'],
  [`/${HOTEL}/room-detail/room-detail`, '房型不存在'],
  ['/NOSUCHHOTEL/home', '酒店不存在'],
  ['/NOSUCHHOTEL/rooms', '酒店不存在'],
];

/** The words of the page's main area: its HTML without tags (a picture's <title> is words too). */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('A missing news item, offer, room or hotel', () => {
  it('is a 404 page the server renders: its text in Chinese only, noindex, no canonical link and no structured data', async () => {
    for (const [path, words] of MISSING) {
      const page = await crawl(path);
      expect(page.status, path).toBe(404);
      expect(page.text, path).toContain(words);
      // in Chinese only: antd's 404 picture said "No Found"
      expect(mainText(page.html), path).not.toMatch(/[A-Za-z]/);
      expect(page.title, path).toBe(`${words} - 光影酒店集团`);
      expect(page.canonical, path).toBe('');
      expect(page.html, path).not.toContain('property="og:url"');
      expect(page.html, path).toContain('<meta name="robots" content="noindex" />');
      expect(page.jsonLd, path).toEqual([]);
    }
    // what exists is still a page of its own
    const room = await crawl(`/${HOTEL}/room-detail/room-detail?index=0`);
    expect(room.status).toBe(200);
    expect(room.canonical).toBe(`${site.baseUrl}/${HOTEL}/room-detail/room-detail?index=0`);
  });

  it("is a 404 page at a code alone that names no hotel, while a hotel's own code leads to its home for good", async () => {
    const home = await crawl(`/${HOTEL}/home`);
    for (const path of [`/${HOTEL}`, `/${HOTEL}/`, `/${HOTEL}?from=ad`]) {
      const response = await fetch(`${site.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(home.canonical);
    }
    const unknown = await crawl('/NOSUCHHOTEL');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('酒店不存在');
    expect(unknown.canonical).toBe('');
  });

  it('is taken over by the browser as the server drew it, without asking again, and leads on', async () => {
    const { page, errors } = await site.browser.newPage(DESKTOP);
    const { warnings, calls } = watchHydration(page);
    await page.goto(`${site.baseUrl}/newsdetail/987654`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('未找到该新闻');
    await page.goto(`${site.baseUrl}/NOSUCHHOTEL/home`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('酒店不存在');
    // what the server found missing is not asked for again
    expect(calls).not.toContain('/cms/shownews.aspx');
    expect(calls).not.toContain('/crsapi/v1/hotel/getHotelInfo');
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(/\/home$/);
    expect(warnings).toEqual([]);
    // the browser reports each 404 document it was given; nothing else went wrong
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });
});
