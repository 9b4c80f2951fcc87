import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/router.tsx';
import { BookRateButton } from '../src/features/booking/book-rate-button.tsx';
import { ORDER_TABS } from '../src/features/booking/order-tabs.ts';
import { appStore } from '../src/lib/app-store.ts';
import { onEvent } from '../src/lib/events.ts';
import { sessionStore } from '../src/lib/storage.ts';
import { bodyOf, check, logIn, memberDetail as member, order } from './booking-fixtures.ts';
import { demoApi, envelope, jsonResponse, renderRoutes, stubFetch } from './helpers.tsx';

beforeEach(() => appStore.reset());
afterEach(() => vi.unstubAllGlobals());

describe('booking rules', () => {
  it('sorts orders into the four tabs as section 4 says, and a checked-in stay under 已入住', () => {
    const [upcoming, staying, unpaid] = ORDER_TABS;
    const paid = order({ state: 1, payResult: 1 });
    const open = order({ state: 0, payResult: 0 });
    const expired = order({ state: 10, payResult: 0 });
    const inHouse = order({ state: 1, payResult: 1, checkedInAt: '2030-05-01 14:02:00' });
    expect(ORDER_TABS.map((tab) => [tab.label, tab.value, tab.callState])).toEqual([
      ['待入住', 0, 100],
      ['已入住', 1, 100],
      ['待支付', 100, 100],
      ['已完成', 9, 9],
      ['已取消', 2, 2],
    ]);
    expect([paid, open, expired, inHouse].map((o) => upcoming?.shows(o))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([paid, open, expired, inHouse].map((o) => staying?.shows(o))).toEqual([false, false, false, true]);
    expect([paid, open, expired, inHouse].map((o) => unpaid?.shows(o))).toEqual([false, true, false, false]);
    // a booking guaranteed for payment at the hotel waits for the guest, not for a payment
    const atHotel = order({ state: 0, payResult: 0, payMethod: 'ddzf' });
    expect([upcoming?.shows(atHotel), unpaid?.shows(atHotel)]).toEqual([true, false]);
  });
});

describe('the information step', () => {
  const booked = { id: 7, orderNo: '2030050100000007', revNo: 'R0007' };

  /** The step's calls; submitOrder answers `submitted` (booked by default). */
  function informationApi(submitted: () => Response = () => jsonResponse(envelope(booked))) {
    return stubFetch((url, init) => {
      if (url.pathname === '/crsapi/v1/user/userdetail') return jsonResponse(envelope(member));
      if (url.pathname === '/crsapi/v1/order/submitOrder') return submitted();
      return demoApi(url, init);
    });
  }

  async function openStep(roomQty = 1) {
    sessionStore.set('checkdata', { ...check, roomQty });
    const view = renderRoutes(routes, '/HJ000101/child-hotel/rooms/FillInformationStep');
    const form = await screen.findByRole('form', { name: '填写入住信息' }, { timeout: 5000 });
    const submit = () => fireEvent.click(within(form).getByRole('button', { name: '提交订单' }));
    const type = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    return { form, submit, type, ...view };
  }

  it('asks a visitor to log in before it checks anything', async () => {
    const fetchMock = informationApi();
    const asked = vi.fn();
    const off = onEvent('login-modal', asked);
    const { form, submit } = await openStep();
    submit();
    expect(await within(form).findByText('您尚未登录')).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
    // the guest's name is empty too, but the login comes first
    expect(within(form).queryByText('请输入姓氏和名字')).toBeNull();
    expect(bodyOf(fetchMock, '/crsapi/v1/order/submitOrder')).toBeUndefined();
    off();
  });

  it('shows one problem at a time, in the order of section 5, then books', async () => {
    logIn();
    const fetchMock = informationApi();
    const { form, submit, type, router } = await openStep();
    const name = within(form).getByLabelText('入住人姓名');
    // prefilled from the member
    await vi.waitFor(() => expect(name).toHaveValue('张三'), { timeout: 5000 });
    type('入住人姓名', ' ');
    type('手机号', '23800138000');
    type('电子邮箱', 'x');
    submit();
    expect(await within(form).findByText('请输入姓氏和名字')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText('请输入正确的手机号')).toBeNull();
    // what the guest changes drops its message until the next submit
    type('入住人姓名', '张三');
    await vi.waitFor(() => expect(within(form).queryByText('请输入姓氏和名字')).toBeNull(), {
      timeout: 5000,
    });
    submit();
    expect(await within(form).findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(within(form).queryByText('邮箱格式不正确')).toBeNull();
    type('手机号', '13800138000');
    submit();
    expect(await within(form).findByText('邮箱格式不正确')).toBeInTheDocument();
    type('电子邮箱', 'a@b.cn');
    type('特殊要求', '静'.repeat(301));
    submit();
    expect(await within(form).findByText('特殊要求不能超过300字')).toBeInTheDocument();
    type('特殊要求', '静'.repeat(300));
    submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pay-step'), { timeout: 5000 });
    expect(bodyOf(fetchMock, '/crsapi/v1/order/submitOrder')).toMatchObject({
      revUser: '张三',
      guestNames: ['张三'],
      mobile: '13800138000',
      email: 'a@b.cn',
      remark: '静'.repeat(300),
      actualAmount: 636,
    });
  });

  it('names the room whose guest is missing', async () => {
    logIn();
    informationApi();
    const { form, submit } = await openStep(2);
    await vi.waitFor(() => expect(within(form).getByLabelText('第1间 入住人姓名')).toHaveValue('张三'), {
      timeout: 5000,
    });
    submit();
    expect(await within(form).findByText('请输入姓氏和名字')).toBeInTheDocument();
    expect(within(form).getByLabelText('第2间 入住人姓名')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('第1间 入住人姓名')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a refusal about a field at that field, any other as a message', async () => {
    logIn();
    let answer = '邮箱格式不正确';
    informationApi(() =>
      jsonResponse(
        envelope(undefined, { success: false, statusCode: 400, message: answer, msg: answer }),
        400,
      ),
    );
    const { form, submit, router } = await openStep();
    await vi.waitFor(() => expect(within(form).getByLabelText('手机号')).toHaveValue('13800138000'), {
      timeout: 5000,
    });
    submit();
    expect(await within(form).findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(within(form).getByLabelText('电子邮箱')).toHaveAttribute('aria-invalid', 'true');
    answer = '该房型已满房';
    submit();
    expect(await screen.findByText('该房型已满房')).toBeInTheDocument();
    expect(within(form).queryByText('该房型已满房')).toBeNull();
    expect(router.state.location.pathname).toBe('/HJ000101/child-hotel/rooms/FillInformationStep');
  });
});

describe('the book button', () => {
  const bookRoutes = [
    {
      path: '/',
      element: (
        <BookRateButton
          rate={{ hotelCode: 'HJ000101', roomTypeCode: 'DK', rateCode: 'MEM', available: 8, bookable: true }}
          stay={() => ({ checkIn: '2030-05-01', checkOut: '2030-05-03' })}
          label="预订 高级大床房 会员价"
        />
      ),
    },
    { path: '/:hotelCode/child-hotel/rooms/FillInformationStep', element: <p>信息页</p> },
  ];

  it('asks a visitor to log in: 您尚未登录 and the login dialog', async () => {
    const fetchMock = stubFetch(demoApi);
    const asked = vi.fn();
    const off = onEvent('login-modal', asked);
    renderRoutes(bookRoutes, '/');
    fireEvent.click(screen.getByRole('button', { name: '预订 高级大床房 会员价' }));
    expect(await screen.findByText('您尚未登录')).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    off();
  });

  it('checks availability for a member, stores the result and opens the information step', async () => {
    logIn();
    const fetchMock = stubFetch(() => jsonResponse(envelope(check)));
    const { router } = renderRoutes(bookRoutes, '/');
    fireEvent.click(screen.getByRole('button', { name: '预订 高级大床房 会员价' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/HJ000101/child-hotel/rooms/FillInformationStep'),
    );
    expect(bodyOf(fetchMock, '/crsapi/v1/order/checkInventory')).toEqual({
      hotelCode: 'HJ000101',
      roomTypeCode: 'DK',
      rateCode: 'MEM',
      checkIn: '2030-05-01',
      checkOut: '2030-05-03',
      roomQty: 1,
    });
    expect(sessionStore.get('checkdata')).toEqual(check);
  });

  it('shows the server message when the rooms are gone', async () => {
    logIn();
    stubFetch(() =>
      jsonResponse(envelope(undefined, { success: false, statusCode: 409, message: '该房型已满房' }), 409),
    );
    const { router } = renderRoutes(bookRoutes, '/');
    fireEvent.click(screen.getByRole('button', { name: '预订 高级大床房 会员价' }));
    expect(await screen.findByText('该房型已满房')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('PayStep', () => {
  const methods = [
    { code: '1', type: 'card', paycode: '1', label: '会员卡支付', value: '1', needPassword: true },
    { code: 'ddzf', type: 'hotel', paycode: 'ddzf', label: '到店支付', value: 'ddzf', needPassword: false },
    {
      code: 'wxpay',
      type: 'wechat',
      paycode: 'wxpay',
      label: '微信支付',
      value: 'wxpay',
      needPassword: false,
    },
    {
      code: 'alipay',
      type: 'alipay',
      paycode: 'alipay',
      label: '支付宝支付',
      value: 'alipay',
      needPassword: false,
    },
  ];
  function payApi() {
    return stubFetch((url, init) => {
      if (url.pathname === '/crsapi/v1/order/getOrderDetail') return jsonResponse(envelope(order({})));
      if (url.pathname === '/crsapi/v1/pay/getpaymethod') return jsonResponse(envelope(methods));
      if (url.pathname === '/crsapi/v1/pay/orderpay')
        return jsonResponse(envelope(undefined, { message: '支付成功', msg: '支付成功' }));
      return demoApi(url, init);
    });
  }

  it('sends a visit without an order id home', async () => {
    logIn();
    stubFetch(demoApi);
    const { router } = renderRoutes(routes, '/pay-step?orderNo=1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
  });

  it('wants a method, asks the member password for the card only, and pays', async () => {
    logIn();
    const fetchMock = payApi();
    const { router } = renderRoutes(routes, '/pay-step?orderNo=2030050100000001&id=1&revNo=R0001');
    const form = await screen.findByRole('form', { name: '担保或支付' }, { timeout: 5000 });
    // the pop-up about unpaid orders
    expect(await screen.findByText(/未支付的订单可在/)).toBeInTheDocument();
    await within(form).findByRole('radio', { name: '会员卡支付' });

    fireEvent.click(within(form).getByRole('button', { name: '完成您的预定', hidden: true }));
    expect((await screen.findAllByText('请选择支付方式')).length).toBeGreaterThan(0);

    fireEvent.click(within(form).getByRole('radio', { name: '到店支付', hidden: true }));
    expect(within(form).queryByLabelText('会员密码')).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: '会员卡支付', hidden: true }));
    fireEvent.change(within(form).getByLabelText('会员密码'), { target: { value: 'Demo1234' } });
    fireEvent.click(within(form).getByRole('button', { name: '完成您的预定', hidden: true }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/PayState'), { timeout: 5000 });
    expect(bodyOf(fetchMock, '/crsapi/v1/pay/orderpay')).toMatchObject({
      revNo: 'R0001',
      payCode: '1',
      cardPwd: 'Demo1234',
      payAmount: 636,
    });
  });

  it('sends the same Idempotency-Key again after a payment that got no answer, and a new one after an answer', async () => {
    logIn();
    const keys: (string | null)[] = [];
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () =>
        jsonResponse(envelope(undefined, { success: false, statusCode: 400, message: '会员密码错误' }), 400),
      () => jsonResponse(envelope(undefined, { message: '支付成功', msg: '支付成功' })),
    ];
    stubFetch((url, init) => {
      if (url.pathname === '/crsapi/v1/order/getOrderDetail') return jsonResponse(envelope(order({})));
      if (url.pathname === '/crsapi/v1/pay/getpaymethod') return jsonResponse(envelope(methods));
      if (url.pathname === '/crsapi/v1/pay/orderpay') {
        keys.push(new Headers(init?.headers).get('idempotency-key'));
        const answer = answers[keys.length - 1];
        if (!answer) throw new Error('unexpected payment call');
        return answer();
      }
      return demoApi(url, init);
    });
    const { router } = renderRoutes(routes, '/pay-step?orderNo=2030050100000001&id=1&revNo=R0001');
    const form = await screen.findByRole('form', { name: '担保或支付' }, { timeout: 5000 });
    fireEvent.click(await within(form).findByRole('radio', { name: '会员卡支付', hidden: true }));
    fireEvent.change(within(form).getByLabelText('会员密码'), { target: { value: 'Demo1234' } });
    const pay = () =>
      fireEvent.click(within(form).getByRole('button', { name: '完成您的预定', hidden: true }));
    pay();
    expect((await screen.findAllByText('网络异常')).length).toBeGreaterThan(0);
    pay();
    expect((await screen.findAllByText('会员密码错误')).length).toBeGreaterThan(0);
    pay();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/PayState'), { timeout: 5000 });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('guarantees pay at the hotel with the server, then shows its confirmation', async () => {
    logIn();
    const fetchMock = payApi();
    const { router } = renderRoutes(routes, '/pay-step?orderNo=2030050100000001&id=1&revNo=R0001');
    const form = await screen.findByRole('form', { name: '担保或支付' }, { timeout: 5000 });
    fireEvent.click(await within(form).findByRole('radio', { name: '到店支付', hidden: true }));
    fireEvent.click(within(form).getByRole('button', { name: '完成您的预定', hidden: true }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/PayState'));
    expect(router.state.location.search).toBe('?id=1');
    expect(bodyOf(fetchMock, '/crsapi/v1/pay/orderpay')).toMatchObject({ revNo: 'R0001', payCode: 'ddzf' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the card balance when the card is chosen, and says before any password that it is short', async () => {
    logIn();
    const fetchMock = stubFetch((url, init) => {
      if (url.pathname === '/crsapi/v1/order/getOrderDetail') return jsonResponse(envelope(order({})));
      if (url.pathname === '/crsapi/v1/pay/getpaymethod') return jsonResponse(envelope(methods));
      if (url.pathname === '/crsapi/v1/user/userdetail')
        return jsonResponse(
          envelope({
            userName: '张三',
            moible: '13800138000',
            cardNo: 'GY1',
            vipName: '普通会员',
            score: 0,
            balance: 100,
          }),
        );
      return demoApi(url, init);
    });
    renderRoutes(routes, '/pay-step?orderNo=2030050100000001&id=1&revNo=R0001');
    const form = await screen.findByRole('form', { name: '担保或支付' }, { timeout: 5000 });
    expect(within(form).queryByText(/^卡余额 /)).toBeNull();
    fireEvent.click(await within(form).findByRole('radio', { name: '会员卡支付', hidden: true }));
    expect(await within(form).findByText('卡余额 ¥100.00')).toBeInTheDocument();
    expect(within(form).getByText('卡余额不足以支付 ¥636.00，请选择其他支付方式')).toBeInTheDocument();
    expect(within(form).queryByLabelText('会员密码')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: '完成您的预定', hidden: true }));
    expect(bodyOf(fetchMock, '/crsapi/v1/pay/orderpay')).toBeUndefined();
  });

  it('offers no Alipay inside WeChat, whose browser cannot pay with it', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.47 NetType/WIFI',
    );
    logIn();
    payApi();
    renderRoutes(routes, '/pay-step?orderNo=2030050100000001&id=1&revNo=R0001');
    const form = await screen.findByRole('form', { name: '担保或支付' }, { timeout: 5000 });
    expect(await within(form).findByRole('radio', { name: '微信支付', hidden: true })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '会员卡支付', hidden: true })).toBeInTheDocument();
    expect(within(form).queryByRole('radio', { name: '支付宝支付', hidden: true })).toBeNull();
    expect(within(form).queryByText('支付宝支付')).toBeNull();
  });

  it('offers Alipay in any other browser', async () => {
    logIn();
    payApi();
    renderRoutes(routes, '/pay-step?orderNo=2030050100000001&id=1&revNo=R0001');
    const form = await screen.findByRole('form', { name: '担保或支付' }, { timeout: 5000 });
    expect(await within(form).findByRole('radio', { name: '支付宝支付', hidden: true })).toBeInTheDocument();
  });
});

describe('My booking', () => {
  it('shows paid and unpaid open orders under their tabs and cancels an unpaid one', async () => {
    logIn();
    sessionStore.set('revNo', 'R0002');
    const paid = order({ id: 1, orderNo: 'PAID0001', state: 1, payResult: 1, payMethod: '1', canPay: false });
    const unpaid = order({ id: 2, orderNo: 'OPEN0002', revNo: 'R0002' });
    const inHouse = order({
      id: 3,
      orderNo: 'STAY0003',
      state: 1,
      payResult: 1,
      payMethod: '1',
      canPay: false,
      canCancel: false,
      checkedInAt: '2030-05-01 14:02:00',
    });
    let cancelled = false;
    const fetchMock = stubFetch((url, init) => {
      if (url.pathname === '/crsapi/v1/user/userdetail') return jsonResponse(envelope(member));
      if (url.pathname === '/crsapi/v1/order/getAllOrder') {
        const { state } = JSON.parse(String(init?.body));
        const rows =
          state === 100
            ? cancelled
              ? [paid, inHouse]
              : [paid, unpaid, inHouse]
            : state === 2 && cancelled
              ? [unpaid]
              : [];
        return jsonResponse({ ...envelope(rows), total: rows.length });
      }
      if (url.pathname === '/crsapi/v1/order/cancleOrder') {
        cancelled = true;
        return jsonResponse(envelope(undefined, { message: '退订成功', msg: '退订成功' }));
      }
      return demoApi(url, init);
    });
    renderRoutes(routes, '/courtesy?tab=booking');

    const upcoming = await screen.findByRole('tabpanel', { name: '待入住' }, { timeout: 5000 });
    expect(await within(upcoming).findByText('订单号 PAID0001')).toBeInTheDocument();
    expect(within(upcoming).queryByText('订单号 OPEN0002')).toBeNull();
    expect(within(upcoming).queryByText('订单号 STAY0003')).toBeNull();
    expect(bodyOf(fetchMock, '/crsapi/v1/order/getAllOrder')).toMatchObject({ state: 100, count: 20 });

    // the desk checked this guest in: 已入住, not 已支付 under 待入住
    fireEvent.click(screen.getByRole('tab', { name: '已入住', hidden: true }));
    const staying = await screen.findByRole('tabpanel', { name: '已入住' });
    const stay = (await within(staying).findByText('订单号 STAY0003')).closest<HTMLElement>(
      '.ant-collapse-item',
    );
    expect(stay && within(stay).getByText('已入住')).toBeInTheDocument();
    expect(within(staying).queryByText('订单号 PAID0001')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '待支付', hidden: true }));
    const open = await screen.findByRole('tabpanel', { name: '待支付' });
    fireEvent.click(await within(open).findByText('订单号 OPEN0002'));
    fireEvent.click(await within(open).findByRole('button', { name: '取消订单', hidden: true }));
    const confirm = await screen.findByText('此操作将取消已预约订单, 是否继续?');
    const dialog = confirm.closest<HTMLElement>('.ant-modal') ?? document.body;
    expect(within(dialog).getAllByText('提示').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定', hidden: true }));
    expect(await screen.findByText('退订成功')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(open).queryByText('订单号 OPEN0002')).toBeNull());
    expect(within(open).getByText('无订单')).toBeInTheDocument();
    expect(sessionStore.get('revNo')).toBeUndefined();
    const cancelCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/order/cancleOrder'));
    expect(String(cancelCall?.[0])).toContain('orderId=2');
  });
  it('asks for a company invoice of a paid order, checking the taxpayer id as the server would', async () => {
    logIn();
    const paid = order({
      id: 5,
      orderNo: 'PAID0005',
      state: 1,
      payResult: 1,
      payMethod: '1',
      canPay: false,
      canRequestInvoice: true,
    });
    let asked: Record<string, unknown> | undefined;
    const fetchMock = stubFetch((url, init) => {
      if (url.pathname === '/crsapi/v1/user/userdetail') return jsonResponse(envelope(member));
      if (url.pathname === '/crsapi/v1/order/getAllOrder') {
        const { state } = JSON.parse(String(init?.body));
        const rows =
          state === 100
            ? [
                asked
                  ? {
                      ...paid,
                      canRequestInvoice: false,
                      invoice: { ...asked, status: 'requested', requestedAt: '2026-11-27 20:15:00' },
                    }
                  : paid,
              ]
            : [];
        return jsonResponse({ ...envelope(rows), total: rows.length });
      }
      if (url.pathname === '/crsapi/v1/order/requestInvoice') {
        asked = JSON.parse(String(init?.body));
        const message = '发票申请已提交，开具后将发送至您的邮箱';
        const invoice = { ...asked, status: 'requested', requestedAt: '2026-11-27 20:15:00' };
        return jsonResponse(envelope(invoice, { message, msg: message }));
      }
      return demoApi(url, init);
    });
    renderRoutes(routes, '/courtesy?tab=booking');

    const upcoming = await screen.findByRole('tabpanel', { name: '待入住' }, { timeout: 5000 });
    fireEvent.click(await within(upcoming).findByText('订单号 PAID0005'));
    fireEvent.click(await within(upcoming).findByRole('button', { name: '申请发票', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: '申请发票' });
    fireEvent.click(within(dialog).getByLabelText('单位'));
    fireEvent.change(within(dialog).getByLabelText('发票抬头'), {
      target: { value: '济南光影科技有限公司' },
    });
    fireEvent.change(await within(dialog).findByLabelText('纳税人识别号'), {
      target: { value: '9137010012345' },
    });
    fireEvent.change(within(dialog).getByLabelText('接收邮箱'), { target: { value: 'finance@example.cn' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('纳税人识别号应为15、18或20位数字或字母')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/crsapi/v1/order/requestInvoice')).toBeUndefined();

    fireEvent.change(within(dialog).getByLabelText('纳税人识别号'), {
      target: { value: '91370100ma3c5x2k7q' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('发票申请已提交，开具后将发送至您的邮箱')).toBeInTheDocument();
    expect(asked).toEqual({
      orderId: 5,
      titleType: 'company',
      title: '济南光影科技有限公司',
      taxpayerId: '91370100ma3c5x2k7q',
      email: 'finance@example.cn',
    });
    expect(await within(upcoming).findByText('已申请 · 济南光影科技有限公司')).toBeInTheDocument();
    expect(within(upcoming).queryByRole('button', { name: '申请发票', hidden: true })).toBeNull();
  });
});

describe('My booking after the booking', () => {
  it('shows a pay-at-hotel booking under 待入住 with its hold time, and cancels a paid one stating the refund', async () => {
    logIn();
    const hotel = order({ id: 3, orderNo: 'HOTEL0003', payMethod: 'ddzf' });
    const paid = order({
      id: 4,
      orderNo: 'PAID0004',
      state: 1,
      payResult: 1,
      payMethod: 'wxpay',
      canPay: false,
      cancelRefund: 636,
      invoice: {
        status: 'requested',
        titleType: 'company',
        title: '济南光影科技有限公司',
        taxpayerId: '91370100MA3C5X2K7Q',
        email: 'finance@example.cn',
        requestedAt: '2030-04-20 10:05:00',
      },
    });
    const refunded = order({
      ...paid,
      state: 2,
      canCancel: false,
      refunds: [{ amount: 636, state: 'pending', payMethod: 'wxpay' }],
    });
    let cancelled = false;
    stubFetch((url, init) => {
      if (url.pathname === '/crsapi/v1/user/userdetail') return jsonResponse(envelope(member));
      if (url.pathname === '/crsapi/v1/order/getAllOrder') {
        const { state } = JSON.parse(String(init?.body));
        const rows =
          state === 100 ? (cancelled ? [hotel] : [hotel, paid]) : state === 2 && cancelled ? [refunded] : [];
        return jsonResponse({ ...envelope(rows), total: rows.length });
      }
      if (url.pathname === '/crsapi/v1/order/cancleOrder') {
        cancelled = true;
        const message = '退订成功，退款将原路退回，请留意到账通知';
        return jsonResponse(envelope(undefined, { message, msg: message }));
      }
      return demoApi(url, init);
    });
    renderRoutes(routes, '/courtesy?tab=booking');

    const upcoming = await screen.findByRole('tabpanel', { name: '待入住' }, { timeout: 5000 });
    fireEvent.click(await within(upcoming).findByText('订单号 HOTEL0003'));
    expect(await within(upcoming).findByText(/^房间保留至 2030-05-01 18:00/)).toBeInTheDocument();
    expect(within(upcoming).getAllByText('到店支付').length).toBeGreaterThan(0);
    expect(within(upcoming).queryByRole('button', { name: '支付', hidden: true })).toBeNull();
    expect(within(upcoming).getByText('取消订单')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '待支付', hidden: true }));
    const unpaid = await screen.findByRole('tabpanel', { name: '待支付' });
    expect(await within(unpaid).findByText('无订单')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '待入住', hidden: true }));
    const again = await screen.findByRole('tabpanel', { name: '待入住' });
    fireEvent.click(await within(again).findByText('订单号 PAID0004'));
    expect(await within(again).findByText('2030-05-01 18:00 前可免费取消')).toBeInTheDocument();
    expect(within(again).getByText('已申请 · 济南光影科技有限公司')).toBeInTheDocument();
    const cancel = await within(again).findAllByRole('button', { name: '取消订单', hidden: true });
    fireEvent.click(cancel[cancel.length - 1] as HTMLElement);
    const refundLine = await screen.findByText('已支付的 ¥636.00 将全额原路退回微信支付。');
    const dialog = refundLine.closest<HTMLElement>('.ant-modal') ?? document.body;
    expect(within(dialog).getByText('此操作将取消已预约订单, 是否继续?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定', hidden: true }));
    expect(await screen.findByText('退订成功，退款将原路退回，请留意到账通知')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '已取消', hidden: true }));
    const cancelledTab = await screen.findByRole('tabpanel', { name: '已取消' });
    fireEvent.click(await within(cancelledTab).findByText('订单号 PAID0004'));
    expect(await within(cancelledTab).findByText('¥636.00 退款中，将原路退回微信支付')).toBeInTheDocument();
  });
});

describe('PayState', () => {
  it('goes home when it has no booking to confirm', async () => {
    logIn();
    stubFetch(demoApi);
    const { router } = renderRoutes(routes, '/PayState');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('goes home when the id is no booking of the member', async () => {
    logIn();
    stubFetch((url, init) => {
      if (url.pathname === '/crsapi/v1/order/getOrderDetail')
        return jsonResponse(
          envelope(undefined, { success: false, statusCode: 404, message: '订单不存在' }),
          404,
        );
      return demoApi(url, init);
    });
    const { router } = renderRoutes(routes, '/PayState?id=99');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await vi.waitFor(() => expect(screen.queryByText('预约成功')).toBeNull());
  });

  it('shows the booking it confirms and where the confirmation goes', async () => {
    logIn();
    const paid = order({ state: 1, payResult: 1, payMethod: '1', email: 'zhang@example.cn', canPay: false });
    stubFetch((url, init) => {
      if (url.pathname === '/crsapi/v1/order/getOrderDetail') return jsonResponse(envelope(paid));
      return demoApi(url, init);
    });
    renderRoutes(routes, '/PayState?id=1');
    expect(await screen.findByText('2030050100000001', {}, { timeout: 5000 })).toBeInTheDocument();
    for (const text of [
      '预约成功',
      '光影智慧酒店（北京王府井店）',
      '2030-05-01 至 2030-05-03 · 共2晚',
      '已支付 ¥636.00（会员卡支付）',
      '预订确认短信将发送至 138****8000',
      '确认邮件将发送至 zhang@example.cn',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it('shows a pay-at-hotel booking with the time its room is held until', async () => {
    logIn();
    stubFetch((url, init) => {
      if (url.pathname === '/crsapi/v1/order/getOrderDetail')
        return jsonResponse(envelope(order({ payMethod: 'ddzf' })));
      return demoApi(url, init);
    });
    renderRoutes(routes, '/PayState?id=1');
    expect(await screen.findByText('到店支付 ¥636.00', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/^房间保留至 2030-05-01 18:00/)).toBeInTheDocument();
  });
});
