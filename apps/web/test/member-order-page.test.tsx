import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/router.tsx';
import { appStore } from '../src/lib/app-store.ts';
import { sessionStore } from '../src/lib/storage.ts';
import { demoApi, envelope, jsonResponse, renderRoutes, stubFetch } from './helpers.tsx';
import { callsTo, logIn, member, order } from './member-order-fixtures.ts';

const notFound = envelope(null, {
  success: false,
  statusCode: 404,
  message: '订单不存在',
  msg: '订单不存在',
});

/** The order calls of the server for one order, which cancelling turns into `cancelled`. */
function orderApi(initial: ReturnType<typeof order>, cancelled?: ReturnType<typeof order>) {
  let current = initial;
  return stubFetch((url, init) => {
    if (url.pathname === '/crsapi/v1/user/userdetail') return jsonResponse(envelope(member));
    if (url.pathname === '/crsapi/v1/order/getOrderDetail') {
      return url.searchParams.get('orderId') === String(current.id)
        ? jsonResponse(envelope(current))
        : jsonResponse(notFound, 404);
    }
    if (url.pathname === '/crsapi/v1/order/getAllOrder') {
      const { state } = JSON.parse(String(init?.body));
      const rows = state === 100 ? [current] : [];
      return jsonResponse({ ...envelope(rows), total: rows.length });
    }
    if (url.pathname === '/crsapi/v1/order/cancleOrder' && cancelled) {
      current = cancelled;
      const message = '退订成功，款项已原路退回';
      return jsonResponse(envelope(undefined, { message, msg: message }));
    }
    return demoApi(url, init);
  });
}

/** The order page of a logged-in member, once the order has loaded. */
async function openOrderPage(path = '/courtesy/orders/7') {
  const view = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: '订单详情' }, { timeout: 5000 });
  return view;
}

/** The [label, value] rows of a section's list. */
function rowsOf(section: HTMLElement): [string, string][] {
  return [...section.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

/** yyyy-MM-dd of today + n days in the hotels' time zone. */
function shanghaiDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

beforeEach(() => appStore.reset());
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.remove('checkInDate', 'checkOutDate', 'custList');
});

describe('the order page of the member centre', () => {
  it('shows the stay, every amount taken off, the nightly prices, the payment and the history', async () => {
    logIn();
    orderApi(order());
    await openOrderPage();

    const stay = await screen.findByRole('region', { name: '入住信息' });
    expect(rowsOf(stay)).toEqual([
      ['酒店', '光影智慧酒店（北京王府井店）'],
      ['房型', '高级大床房'],
      ['房价', '会员价 · 含2份早餐'],
      ['入住日期', '2030-05-01 至 2030-05-03'],
      ['入住晚数', '2晚'],
      ['房间数', '1间'],
      ['入住人', '张三'],
      ['入住人数', '2成人 1儿童'],
      ['联系电话', '13800138000'],
      ['电子邮箱', 'zhangsan@example.cn'],
      ['到店时间', '18:00-20:00'],
      ['特殊要求', '高楼层，远离电梯'],
    ]);
    expect(within(stay).getByRole('link', { name: '光影智慧酒店（北京王府井店）' })).toHaveAttribute(
      'href',
      '/HJ000101/home',
    );

    const amounts = screen.getByRole('region', { name: '费用明细' });
    expect(rowsOf(amounts)).toEqual([
      ['房费（门市价）', '¥636.00'],
      ['会员价优惠', '-¥63.00'],
      ['优惠码（企业）', '-¥28.65'],
      ['抵用券', '-¥30.00'],
      ['积分抵扣（500积分）', '-¥5.00'],
    ]);
    expect(within(amounts).getByText('实付金额').parentElement).toHaveTextContent('实付金额¥509.35');
    const nights = within(amounts)
      .getAllByRole('listitem')
      .map((night) => night.textContent);
    expect(nights).toEqual(['2030-05-01¥289.00', '2030-05-02¥347.00']);

    const payment = screen.getByRole('region', { name: '支付与发票' });
    expect(rowsOf(payment)).toEqual([
      ['支付方式', '会员卡支付'],
      ['支付时间', '2030-04-20 10:02'],
      ['退款', '无'],
      ['发票', '申请发票'],
    ]);

    const history = screen.getByRole('region', { name: '订单记录' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((event) => event.textContent),
    ).toEqual(['提交订单2030-04-20 10:00', '支付成功（会员卡）2030-04-20 10:02']);
    const summary = screen.getByRole('region', { name: '预订详情' });
    expect(within(summary).getByText('已支付')).toBeInTheDocument();
    expect(within(summary).getByText(/订单号 2030050100000007/)).toBeInTheDocument();
  });

  it('previews the exact refund and cancels through My booking’s confirmation, then shows 订单已取消', async () => {
    logIn();
    const cancelled = order({
      state: 2,
      canCancel: false,
      cancelRefund: null,
      canRequestInvoice: false,
      refunds: [{ amount: 509.35, state: 'done', payMethod: '1' }],
      history: [
        ...order().history,
        { time: '2030-04-21 09:00:00', text: '订单已取消' },
        { time: '2030-04-21 09:00:00', text: '退款 ¥509.35 至会员卡（已退回）' },
      ],
    });
    const fetchMock = orderApi(order(), cancelled);
    await openOrderPage();

    const terms = await screen.findByRole('region', { name: '取消政策' });
    expect(rowsOf(terms)).toEqual([
      ['免费取消', '2030-05-01 18:00 前可免费取消'],
      ['现在取消', '已支付的 ¥509.35 将全额退回会员卡。所用抵用券和500积分将退回您的账户。'],
    ]);

    fireEvent.click(within(terms).getByRole('button', { name: '取消订单', hidden: true }));
    const question = await screen.findByText('此操作将取消已预约订单, 是否继续?');
    const dialog = question.closest<HTMLElement>('.ant-modal') ?? document.body;
    expect(within(dialog).getByText('已支付的 ¥509.35 将全额退回会员卡。')).toBeInTheDocument();
    expect(within(dialog).getByText('所用抵用券和500积分将退回您的账户。')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定', hidden: true }));

    expect(await screen.findByText('退订成功，款项已原路退回')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/crsapi/v1/order/cancleOrder');
    expect(String(call?.[0])).toContain('orderId=7');
    const history = screen.getByRole('region', { name: '订单记录' });
    expect(await within(history).findByText('订单已取消')).toBeInTheDocument();
    expect(within(history).getByText('退款 ¥509.35 至会员卡（已退回）')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '取消政策' })).toBeNull();
    expect(rowsOf(screen.getByRole('region', { name: '支付与发票' }))).toContainEqual([
      '退款',
      '¥509.35 已退回会员卡',
    ]);
  });

  it('offers 去支付 on an unpaid order and opens PayStep', async () => {
    logIn();
    const unpaid = order({
      state: 0,
      payResult: 0,
      payMethod: null,
      payTime: null,
      canPay: true,
      cancelRefund: 0,
      canRequestInvoice: false,
      history: [{ time: '2030-04-20 10:00:00', text: '提交订单' }],
    });
    orderApi(unpaid);
    const { router } = await openOrderPage();

    const summary = await screen.findByRole('region', { name: '预订详情' });
    expect(within(summary).getByText('应付金额')).toBeInTheDocument();
    expect(within(summary).getByText('未支付订单保留至 2030-05-01 18:00')).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('region', { name: '取消政策' }))).toContainEqual([
      '现在取消',
      '订单未支付，取消后无需退款。所用抵用券和500积分将退回您的账户。',
    ]);
    fireEvent.click(within(summary).getByRole('button', { name: '去支付', hidden: true }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pay-step'));
    expect(router.state.location.search).toBe('?orderNo=2030050100000007&id=7&revNo=R0007');
  });

  it('says a paid order on a rate without free cancellation cannot be cancelled', async () => {
    logIn();
    orderApi(order({ isFreeCancel: 0, freeCancelUntil: null, canCancel: false, cancelRefund: null }));
    await openOrderPage();

    const terms = await screen.findByRole('region', { name: '取消政策' });
    expect(rowsOf(terms)).toEqual([
      ['免费取消', '该房价不可免费取消'],
      ['现在取消', '该订单当前不可取消'],
    ]);
    expect(within(terms).queryByRole('button', { hidden: true })).toBeNull();
  });

  it('books again at the same hotel for the dates of the guest’s current search', async () => {
    logIn();
    const checkIn = shanghaiDate(10);
    const checkOut = shanghaiDate(12);
    sessionStore.set('checkInDate', checkIn);
    sessionStore.set('checkOutDate', checkOut);
    orderApi(order());
    await openOrderPage();

    const again = await screen.findByRole('link', { name: '再次预订' });
    expect(again).toHaveAttribute('href', `/HJ000101/rooms?checkInDate=${checkIn}&checkOutDate=${checkOut}`);
  });

  it('books again from today to tomorrow when the guest has no search', async () => {
    logIn();
    orderApi(order());
    await openOrderPage();

    const again = await screen.findByRole('link', { name: '再次预订' });
    const href = new URL(again.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/HJ000101/rooms');
    const checkIn = href.searchParams.get('checkInDate') ?? '';
    const nextDay = new Date(`${checkIn}T00:00:00Z`);
    nextDay.setUTCDate(nextDay.getUTCDate() + 1);
    expect(href.searchParams.get('checkOutDate')).toBe(nextDay.toISOString().slice(0, 10));
  });

  it('says 订单不存在 for an order that is not the member’s, and for an address that is no order', async () => {
    logIn();
    const fetchMock = orderApi(order());
    await openOrderPage('/courtesy/orders/8');
    expect(await screen.findByText('订单不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回我的预订/ })).toHaveAttribute(
      'href',
      '/courtesy?tab=booking',
    );

    cleanup();
    vi.unstubAllGlobals();
    const again = orderApi(order());
    await openOrderPage('/courtesy/orders/abc');
    expect(await screen.findByText('订单不存在')).toBeInTheDocument();
    expect(callsTo(again, '/crsapi/v1/order/getOrderDetail')).toHaveLength(0);
    expect(callsTo(fetchMock, '/crsapi/v1/order/getOrderDetail')).toHaveLength(1);
  });

  it('keeps a visitor out with 尚未登录', async () => {
    orderApi(order());
    const { router } = renderRoutes(routes, '/courtesy/orders/7');
    expect(await screen.findByText('尚未登录', {}, { timeout: 5000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('is linked from each order of My booking', async () => {
    logIn();
    orderApi(order());
    const { router } = renderRoutes(routes, '/courtesy?tab=booking');

    const upcoming = await screen.findByRole('tabpanel', { name: '待入住' }, { timeout: 5000 });
    fireEvent.click(await within(upcoming).findByText('订单号 2030050100000007'));
    const link = await within(upcoming).findByRole('link', {
      name: '订单详情 2030050100000007',
      hidden: true,
    });
    expect(link).toHaveAttribute('href', '/courtesy/orders/7');
    // My booking breaks the amount down the same way
    expect(within(upcoming).getByText('积分抵扣（500积分）')).toBeInTheDocument();
    fireEvent.click(link);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/courtesy/orders/7'));
    expect(await screen.findByRole('region', { name: '费用明细' })).toBeInTheDocument();
  });
});
