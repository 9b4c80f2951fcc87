import { FOOTER_NAV_NAMES } from '@hotel/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../web/src/config/paths.ts';
import { contentPages, news, promotions } from '../../src/db/schema/content.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  createBrand,
  createCity,
  createContentPage,
  createHotel,
  createHotelContent,
  createNews,
  createPromotion,
  healthContentData,
  meetingContentData,
} from '../helpers/factories.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

const BASE = 'https://www.guangying-hotels.example.cn';

let t: TestApp;
let editor: StaffSession;
const world = {
  full: { id: 0, hotelCode: '' },
  plain: { id: 0, hotelCode: '' },
  liveNewsId: 0,
  scheduledNewsId: 0,
  runningOfferId: 0,
  endedOfferId: 0,
  draftOfferId: 0,
  cityCode: '',
  emptyCityCode: '',
};
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_BASE_URL: BASE },
    prepare: async (db) => {
      const city = await createCity(db);
      world.cityCode = city.ctCode;
      world.emptyCityCode = (await createCity(db)).ctCode;
      const brand = await createBrand(db);
      world.full = await createHotel(db, { cityId: city.id, brandId: brand.id });
      world.plain = await createHotel(db, { cityId: city.id, brandId: brand.id });
      await createHotelContent(db, world.full.id, 'meeting', meetingContentData());
      await createHotelContent(db, world.full.id, 'health', healthContentData());
      world.liveNewsId = (await createNews(db)).id;
      world.scheduledNewsId = (await createNews(db, { publishedAt: new Date(Date.now() + 3_600_000) })).id;
      world.runningOfferId = (await createPromotion(db, { hotelId: world.full.id })).id;
      const today = shanghaiDate();
      world.endedOfferId = (
        await createPromotion(db, {
          hotelId: world.full.id,
          beginsOn: addDays(today, -9),
          endsOn: addDays(today, -1),
        })
      ).id;
      world.draftOfferId = (await createPromotion(db, { hotelId: world.plain.id, publishedAt: null })).id;
      await createContentPage(db, 'joinIn');
      await createContentPage(db, 'footer:contactUs');
      await createContentPage(db, 'footer:privacyPolicy');
      await db
        .update(contentPages)
        .set({ publishedAt: null })
        .where(eq(contentPages.key, 'footer:privacyPolicy'));
    },
  });
  editor = await signIn(t.app, (await createStaff(t.db, { role: 'editor' })).username);
});
afterAll(async () => {
  await t.close();
});

async function sitemap() {
  const res = await t.app.inject({ url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  return { res, locs, body: res.body };
}

const url = (path: string) => `${BASE}${path}`;

describe('robots.txt', () => {
  it('lets crawlers read the public site and keeps them out of the back office and private calls', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/admin',
      '/crsapi/v1/user/',
      '/crsapi/v1/order/',
      '/crsapi/v1/pay/',
      '/dev/',
      '/sandbox/',
      '/pay/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(res.body).not.toMatch(/Disallow: \/(crsapi\/v1\/hotel|cms|media|assets)/);
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('is sitemap XML with absolute addresses on the public base URL', async () => {
    const { res, locs, body } = await sitemap();
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.every((loc) => loc?.startsWith(`${BASE}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists the group's pages and the published footer pages, at the web app's own paths", async () => {
    const { locs } = await sitemap();
    for (const path of [paths.home, paths.hotels, paths.aboutUs, paths.brand, paths.joinIn, paths.meetings]) {
      expect(locs).toContain(url(path));
    }
    expect(locs).toContain(url(paths.news));
    expect(locs).toContain(url(paths.sales));
    expect(locs).toContain(url(paths.footerPage('contactUs')));
    expect(locs).not.toContain(url(paths.footerPage('privacyPolicy')));
    expect(FOOTER_NAV_NAMES).toContain('privacyPolicy');
    expect(locs).not.toContain(url(paths.register));
    expect(locs).not.toContain(url(paths.courtesy));
  });

  it('lists the hotel list of each city that has a hotel, and not of an empty city', async () => {
    const { locs } = await sitemap();
    expect(locs).toContain(url(`${paths.hotels}?city=${world.cityCode}`));
    expect(locs).not.toContain(url(`${paths.hotels}?city=${world.emptyCityCode}`));
  });

  it("lists each hotel's pages, meetings, health & tea and offers only where the hotel has them", async () => {
    const { locs } = await sitemap();
    const { full, plain } = world;
    for (const path of [
      paths.childHome(full.hotelCode),
      paths.childAboutUs(full.hotelCode),
      paths.childRooms(full.hotelCode),
      paths.childMeetings(full.hotelCode),
      paths.childHealthAndTea(full.hotelCode),
      paths.childSales(full.hotelCode),
      paths.childHome(plain.hotelCode),
      paths.childAboutUs(plain.hotelCode),
      paths.childRooms(plain.hotelCode),
    ]) {
      expect(locs).toContain(url(path));
    }
    for (const path of [
      paths.childMeetings(plain.hotelCode),
      paths.childHealthAndTea(plain.hotelCode),
      paths.childSales(plain.hotelCode),
    ]) {
      expect(locs).not.toContain(url(path));
    }
  });

  it('lists published news and offers that have not ended, with when they went live', async () => {
    const { locs, body } = await sitemap();
    expect(locs).toContain(url(paths.newsDetail(world.liveNewsId)));
    expect(locs).not.toContain(url(paths.newsDetail(world.scheduledNewsId)));
    expect(locs).toContain(url(paths.salesDetail(world.runningOfferId)));
    expect(locs).not.toContain(url(paths.salesDetail(world.endedOfferId)));
    expect(locs).not.toContain(url(paths.salesDetail(world.draftOfferId)));
    const [live] = await t.db.select().from(news).where(eq(news.id, world.liveNewsId));
    expect(body).toContain(
      `<url><loc>${url(paths.newsDetail(world.liveNewsId))}</loc><lastmod>${live?.publishedAt?.toISOString()}</lastmod></url>`,
    );
    const [offer] = await t.db.select().from(promotions).where(eq(promotions.id, world.runningOfferId));
    expect(body).toContain(`<lastmod>${offer?.publishedAt?.toISOString()}</lastmod>`);
  });

  it('shows a news item once it is published in the back office, and never its draft', async () => {
    const created = await staffCall(t.app, editor, {
      method: 'POST',
      url: '/admin/api/content/news',
      payload: {
        title: '新店开业',
        image: '/media/uploads/0123456789abcdef01234567.png',
        content: '<p>新店开业</p>',
        description: '新店开业',
      },
    });
    const draftId = created.json().data.id as number;
    const before = await sitemap();
    expect(before.locs).not.toContain(url(paths.newsDetail(draftId)));

    const published = await staffCall(t.app, editor, {
      method: 'POST',
      url: `/admin/api/content/news/${draftId}/publish`,
      payload: {},
    });
    expect(published.json()).toMatchObject({ success: true });
    const after = await sitemap();
    expect(after.locs).toContain(url(paths.newsDetail(draftId)));
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
  });

  it('is revalidated by its ETag: a crawler that has the current one gets a 304', async () => {
    const { res } = await sitemap();
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      url: '/sitemap.xml',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('without PUBLIC_BASE_URL', () => {
  it('names the sitemap and its pages on the host the crawler asked', async () => {
    const other = await createTestApp();
    try {
      const robots = await other.app.inject({ url: '/robots.txt', headers: { host: 'hotel.example.com' } });
      expect(robots.body).toContain('Sitemap: http://hotel.example.com/sitemap.xml');
      const map = await other.app.inject({ url: '/sitemap.xml', headers: { host: 'hotel.example.com' } });
      expect(map.body).toContain('<loc>http://hotel.example.com/home</loc>');
    } finally {
      await other.close();
    }
  });
});
