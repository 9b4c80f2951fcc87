import type { StayCoupon } from '@hotel/shared/api/loyalty';
import type { InventoryCheck } from '@hotel/shared/api/order';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/router.tsx';
import { PayDetailView } from '../src/features/booking/pay-detail.tsx';
import { appStore } from '../src/lib/app-store.ts';
import { sessionStore } from '../src/lib/storage.ts';
import { bodiesOf, bodyOf, check, logIn, memberDetail, order } from './booking-fixtures.ts';
import { demoApi, envelope, jsonResponse, renderRoutes, stubFetch } from './helpers.tsx';

/**
 * 抵用券 and 积分抵扣 on the information step: what the guest sees in the summary and what goes to
 * the server, with checkInventory played by a small stand-in of the server's pricing (a 白金 member,
 * 10 % off each night to the whole yuan; ¥30 from ¥200; 100 points a yuan, at most half).
 */

const WELCOME = 11;
const BIG_SPEND = 12;

interface Member {
  points: number;
  /** Coupons the server refuses when chosen, with its message. */
  refuseCoupon?: string;
}

function refusal(message: string, status: number) {
  return jsonResponse(
    envelope(undefined, { success: false, statusCode: status, message, msg: message }),
    status,
  );
}

/** checkInventory's answer for a choice, as the server prices it; a string when it refuses. */
function priced(body: Record<string, unknown>, member: Member): InventoryCheck | [string, number] {
  const roomQty = Number(body.roomQty ?? 1);
  const couponId = body.couponId === undefined ? null : Number(body.couponId);
  const pointsUsed = Number(body.pointsUsed ?? 0);
  const total = 636 * roomQty;
  const memberTotal = (260 + 312) * roomQty;
  // 企业 QY2026 takes 70 % off the member price
  const code = body.couponCode === 'QY2026' ? 'QY2026' : '';
  const discountAmount = code ? Math.round(memberTotal * 70) / 100 : 0;
  const afterDiscounts = memberTotal - discountAmount;
  const fits = afterDiscounts >= 200;
  const coupons: StayCoupon[] = [
    {
      id: WELCOME,
      name: '新会员礼券',
      description: '¥30 满200可用',
      validUntil: '2030-07-30',
      usable: fits,
      reason: fits ? '' : '订单金额满¥200可用',
      amount: fits ? 30 : 0,
    },
    {
      id: BIG_SPEND,
      name: '商旅礼券',
      description: '¥300 满2000可用',
      validUntil: '2030-12-31',
      usable: false,
      reason: '订单金额满¥2000可用',
      amount: 0,
    },
  ];
  if (couponId !== null && member.refuseCoupon) return [member.refuseCoupon, 409];
  if (couponId === BIG_SPEND) return ['订单金额满¥2000可用', 409];
  if (couponId === WELCOME && !fits) return ['订单金额满¥200可用', 409];
  const couponAmount = couponId === WELCOME ? 30 : 0;
  const beforePoints = afterDiscounts - couponAmount;
  const maxPoints = Math.min(Math.floor(beforePoints / 2), Math.floor(member.points / 100)) * 100;
  if (pointsUsed % 100 !== 0) return ['积分须按100的整数倍使用', 400];
  if (pointsUsed > member.points) return ['积分余额不足', 400];
  if (pointsUsed > maxPoints) return [`本单最多可使用${maxPoints}积分`, 400];
  return {
    ...check,
    roomQty,
    totalAmount: total,
    memberDiscountAmount: total - memberTotal,
    memberLevelName: '白金',
    memberPercentOff: 10,
    discountAmount,
    couponType: code ? '企业' : '',
    couponCode: code,
    couponId,
    couponAmount,
    coupons,
    pointsUsed,
    pointsAmount: pointsUsed / 100,
    pointsBalance: member.points,
    maxPoints,
    actualAmount: beforePoints - pointsUsed / 100,
  };
}

const booked = { id: 7, orderNo: '2030050100000007', revNo: 'R0007' };

function loyaltyApi(member: Member) {
  return stubFetch((url, init) => {
    if (url.pathname === '/crsapi/v1/user/userdetail')
      return jsonResponse(envelope({ ...memberDetail, vipName: '白金', score: member.points }));
    if (url.pathname === '/crsapi/v1/order/checkInventory') {
      const answer = priced(JSON.parse(String(init?.body)), member);
      return Array.isArray(answer) ? refusal(...answer) : jsonResponse(envelope(answer));
    }
    if (url.pathname === '/crsapi/v1/order/submitOrder') return jsonResponse(envelope(booked));
    return demoApi(url, init);
  });
}

/** The information step of a member who has just booked: the book button stored its first check. */
async function openStep(member: Member) {
  logIn();
  const fetchMock = loyaltyApi(member);
  const first = priced({ roomQty: 1 }, member);
  if (Array.isArray(first)) throw new Error('the first check is refused');
  sessionStore.set('checkdata', first);
  const view = renderRoutes(routes, '/HJ000101/child-hotel/rooms/FillInformationStep');
  const form = await screen.findByRole('form', { name: '填写入住信息' }, { timeout: 5000 });
  const summary = screen.getByRole('region', { name: '预订详情' });
  // the guest's name comes from the member
  await vi.waitFor(() => expect(within(form).getByLabelText('入住人姓名')).toHaveValue('张三'), {
    timeout: 5000,
  });
  const submit = () => fireEvent.click(within(form).getByRole('button', { name: '提交订单' }));
  const checks = () => bodiesOf(fetchMock, '/crsapi/v1/order/checkInventory');
  return { ...view, form, summary, submit, checks, fetchMock };
}

/** The summary's line of a label, as the guest reads it: label and amount. */
function line(summary: HTMLElement, label: string): string {
  const term = within(summary).getByText(label, { selector: 'dt' });
  return term.parentElement?.textContent ?? '';
}

beforeEach(() => appStore.reset());
afterEach(() => vi.unstubAllGlobals());

describe('抵用券 on the information step', () => {
  it('lists the coupons, prices the one chosen and sends it with the server’s figures', async () => {
    const { form, summary, submit, checks, fetchMock, router } = await openStep({ points: 0 });
    expect(line(summary, '房费（门市价）')).toBe('房费（门市价）¥636.00');
    expect(line(summary, '会员价优惠（白金）')).toBe('会员价优惠（白金）-¥64.00');
    expect(within(summary).getByTestId('actual-amount')).toHaveTextContent('¥572.00');

    const coupons = within(form).getByRole('radiogroup', { name: /抵用券/ });
    expect(within(coupons).getByRole('radio', { name: '不使用抵用券' })).toBeChecked();
    const welcome = within(coupons).getByRole('radio', { name: /新会员礼券/ });
    expect(welcome).toBeEnabled();
    const welcomeText = welcome.closest('label')?.textContent ?? '';
    for (const text of ['¥30 满200可用', '有效期至 2030-07-30', '-¥30.00'])
      expect(welcomeText).toContain(text);
    const big = within(coupons).getByRole('radio', { name: /商旅礼券/ });
    expect(big).toBeDisabled();
    expect(big.closest('label')).toHaveTextContent('订单金额满¥2000可用');
    // a member without points has no points to spend
    expect(within(form).queryByText('积分抵扣')).toBeNull();

    fireEvent.click(welcome);
    await vi.waitFor(() => expect(line(summary, '抵用券')).toBe('抵用券-¥30.00'));
    expect(within(summary).getByTestId('actual-amount')).toHaveTextContent('¥542.00');
    expect(checks().at(-1)).toMatchObject({ couponId: WELCOME, pointsUsed: 0 });
    expect(welcome).toBeChecked();
    // a reload of the step finds the coupon priced
    expect(sessionStore.get('checkdata')).toMatchObject({ couponId: WELCOME, actualAmount: 542 });

    submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pay-step'), { timeout: 5000 });
    expect(bodyOf(fetchMock, '/crsapi/v1/order/submitOrder')).toMatchObject({
      couponUsed: 1,
      couponId: WELCOME,
      couponAmount: 30,
      couponUseMoney: 30,
      pointsUsed: 0,
      pointsAmount: 0,
      totalAmount: 636,
      memberDiscountAmount: 64,
      discountAmount: 0,
      actualAmount: 542,
    });
  });

  it('shows a refused coupon’s message at the coupon and keeps the figures it had', async () => {
    const { form, summary, submit, fetchMock, router } = await openStep({
      points: 0,
      refuseCoupon: '该抵用券已使用',
    });
    const coupons = within(form).getByRole('radiogroup', { name: /抵用券/ });
    fireEvent.click(within(coupons).getByRole('radio', { name: /新会员礼券/ }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('该抵用券已使用');
    expect(within(coupons).getByRole('radio', { name: '不使用抵用券' })).toBeChecked();
    expect(within(summary).queryByText('抵用券', { selector: 'dt' })).toBeNull();
    expect(within(summary).getByTestId('actual-amount')).toHaveTextContent('¥572.00');

    submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pay-step'), { timeout: 5000 });
    const sent = bodyOf(fetchMock, '/crsapi/v1/order/submitOrder');
    expect(sent).toMatchObject({ couponUsed: 0, couponAmount: 0, actualAmount: 572 });
    expect(sent).not.toHaveProperty('couponId');
  });
});

describe('积分抵扣 on the information step', () => {
  it('says the balance and the most this stay takes, uses them and sends the points priced', async () => {
    const { form, summary, submit, checks, fetchMock, router } = await openStep({ points: 2680 });
    expect(within(form).getByText(/可用积分 2,680/)).toHaveTextContent('最多可用 2,600 积分，抵¥26');

    fireEvent.click(within(form).getByRole('switch', { name: '使用积分抵扣' }));
    await vi.waitFor(() =>
      expect(line(summary, '积分抵扣（2,600积分）')).toBe('积分抵扣（2,600积分）-¥26.00'),
    );
    expect(within(summary).getByTestId('actual-amount')).toHaveTextContent('¥546.00');
    expect(checks().at(-1)).toMatchObject({ pointsUsed: 2600 });

    // fewer points, typed: priced when the field is left
    const points = within(form).getByLabelText('抵扣积分');
    fireEvent.change(points, { target: { value: '1000' } });
    fireEvent.blur(points);
    await vi.waitFor(() =>
      expect(line(summary, '积分抵扣（1,000积分）')).toBe('积分抵扣（1,000积分）-¥10.00'),
    );
    expect(within(summary).getByTestId('actual-amount')).toHaveTextContent('¥562.00');

    submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pay-step'), { timeout: 5000 });
    expect(bodyOf(fetchMock, '/crsapi/v1/order/submitOrder')).toMatchObject({
      couponUsed: 0,
      pointsUsed: 1000,
      pointsAmount: 10,
      memberDiscountAmount: 64,
      actualAmount: 562,
    });
  });

  it('never asks for more than the most, and shows a refusal at the points', async () => {
    const { form, summary, checks } = await openStep({ points: 2680 });
    fireEvent.click(within(form).getByRole('switch', { name: '使用积分抵扣' }));
    await vi.waitFor(() => expect(within(summary).getByTestId('actual-amount')).toHaveTextContent('¥546.00'));
    const points = within(form).getByLabelText('抵扣积分');

    fireEvent.change(points, { target: { value: '99999' } });
    fireEvent.keyDown(points, { key: 'Enter' });
    await vi.waitFor(() => expect(points).toHaveValue('2600'));
    expect(checks().map((body) => (body as { pointsUsed: number }).pointsUsed)).not.toContain(99999);

    fireEvent.change(points, { target: { value: '150' } });
    fireEvent.blur(points);
    expect(await within(form).findByRole('alert')).toHaveTextContent('积分须按100的整数倍使用');
    expect(line(summary, '积分抵扣（2,600积分）')).toBe('积分抵扣（2,600积分）-¥26.00');
    expect(within(summary).getByTestId('actual-amount')).toHaveTextContent('¥546.00');
  });

  it('lowers the points to what the stay takes once a coupon is chosen, and says so', async () => {
    const { form, summary, checks } = await openStep({ points: 50_000 });
    fireEvent.click(within(form).getByRole('switch', { name: '使用积分抵扣' }));
    await vi.waitFor(() => expect(line(summary, '积分抵扣（28,600积分）')).toContain('-¥286.00'));

    fireEvent.click(within(form).getByRole('radio', { name: /新会员礼券/ }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '积分抵扣已调整为本单最多可用的 27,100 积分',
    );
    expect(line(summary, '抵用券')).toBe('抵用券-¥30.00');
    expect(line(summary, '积分抵扣（27,100积分）')).toBe('积分抵扣（27,100积分）-¥271.00');
    expect(within(summary).getByTestId('actual-amount')).toHaveTextContent('¥271.00');
    expect(checks().at(-1)).toMatchObject({ couponId: WELCOME, pointsUsed: 27_100 });
  });
});

describe('a reload of the information step', () => {
  it('shows the coupon and points the stored check priced, and sends them', async () => {
    logIn();
    const member = { points: 2680 };
    const fetchMock = loyaltyApi(member);
    const stored = priced({ roomQty: 1, couponId: WELCOME, pointsUsed: 2500 }, member);
    sessionStore.set('checkdata', stored);
    const { router } = renderRoutes(routes, '/HJ000101/child-hotel/rooms/FillInformationStep');
    const form = await screen.findByRole('form', { name: '填写入住信息' }, { timeout: 5000 });
    const summary = screen.getByRole('region', { name: '预订详情' });
    expect(within(form).getByRole('radio', { name: /新会员礼券/ })).toBeChecked();
    expect(within(form).getByRole('switch', { name: '使用积分抵扣' })).toBeChecked();
    expect(within(form).getByLabelText('抵扣积分')).toHaveValue('2500');
    expect(line(summary, '积分抵扣（2,500积分）')).toBe('积分抵扣（2,500积分）-¥25.00');
    expect(within(summary).getByTestId('actual-amount')).toHaveTextContent('¥517.00');
    await vi.waitFor(() => expect(within(form).getByLabelText('入住人姓名')).toHaveValue('张三'), {
      timeout: 5000,
    });
    fireEvent.click(within(form).getByRole('button', { name: '提交订单' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pay-step'), { timeout: 5000 });
    expect(bodiesOf(fetchMock, '/crsapi/v1/order/checkInventory')).toEqual([]);
    expect(bodyOf(fetchMock, '/crsapi/v1/order/submitOrder')).toMatchObject({
      couponUsed: 1,
      couponId: WELCOME,
      pointsUsed: 2500,
      pointsAmount: 25,
      actualAmount: 517,
    });
  });
});

describe('a discount code the coupon no longer fits', () => {
  it('keeps the code, drops the coupon and says why at the coupon', async () => {
    logIn();
    const member = { points: 0 };
    const fetchMock = loyaltyApi(member);
    sessionStore.set('checkdata', priced({ roomQty: 1, couponId: WELCOME }, member));
    // the search's discount channel, priced on arrival
    sessionStore.set('discountType', '企业');
    sessionStore.set('discountCode', 'QY2026');
    renderRoutes(routes, '/HJ000101/child-hotel/rooms/FillInformationStep');
    const form = await screen.findByRole('form', { name: '填写入住信息' }, { timeout: 5000 });
    const summary = screen.getByRole('region', { name: '预订详情' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('所选抵用券已取消：订单金额满¥200可用');
    expect(line(summary, '优惠码（企业）')).toBe('优惠码（企业）-¥400.40');
    expect(within(summary).queryByText('抵用券', { selector: 'dt' })).toBeNull();
    expect(within(summary).getByTestId('actual-amount')).toHaveTextContent('¥171.60');
    expect(within(form).getByRole('radio', { name: '不使用抵用券' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: /新会员礼券/ })).toBeDisabled();
    expect(bodiesOf(fetchMock, '/crsapi/v1/order/checkInventory')).toEqual([
      expect.objectContaining({ couponCode: 'QY2026', couponId: WELCOME }),
      expect.not.objectContaining({ couponId: expect.anything() }),
    ]);
  });
});

describe('the amounts after the booking', () => {
  const paidLess = order({
    totalAmount: 636,
    memberDiscountAmount: 64,
    couponAmount: 30,
    pointsUsed: 2600,
    pointsAmount: 26,
    actualAmount: 516,
  });

  it('lists on PayStep what came off 门市价', async () => {
    logIn();
    stubFetch((url, init) => {
      if (url.pathname === '/crsapi/v1/order/getOrderDetail') return jsonResponse(envelope(paidLess));
      if (url.pathname === '/crsapi/v1/pay/getpaymethod') return jsonResponse(envelope([]));
      return demoApi(url, init);
    });
    renderRoutes(routes, '/pay-step?orderNo=2030050100000001&id=1&revNo=R0001');
    const summary = await screen.findByRole('region', { name: '预订详情' }, { timeout: 5000 });
    await vi.waitFor(() => expect(within(summary).getByTestId('actual-amount')).toHaveTextContent('¥516.00'));
    expect(line(summary, '会员价优惠')).toBe('会员价优惠-¥64.00');
    expect(line(summary, '抵用券')).toBe('抵用券-¥30.00');
    expect(line(summary, '积分抵扣（2,600积分）')).toBe('积分抵扣（2,600积分）-¥26.00');
  });

  it('lists them on PayDetail above the amount to pay', async () => {
    logIn();
    stubFetch(demoApi);
    sessionStore.set('revNo', 'R0001');
    sessionStore.set('payImg', 'data:image/png;base64,iVBORw0KGgo=');
    renderRoutes(
      [
        {
          path: '/PayDetail',
          element: <PayDetailView payCode="wxpay" hotelCode="HJ000101" order={paidLess} />,
        },
      ],
      '/PayDetail',
    );
    const panel = await screen.findByRole('region', { name: '扫码支付' });
    expect(line(panel, '房费（门市价）')).toBe('房费（门市价）¥636.00');
    expect(line(panel, '会员价优惠')).toBe('会员价优惠-¥64.00');
    expect(line(panel, '抵用券')).toBe('抵用券-¥30.00');
    expect(line(panel, '积分抵扣（2,600积分）')).toBe('积分抵扣（2,600积分）-¥26.00');
    expect(within(panel).getByText('支付金额 ¥516.00')).toBeInTheDocument();
  });
});
