import {
  aboutContentResponse,
  aboutData,
  brandContentResponse,
  healthContentResponse,
  homeContentResponse,
  hotelNavResponse,
  joinInContentResponse,
  joinInData,
  meetingContentResponse,
  newsListResponse,
  richContentResponse,
  saleListContentResponse,
  showNewsResponse,
  siteInfoResponse,
  teaContentResponse,
} from '@hotel/shared/api/cms';
import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { contentPages } from '../../src/db/schema/content.ts';
import { aboutPages } from '../../src/seed/pages/about.ts';
import { sitePages } from '../../src/seed/pages/site.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  createBrand,
  createCity,
  createContentPage,
  createHotel,
  createHotelContent,
  createNews,
  healthContentData,
  homeContentData,
  meetingContentData,
  saleListContentData,
  teaContentData,
} from '../helpers/factories.ts';

type Row<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

interface World {
  /** A hotel with all four content objects, and one with none. */
  full: Row<typeof createHotel>;
  bare: Row<typeof createHotel>;
  older: Row<typeof createNews>;
  newer: Row<typeof createNews>;
  otherColumn: Row<typeof createNews>;
}

let t: TestApp;
let w: World;

/** Seven venues: one more than section 3's MeetingTit1-6 can number. */
const VENUES = ['光影厅', '星光厅', '银幕厅', '胶片厅', '放映厅', '蒙太奇厅', '长镜头厅'].map((title, i) => ({
  title,
  image: `/media/venue-${i + 1}.jpg`,
  description: `<p>可容纳${80 - i * 10}人</p>`,
}));

async function buildWorld(db: Db): Promise<World> {
  const city = await createCity(db);
  const brand = await createBrand(db);
  const full = await createHotel(db, { cityId: city.id, brandId: brand.id }, { hotelCode: 'JN0001' });
  const bare = await createHotel(db, { cityId: city.id, brandId: brand.id });
  await createHotelContent(db, full.id, 'meeting', meetingContentData({ venues: VENUES }));
  await createHotelContent(db, full.id, 'home', homeContentData());
  await createHotelContent(db, full.id, 'health', healthContentData());
  await createHotelContent(db, full.id, 'tea', teaContentData());

  const longText = '新'.repeat(150);
  const older = await createNews(db, {
    title: '泉城广场店开业',
    publishedOn: '2026-01-05',
    content: `<p>${longText}</p>`,
  });
  const newer = await createNews(db, {
    title: '大明湖店开业',
    publishedOn: '2026-02-10',
    description: '摘要',
  });
  const otherColumn = await createNews(db, { sid: 19, title: '其他栏目' });

  await createContentPage(db, 'about:74', { title: '集团介绍', content: '<p>集团</p>' });
  await createContentPage(db, 'about:76', { title: '核心支持', content: '<p>支持</p>' });
  await createContentPage(db, 'about:79', {
    title: '企业荣誉',
    content: '<ul><li>2024年 最佳品牌</li></ul>',
    data: { honours: [{ year: 2024, title: '最佳品牌' }] },
  });
  await createContentPage(db, 'about:80', {
    title: '品牌矩阵',
    content: '<p>四大品牌</p>',
    data: {
      tiers: [{ brandCode: 'smart', name: '光影智慧酒店', tier: '中端', description: '影院客房' }],
      propertyManagement: {
        name: '光影物业管理',
        summary: '酒店式物业',
        detailHtml:
          '<p onclick="steal()">详情</p><script>alert(1)</script><a href="javascript:alert(1)">链接</a>',
      },
    },
  });
  await createContentPage(db, 'about:81', {
    title: '数据有误',
    content: '<p>正文</p>',
    data: { honours: 'not a list', tiers: [{ name: 1 }], propertyManagement: { name: '只有名称' } },
  });
  await createContentPage(db, 'brand:75', {
    title: '光影智能酒店',
    content: '<p>智能</p>',
    data: { gallery: ['/media/brand/75-1.jpg', '/media/brand/75-2.jpg'] },
  });
  await createContentPage(db, 'brand:76', { title: '光影康养酒店', content: '<p>康养</p>' });
  await createContentPage(db, 'footer:contactUs', {
    title: '联系我们',
    content: '<p>热线：{{hotline}}</p><p>邮箱：<a href="mailto:{{email}}">{{email}}</a></p>',
  });
  await createContentPage(db, 'joinIn', {
    title: '加盟合作',
    content: '<p>加盟热线 {{hotline}}，邮箱 {{email}}</p>',
  });
  await createContentPage(db, 'salelist', { title: '优惠活动', data: saleListContentData() });
  await createContentPage(db, 'membershipRules', { title: '会员规则', content: '<p>积分满一年清零</p>' });
  return { full, bare, older, newer, otherColumn };
}

beforeAll(async () => {
  t = await createTestApp({
    prepare: async (db) => {
      w = await buildWorld(db);
    },
  });
});
afterAll(async () => {
  await t?.close();
});

function get(path: string, query: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/cms/${path}`, query });
}

type Reply = Awaited<ReturnType<typeof get>>;

function expectBadRequest(res: Reply, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ success: false, statusCode: 400, message, msg: message, code: 'BAD_REQUEST' });
}

function expectNotFound(res: Reply, message: string) {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({
    success: false,
    statusCode: 404,
    message,
    msg: message,
    code: expect.stringMatching(/_NOT_FOUND$|^NOT_FOUND$|_UNKNOWN$/),
  });
}

describe('newslist.aspx', () => {
  it('lists the news centre column (18) by default, newest first', async () => {
    const body = newsListResponse.parse((await get('newslist.aspx')).json());
    expect(body.data.map((n) => n.newid)).toEqual([w.newer.id, w.older.id]);
  });

  it('lists another column by sid', async () => {
    const body = newsListResponse.parse((await get('newslist.aspx', { sid: '19' })).json());
    expect(body.data.map((n) => n.newtitle)).toEqual(['其他栏目']);
  });

  it('refuses a sid that is not a number', async () => {
    expectBadRequest(await get('newslist.aspx', { sid: 'abc' }), '栏目编号有误');
  });
});

describe('shownews.aspx', () => {
  it('gives one news item with a slash date and an excerpt of its text', async () => {
    const body = showNewsResponse.parse((await get('shownews.aspx', { sid: String(w.older.id) })).json());
    expect(body.data).toMatchObject({
      newid: w.older.id,
      newtitle: '泉城广场店开业',
      newdatetime: '2026/01/05',
      newimg: w.older.image,
      newscontent: w.older.content,
      description: `${'新'.repeat(110)}...`,
    });
    const withSummary = showNewsResponse.parse(
      (await get('shownews.aspx', { sid: String(w.newer.id) })).json(),
    );
    expect(withSummary.data.description).toBe('摘要');
  });

  it('answers an unknown news id with 404', async () => {
    expectNotFound(await get('shownews.aspx', { sid: '999999' }), '新闻不存在');
  });

  it('refuses a missing or malformed id', async () => {
    expectBadRequest(await get('shownews.aspx', { sid: 'abc' }), '新闻编号有误');
    expectBadRequest(await get('shownews.aspx'), '新闻编号有误');
  });
});

describe('about.aspx', () => {
  it('gives an About-us tab', async () => {
    const body = richContentResponse.parse((await get('about.aspx', { sid: '76' })).json());
    expect(body.data).toEqual({ Title: '核心支持', Content: '<p>支持</p>' });
  });

  it('gives a plain tab without a data part', async () => {
    const body = aboutContentResponse.parse((await get('about.aspx', { sid: '74' })).json());
    expect(body.data).toEqual({ Title: '集团介绍', Content: '<p>集团</p>' });
    expect(body.data).not.toHaveProperty('data');
  });

  it('gives the honours list of the corporate-honours tab', async () => {
    const body = aboutContentResponse.parse((await get('about.aspx', { sid: '79' })).json());
    expect(body.data.data).toEqual({ honours: [{ year: 2024, title: '最佳品牌' }] });
  });

  it('gives the brand tiers and the property-management brand with its detail sanitised', async () => {
    const body = aboutContentResponse.parse((await get('about.aspx', { sid: '80' })).json());
    expect(body.data.Title).toBe('品牌矩阵');
    expect(body.data.data?.tiers).toEqual([
      { brandCode: 'smart', name: '光影智慧酒店', tier: '中端', description: '影院客房' },
    ]);
    expect(body.data.data?.propertyManagement).toEqual({
      name: '光影物业管理',
      summary: '酒店式物业',
      detailHtml: '<p>详情</p><a rel="noopener noreferrer">链接</a>',
    });
  });

  it('leaves out the parts of a page whose stored data is malformed', async () => {
    const res = await get('about.aspx', { sid: '81' });
    expect(res.statusCode).toBe(200);
    const body = aboutContentResponse.parse(res.json());
    expect(body.data).toEqual({ Title: '数据有误', Content: '<p>正文</p>' });
  });

  it('answers an unknown tab with 404', async () => {
    expectNotFound(await get('about.aspx', { sid: '99' }), '内容不存在');
  });

  it('refuses a sid that is not a positive number', async () => {
    expectBadRequest(await get('about.aspx', { sid: '0' }), '内容编号有误');
    expectBadRequest(await get('about.aspx', { sid: 'abc' }), '内容编号有误');
  });
});

describe('brand.aspx', () => {
  it('gives a brand tab with its gallery', async () => {
    const body = brandContentResponse.parse((await get('brand.aspx', { sid: '75' })).json());
    expect(body.data).toEqual({
      Title: '光影智能酒店',
      Content: '<p>智能</p>',
      gallery: ['/media/brand/75-1.jpg', '/media/brand/75-2.jpg'],
    });
  });

  it('gives an empty gallery when the page has none', async () => {
    const body = brandContentResponse.parse((await get('brand.aspx', { sid: '76' })).json());
    expect(body.data.gallery).toEqual([]);
  });

  it('answers an unknown brand with 404', async () => {
    expectNotFound(await get('brand.aspx', { sid: '99' }), '内容不存在');
  });

  it('refuses a sid that is not a number', async () => {
    expectBadRequest(await get('brand.aspx', { sid: 'x' }), '品牌编号有误');
  });
});

describe('footer.aspx', () => {
  it('fills the hotline and e-mail into a footer page', async () => {
    const body = richContentResponse.parse((await get('footer.aspx', { name: 'contactUs' })).json());
    const { hotline, email } = t.config.brand;
    expect(body.data).toEqual({
      Title: '联系我们',
      Content: `<p>热线：${hotline}</p><p>邮箱：<a href="mailto:${email}" rel="noopener noreferrer">${email}</a></p>`,
    });
    expect(body.data.Content).not.toContain('{{');
  });

  it('answers a footer page that has no content yet with 404', async () => {
    expectNotFound(await get('footer.aspx', { name: 'privacyPolicy' }), '内容不存在');
  });

  it('refuses a name that is not a footer page', async () => {
    expectBadRequest(await get('footer.aspx', { name: 'evil' }), '页面不存在');
    expectBadRequest(await get('footer.aspx'), '页面不存在');
  });
});

describe('joinin.aspx', () => {
  it('gives the franchise page with the hotline and e-mail', async () => {
    const body = richContentResponse.parse((await get('joinin.aspx')).json());
    const { hotline, email } = t.config.brand;
    expect(body.data).toEqual({ Title: '加盟合作', Content: `<p>加盟热线 ${hotline}，邮箱 ${email}</p>` });
  });

  it('gives the banners, claims and models of the franchise page', async () => {
    const data = {
      banner: '/media/banner/join-in.svg',
      bannerMob: '/media/banner-mob/join-in.svg',
      stats: [{ value: '40+', label: '在营酒店' }],
      models: [{ code: 'franchise', name: '特许加盟', summary: '自主经营', detail: '集团支持' }],
    };
    await t.db.update(contentPages).set({ data }).where(eq(contentPages.key, 'joinIn'));
    const body = joinInContentResponse.parse((await get('joinin.aspx')).json());
    expect(body.data.data).toEqual(data);

    // a malformed data part is left out; the text still comes
    await t.db
      .update(contentPages)
      .set({ data: { banner: 1 } })
      .where(eq(contentPages.key, 'joinIn'));
    const bare = joinInContentResponse.parse((await get('joinin.aspx')).json());
    expect(bare.data).not.toHaveProperty('data');
    expect(bare.data.Title).toBe('加盟合作');
  });
});

describe('demo content pages', () => {
  it('carry data the About-us and franchise replies can carry', () => {
    const about = new Map(aboutPages().map((page) => [page.key, page]));
    expect(aboutData.parse(about.get('about:79')?.data).honours?.length).toBeGreaterThan(0);
    const tiers = aboutData.parse(about.get('about:80')?.data);
    expect(tiers.tiers?.length).toBeGreaterThan(0);
    expect(tiers.propertyManagement?.detailHtml).toBeTruthy();
    const joinIn = sitePages().find((page) => page.key === 'joinIn');
    expect(joinInData.parse(joinIn?.data).models.length).toBeGreaterThan(0);
  });
});

describe('membership.aspx', () => {
  it('gives the membership rules', async () => {
    const body = richContentResponse.parse((await get('membership.aspx')).json());
    expect(body.data).toEqual({ Title: '会员规则', Content: '<p>积分满一年清零</p>' });
  });
});

describe('hotelnav.aspx', () => {
  it("gives a hotel's own-site menu", async () => {
    const body = hotelNavResponse.parse((await get('hotelnav.aspx', { HotelCode: 'JN0001' })).json());
    expect(body.data).toEqual([
      { name: '首页', path: '/JN0001/home' },
      { name: '关于我们', path: '/JN0001/about-us' },
      { name: '客房预订', path: '/JN0001/rooms' },
      { name: '会议宴会', path: '/JN0001/meetings' },
      { name: '康养茶舍', path: '/JN0001/health-and-tea' },
      { name: '优惠活动', path: '/JN0001/sales' },
    ]);
  });

  it("gives the group's menu for the head office code", async () => {
    const body = hotelNavResponse.parse((await get('hotelnav.aspx', { HotelCode: HEAD_OFFICE_CODE })).json());
    expect(body.data.map((item) => item.path)).toEqual([
      '/home',
      '/hotels',
      '/home/about-us',
      '/brand',
      '/news',
      '/joinIn',
    ]);
  });

  it('answers an unknown hotel with 404 and refuses an empty code', async () => {
    expectNotFound(await get('hotelnav.aspx', { HotelCode: 'NOPE' }), '酒店不存在');
    expectBadRequest(await get('hotelnav.aspx', { HotelCode: '' }), '请提供酒店编码');
  });
});

describe('hotel content pages', () => {
  const pages = [
    {
      path: 'meeting.aspx',
      schema: meetingContentResponse,
      expected: {
        ...meetingContentData({ venues: VENUES }),
        ...Object.fromEntries(
          VENUES.slice(0, 6).flatMap((venue, i) => [
            [`MeetingTit${i + 1}`, venue.title],
            [`MeetingImg${i + 1}`, venue.image],
          ]),
        ),
      },
    },
    { path: 'hotelhome.aspx', schema: homeContentResponse, expected: homeContentData() },
    { path: 'health.aspx', schema: healthContentResponse, expected: healthContentData() },
    { path: 'tea.aspx', schema: teaContentResponse, expected: teaContentData() },
  ] as const;

  for (const page of pages) {
    describe(page.path, () => {
      it("gives the hotel's content object", async () => {
        const body = page.schema.parse((await get(page.path, { HotelCode: w.full.hotelCode })).json());
        expect(body.data).toEqual(page.expected);
      });

      it('answers a hotel without this content with 404', async () => {
        expectNotFound(await get(page.path, { HotelCode: w.bare.hotelCode }), '该酒店暂无此内容');
      });

      it('answers an unknown hotel, or the head office, with 404', async () => {
        expectNotFound(await get(page.path, { HotelCode: 'NOPE' }), '酒店不存在');
        expectNotFound(await get(page.path), '酒店不存在');
      });

      it('refuses an empty or over-long hotel code', async () => {
        expectBadRequest(await get(page.path, { HotelCode: '' }), '请提供酒店编码');
        expectBadRequest(await get(page.path, { HotelCode: 'X'.repeat(40) }), '酒店编码有误');
      });
    });
  }
});

describe('meeting.aspx', () => {
  it("numbers the first six venues as section 3's MeetingTit1-6 and MeetingImg1-6, beside venues", async () => {
    const body = meetingContentResponse.parse(
      (await get('meeting.aspx', { HotelCode: w.full.hotelCode })).json(),
    );
    expect(body.data.MeetingTit1).toBe('光影厅');
    expect(body.data.MeetingImg1).toBe('/media/venue-1.jpg');
    expect(body.data.MeetingTit6).toBe('蒙太奇厅');
    expect(body.data.MeetingImg6).toBe('/media/venue-6.jpg');
    expect(Object.keys(body.data).filter((key) => /^Meeting(Tit|Img)\d$/.test(key))).toHaveLength(12);
    expect(body.data.venues.map((venue) => venue.title)).toEqual(VENUES.map((venue) => venue.title));
  });
});

describe('salelist.aspx', () => {
  it('gives the sales page content for the group and for a hotel', async () => {
    for (const HotelCode of [HEAD_OFFICE_CODE, w.full.hotelCode]) {
      const body = saleListContentResponse.parse((await get('salelist.aspx', { HotelCode })).json());
      expect(body.data).toEqual(saleListContentData());
    }
  });

  it('answers an unknown hotel with 404 and refuses an empty code', async () => {
    expectNotFound(await get('salelist.aspx', { HotelCode: 'NOPE' }), '酒店不存在');
    expectBadRequest(await get('salelist.aspx', { HotelCode: '' }), '请提供酒店编码');
  });
});

describe('siteinfo.aspx', () => {
  it('gives the site settings from configuration, its links on the address the visitor used', async () => {
    const body = siteInfoResponse.parse((await get('siteinfo.aspx')).json());
    const { brand, mapTileUrl, wechatBookingUrl } = t.config;
    // PUBLIC_BASE_URL is unset: app.inject's requests come to localhost:80
    const publicBaseUrl = 'http://localhost:80';
    expect(body.data).toEqual({
      brandName: brand.name,
      hotline: brand.hotline,
      email: brand.email,
      recordNumber: brand.recordNumber,
      copyright: brand.copyright,
      mapTileUrl,
      wechatBookingUrl,
      followUrl: `${publicBaseUrl}/home`,
      miniProgramUrl: `${publicBaseUrl}/hotels`,
    });
  });
});

describe('OpenAPI', () => {
  it('documents every content call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const paths = Object.keys(doc.paths);
    for (const page of [
      'newslist',
      'shownews',
      'about',
      'brand',
      'footer',
      'joinin',
      'hotelnav',
      'health',
      'meeting',
      'hotelhome',
      'tea',
      'salelist',
      'siteinfo',
      'membership',
    ]) {
      expect(paths).toContain(`/cms/${page}.aspx`);
    }
  });
});
