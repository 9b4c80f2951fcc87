import type { HotelContentRow, NewsRow } from '@hotel/shared/admin/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  callsTo,
  envelope,
  hotelsRoute,
  jsonResponse,
  renderAdmin,
  route,
  sessionOf,
  sessionRoute,
  stubFetch,
} from './helpers.tsx';

/** The first screen takes a while in jsdom (session, menu, antd's styles, then the list). */
const FIRST_SCREEN = { timeout: 15_000 };

const news: NewsRow[] = [
  {
    id: 5,
    title: '泉城店开业',
    image: '/media/news/a.svg',
    publishedOn: '2026-03-01',
    state: 'draft',
    publishedAt: null,
  },
  {
    id: 4,
    title: '春季会员日',
    image: '/media/news/b.svg',
    publishedOn: '2026-04-01',
    state: 'scheduled',
    publishedAt: '2026-04-01 09:00',
  },
];
const live: NewsRow = {
  id: 3,
  title: '会员积分升级',
  image: '/media/news/c.svg',
  publishedOn: '2026-02-01',
  state: 'published',
  publishedAt: '2026-02-01 09:00',
};

function editorApi(rows: NewsRow[] = news) {
  return stubFetch(
    sessionRoute(sessionOf('editor')),
    hotelsRoute,
    route('GET', '/content/news', () => jsonResponse(envelope({ rows, total: rows.length }))),
    route('GET', '/content/news/3', () =>
      jsonResponse(envelope({ ...live, content: '<p>积分升级</p>', description: '' })),
    ),
    route('PUT', '/content/news/3', (_url, init) =>
      jsonResponse(envelope({ ...live, ...JSON.parse(String(init?.body)), content: '', description: '' })),
    ),
    route('POST', '/content/news/5/publish', () => jsonResponse(envelope(undefined, { message: '已发布' }))),
    route('POST', '/media', () =>
      jsonResponse(
        envelope({ url: '/media/uploads/0123456789abcdef01234567.png', name: 'photo.png', size: 68 }),
      ),
    ),
    route('POST', '/content/news', (_url, init) =>
      jsonResponse(
        envelope({ ...news[0], ...JSON.parse(String(init?.body)), id: 9, content: '', description: '' }),
      ),
    ),
  );
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('内容管理', () => {
  it('shows an editor the group content with each item’s state, and publishes a draft now', async () => {
    const user = userEvent.setup();
    const fetch = editorApi();
    renderAdmin('/admin/content');
    const draft = (await screen.findByText('泉城店开业', {}, FIRST_SCREEN)).closest('tr') as HTMLElement;
    expect(tabNames()).toEqual(['新闻', '优惠活动', '横幅', '集团页面']);
    expect(within(draft).getByText('草稿')).toBeInTheDocument();
    const scheduled = screen.getByText('春季会员日').closest('tr') as HTMLElement;
    expect(within(scheduled).getByText('定时发布')).toBeInTheDocument();
    expect(within(scheduled).getByText('2026-04-01 09:00')).toBeInTheDocument();

    await user.click(within(draft).getByRole('button', { name: '发布' }));
    const dialog = (await screen.findByText('发布：泉城店开业')).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/content/news/5/publish')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST', '/content/news/5/publish')[0])).toEqual({});
    expect(await screen.findByText('已发布')).toBeInTheDocument();
  });

  it('asks for an image before saving a news item, then saves the uploaded one as a draft', async () => {
    const user = userEvent.setup();
    const fetch = editorApi();
    renderAdmin('/admin/content?tab=news');
    await user.click(await screen.findByRole('button', { name: /新建新闻/ }, FIRST_SCREEN));
    const dialog = (await screen.findByLabelText('标题')).closest('[role="dialog"]') as HTMLElement;
    await user.type(within(dialog).getByLabelText('标题'), '新店开业');
    // a new item is a draft: saving it shows nothing on the site
    expect(within(dialog).queryByText('该内容正在网站上展示，保存后将立即更新网站。')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请上传图片')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/content/news')).toHaveLength(0);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('上传图片（图片）'), png);
    await waitFor(() => expect(within(dialog).queryByText('请上传图片')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/content/news')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST', '/content/news')[0])).toMatchObject({
      title: '新店开业',
      image: '/media/uploads/0123456789abcdef01234567.png',
    });
  });

  it('says that saving a published item updates the site at once, on the button too', async () => {
    const user = userEvent.setup();
    const fetch = editorApi([...news, live]);
    renderAdmin('/admin/content?tab=news');
    const row = (await screen.findByText('会员积分升级', {}, FIRST_SCREEN)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = (await screen.findByText('该内容正在网站上展示，保存后将立即更新网站。')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: '保存并更新网站' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/content/news/3')).toHaveLength(1));
  });

  it("shows a manager only their hotel's own pages", async () => {
    const pages: HotelContentRow[] = [
      { hotelCode: 'JN01', kind: 'home', state: 'published', publishedAt: '2026-01-01 08:00' },
      { hotelCode: 'JN01', kind: 'meeting', state: 'published', publishedAt: '2026-01-01 08:00' },
      { hotelCode: 'JN01', kind: 'health', state: 'draft', publishedAt: null },
      { hotelCode: 'JN01', kind: 'tea', state: 'published', publishedAt: '2026-01-01 08:00' },
    ];
    stubFetch(
      sessionRoute(sessionOf('manager')),
      route('GET', '/hotels', () =>
        jsonResponse(envelope([{ hotelCode: 'JN01', name: '光影酒店济南泉城店', cityName: '济南' }])),
      ),
      route('GET', '/content/hotels/JN01', () => jsonResponse(envelope(pages))),
    );
    renderAdmin('/admin/content');
    const health = (await screen.findByText('康养', {}, FIRST_SCREEN)).closest('tr') as HTMLElement;
    expect(tabNames()).toEqual(['酒店页面']);
    expect(within(health).getByText('草稿')).toBeInTheDocument();
    expect(within(health).getByRole('button', { name: '发布' })).toBeInTheDocument();
  });
});
