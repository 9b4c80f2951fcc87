import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayDetailView } from '../src/features/booking/pay-detail.tsx';
import { cashierPage } from '../src/features/booking/wechat.ts';
import { appStore } from '../src/lib/app-store.ts';
import { persistentStore, sessionStore } from '../src/lib/storage.ts';
import { demoApi, envelope, jsonResponse, renderRoutes, stubFetch } from './helpers.tsx';

const PAY_URL = 'http://localhost/sandbox/cashier/PAY0001';
const payDetailRoutes = [
  { path: '/PayDetail', element: <PayDetailView payCode="wxpay" hotelCode="HJ000101" /> },
  { path: '/home', element: <p>首页</p> },
  { path: '/PayState', element: <p>预约成功</p> },
];

/** checkpayret answers 等待支付 until `paidAfter` checks have been made (never by default). */
function checkApi(paidAfter = Number.POSITIVE_INFINITY) {
  let checks = 0;
  return stubFetch((url, init) => {
    if (url.pathname !== '/crsapi/v1/pay/checkpayret') return demoApi(url, init);
    checks += 1;
    const paid = checks >= paidAfter;
    return jsonResponse(
      envelope(
        { paid, state: paid ? 1 : 0, payResult: paid ? 1 : 0 },
        paid ? {} : { success: false, message: '等待支付', msg: '等待支付' },
      ),
    );
  });
}

function checksMade(fetchMock: ReturnType<typeof stubFetch>): number {
  return fetchMock.mock.calls.filter(([input]) => String(input).includes('/pay/checkpayret')).length;
}

function openPayDetail() {
  persistentStore.set('usertoken', 'member-token');
  appStore.reset();
  sessionStore.set('revNo', 'R0001');
  sessionStore.set('payImg', 'data:image/png;base64,iVBORw0KGgo=');
  sessionStore.set('payUrl', PAY_URL);
  return renderRoutes(payDetailRoutes, '/PayDetail?payCode=wxpay&hotelCode=HJ000101');
}

/** Lets the page's one-second countdown run `seconds` times, a render after each. */
async function waitSeconds(seconds: number): Promise<void> {
  for (let i = 0; i < seconds; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
}

/** The open confirm that says `text`. */
function confirmSaying(text: RegExp): HTMLElement {
  const content = screen.getByText(text);
  return content.closest<HTMLElement>('.ant-modal') ?? document.body;
}

beforeEach(() => {
  appStore.reset();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PayDetail', () => {
  it('shows the QR code and counts down from 120 seconds', async () => {
    checkApi();
    openPayDetail();
    expect(screen.getByText('支付剩余时间：120秒')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '微信支付二维码' })).toBeInTheDocument();
    expect(screen.getByText('请使用微信扫描二维码完成支付')).toBeInTheDocument();
    await waitSeconds(1);
    expect(screen.getByText('支付剩余时间：119秒')).toBeInTheDocument();
    await waitSeconds(9);
    expect(screen.getByText('支付剩余时间：110秒')).toBeInTheDocument();
  });

  it('asks at 0 whether to go home, and goes home when the guest agrees', async () => {
    checkApi();
    const { router } = openPayDetail();
    await waitSeconds(119);
    expect(screen.getByText('支付剩余时间：1秒')).toBeInTheDocument();
    expect(screen.queryByText(/支付即将超时/)).toBeNull();
    await waitSeconds(1);
    expect(screen.getByText('支付剩余时间：0秒')).toBeInTheDocument();
    const dialog = confirmSaying(/支付即将超时/);
    expect(within(dialog).getAllByText('提示').length).toBeGreaterThan(0);
    // the countdown waits while the question is open
    await waitSeconds(3);
    expect(screen.getByText('支付剩余时间：0秒')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '确定', hidden: true }));
    });
    expect(router.state.location.pathname).toBe('/home');
  });

  it('asks before cancelling; declining starts the countdown again from 120', async () => {
    checkApi();
    const { router } = openPayDetail();
    await waitSeconds(30);
    expect(screen.getByText('支付剩余时间：90秒')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '取消支付' }));
    const dialog = confirmSaying(/此操作将取消支付该订单/);
    expect(within(dialog).getByText(/是否继续\?/)).toBeInTheDocument();
    expect(within(dialog).getAllByText('提示').length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '取消', hidden: true }));
    });
    expect(screen.getByText('支付剩余时间：120秒')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/PayDetail');
    await waitSeconds(1);
    expect(screen.getByText('支付剩余时间：119秒')).toBeInTheDocument();
  });

  it('goes home when the guest confirms the cancel', async () => {
    checkApi();
    const { router } = openPayDetail();
    fireEvent.click(screen.getByRole('button', { name: '取消支付' }));
    const dialog = confirmSaying(/此操作将取消支付该订单/);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '确定', hidden: true }));
    });
    expect(router.state.location.pathname).toBe('/home');
  });

  it('checks the payment every 2 seconds and replaces itself with PayState once paid', async () => {
    const fetchMock = checkApi(3);
    const { router } = openPayDetail();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(checksMade(fetchMock)).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(checksMade(fetchMock)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(checksMade(fetchMock)).toBe(2);
    expect(router.state.location.pathname).toBe('/PayDetail');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(checksMade(fetchMock)).toBe(3);
    expect(router.state.location.pathname).toBe('/PayState');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('预约成功')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([, init]) => init?.body).filter(Boolean)).toContainEqual(
      JSON.stringify({ revNo: 'R0001', hotelCode: 'HJ000101' }),
    );
  });

  it('sends a guest inside WeChat straight to the cashier page', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.47 NetType/WIFI',
    );
    const open = vi.spyOn(cashierPage, 'open').mockImplementation(() => undefined);
    checkApi();
    openPayDetail();
    expect(open).toHaveBeenCalledWith(PAY_URL);
  });

  it('replaces itself with the confirmation of the stored order once paid', async () => {
    checkApi(1);
    sessionStore.set('id', 7);
    const { router } = openPayDetail();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/PayState');
    expect(router.state.location.search).toBe('?id=7');
  });

  it('offers 打开微信支付 as the main action on a phone, the QR code for another device below it', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    checkApi();
    openPayDetail();
    const open = screen.getByRole('link', { name: '打开微信支付' });
    expect(open).toHaveAttribute('href', PAY_URL);
    const qr = screen.getByRole('img', { name: '微信支付二维码' });
    expect(open.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('或使用另一台设备的微信扫描二维码支付')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '在新窗口打开支付页面' })).toBeNull();
  });

  it('stays on the QR code in any other browser', () => {
    const open = vi.spyOn(cashierPage, 'open').mockImplementation(() => undefined);
    checkApi();
    openPayDetail();
    expect(open).not.toHaveBeenCalled();
  });
});
