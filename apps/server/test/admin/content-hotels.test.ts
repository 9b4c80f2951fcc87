import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelContents } from '../../src/db/schema/content.ts';
import { auditLog } from '../../src/db/schema/staff.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  createBrand,
  createCity,
  createHotel,
  createHotelContent,
  homeContentData,
} from '../helpers/factories.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/** 内容管理 › 酒店页面: managers edit their own hotels' pages, administrators every hotel's. */
let t: TestApp;
let own: { id: number; hotelCode: string };
let other: { id: number; hotelCode: string };
let manager: StaffSession;
let admin: StaffSession;
let editor: StaffSession;
let frontdesk: StaffSession;
beforeAll(async () => {
  t = await createTestApp();
  const city = await createCity(t.db);
  const brand = await createBrand(t.db);
  own = await createHotel(t.db, { cityId: city.id, brandId: brand.id });
  other = await createHotel(t.db, { cityId: city.id, brandId: brand.id });
  await createHotelContent(t.db, own.id, 'home', homeContentData());
  await createHotelContent(t.db, other.id, 'home', homeContentData({ AboutTitle: '别家酒店' }));
  const session = async (role: 'admin' | 'editor' | 'manager' | 'frontdesk') =>
    signIn(t.app, (await createStaff(t.db, { role, hotelIds: [own.id] })).username);
  [manager, admin, editor, frontdesk] = await Promise.all([
    session('manager'),
    session('admin'),
    session('editor'),
    session('frontdesk'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const hotelHome = async (hotelCode: string) =>
  t.app.inject({ url: `/cms/hotelhome.aspx?HotelCode=${hotelCode}` });
const url = (hotelCode: string, suffix = '') => `/admin/api/content/hotels/${hotelCode}/home${suffix}`;

describe("a hotel's own pages", () => {
  it('lets the manager change their hotel home page, live at once when it was published', async () => {
    const res = await staffCall(t.app, manager, {
      method: 'PUT',
      url: url(own.hotelCode),
      payload: { data: homeContentData({ AboutTitle: '焕新的酒店', AboutDesc: '<p>全新<b>客房</b></p>' }) },
    });
    expect(res.json()).toMatchObject({ success: true, data: { state: 'published' } });
    const served = (await hotelHome(own.hotelCode)).json().data;
    expect(served).toMatchObject({ AboutTitle: '焕新的酒店', AboutDesc: '<p>全新<b>客房</b></p>' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'hotel_content'), eq(auditLog.entityId, `${own.hotelCode}:home`)));
    expect(entry).toMatchObject({ action: 'update', hotelId: own.id, staffId: manager.staffId });
  });

  it('keeps a page written for the first time as a draft until published', async () => {
    const health = `/admin/api/content/hotels/${own.hotelCode}/health`;
    const data = {
      HealthBanner: '/media/health.svg',
      HealthBannerMob: '/media/health-m.svg',
      HealthEnTitle: 'HEALTH',
      HealthTitle1: '理疗',
      HealthTitle2: '瑜伽',
      HealthDesc1: '<p>一</p>',
      HealthDesc2: '<p>二</p>',
      HealthImg1: '/media/h1.svg',
      HealthImg2: '/media/h2.svg',
      HealthImg3: '/media/h3.svg',
      HealthImg4: '/media/h4.svg',
    };
    const saved = await staffCall(t.app, manager, { method: 'PUT', url: health, payload: { data } });
    expect(saved.json().data.state).toBe('draft');
    const served = () => t.app.inject({ url: `/cms/health.aspx?HotelCode=${own.hotelCode}` });
    expect((await served()).statusCode).toBe(404);
    await staffCall(t.app, manager, { method: 'POST', url: `${health}/publish`, payload: {} });
    expect((await served()).json().data.HealthTitle1).toBe('理疗');
  });

  it('names the field that is missing and refuses an image from elsewhere, writing nothing', async () => {
    const { AboutTitle: _left, ...missing } = homeContentData();
    const res = await staffCall(t.app, manager, {
      method: 'PUT',
      url: url(own.hotelCode),
      payload: { data: missing },
    });
    expect(res.json().message).toBe('酒店页面内容不完整，请检查各项：AboutTitle');
    const outside = await staffCall(t.app, manager, {
      method: 'PUT',
      url: url(own.hotelCode),
      payload: { data: homeContentData({ MeetingImg1: 'javascript:alert(1)' }) },
    });
    expect(outside.json().message).toBe('图片地址有误，请重新上传：MeetingImg1');
    expect((await hotelHome(own.hotelCode)).json().data.AboutTitle).toBe('焕新的酒店');
  });

  it("refuses the manager another hotel's page by its code with 403, changing nothing", async () => {
    const auditBefore = await t.db.$count(auditLog);
    for (const call of [
      { url: `/admin/api/content/hotels/${other.hotelCode}` },
      { url: url(other.hotelCode) },
      {
        method: 'PUT' as const,
        url: url(other.hotelCode),
        payload: { data: homeContentData({ AboutTitle: '篡改' }) },
      },
      { method: 'POST' as const, url: url(other.hotelCode, '/unpublish') },
      { url: '/admin/api/content/hotels/HJ999999' },
    ]) {
      const res = await staffCall(t.app, manager, call);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('无权限执行此操作');
    }
    expect((await hotelHome(other.hotelCode)).json().data.AboutTitle).toBe('别家酒店');
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
  });

  it('lets an administrator edit any hotel, and refuses content editors and front desks', async () => {
    const res = await staffCall(t.app, admin, { method: 'POST', url: url(other.hotelCode, '/unpublish') });
    expect(res.json().message).toBe('已撤回为草稿');
    expect((await hotelHome(other.hotelCode)).statusCode).toBe(404);
    for (const session of [editor, frontdesk]) {
      const refused = await staffCall(t.app, session, {
        method: 'PUT',
        url: url(own.hotelCode),
        payload: { data: homeContentData() },
      });
      expect(refused.statusCode).toBe(403);
      expect((await staffCall(t.app, session, { url: url(own.hotelCode) })).statusCode).toBe(403);
    }
    const [row] = await t.db
      .select()
      .from(hotelContents)
      .where(and(eq(hotelContents.hotelId, own.id), eq(hotelContents.kind, 'home')));
    expect(row?.data.AboutTitle).toBe('焕新的酒店');
  });

  it('lists the four pages of a hotel with their states', async () => {
    const res = await staffCall(t.app, manager, { url: `/admin/api/content/hotels/${own.hotelCode}` });
    expect(res.json().data).toEqual([
      expect.objectContaining({ kind: 'home', state: 'published' }),
      expect.objectContaining({ kind: 'meeting', state: 'draft', publishedAt: null }),
      expect.objectContaining({ kind: 'health', state: 'published' }),
      expect.objectContaining({ kind: 'tea', state: 'draft' }),
    ]);
  });
});
