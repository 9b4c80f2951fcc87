import { HEAD_OFFICE_CODE, REQUEST_TIMEOUT_MS } from '@hotel/shared/constants';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { crsApi } from '../src/lib/api-client.ts';
import { appStore } from '../src/lib/app-store.ts';
import { onEvent } from '../src/lib/events.ts';
import { persistentStore } from '../src/lib/storage.ts';
import { envelope, jsonResponse, stubFetch, withProviders } from './helpers.tsx';

describe('api client', () => {
  beforeEach(() => {
    appStore.reset();
    // the app around the client, whose toasts it shows
    render(withProviders(null));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the fixed headers, a JSON body and the member token', async () => {
    persistentStore.set('usertoken', 'member-token');
    const fetchMock = stubFetch(() => jsonResponse(envelope([])));

    await crsApi.post('/hotel/getBanner', 'bannerResponse', { HotelCode: HEAD_OFFICE_CODE });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/crsapi/v1/hotel/getBanner');
    const headers = new Headers(init?.headers);
    expect(headers.get('channel')).toBe('officialweb');
    expect(headers.get('groupcode')).toBe(HEAD_OFFICE_CODE);
    expect(headers.get('nonce')).toMatch(/^\d+$/);
    expect(Number(headers.get('timestamp'))).toBeGreaterThan(0);
    expect(headers.get('usertoken')).toBe('member-token');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ HotelCode: HEAD_OFFICE_CODE }));
  });

  it('sends no usertoken header for a visitor', async () => {
    const fetchMock = stubFetch(() => jsonResponse(envelope([])));
    await crsApi.get('/hotel/getGroupCities', 'groupCitiesResponse');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('usertoken')).toBe(false);
  });

  it("rejects a refusal with the server's message and code, left to the screen to show", async () => {
    const body = {
      success: false,
      statusCode: 400,
      message: '验证码错误',
      msg: '验证码错误',
      code: 'SMS_CODE_EXPIRED',
    };
    stubFetch(() => jsonResponse(body, 400));

    await expect(crsApi.post('/user/login', 'loginResponse', {})).rejects.toMatchObject({
      message: '验证码错误',
      status: 400,
      code: 'SMS_CODE_EXPIRED',
      shown: false,
      refused: true,
    });
    expect(screen.queryByText('验证码错误')).not.toBeInTheDocument();
  });

  it('checks an answer against its schema: another shape is 数据异常', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => jsonResponse(envelope([{ cityName: 1 }])));

    await expect(crsApi.get('/hotel/getGroupCities', 'groupCitiesResponse')).rejects.toMatchObject({
      status: 404,
      shown: true,
    });
    expect(await screen.findByText('数据异常')).toBeInTheDocument();
  });

  it('shows the catalogue message for a 500 without our envelope and rejects', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 500 }));

    await expect(crsApi.get('/hotel/getGroupCities', 'groupCitiesResponse')).rejects.toMatchObject({
      status: 500,
    });
    expect(await screen.findByText('服务器错误(500)')).toBeInTheDocument();
  });

  it('shows 网络异常 when there is no answer at all', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });

    await expect(crsApi.get('/hotel/getGroupCities', 'groupCitiesResponse')).rejects.toMatchObject({
      status: undefined,
    });
    expect(await screen.findByText('网络异常')).toBeInTheDocument();
  });

  it('on statusCode 9999 forgets the member, asks for the login modal and rejects: the modal says it', async () => {
    persistentStore.set('usertoken', 'old-token');
    persistentStore.set('username', '张三');
    appStore.reset();
    const loginRequests: { reason?: string }[] = [];
    const off = onEvent('login-modal', (payload) => loginRequests.push(payload));
    stubFetch(() => jsonResponse({ success: false, statusCode: 9999, message: '请先登录', msg: '请先登录' }));

    await expect(crsApi.get('/user/userdetail', 'userDetailResponse')).rejects.toMatchObject({
      status: 9999,
      message: '登录超时',
    });
    off();

    expect(persistentStore.get('usertoken')).toBeUndefined();
    expect(persistentStore.get('username')).toBeUndefined();
    expect(appStore.getState().usertoken).toBeUndefined();
    expect(loginRequests).toEqual([{ reason: '登录超时' }]);
    // no toast beside the modal's own 登录超时 (error-catalogue.test.tsx renders the modal)
    expect(screen.queryByText('登录超时')).not.toBeInTheDocument();
  });

  it('gives up after the time-out with 网络拥堵 (408)', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

    const call = crsApi.get('/hotel/getGroupCities', 'groupCitiesResponse');
    const outcome = expect(call).rejects.toMatchObject({ status: 408, message: '网络拥堵' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await outcome;
  });
});
