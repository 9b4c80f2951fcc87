import type { OrderActions, OrderDetail, OrderRow } from '@hotel/shared/admin/orders';
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

const row: OrderRow = {
  id: 41,
  orderNo: 'GY2026112400041',
  revNo: 'RV41',
  hotelCode: 'JN01',
  hotelName: '光影酒店济南泉城店',
  roomTypeName: '豪华大床房',
  rateName: '会员价',
  guestName: '王小明',
  mobile: '13800138000',
  checkinDate: '2026-11-24',
  checkoutDate: '2026-11-26',
  nights: 2,
  roomQty: 1,
  amount: 618,
  payMethod: '1',
  paid: true,
  status: 'awaitingArrival',
  createdAt: '2026-11-20 10:00:00',
  channel: null,
};
const actions: OrderActions = {
  checkIn: true,
  checkOut: false,
  noShow: false,
  cancel: true,
  policyRefund: 618,
  mayChooseRefund: false,
};
const detail: OrderDetail = {
  ...row,
  guestNames: ['王小明'],
  adultNum: 1,
  childrenNum: 0,
  email: '',
  remark: '',
  arrivalTime: '14:00-15:00',
  breakfast: 0,
  totalAmount: 618,
  discountAmount: 0,
  memberDiscountAmount: 0,
  couponAmount: 0,
  pointsUsed: 0,
  pointsAmount: 0,
  cancelPolicy: 'arrivalDay' as const,
  holdUntil: '2026-11-24 18:00:00',
  paidAt: '2026-11-20 10:01:00',
  nightlyPrices: [
    { night: '2026-11-24', price: 299 },
    { night: '2026-11-25', price: 319 },
  ],
  member: { id: 3, name: '王小明', mobile: '13800138000', cardNo: 'GY12****5678' },
  stay: { checkedInAt: null, checkedOutAt: null, noShowAt: null, noShowFee: null, collected: null },
  payments: [
    {
      attemptNo: 'PA1',
      method: '1',
      amount: 618,
      status: 'paid',
      createdAt: '2026-11-20 10:01:00',
      paidAt: '2026-11-20 10:01:00',
    },
  ],
  refunds: [],
  ledger: [{ kind: 'debit', amount: -618, balanceAfter: 4382, at: '2026-11-20 10:01:00' }],
  history: [],
  actions,
  invoice: null,
};

/** The first render of the whole app with antd in jsdom can take seconds when other suites run beside it. */
const FIRST_RENDER = { timeout: 8000 };

function ordersApi(
  shown: OrderDetail = detail,
  arriving: OrderRow = row,
  arrivingActions = actions,
  list = { rows: [row], total: 1, totalCapped: false },
) {
  return stubFetch(
    sessionRoute(sessionOf('frontdesk')),
    hotelsRoute,
    route('GET', '/orders', () => jsonResponse(envelope(list))),
    route('GET', '/orders/41', () => jsonResponse(envelope(shown))),
    route('GET', '/front-desk/today', () =>
      jsonResponse(envelope({ date: '2026-11-24', rows: [{ ...arriving, actions: arrivingActions }] })),
    ),
    route('POST', '/orders/41/check-in', () => jsonResponse(envelope(undefined, { message: '已办理入住' }))),
    route('POST', '/orders/41/cancel', () =>
      jsonResponse(envelope(undefined, { message: '订单已取消，款项已原路退回' })),
    ),
    route('POST', '/orders/41/invoice-issued', () =>
      jsonResponse(envelope(undefined, { message: '发票已标记为已开具' })),
    ),
  );
}

describe('订单管理', () => {
  it('searches by guest and exports the same filters', async () => {
    const fetchMock = ordersApi();
    const user = userEvent.setup();
    renderAdmin('/admin/orders');
    expect(await screen.findByText('GY2026112400041', {}, FIRST_RENDER)).toBeInTheDocument();
    await user.type(screen.getByLabelText('入住人/手机号'), '王小明');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET', '/orders').at(-1);
      expect(new URL(String(last?.[0]), 'http://localhost').searchParams.get('guest')).toBe('王小明');
    });
    expect(screen.getByRole('link', { name: /导出Excel/ })).toHaveAttribute(
      'href',
      `/admin/api/orders/export?guest=${encodeURIComponent('王小明')}`,
    );
  });

  it('says how many orders match, and that there are more than it counted', async () => {
    ordersApi(detail, row, actions, { rows: [row], total: 1, totalCapped: false });
    const { unmount } = renderAdmin('/admin/orders');
    expect(await screen.findByText('共 1 条', {}, FIRST_RENDER)).toBeInTheDocument();
    unmount();
    ordersApi(detail, row, actions, { rows: [row], total: 1_000, totalCapped: true });
    renderAdmin('/admin/orders?guest=王');
    expect(await screen.findByText('超过 1000 条，请缩小查询范围', {}, FIRST_RENDER)).toBeInTheDocument();
  });

  it('lets the front desk cancel only with the policy refund and a reason', async () => {
    const fetchMock = ordersApi();
    const user = userEvent.setup();
    renderAdmin('/admin/orders?order=41');
    const drawer = await screen.findByRole('dialog', {}, FIRST_RENDER);
    expect(
      await within(drawer).findByText('GY12****5678', { exact: false }, FIRST_RENDER),
    ).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '取消并退款' }));
    const dialogs = await screen.findAllByRole('dialog');
    const form = within(dialogs.at(-1) as HTMLElement);
    expect(form.getByText('按取消政策应退 ¥618')).toBeInTheDocument();
    expect(form.getByLabelText('退款金额（元）')).toBeDisabled();
    await user.click(form.getByRole('button', { name: '取消并退款' }));
    expect(await form.findByText('请填写原因')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/orders/41/cancel')).toHaveLength(0);
    await user.type(form.getByLabelText('取消原因'), '客人来电取消');
    await user.click(form.getByRole('button', { name: '取消并退款' }));
    await waitFor(() =>
      expect(bodyOf(callsTo(fetchMock, 'POST', '/orders/41/cancel')[0])).toEqual({
        refundAmount: 618,
        reason: '客人来电取消',
      }),
    );
    expect(await screen.findByText('订单已取消，款项已原路退回')).toBeInTheDocument();
  });

  it("checks a guest in from today's arrivals", async () => {
    const fetchMock = ordersApi();
    const user = userEvent.setup();
    renderAdmin('/admin/orders?view=arrivals');
    expect(await screen.findByText('今日到店 2026-11-24', {}, FIRST_RENDER)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '办理入住' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/orders/41/check-in')).toHaveLength(1));
    expect(await screen.findByText('已办理入住')).toBeInTheDocument();
  });

  it('says a channel’s no-show keeps and refunds nothing here, and names the channel on the card', async () => {
    ordersApi(
      detail,
      { ...row, payMethod: 'channel', channel: { name: '携程', resId: 'CTRIP-9001' } },
      { ...actions, checkIn: false, noShow: true, cancel: false, policyRefund: null },
    );
    const user = userEvent.setup();
    renderAdmin('/admin/orders?view=arrivals');
    expect(await screen.findByText(/携程 · 渠道单号 CTRIP-9001/, {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByText(/渠道预付 ¥618\.00/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '未到店' }));
    expect(
      await screen.findByText('确认记为未到店？将释放后续房晚，费用由渠道按其政策结算。'),
    ).toBeInTheDocument();
  });

  it('takes a pay-at-hotel guest’s money at check-in: 待收 until then, the amount confirmed and how', async () => {
    const fetchMock = ordersApi(detail, {
      ...row,
      paid: false,
      payMethod: 'ddzf',
      status: 'awaitingArrival',
    });
    const user = userEvent.setup();
    renderAdmin('/admin/orders?view=arrivals');
    expect(await screen.findByText(/待收 ¥618\.00/, {}, FIRST_RENDER)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '办理入住' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('应收 ¥618.00');
    const ok = within(dialog).getByRole('button', { name: '已收款，办理入住' });
    await user.click(ok);
    expect(await within(dialog).findByText('请输入实收金额')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择收款方式')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('实收金额（元）'), '600');
    expect(await within(dialog).findByText('应收 ¥618.00，请核对收款金额')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/orders/41/check-in')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('实收金额（元）'));
    await user.type(within(dialog).getByLabelText('实收金额（元）'), '618');
    await user.click(within(dialog).getByRole('radio', { name: '现金' }));
    await user.click(ok);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/orders/41/check-in')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/orders/41/check-in')[0])).toEqual({
      collected: { amount: 618, method: 'cash' },
    });
    expect(await screen.findByText('已办理入住')).toBeInTheDocument();
  });

  it("shows each part of the order's price: member price, coupon and points", async () => {
    ordersApi({
      ...detail,
      totalAmount: 957,
      memberDiscountAmount: 96,
      couponAmount: 30,
      pointsUsed: 2000,
      pointsAmount: 20,
      amount: 811,
    });
    renderAdmin('/admin/orders?order=41');
    const drawer = await screen.findByRole('dialog', {}, FIRST_RENDER);
    expect(
      await within(drawer).findByText(
        '门市价 ¥957.00，会员价优惠 ¥96.00，抵用券 ¥30.00，积分抵扣 ¥20.00（2000积分），实付 ¥811.00',
        {},
        FIRST_RENDER,
      ),
    ).toBeInTheDocument();
  });

  it('shows the invoice a member asked for and marks it issued after a confirmation', async () => {
    const fetchMock = ordersApi({
      ...detail,
      invoice: {
        status: 'requested',
        titleType: 'company',
        title: '济南光影科技有限公司',
        taxpayerId: '91370100MA3C5X2K7Q',
        email: 'finance@example.cn',
        requestedAt: '2026-11-21 09:00:00',
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/orders?order=41');
    const drawer = await screen.findByRole('dialog', {}, FIRST_RENDER);
    expect(await within(drawer).findByText('济南光影科技有限公司', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(within(drawer).getByText('91370100MA3C5X2K7Q')).toBeInTheDocument();
    expect(within(drawer).getByText('已申请')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '标记已开具' }));
    expect(callsTo(fetchMock, 'POST', '/orders/41/invoice-issued')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/orders/41/invoice-issued')).toHaveLength(1));
    expect(await screen.findByText('发票已标记为已开具')).toBeInTheDocument();
  });
});
