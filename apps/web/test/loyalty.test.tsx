import type { MemberCoupon, PointsHistory } from '@hotel/shared/api/loyalty';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/router.tsx';
import { appStore } from '../src/lib/app-store.ts';
import { demoApi, envelope, jsonResponse, renderRoutes, stubFetch } from './helpers.tsx';
import { logIn, member } from './member-order-fixtures.ts';

const points: PointsHistory = {
  balance: 1280,
  pointsPerYuan: 100,
  maxSharePercent: 50,
  entries: [
    {
      id: 4,
      kind: 'return',
      kindName: '订单取消退回',
      points: 500,
      balance: 1280,
      orderNo: '2030050100000007',
      stay: '光影酒店（济南泉城店），2030-05-01 至 2030-05-03',
      time: '2030-04-21 09:00:00',
    },
    {
      id: 3,
      kind: 'spend',
      kindName: '抵扣房费',
      points: -500,
      balance: 780,
      orderNo: '2030050100000007',
      stay: '光影酒店（济南泉城店），2030-05-01 至 2030-05-03',
      time: '2030-04-20 10:00:00',
    },
    {
      id: 2,
      kind: 'stay',
      kindName: '住宿奖励',
      points: 1080,
      balance: 1280,
      orderNo: '2030030100000002',
      stay: '光影酒店（青岛五四广场店），2030-03-01 至 2030-03-03',
      time: '2030-03-03 12:00:00',
    },
    {
      id: 1,
      kind: 'adjust',
      kindName: '积分调整',
      points: 200,
      balance: 200,
      orderNo: null,
      stay: null,
      time: '2030-01-05 09:30:00',
    },
  ],
};

function coupon(patch: Partial<MemberCoupon>): MemberCoupon {
  return {
    id: 1,
    name: '新会员礼券',
    kind: 'amount',
    value: 30,
    minSpend: 200,
    maxOff: null,
    description: '¥30 满200可用',
    hotelNames: [],
    validFrom: '2030-01-01',
    validUntil: '2030-03-31',
    status: 'available',
    orderNo: null,
    ...patch,
  };
}

const coupons: MemberCoupon[] = [
  coupon({}),
  coupon({
    id: 2,
    name: '春季住店礼券',
    kind: 'percent',
    value: 10,
    minSpend: 300,
    maxOff: 50,
    description: '9折 满300可用 最高减¥50',
    hotelNames: ['光影智慧酒店（北京王府井店）', '光影酒店（济南泉城广场店）'],
    validFrom: '2030-02-01',
    validUntil: '2030-04-30',
    status: 'used',
    orderNo: '2030050100000007',
  }),
  coupon({ id: 3, name: '周末礼券', value: 50, minSpend: 0, description: '¥50 无门槛', status: 'expired' }),
];

function loyaltyApi(answers: { points?: PointsHistory; coupons?: MemberCoupon[] } = {}) {
  return stubFetch((url, init) => {
    if (url.pathname === '/crsapi/v1/user/userdetail') return jsonResponse(envelope(member));
    if (url.pathname === '/crsapi/v1/user/points') return jsonResponse(envelope(answers.points ?? points));
    if (url.pathname === '/crsapi/v1/user/coupons') return jsonResponse(envelope(answers.coupons ?? coupons));
    return demoApi(url, init);
  });
}

/** The texts of each body row's cells. */
function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** The [label, value] rows of a coupon card. */
function cardRows(card: HTMLElement): [string, string][] {
  return [...card.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

beforeEach(() => appStore.reset());
afterEach(() => vi.unstubAllGlobals());

describe('我的积分', () => {
  it('shows the balance, how points pay and each change with its sign, balance and order', async () => {
    logIn();
    loyaltyApi();
    const { router } = renderRoutes(routes, '/courtesy?tab=points');

    const panel = await screen.findByRole('tabpanel', { name: '我的积分' }, { timeout: 5000 });
    const balance = await within(panel).findByText('积分余额');
    expect(balance.parentElement).toHaveTextContent(/^积分余额1,280积分约可抵 ¥12$/);
    expect(within(panel).getByText('约可抵 ¥12')).toBeInTheDocument();
    expect(within(panel).getByText('100积分抵¥1，最多抵订单金额的50%')).toBeInTheDocument();

    const table = within(panel).getByRole('table', { name: '积分明细' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['时间', '类型', '积分', '余额', '订单']);
    // each change of an order names the stay: its number, hotel and dates
    const jinan = '2030050100000007光影酒店（济南泉城店），2030-05-01 至 2030-05-03';
    expect(tableRows(table)).toEqual([
      ['2030-04-21 09:00', '订单取消退回', '+500', '1,280', jinan],
      ['2030-04-20 10:00', '抵扣房费', '-500', '780', jinan],
      [
        '2030-03-03 12:00',
        '住宿奖励',
        '+1,080',
        '1,280',
        '2030030100000002光影酒店（青岛五四广场店），2030-03-01 至 2030-03-03',
      ],
      ['2030-01-05 09:30', '积分调整', '+200', '200', '—'],
    ]);
    expect(router.state.location.search).toBe('?tab=points');
  });

  it('says so when the member has no points yet', async () => {
    logIn();
    loyaltyApi({ points: { ...points, balance: 0, entries: [] } });
    renderRoutes(routes, '/courtesy?tab=points');

    const panel = await screen.findByRole('tabpanel', { name: '我的积分' }, { timeout: 5000 });
    expect(await within(panel).findByText('暂无积分记录，入住离店后即可累积积分')).toBeInTheDocument();
    expect(within(panel).getByText('约可抵 ¥0')).toBeInTheDocument();
    expect(within(panel).queryByRole('table')).toBeNull();
  });
});

describe('我的抵用券', () => {
  it('sorts the coupons under 可用, 已使用 and 已过期 with their counts, each as a card', async () => {
    logIn();
    loyaltyApi();
    renderRoutes(routes, '/courtesy?tab=coupons');

    const panel = await screen.findByRole('tabpanel', { name: '我的抵用券' }, { timeout: 5000 });
    expect(await within(panel).findByRole('tab', { name: '可用（1）' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(panel).getByRole('tab', { name: '已使用（1）' })).toBeInTheDocument();
    expect(within(panel).getByRole('tab', { name: '已过期（1）' })).toBeInTheDocument();

    const welcome = within(panel).getByRole('listitem', { name: '新会员礼券' });
    expect(within(welcome).getByText('¥30')).toBeInTheDocument();
    expect(within(welcome).getByText('满200可用')).toBeInTheDocument();
    expect(within(welcome).getByText('¥30 满200可用')).toBeInTheDocument();
    expect(cardRows(welcome)).toEqual([
      ['适用酒店', '全部酒店'],
      ['有效期', '2030-01-01 至 2030-03-31'],
    ]);
    expect(within(panel).queryByRole('listitem', { name: '春季住店礼券' })).toBeNull();

    fireEvent.click(within(panel).getByRole('tab', { name: '已使用（1）' }));
    const used = await within(panel).findByRole('listitem', { name: '春季住店礼券' });
    expect(within(used).getByText('9折')).toBeInTheDocument();
    expect(within(used).getByText('已使用')).toBeInTheDocument();
    expect(within(used).getByText('9折 满300可用 最高减¥50')).toBeInTheDocument();
    expect(cardRows(used)).toEqual([
      ['适用酒店', '光影智慧酒店（北京王府井店）、光影酒店（济南泉城广场店）'],
      ['有效期', '2030-02-01 至 2030-04-30'],
      ['使用订单', '2030050100000007'],
    ]);

    fireEvent.click(within(panel).getByRole('tab', { name: '已过期（1）' }));
    const expired = await within(panel).findByRole('listitem', { name: '周末礼券' });
    expect(within(expired).getByText('¥50')).toBeInTheDocument();
    expect(within(expired).getByText('无门槛')).toBeInTheDocument();
    expect(within(expired).getByText('已过期')).toBeInTheDocument();
  });

  it('says so under each status that has no coupon', async () => {
    logIn();
    loyaltyApi({ coupons: [coupon({})] });
    renderRoutes(routes, '/courtesy?tab=coupons');

    const panel = await screen.findByRole('tabpanel', { name: '我的抵用券' }, { timeout: 5000 });
    fireEvent.click(await within(panel).findByRole('tab', { name: '已使用（0）' }));
    expect(await within(panel).findByText('暂无已使用的抵用券')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('tab', { name: '已过期（0）' }));
    expect(await within(panel).findByText('暂无已过期的抵用券')).toBeInTheDocument();
  });

  it('is a tab of the member centre next to 我的预订 and 我的积分', async () => {
    logIn();
    loyaltyApi();
    const { router } = renderRoutes(routes, '/courtesy');

    await screen.findByRole('region', { name: '个人资料' }, { timeout: 5000 });
    const tabs = screen
      .getAllByRole('tab')
      .map((tab) => tab.textContent)
      .slice(0, 4);
    expect(tabs).toEqual(['个人中心', '我的预订', '我的积分', '我的抵用券']);
    fireEvent.click(screen.getByRole('tab', { name: '我的抵用券' }));
    expect(await screen.findByRole('tab', { name: '可用（1）' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=coupons');
    fireEvent.click(screen.getByRole('tab', { name: '个人中心' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
