import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, news, promotions } from '../../src/db/schema/content.ts';
import { auditLog } from '../../src/db/schema/staff.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createBrand, createCity, createContentPage, createHotel, createNews } from '../helpers/factories.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/** 内容管理: the group's news, offers, banners and pages — drafts, publishing, roles and the audit log. */
let t: TestApp;
let editor: StaffSession;
let admin: StaffSession;
let manager: StaffSession;
let frontdesk: StaffSession;
let hotel: { id: number; hotelCode: string };
beforeAll(async () => {
  t = await createTestApp();
  const city = await createCity(t.db);
  const brand = await createBrand(t.db);
  hotel = await createHotel(t.db, { cityId: city.id, brandId: brand.id });
  await createContentPage(t.db, 'about:74', { title: '集团简介', content: '<p>旧的简介</p>' });
  const session = async (role: 'admin' | 'editor' | 'manager' | 'frontdesk') =>
    signIn(t.app, (await createStaff(t.db, { role, hotelIds: [hotel.id] })).username);
  [editor, admin, manager, frontdesk] = await Promise.all([
    session('editor'),
    session('admin'),
    session('manager'),
    session('frontdesk'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const newsItem = (title = `开业${Math.random()}`) => ({
  title,
  image: '/media/uploads/0123456789abcdef01234567.png',
  content: '<p>新店<strong>开业</strong></p>',
  description: '新店开业',
});
const publicNews = async () =>
  (await t.app.inject({ url: '/cms/newslist.aspx?sid=18' })).json().data as {
    newid: number;
    newtitle: string;
  }[];
const showNews = (id: number) => t.app.inject({ url: `/cms/shownews.aspx?sid=${id}` });

async function createDraft(session = editor, body = newsItem()) {
  const res = await staffCall(t.app, session, {
    method: 'POST',
    url: '/admin/api/content/news',
    payload: body,
  });
  expect(res.json()).toMatchObject({ success: true, message: '保存成功', data: { state: 'draft' } });
  return res.json().data as { id: number; title: string };
}

describe('news', () => {
  it('keeps a draft off the public site until it is published, then lists and shows it', async () => {
    const draft = await createDraft();
    expect((await publicNews()).map((n) => n.newid)).not.toContain(draft.id);
    expect((await showNews(draft.id)).statusCode).toBe(404);

    const res = await staffCall(t.app, editor, {
      method: 'POST',
      url: `/admin/api/content/news/${draft.id}/publish`,
      payload: {},
    });
    expect(res.json()).toMatchObject({ success: true, message: '已发布' });
    expect((await publicNews()).find((n) => n.newid === draft.id)?.newtitle).toBe(draft.title);
    expect((await showNews(draft.id)).json().data.newscontent).toBe('<p>新店<strong>开业</strong></p>');
  });

  it('shows a scheduled item only from its publish time, without any job', async () => {
    const draft = await createDraft();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const res = await staffCall(t.app, editor, {
      method: 'POST',
      url: `/admin/api/content/news/${draft.id}/publish`,
      payload: { publishAt: later },
    });
    expect(res.json().message).toBe('已设置定时发布');
    expect((await publicNews()).map((n) => n.newid)).not.toContain(draft.id);
    const listed = await staffCall(t.app, editor, {
      url: '/admin/api/content/news',
      query: { keyword: draft.title },
    });
    expect(listed.json().data.rows[0]).toMatchObject({ id: draft.id, state: 'scheduled' });

    // the publish time arrives: the same query condition now lets it through
    await t.db
      .update(news)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(news.id, draft.id));
    expect((await publicNews()).map((n) => n.newid)).toContain(draft.id);
  });

  it('withdraws a published item to a draft, off the list and its page', async () => {
    const item = await createNews(t.db, { title: '已发布的新闻' });
    expect((await publicNews()).map((n) => n.newid)).toContain(item.id);
    const res = await staffCall(t.app, admin, {
      method: 'POST',
      url: `/admin/api/content/news/${item.id}/unpublish`,
    });
    expect(res.json().message).toBe('已撤回为草稿');
    expect((await publicNews()).map((n) => n.newid)).not.toContain(item.id);
    expect((await showNews(item.id)).json().message).toBe('新闻不存在');
  });

  it('records every change with who made it and a compact before and after', async () => {
    const draft = await createDraft();
    const longHtml = `<p>${'长'.repeat(600)}</p>`;
    await staffCall(t.app, editor, {
      method: 'PUT',
      url: `/admin/api/content/news/${draft.id}`,
      payload: { ...newsItem('改过的标题'), content: longHtml },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'news'),
          eq(auditLog.entityId, String(draft.id)),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(entry?.before).toMatchObject({ title: draft.title, content: '<p>新店<strong>开业</strong></p>' });
    const after = entry?.after as { title: string; content: string };
    expect(after.title).toBe('改过的标题');
    expect(after.content.length).toBeLessThan(300);
    expect(after.content).toMatch(/^<p>长{197}…（共607字符，sha256:[0-9a-f]{16}）$/);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = await t.db.$count(news);
    for (const [payload, message] of [
      [{ ...newsItem(), title: ' ' }, '标题为1-100个字'],
      [{ ...newsItem(), image: '' }, '请上传图片'],
      [{ ...newsItem(), image: 'javascript:alert(1)' }, '图片地址有误，请重新上传'],
      [{ ...newsItem(), content: 'x'.repeat(100_001) }, '正文不能超过100000个字符'],
    ] as const) {
      const res = await staffCall(t.app, editor, { method: 'POST', url: '/admin/api/content/news', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const bad = await staffCall(t.app, editor, {
      method: 'POST',
      url: '/admin/api/content/news/1/publish',
      payload: { publishAt: '明天' },
    });
    expect(bad.json().message).toBe('发布时间格式有误');
    // times PostgreSQL cannot store are refused, not a server error
    for (const publishAt of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-12:00']) {
      const outOfRange = await staffCall(t.app, editor, {
        method: 'POST',
        url: '/admin/api/content/news/1/publish',
        payload: { publishAt },
      });
      expect(outOfRange.statusCode).toBe(400);
      expect(outOfRange.json().message).toBe('发布时间格式有误');
    }
    expect(await t.db.$count(news)).toBe(before);
  });
});

describe('offers and banners', () => {
  const offer = (overrides: Record<string, unknown> = {}) => ({
    title: '连住优惠',
    theme: 'live',
    hotelCode: hotel.hotelCode,
    beginsOn: '2026-01-01',
    endsOn: '2099-12-31',
    showImage: '/media/sales/a.svg',
    thumbnail: '/media/sales/a-thumb.svg',
    content: '<p>连住两晚八折</p>',
    salesInfo: '<p>每日可订</p>',
    description: '说明',
    ...overrides,
  });
  const saleList = async (hotelCode: string) =>
    (
      await t.app.inject({ method: 'POST', url: '/crsapi/v1/hotel/getsalelist', payload: { hotelCode } })
    ).json().data as { id: number }[];

  it('lists a hotel offer only once published, on that hotel and the group', async () => {
    const res = await staffCall(t.app, editor, {
      method: 'POST',
      url: '/admin/api/content/offers',
      payload: offer(),
    });
    const { id } = res.json().data as { id: number };
    expect(res.json().data).toMatchObject({ hotelCode: hotel.hotelCode, state: 'draft' });
    expect((await saleList(hotel.hotelCode)).map((s) => s.id)).not.toContain(id);
    const detail = await t.app.inject({ url: `/crsapi/v1/hotel/getsaledetail?id=${id}` });
    expect(detail.statusCode).toBe(404);

    await staffCall(t.app, editor, {
      method: 'POST',
      url: `/admin/api/content/offers/${id}/publish`,
      payload: {},
    });
    expect((await saleList(hotel.hotelCode)).map((s) => s.id)).toContain(id);
    expect((await saleList('HJ000001')).map((s) => s.id)).toContain(id);
  });

  it('refuses an end before the beginning, an unknown theme or hotel, writing nothing', async () => {
    const before = await t.db.$count(promotions);
    for (const [payload, message] of [
      [offer({ endsOn: '2025-12-31' }), '结束日期不能早于开始日期'],
      [offer({ theme: 'spa' }), '请选择优惠主题'],
      [offer({ hotelCode: 'HJ999999' }), '酒店不存在'],
    ] as const) {
      const res = await staffCall(t.app, editor, {
        method: 'POST',
        url: '/admin/api/content/offers',
        payload,
      });
      expect(res.json().message).toBe(message);
    }
    expect(await t.db.$count(promotions)).toBe(before);
  });

  it('puts a published group banner in the Home carousel and refuses a script link', async () => {
    const body = {
      title: '春季横幅',
      hotelCode: '',
      pcImage: '/media/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.png',
      mobImage: '/media/uploads/bbbbbbbbbbbbbbbbbbbbbbbb.png',
      linkUrl: '/news',
      sort: 1,
    };
    const bad = await staffCall(t.app, editor, {
      method: 'POST',
      url: '/admin/api/content/banners',
      payload: { ...body, linkUrl: 'javascript:alert(1)' },
    });
    expect(bad.json().message).toBe('链接须以 / 或 http(s):// 开头');
    const { id } = (
      await staffCall(t.app, editor, { method: 'POST', url: '/admin/api/content/banners', payload: body })
    ).json().data as { id: number };
    const carousel = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/crsapi/v1/hotel/getBanner',
          payload: { HotelCode: 'HJ000001' },
        })
      ).json().data as { id: number }[];
    expect((await carousel()).map((b) => b.id)).not.toContain(id);
    await staffCall(t.app, editor, {
      method: 'POST',
      url: `/admin/api/content/banners/${id}/publish`,
      payload: {},
    });
    expect((await carousel()).map((b) => b.id)).toContain(id);
    expect(await t.db.$count(banners, eq(banners.id, id))).toBe(1);
  });
});

describe('group pages', () => {
  it('saves an about page; withdrawn it is not found on the site', async () => {
    const saved = await staffCall(t.app, editor, {
      method: 'PUT',
      url: '/admin/api/content/pages/about:74',
      payload: { title: '集团简介', content: '<p>新的简介</p>' },
    });
    expect(saved.json()).toMatchObject({ success: true, data: { state: 'published' } });
    expect((await t.app.inject({ url: '/cms/about.aspx?sid=74' })).json().data.Content).toBe(
      '<p>新的简介</p>',
    );
    await staffCall(t.app, editor, { method: 'POST', url: '/admin/api/content/pages/about:74/unpublish' });
    expect((await t.app.inject({ url: '/cms/about.aspx?sid=74' })).statusCode).toBe(404);
    await staffCall(t.app, editor, {
      method: 'POST',
      url: '/admin/api/content/pages/about:74/publish',
      payload: {},
    });
    expect((await t.app.inject({ url: '/cms/about.aspx?sid=74' })).statusCode).toBe(200);
  });

  it('knows only the pages the site reads', async () => {
    const res = await staffCall(t.app, editor, { url: '/admin/api/content/pages/membershipRules' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('页面不存在');
  });
});

describe('who may edit the group content', () => {
  it('refuses managers and front desks every group call with 403, changing nothing', async () => {
    const item = await createNews(t.db, { title: '不可改' });
    const auditBefore = await t.db.$count(auditLog);
    for (const session of [manager, frontdesk]) {
      for (const call of [
        { url: '/admin/api/content/news' },
        { url: '/admin/api/content/offers' },
        { url: '/admin/api/content/banners' },
        { url: '/admin/api/content/pages' },
        { method: 'POST' as const, url: '/admin/api/content/news', payload: newsItem() },
        { method: 'PUT' as const, url: `/admin/api/content/news/${item.id}`, payload: newsItem('改') },
        { method: 'POST' as const, url: `/admin/api/content/news/${item.id}/unpublish` },
        {
          method: 'PUT' as const,
          url: '/admin/api/content/pages/about:74',
          payload: { title: 'x', content: 'x' },
        },
      ]) {
        const res = await staffCall(t.app, session, call);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('无权限执行此操作');
      }
    }
    expect((await t.db.select().from(news).where(eq(news.id, item.id)))[0]?.title).toBe('不可改');
    expect(await t.db.$count(auditLog)).toBe(auditBefore);
  });

  it('lets an administrator do what an editor does', async () => {
    const draft = await createDraft(admin);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'news'), eq(auditLog.entityId, String(draft.id))));
    expect(entry).toMatchObject({ action: 'create', staffId: admin.staffId });
  });

  it('lets a front desk not even preview', async () => {
    const res = await staffCall(t.app, frontdesk, {
      method: 'POST',
      url: '/admin/api/content/preview',
      payload: { html: '<p>x</p>' },
    });
    expect(res.statusCode).toBe(403);
  });
});
