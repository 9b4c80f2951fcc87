import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPages, hotelContents, news, promotions } from '../../src/db/schema/content.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  createBrand,
  createCity,
  createContentPage,
  createHotel,
  createHotelContent,
  createNews,
  homeContentData,
} from '../helpers/factories.ts';
import { expectHarmless, HOSTILE_HTML } from '../helpers/hostile-html.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/** Content HTML is sanitised when staff save it and again when the public site serves it. */
let t: TestApp;
let editor: StaffSession;
let manager: StaffSession;
let hotel: { id: number; hotelCode: string };
beforeAll(async () => {
  t = await createTestApp();
  const city = await createCity(t.db);
  const brand = await createBrand(t.db);
  hotel = await createHotel(t.db, { cityId: city.id, brandId: brand.id });
  await createContentPage(t.db, 'footer:contactUs', { title: '联系我们' });
  await createHotelContent(t.db, hotel.id, 'home', homeContentData());
  editor = await signIn(t.app, (await createStaff(t.db, { role: 'editor' })).username);
  manager = await signIn(
    t.app,
    (await createStaff(t.db, { role: 'manager', hotelIds: [hotel.id] })).username,
  );
});
afterAll(async () => {
  await t.close();
});

/** A summary is at most 500 characters: the corpus's first lines, cut off mid-tag. */
const SHORT_HOSTILE_HTML = HOSTILE_HTML.slice(0, 500);

async function published(path: string, payload: unknown) {
  const saved = await staffCall(t.app, editor, {
    method: 'POST',
    url: `/admin/api/content/${path}`,
    payload,
  });
  expect(saved.json().success).toBe(true);
  const { id } = saved.json().data as { id: number };
  await staffCall(t.app, editor, {
    method: 'POST',
    url: `/admin/api/content/${path}/${id}/publish`,
    payload: {},
  });
  return id;
}

describe('a hostile-HTML corpus saved through the staff calls', () => {
  it('leaves no script in a news item, stored or served', async () => {
    const id = await published('news', {
      title: '<script>alert(1)</script>标题',
      image: '/media/news/a.svg',
      content: HOSTILE_HTML,
      description: SHORT_HOSTILE_HTML,
    });
    const [stored] = await t.db.select().from(news).where(eq(news.id, id));
    expectHarmless(stored?.content ?? '');
    expectHarmless(stored?.description ?? '');
    expect(stored?.content).toContain('未闭合');
    const served = (await t.app.inject({ url: `/cms/shownews.aspx?sid=${id}` })).json().data;
    expectHarmless(served.newscontent);
    expectHarmless(served.description);
    const listed = (await t.app.inject({ url: '/cms/newslist.aspx?sid=18' })).json().data as {
      newscontent: string;
    }[];
    for (const item of listed) expectHarmless(item.newscontent);
  });

  it('leaves no script in an offer, stored or served', async () => {
    const id = await published('offers', {
      title: '优惠',
      theme: 'eat',
      hotelCode: '',
      beginsOn: '2026-01-01',
      endsOn: '2099-01-01',
      showImage: '/media/sales/a.svg',
      thumbnail: '/media/sales/b.svg',
      content: HOSTILE_HTML,
      salesInfo: HOSTILE_HTML,
      description: SHORT_HOSTILE_HTML,
    });
    const [stored] = await t.db.select().from(promotions).where(eq(promotions.id, id));
    for (const html of [stored?.content, stored?.salesInfo, stored?.description]) expectHarmless(html ?? '');
    const served = (await t.app.inject({ url: `/crsapi/v1/hotel/getsaledetail?id=${id}` })).json().data;
    for (const html of [served.content, served.salesInfo, served.description]) expectHarmless(html);
  });

  it('leaves no script in a footer page or a hotel page, stored or served', async () => {
    await staffCall(t.app, editor, {
      method: 'PUT',
      url: '/admin/api/content/pages/footer:contactUs',
      payload: { title: '联系我们', content: HOSTILE_HTML },
    });
    const [page] = await t.db.select().from(contentPages).where(eq(contentPages.key, 'footer:contactUs'));
    expectHarmless(page?.content ?? '');
    expectHarmless((await t.app.inject({ url: '/cms/footer.aspx?name=contactUs' })).json().data.Content);

    await staffCall(t.app, manager, {
      method: 'PUT',
      url: `/admin/api/content/hotels/${hotel.hotelCode}/home`,
      payload: { data: homeContentData({ AboutDesc: HOSTILE_HTML, MeetingDesc: HOSTILE_HTML }) },
    });
    const [stored] = await t.db.select().from(hotelContents).where(eq(hotelContents.hotelId, hotel.id));
    expectHarmless(String(stored?.data.AboutDesc));
    const served = (await t.app.inject({ url: `/cms/hotelhome.aspx?HotelCode=${hotel.hotelCode}` })).json()
      .data;
    expectHarmless(served.AboutDesc);
    expectHarmless(served.MeetingDesc);
  });

  it('sanitises on serve too: a row written around the staff calls is still served clean', async () => {
    const row = await createNews(t.db, { content: HOSTILE_HTML, description: HOSTILE_HTML });
    const served = (await t.app.inject({ url: `/cms/shownews.aspx?sid=${row.id}` })).json().data;
    expectHarmless(served.newscontent);
    expectHarmless(served.description);
  });

  it('previews the HTML as the public site will show it', async () => {
    const res = await staffCall(t.app, editor, {
      method: 'POST',
      url: '/admin/api/content/preview',
      payload: { html: '<p onclick="alert(1)">你好<script>alert(2)</script></p>' },
    });
    expect(res.json().data.html).toBe('<p>你好</p>');
  });
});
