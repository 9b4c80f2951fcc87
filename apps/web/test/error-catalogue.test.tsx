import { REQUEST_TIMEOUT_MS } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginModalHost } from '../src/app/login-modal-host.tsx';
import { createQueryClient } from '../src/app/providers.tsx';
import { crsApi } from '../src/lib/api-client.ts';
import { appStore } from '../src/lib/app-store.ts';
import { persistentStore } from '../src/lib/storage.ts';
import { jsonResponse, renderRoutes, stubFetch } from './helpers.tsx';

/**
 * Section 8: one red message per failure. The probe loads like every list of the site, with the
 * app's own query client, so a failed load is asked a second time before the screen gives up: the
 * second failure must not add a second message.
 */

/** How the site retries a failed load (providers.tsx), which the helpers turn off for speed. */
const SITE_RETRY = createQueryClient().getDefaultOptions().queries?.retry;

function Probe() {
  const cities = useQuery({
    queryKey: ['probe'],
    queryFn: () => crsApi.get('/hotel/getGroupCities', 'groupCitiesResponse'),
    retry: SITE_RETRY,
    retryDelay: 10,
  });
  return <p>{cities.isError ? '加载失败' : '加载中'}</p>;
}

function renderProbe() {
  return renderRoutes([{ path: '/', element: <Probe /> }], '/');
}

/** Every HTTP failure of the catalogue: the answer a proxy gives without our envelope, and its text. */
const HTTP_FAILURES: [status: number, text: string][] = [
  [400, '请求错误'],
  [403, '未授权'],
  [404, '数据异常'],
  [408, '网络拥堵'],
  [500, '服务器错误(500)'],
  [501, '服务器错误(501)'],
  [502, '服务器错误(502)'],
  [503, '服务器错误503'],
  [504, '未知错误'],
  [418, '未知错误'],
];

describe('the error catalogue shows one message per failure', () => {
  beforeEach(() => appStore.reset());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  for (const [status, text] of HTTP_FAILURES) {
    it(`shows ${text} once for an HTTP ${status} asked twice`, async () => {
      const fetchMock = stubFetch(() => new Response('<html>gateway</html>', { status }));
      renderProbe();
      expect(await screen.findByText('加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(await screen.findAllByText(text)).toHaveLength(1);
    });
  }

  it('shows 网络异常 once when there is no answer at all, twice', async () => {
    const fetchMock = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderProbe();
    expect(await screen.findByText('加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await screen.findAllByText('网络异常')).toHaveLength(1);
  });

  it('shows 网络拥堵 once when the call times out, twice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    renderProbe();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 50);
    expect(await screen.findByText('加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findAllByText('网络拥堵')).toHaveLength(1);
  });

  it('says 登录超时 once, in the login modal, for statusCode 9999', async () => {
    persistentStore.set('usertoken', 'expired-token');
    persistentStore.set('username', '张三');
    appStore.reset();
    stubFetch(() =>
      jsonResponse({ success: false, statusCode: 9999, message: '请先登录', msg: '请先登录' }, 401),
    );
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <LoginModalHost />
              <Probe />
            </>
          ),
        },
      ],
      '/',
    );
    const form = await screen.findByRole('form', { name: '会员登录' }, { timeout: 5000 });
    expect(await screen.findByText('加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(form.closest('.ant-modal')).toHaveTextContent('登录超时'));
    expect(screen.getAllByText('登录超时')).toHaveLength(1);
    expect(screen.queryByText('请先登录')).not.toBeInTheDocument();
    expect(persistentStore.get('usertoken')).toBeUndefined();
  });
});
