import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/router.tsx';
import { appStore } from '../src/lib/app-store.ts';
import { envelope, jsonResponse, renderRoutes, siteInfo, stubFetch } from './helpers.tsx';

const LONG_TEXT = '光'.repeat(120);

const news = Array.from({ length: 8 }, (_, i) => ({
  newid: 100 + i,
  newtitle: `新闻标题${i + 1}`,
  newdatetime: `2026/01/0${i + 1}`,
  newimg: '',
  newscontent: `<p>正文${i + 1}</p>`,
  description: i === 0 ? `<p>A &amp; B ${LONG_TEXT}</p>` : `摘要${i + 1}`,
}));

/** yyyy-MM-dd `days` from today in Asia/Shanghai, the business day the site counts offers by. */
function businessDayFromToday(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** An offer running from ten days ago to two months ahead unless its dates are given. */
function sale(id: number, type: string, typeName: string, title: string, begin = -10, end = 60) {
  return {
    id,
    title,
    type,
    typeName,
    hotelCode: '',
    hotelName: '',
    content: `<p>${title}详情</p>`,
    salesInfo: '每晚199元起',
    salesList: ['含双早'],
    showImage: '',
    thumbnail: '',
    begin: businessDayFromToday(begin),
    end: businessDayFromToday(end),
    description: `${title}简介`,
    isGroup: 1,
  };
}

const sales = [sale(1, 'live', '光影·住', '连住优惠'), sale(2, 'eat', '光影·食', '鲁菜定食')];
/** Offers the list no longer (or not yet) shows, though a link still opens them. */
const endedSale = sale(3, 'banquet', '光影·宴', '年会尾牙宴', -60, -1);
const comingSale = sale(4, 'play', '光影·游', '海滨亲子季', 1, 90);

const about: Record<string, unknown> = {
  74: { Title: '集团介绍', Content: '<p>集团介绍正文</p>' },
  76: { Title: '核心支撑', Content: '<p>五大中心支撑正文</p>' },
  79: { Title: '企业荣誉', Content: '<p>荣誉</p>', data: { honours: [{ year: 2024, title: '最佳品牌奖' }] } },
  80: {
    Title: '品牌矩阵',
    Content: '<p>矩阵</p>',
    data: {
      tiers: [{ brandCode: 'smart', name: '光影智慧酒店', tier: '中端精选', description: '影院客房' }],
      propertyManagement: { name: '光影物业管理', summary: '酒店式物业', detailHtml: '<p>物业服务详情</p>' },
    },
  },
};

const notFound = (message: string) =>
  jsonResponse({ success: false, statusCode: 404, message, msg: message }, 404);

function contentApi(url: URL): Response {
  const path = url.pathname;
  const sid = url.searchParams.get('sid') ?? '';
  if (path === '/cms/siteinfo.aspx') return jsonResponse(envelope(siteInfo));
  if (path === '/cms/about.aspx')
    return about[sid] ? jsonResponse(envelope(about[sid])) : notFound('内容不存在');
  if (path === '/cms/newslist.aspx') return jsonResponse(envelope(news));
  if (path === '/cms/shownews.aspx') {
    const item = news.find((n) => String(n.newid) === sid);
    return item ? jsonResponse(envelope(item)) : notFound('新闻不存在');
  }
  if (path === '/crsapi/v1/hotel/getsalelist') return jsonResponse(envelope(sales));
  if (path === '/crsapi/v1/hotel/getsaledetail') {
    const item = [...sales, endedSale, comingSale].find((s) => String(s.id) === url.searchParams.get('id'));
    return item ? jsonResponse(envelope(item)) : notFound('优惠活动不存在');
  }
  if (path === '/cms/footer.aspx') {
    return jsonResponse(envelope({ Title: '联系我们', Content: `<p>客服热线：${siteInfo.hotline}</p>` }));
  }
  if (path === '/crsapi/v1/hotel/getHotelInfo') return notFound('酒店不存在');
  return notFound('内容不存在');
}

beforeEach(() => {
  appStore.reset();
  stubFetch(contentApi);
});
afterEach(() => vi.unstubAllGlobals());

describe('About us', () => {
  it('opens the tab named by footerNavName and switches tabs', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/home/about-us?footerNavName=brandCenter');

    expect(await screen.findByText('五大中心支撑正文')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '核心支撑' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: '企业荣誉' }));
    expect(await screen.findByText('最佳品牌奖')).toBeInTheDocument();
    expect(screen.getByText('2024')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '集团介绍' }));
    expect(await screen.findByText('集团介绍正文')).toBeInTheDocument();
  });

  it('falls back to the group introduction for an unknown tab name', async () => {
    renderRoutes(routes, '/home/about-us?footerNavName=nope');
    expect(await screen.findByText('集团介绍正文')).toBeInTheDocument();
  });

  it("reveals the brand tiers on 'show all' and the property brand's details on 'learn more'", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/home/about-us');

    expect(screen.queryByText('光影智慧酒店')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '查看全部品牌' }));
    expect(await screen.findByText('光影智慧酒店')).toBeInTheDocument();
    expect(screen.getByText('中端精选')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '了解更多' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('物业服务详情')).toBeInTheDocument();
  });
});

describe('News', () => {
  it('lists six news a page with plain, cut excerpts and shows page 2', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/news');

    const list = await screen.findByRole('list', { name: '全部新闻' });
    const titles = () =>
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles()).toEqual(news.slice(0, 6).map((n) => n.newtitle));
    // markup stripped, entities decoded, 110 characters and an ellipsis
    expect(within(list).getByText(`${`A & B ${LONG_TEXT}`.slice(0, 110)}...`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(titles()).toEqual(['新闻标题7', '新闻标题8']);
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a news item from the list', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/news');

    const list = await screen.findByRole('list', { name: '全部新闻' });
    await user.click(within(list).getByRole('link', { name: '新闻标题2' }));
    expect(await screen.findByRole('heading', { level: 1, name: '新闻标题2' })).toBeInTheDocument();
    expect(screen.getByText('正文2')).toBeInTheDocument();
  });

  it('says a news item does not exist for an unknown or malformed id', async () => {
    renderRoutes(routes, '/newsdetail/999999');
    expect(await screen.findByRole('heading', { name: '未找到该新闻' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回新闻中心' })).toHaveAttribute('href', '/news');
  });

  it('does not ask the server about an id that cannot be one', async () => {
    const fetchMock = stubFetch(contentApi);
    renderRoutes(routes, '/newsdetail/abc');
    expect(await screen.findByRole('heading', { name: '未找到该新闻' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('shownews'))).toBe(false);
  });
});

describe('Sales', () => {
  it('filters the offers by theme chip and says 暂无数据 for an empty theme', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/sales');

    expect(await screen.findByText('连住优惠')).toBeInTheDocument();
    expect(screen.getByText('鲁菜定食')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '光影·食' }));
    expect(screen.queryByText('连住优惠')).not.toBeInTheDocument();
    expect(screen.getByText('鲁菜定食')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '光影·食' })).toHaveAttribute('aria-pressed', 'true');

    // the chips are named for the brand even for a theme no offer has yet
    await user.click(screen.getByRole('button', { name: '宴' }));
    expect(
      screen.getByText('暂无数据', { selector: '.empty-state_empty-state__description' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '全部' }));
    expect(screen.getByText('连住优惠')).toBeInTheDocument();
  });

  it('opens an offer with 查看详情', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/sales');

    // each 查看详情 names its offer
    const links = await screen.findAllByRole('link', { name: /^查看详情：/ });
    expect(links[0]).toHaveAttribute('href', '/sales/1');
    await user.click(screen.getByRole('link', { name: '查看详情：鲁菜定食' }));
    expect(await screen.findByRole('heading', { level: 1, name: '鲁菜定食' })).toBeInTheDocument();
    expect(screen.getByText('鲁菜定食详情')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '立即预订' })).toHaveAttribute('href', '/hotels');
  });

  it('lists only offers running today, though a page kept open since yesterday has more', async () => {
    stubFetch((url) =>
      url.pathname === '/crsapi/v1/hotel/getsalelist'
        ? jsonResponse(envelope([comingSale, ...sales, endedSale]))
        : contentApi(url),
    );
    renderRoutes(routes, '/sales');
    expect(await screen.findByText('共 2 项优惠')).toBeInTheDocument();
    expect(screen.queryByText('年会尾牙宴')).not.toBeInTheDocument();
    expect(screen.queryByText('海滨亲子季')).not.toBeInTheDocument();
  });

  it('says an offer has ended, or not begun, and offers no 立即预订', async () => {
    for (const [offer, notice] of [
      [endedSale, '该优惠活动已结束'],
      [comingSale, '该优惠活动尚未开始'],
    ] as const) {
      const view = renderRoutes(routes, `/sales/${offer.id}`);
      expect(await screen.findByRole('heading', { level: 1, name: offer.title })).toBeInTheDocument();
      expect(screen.getByText(notice)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: '立即预订' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: '查看进行中的优惠' })).toHaveAttribute('href', '/sales');
      view.unmount();
    }
  });

  it('says an offer does not exist for an unknown id', async () => {
    renderRoutes(routes, '/sales/999999');
    expect(await screen.findByRole('heading', { name: '未找到该优惠活动' })).toBeInTheDocument();
  });
});

describe('Footer pages', () => {
  it('shows the page text and the configured hotline and e-mail', async () => {
    renderRoutes(routes, '/contactUs');

    expect(await screen.findByText(`客服热线：${siteInfo.hotline}`)).toBeInTheDocument();
    const contact = await screen.findByRole('complementary', { name: '联系方式' });
    expect(within(contact).getByRole('link', { name: siteInfo.hotline })).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: siteInfo.email })).toHaveAttribute(
      'href',
      `mailto:${siteInfo.email}`,
    );
    await vi.waitFor(() => expect(document.title).toBe('联系我们 - 光影酒店集团'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('客服热线');
  });

  it('shows the version a member agrees to on the privacy policy and the terms, and on no other page', async () => {
    for (const path of ['/privacyPolicy', '/websiteTermsOfUse']) {
      const { unmount } = renderRoutes(routes, path);
      expect(await screen.findByText('版本：2026-11-27（自该日起生效）')).toBeInTheDocument();
      unmount();
    }
    renderRoutes(routes, '/contactUs');
    expect(await screen.findByText(`客服热线：${siteInfo.hotline}`)).toBeInTheDocument();
    expect(screen.queryByText(/^版本：/)).not.toBeInTheDocument();
  });
});
