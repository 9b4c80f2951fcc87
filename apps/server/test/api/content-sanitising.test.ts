import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  createBrand,
  createCity,
  createContentPage,
  createHotel,
  createHotelContent,
  createNews,
  createPromotion,
  createRoomType,
  healthContentData,
  homeContentData,
  meetingContentData,
  saleListContentData,
  teaContentData,
} from '../helpers/factories.ts';

/**
 * Content is sanitised when it is stored, and again when it is served. These rows go straight into
 * the database with hostile markup, as if the first line of defence had failed.
 */
const HOSTILE =
  '<p>欢迎</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
  '<a href="javascript:alert(1)">点我</a><p>&lt;script&gt;alert(2)&lt;/script&gt;</p>';
const FORBIDDEN = ['<script', 'onerror', 'javascript:'];

let t: TestApp;
let hotelCode = '';
let newsId = 0;
let saleId = 0;

beforeAll(async () => {
  t = await createTestApp({
    prepare: async (db) => {
      const city = await createCity(db, { ctCode: 'JN' });
      const brand = await createBrand(db);
      const hotel = await createHotel(
        db,
        { cityId: city.id, brandId: brand.id },
        { description: HOSTILE, hotelRemark: HOSTILE },
      );
      hotelCode = hotel.hotelCode;
      await createRoomType(db, hotel.id, { rtCode: 'DK', remark: HOSTILE });
      newsId = (await createNews(db, { content: HOSTILE })).id;
      await createNews(db, { content: HOSTILE, description: HOSTILE });
      saleId = (
        await createPromotion(db, {
          hotelId: hotel.id,
          content: HOSTILE,
          salesInfo: HOSTILE,
          description: HOSTILE,
        })
      ).id;
      await createPromotion(db, { content: HOSTILE });
      for (const key of ['group', 'about:74', 'brand:75', 'footer:contactUs', 'joinIn', 'membershipRules']) {
        await createContentPage(db, key, { content: `${HOSTILE}{{hotline}}` });
      }
      await createContentPage(db, 'salelist', { data: saleListContentData({ Description: HOSTILE }) });
      await createHotelContent(
        db,
        hotel.id,
        'meeting',
        meetingContentData({
          Description: HOSTILE,
          BanquetDesc: HOSTILE,
          venues: [{ title: '厅', image: '/media/v.jpg', description: HOSTILE }],
        }),
      );
      await createHotelContent(
        db,
        hotel.id,
        'home',
        homeContentData({ AboutDesc: HOSTILE, MeetingDesc: HOSTILE, HealthImg1Desc: HOSTILE }),
      );
      await createHotelContent(
        db,
        hotel.id,
        'health',
        healthContentData({ HealthDesc1: HOSTILE, HealthDesc2: HOSTILE }),
      );
      await createHotelContent(db, hotel.id, 'tea', teaContentData({ TeaDesc1: HOSTILE, TeaDesc3: HOSTILE }));
    },
  });
});
afterAll(async () => {
  await t?.close();
});

function calls(): { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }[] {
  const hotel = '/crsapi/v1/hotel';
  return [
    { method: 'POST', url: `${hotel}/getHotelInfo`, payload: { HotelCode: hotelCode } },
    { method: 'POST', url: `${hotel}/getHotelInfo`, payload: { HotelCode: HEAD_OFFICE_CODE } },
    { method: 'POST', url: `${hotel}/getsalelist`, payload: { hotelCode: HEAD_OFFICE_CODE } },
    { method: 'POST', url: `${hotel}/getsalelist`, payload: { hotelCode } },
    { method: 'GET', url: `${hotel}/getsaledetail?id=${saleId}` },
    { method: 'GET', url: `${hotel}/getCityHotel?HotelCode=${hotelCode}` },
    { method: 'POST', url: `${hotel}/getHotelsByPage`, payload: { cityCode: 'JN' } },
    { method: 'POST', url: `${hotel}/getRoomType`, payload: { HotelCode: hotelCode } },
    { method: 'POST', url: `${hotel}/getRoomTypeDetail`, payload: { hotelCode, roomTypeCode: 'DK' } },
    { method: 'GET', url: '/cms/newslist.aspx' },
    { method: 'GET', url: `/cms/shownews.aspx?sid=${newsId}` },
    { method: 'GET', url: '/cms/about.aspx?sid=74' },
    { method: 'GET', url: '/cms/brand.aspx?sid=75' },
    { method: 'GET', url: '/cms/footer.aspx?name=contactUs' },
    { method: 'GET', url: '/cms/joinin.aspx' },
    { method: 'GET', url: '/cms/membership.aspx' },
    { method: 'GET', url: `/cms/salelist.aspx?HotelCode=${hotelCode}` },
    { method: 'GET', url: `/cms/meeting.aspx?HotelCode=${hotelCode}` },
    { method: 'GET', url: `/cms/hotelhome.aspx?HotelCode=${hotelCode}` },
    { method: 'GET', url: `/cms/health.aspx?HotelCode=${hotelCode}` },
    { method: 'GET', url: `/cms/tea.aspx?HotelCode=${hotelCode}` },
  ];
}

describe('serving stored content', () => {
  it('never lets a script, an event handler or a javascript: link out of any read call', async () => {
    for (const call of calls()) {
      const res = await t.app.inject(call);
      expect(res.statusCode, call.url).toBe(200);
      for (const bad of FORBIDDEN) expect(res.body.toLowerCase(), `${call.url} ${bad}`).not.toContain(bad);
      // the harmless part of the content is still there
      expect(res.body, call.url).toContain('欢迎');
    }
  });
});
