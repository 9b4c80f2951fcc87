import type { LedgerRow, MemberOrderRow, MemberProfile } from '@hotel/shared/admin/members';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  CSRF,
  callsTo,
  envelope,
  headerOf,
  jsonResponse,
  locationOf,
  refusal,
  renderAdmin,
  route,
  sessionOf,
  sessionRoute,
  stubFetch,
} from './helpers.tsx';

const member: MemberProfile = {
  id: 5,
  name: '王小明',
  mobile: '13800138000',
  cardNo: 'GY0000000001',
  levelName: '白金',
  score: 120,
  balance: 5000,
  createdAt: '2026-01-01 08:00:00',
  closedAt: null,
  surname: '王',
  givenName: '小明',
  sex: 1,
  birthday: '1990-06-15',
};
const order: MemberOrderRow = {
  id: 31,
  orderNo: 'GY20260301001',
  hotelName: '光影酒店济南泉城店',
  roomTypeName: '智能大床房',
  checkinDate: '2026-03-01',
  checkoutDate: '2026-03-03',
  roomQty: 1,
  amount: 598,
  state: 1,
  payResult: 1,
  payMethod: '1',
  createdAt: '2026-02-20 10:00:00',
};
const adjustment: LedgerRow = {
  id: 2,
  kind: 'adjust',
  change: 100,
  after: 220,
  reason: '投诉补偿',
  staffName: '张三',
  orderNo: '',
  stay: '',
  at: '2026-03-02 09:00:00',
};
/** The points a stay earned: the entry names the order and its stay. */
const stayReward: LedgerRow = {
  id: 1,
  kind: 'stay',
  change: 120,
  after: 120,
  reason: '',
  staffName: '',
  orderNo: 'GY20260301001',
  stay: '光影酒店济南泉城店，2026-03-01 至 2026-03-03',
  at: '2026-03-03 12:00:00',
};

/** The same member after closing the account (注销账号): anonymised, no mobile. */
const closedMember: MemberProfile = {
  ...member,
  name: '已注销会员',
  mobile: '',
  surname: '',
  givenName: '',
  sex: null,
  birthday: null,
  closedAt: '2026-11-27 10:00:00',
};

function membersApi(options: { pointsReply?: () => Response; profile?: MemberProfile } = {}) {
  const shown = options.profile ?? member;
  let score = member.score;
  return stubFetch(
    sessionRoute(sessionOf('admin')),
    route('GET', '/members', () => jsonResponse(envelope({ rows: [shown], total: 1 }))),
    route('GET', '/members/5', () => jsonResponse(envelope({ ...shown, score }))),
    route('GET', '/members/5/orders', () => jsonResponse(envelope({ rows: [order], total: 1 }))),
    route('GET', '/members/5/points', () =>
      jsonResponse(
        envelope({ rows: score === member.score ? [stayReward] : [adjustment, stayReward], total: 1 }),
      ),
    ),
    route('GET', '/members/5/balance', () => jsonResponse(envelope({ rows: [], total: 0 }))),
    route(
      'POST',
      '/members/5/points',
      options.pointsReply ??
        (() => {
          score = 220;
          return jsonResponse(
            envelope({ score, balance: 5000 }, { message: '积分已调整', msg: '积分已调整' }),
          );
        }),
    ),
  );
}

describe('会员管理', () => {
  it('finds a member by mobile and opens their profile and orders', async () => {
    const fetchMock = membersApi();
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/members');
    expect(await screen.findByText('请输入手机号或会员卡号查找会员')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: '手机号或会员卡号' }), '13800138000{Enter}');
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET', '/members').at(-1);
      expect(new URL(String(last?.[0]), 'http://localhost').searchParams.get('keyword')).toBe('13800138000');
    });
    const row = (await screen.findByText('GY0000000001')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('¥5,000.00')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: '查看 王小明' }));

    expect(await screen.findByRole('heading', { name: '王小明（13800138000）' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/admin/members/5');
    expect(screen.getByText('白金')).toBeInTheDocument();
    const orderRow = (await screen.findByText('GY20260301001')).closest('tr');
    if (!orderRow) throw new Error('no order row');
    expect(within(orderRow).getByText('已支付')).toBeInTheDocument();
    expect(within(orderRow).getByText('2026-03-01 – 2026-03-03')).toBeInTheDocument();
  });

  it('adjusts points only with a reason, sends the CSRF token and shows the new points', async () => {
    const fetchMock = membersApi();
    const user = userEvent.setup();
    renderAdmin('/admin/members/5');
    await screen.findByRole('heading', { name: '王小明（13800138000）' });
    await user.click(screen.getByRole('button', { name: '调整积分' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('当前：120，正数为增加，负数为扣减')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: '确认调整' }));
    expect(await dialog.findByText('请填写原因')).toBeInTheDocument();
    expect(dialog.getByText('调整积分须为非零整数，单次不超过1000000')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/members/5/points')).toHaveLength(0);

    await user.type(dialog.getByRole('spinbutton', { name: '调整积分' }), '100');
    await user.type(dialog.getByLabelText('原因'), '投诉补偿');
    await user.click(dialog.getByRole('button', { name: '确认调整' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/members/5/points')).toHaveLength(1));
    const call = callsTo(fetchMock, 'POST', '/members/5/points')[0];
    expect(bodyOf(call)).toEqual({ change: 100, reason: '投诉补偿' });
    expect(headerOf(call, 'x-csrf-token')).toBe(CSRF);
    expect(await screen.findByText('积分已调整')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('220')).toBeInTheDocument();

    // 住宿奖励 names the stay that earned it
    await user.click(screen.getByRole('tab', { name: '积分明细' }));
    expect(
      await screen.findByText('订单 GY20260301001（光影酒店济南泉城店，2026-03-01 至 2026-03-03）'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the dialog open when there are not enough points", async () => {
    membersApi({ pointsReply: () => refusal(400, '积分不足：当前积分 120，最多可扣减 120') });
    const user = userEvent.setup();
    renderAdmin('/admin/members/5');
    await screen.findByRole('heading', { name: '王小明（13800138000）' });
    await user.click(screen.getByRole('button', { name: '调整积分' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('spinbutton', { name: '调整积分' }), '-500');
    await user.type(dialog.getByLabelText('原因'), '兑换礼品');
    await user.click(dialog.getByRole('button', { name: '确认调整' }));
    expect(await screen.findByText('积分不足：当前积分 120，最多可扣减 120')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a closed account as 已注销, found by its card number, and offers no adjustment', async () => {
    membersApi({ profile: closedMember });
    const user = userEvent.setup();
    renderAdmin('/admin/members');
    expect(await screen.findByText('请输入手机号或会员卡号查找会员')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '手机号或会员卡号' }), 'GY0000000001{Enter}');
    const row = (await screen.findByText('GY0000000001')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('已注销')).toBeInTheDocument();
    expect(within(row).getByText('—')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: '查看 已注销会员' }));

    expect(await screen.findByRole('heading', { name: '已注销会员（GY0000000001）' })).toBeInTheDocument();
    expect(screen.getByText(/该会员已注销账号/)).toBeInTheDocument();
    expect(screen.getByText('2026-11-27 10:00:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '调整积分' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '调整储值' })).not.toBeInTheDocument();
  });
});
