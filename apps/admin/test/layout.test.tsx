import { ADMIN_SCREENS, type AdminScreen, SCREENS_OF_ROLE, STAFF_ROLES } from '@hotel/shared/admin/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CSRF,
  callsTo,
  envelope,
  headerOf,
  hotelsRoute,
  jsonResponse,
  locationOf,
  renderAdmin,
  route,
  sessionOf,
  sessionRoute,
  stubFetch,
} from './helpers.tsx';

const emptyPage = jsonResponse(envelope({ rows: [], total: 0 }));
const listRoutes = [
  hotelsRoute,
  route('GET', '/staff', () => emptyPage),
  route('GET', '/audit', () => emptyPage),
];

async function menuLabels(): Promise<string[]> {
  const menu = await screen.findByRole('menu', { name: '主菜单' });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('menu per role', () => {
  it.each(STAFF_ROLES)('%s sees exactly the screens of its role, in menu order', async (role) => {
    stubFetch(sessionRoute(sessionOf(role)), ...listRoutes);
    renderAdmin('/admin/account');

    const expected = (Object.keys(ADMIN_SCREENS) as AdminScreen[])
      .filter((screen) => SCREENS_OF_ROLE[role].includes(screen))
      .map((screen) => ADMIN_SCREENS[screen]);
    expect(await menuLabels()).toEqual(expected);
  });

  it('gives an administrator all nine screens with the labels of the issues', async () => {
    stubFetch(sessionRoute(sessionOf('admin')), ...listRoutes);
    renderAdmin('/admin/account');
    expect(await menuLabels()).toEqual([
      '经营概况',
      '房价房态',
      '渠道管理',
      '订单管理',
      '会议询价',
      '内容管理',
      '会员管理',
      '员工与权限',
      '操作日志',
    ]);
  });

  it('opens the first screen of the role at /admin', async () => {
    stubFetch(sessionRoute(sessionOf('editor')));
    const { router } = renderAdmin('/admin');
    await waitFor(() => expect(locationOf(router)).toBe('/admin/content'));
    expect(await screen.findByRole('heading', { name: '内容管理' })).toBeInTheDocument();
  });

  it('answers a screen the role cannot open with 无权限执行此操作, without calling its API', async () => {
    const fetchMock = stubFetch(sessionRoute(sessionOf('frontdesk')), ...listRoutes);
    renderAdmin('/admin/staff');
    expect(await screen.findByText('无权限执行此操作')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/staff')).toHaveLength(0);
  });

  it('moves to a screen from the menu and marks it', async () => {
    stubFetch(sessionRoute(sessionOf('admin')), ...listRoutes);
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/dashboard');
    await user.click(await screen.findByRole('link', { name: '操作日志' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/audit'));
    expect(await screen.findByRole('heading', { name: '操作日志' })).toBeInTheDocument();
    expect(document.title).toBe('操作日志 · 光影酒店集团 · 管理后台');
  });
});

describe('header', () => {
  it('shows the name, the role and the hotels of the staff member', async () => {
    stubFetch(
      sessionRoute(
        sessionOf('manager', {
          displayName: '李经理',
          hotels: [
            { hotelCode: 'JN01', name: '济南泉城店' },
            { hotelCode: 'BJ01', name: '北京国贸店' },
          ],
        }),
      ),
    );
    renderAdmin('/admin/dashboard');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('李经理')).toBeInTheDocument();
    expect(within(header).getByText('酒店经理')).toBeInTheDocument();
    expect(within(header).getByText('济南泉城店、北京国贸店')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: '账号设置' })).toBeInTheDocument();
  });

  it('signs out with the CSRF token and returns to the sign-in page', async () => {
    const fetchMock = stubFetch(
      sessionRoute(sessionOf('admin')),
      route('POST', '/auth/logout', () => jsonResponse(envelope(undefined, { message: '已退出登录' }))),
    );
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: '退出登录' }));

    await waitFor(() => expect(locationOf(router)).toBe('/admin/login'));
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
    expect(await screen.findByText('已退出登录')).toBeInTheDocument();
    expect(headerOf(callsTo(fetchMock, 'POST', '/auth/logout')[0], 'x-csrf-token')).toBe(CSRF);
  });
});

describe('phones', () => {
  it('puts the menu in a drawer below 768 px', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...original(query),
      matches: query.includes('max-width: 767.98px'),
    });
    try {
      stubFetch(sessionRoute(sessionOf('frontdesk')), ...listRoutes);
      const user = userEvent.setup();
      renderAdmin('/admin/orders');
      expect(await screen.findByRole('heading', { name: '订单管理' })).toBeInTheDocument();
      expect(screen.queryByRole('menu', { name: '主菜单' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: '打开菜单' }));
      // 经营概况 (room revenue, occupancy) is the managers'
      expect(await menuLabels()).toEqual(['订单管理']);
    } finally {
      window.matchMedia = original;
    }
  });
});
