import { screen, waitFor } from '@testing-library/react';
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
  refusal,
  renderAdmin,
  route,
  sessionOf,
  sessionRoute,
  stubFetch,
} from './helpers.tsx';

const emptyPage = jsonResponse(envelope({ rows: [], total: 0 }));

describe('a session that ends', () => {
  it('sends the user to the sign-in page on a 401, and back to the same page and filters after signing in', async () => {
    let sessionLive = true;
    const fetchMock = stubFetch(
      route('GET', '/auth/session', () =>
        sessionLive ? jsonResponse(envelope(sessionOf('admin'))) : refusal(401, '请先登录'),
      ),
      hotelsRoute,
      route('GET', '/audit', () => {
        if (!sessionLive) return refusal(401, '登录已过期，请重新登录');
        return emptyPage;
      }),
      route('POST', '/auth/login', () => {
        sessionLive = true;
        return jsonResponse(envelope({ stage: 'signedIn', session: sessionOf('admin') }));
      }),
    );
    // The server ends the session while the page is open; the next call learns it.
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: '经营概况' })).toBeInTheDocument();
    sessionLive = false;
    await router.navigate('/admin/audit?staff=li&page=2');

    await waitFor(() =>
      expect(locationOf(router)).toBe('/admin/login?next=%2Fadmin%2Faudit%3Fstaff%3Dli%26page%3D2'),
    );
    expect(await screen.findByText('登录已过期，请重新登录')).toBeInTheDocument();

    await user.type(await screen.findByLabelText('账号'), 'admin1');
    await user.type(screen.getByLabelText('密码'), 'Secret12345');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/audit?staff=li&page=2'));
    const audits = callsTo(fetchMock, 'GET', '/audit');
    expect(new URL(String(audits.at(-1)?.[0]), 'http://localhost').searchParams.get('staff')).toBe('li');
  });

  it('opens the sign-in page without a message when nobody was signed in', async () => {
    stubFetch(sessionRoute(null));
    const { router } = renderAdmin('/admin/staff');
    await waitFor(() => expect(locationOf(router)).toBe('/admin/login?next=%2Fadmin%2Fstaff'));
    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
    expect(screen.queryByText('登录已过期，请重新登录')).not.toBeInTheDocument();
    expect(screen.queryByText('请先登录')).not.toBeInTheDocument();
  });
});

describe('CSRF and failures', () => {
  it('sends the session token with changes and never with reads', async () => {
    const fetchMock = stubFetch(
      sessionRoute(sessionOf('admin')),
      route('POST', '/auth/totp/setup', () =>
        jsonResponse(
          envelope({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/account');
    await user.click(await screen.findByRole('button', { name: '启用动态验证码' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    const setup = callsTo(fetchMock, 'POST', '/auth/totp/setup')[0];
    expect(headerOf(setup, 'x-csrf-token')).toBe(CSRF);
    expect(setup?.[1]?.credentials).toBe('same-origin');
    expect(headerOf(callsTo(fetchMock, 'GET', '/auth/session')[0], 'x-csrf-token')).toBeNull();
  });

  it('shows a refused token once, in red, and asks the server who is signed in again', async () => {
    const fetchMock = stubFetch(
      sessionRoute(sessionOf('admin')),
      route('POST', '/auth/totp/setup', () => refusal(403, '请求已失效，请刷新页面后重试')),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/account');
    await user.click(await screen.findByRole('button', { name: '启用动态验证码' }));

    const shown = await screen.findByText('请求已失效，请刷新页面后重试');
    expect(shown.closest('.ant-message-error')).not.toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/auth/session')).toHaveLength(2));
    expect(screen.getAllByText('请求已失效，请刷新页面后重试')).toHaveLength(1);
  });

  it('says 网络异常 once when the server cannot be reached', async () => {
    stubFetch(
      sessionRoute(sessionOf('admin')),
      (url) => {
        if (url.pathname === '/admin/api/staff') throw new TypeError('Failed to fetch');
        return undefined;
      },
      hotelsRoute,
    );
    renderAdmin('/admin/staff');
    expect(await screen.findByText('网络异常')).toBeInTheDocument();
    expect(screen.getAllByText('网络异常')).toHaveLength(1);
  });
});
