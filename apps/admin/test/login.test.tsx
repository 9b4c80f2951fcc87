import { ADMIN_MSG, addressLockedMessage } from '@hotel/shared/admin/messages';
import { MSG } from '@hotel/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  callsTo,
  envelope,
  jsonResponse,
  locationOf,
  refusal,
  renderAdmin,
  route,
  sessionOf,
  sessionRoute,
  stubFetch,
} from './helpers.tsx';

const signedIn = envelope({ stage: 'signedIn', session: sessionOf('admin') });

async function typeCredentials(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(await screen.findByLabelText('账号'), username);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('sign-in page', () => {
  it('has fields labelled 账号 and 密码 and a button 登录, and checks them before calling', async () => {
    const fetchMock = stubFetch(sessionRoute(null));
    const user = userEvent.setup();
    renderAdmin('/admin/login');

    expect(await screen.findByLabelText('账号')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/login')).toHaveLength(0);
  });

  it('says 账号或密码错误 for a wrong password and stays on the page', async () => {
    stubFetch(
      sessionRoute(null),
      route('POST', '/auth/login', () => refusal(401, '账号或密码错误')),
    );
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/login');

    await typeCredentials(user, 'zhangsan', 'wrong-password1');

    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(locationOf(router)).toBe('/admin/login');
    expect(screen.getByLabelText('密码')).toBeInTheDocument();
  });

  it.each([ADMIN_MSG.accountLocked, addressLockedMessage(54 * 60_000), MSG.tooManyRequests])(
    'shows the 429 message of the server as it is: %s',
    async (locked) => {
      stubFetch(
        sessionRoute(null),
        route('POST', '/auth/login', () => refusal(429, locked)),
      );
      const user = userEvent.setup();
      renderAdmin('/admin/login');

      await typeCredentials(user, 'zhangsan', 'wrong-password1');

      expect(await screen.findByRole('alert')).toHaveTextContent(locked);
    },
  );

  it('signs in and opens the first screen of the role', async () => {
    const fetchMock = stubFetch(
      sessionRoute(null),
      route('POST', '/auth/login', () => jsonResponse(signedIn)),
      route('GET', '/hotels', () => jsonResponse(envelope([]))),
    );
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/login');

    await typeCredentials(user, ' admin1 ', 'Secret12345');

    await waitFor(() => expect(locationOf(router)).toBe('/admin/dashboard'));
    expect(await screen.findByRole('heading', { name: '经营概况' })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/auth/login')[0])).toEqual({
      username: 'admin1',
      password: 'Secret12345',
    });
  });

  it('returns to the page in `next`, but never to another site', async () => {
    stubFetch(
      sessionRoute(null),
      route('POST', '/auth/login', () => jsonResponse(signedIn)),
    );
    const user = userEvent.setup();
    const first = renderAdmin('/admin/login?next=%2Fadmin%2Faudit%3Fstaff%3Dli');
    await typeCredentials(user, 'admin1', 'Secret12345');
    await waitFor(() => expect(locationOf(first.router)).toBe('/admin/audit?staff=li'));
    first.unmount();

    const second = renderAdmin('/admin/login?next=%2F%2Fevil.example%2Fadmin');
    await typeCredentials(user, 'admin1', 'Secret12345');
    await waitFor(() => expect(locationOf(second.router)).toBe('/admin/dashboard'));
  });
});

describe('second factor at sign-in', () => {
  it('asks for the 6-digit code and sends it with the account and password again', async () => {
    const fetchMock = stubFetch(
      sessionRoute(null),
      route('POST', '/auth/login', (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { totp?: string };
        if (!body.totp) return jsonResponse(envelope({ stage: 'totp' }));
        if (body.totp !== '123456') return refusal(401, '动态验证码错误');
        return jsonResponse(signedIn);
      }),
    );
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/login?next=%2Fadmin%2Fstaff');
    await typeCredentials(user, 'admin1', 'Secret12345');

    const code = await screen.findByLabelText('动态验证码');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText('动态验证码应为6位数字')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('动态验证码错误');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/staff'));
    const logins = callsTo(fetchMock, 'POST', '/auth/login');
    expect(bodyOf(logins.at(-1))).toEqual({ username: 'admin1', password: 'Secret12345', totp: '123456' });
  });

  it('shows the secret to add when the group requires codes, then binds with the first code', async () => {
    const otpauthUri =
      'otpauth://totp/%E5%85%89%E5%BD%B1:admin1?secret=JBSWY3DPEHPK3PXP&issuer=%E5%85%89%E5%BD%B1';
    const fetchMock = stubFetch(
      sessionRoute(null),
      route('POST', '/auth/login', (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { totp?: string };
        return body.totp
          ? jsonResponse(signedIn)
          : jsonResponse(envelope({ stage: 'totpSetup', secret: 'JBSWY3DPEHPK3PXP', otpauthUri }));
      }),
    );
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/login');
    await typeCredentials(user, 'admin1', 'Secret12345');

    // The grey placeholder gives way to the drawn code once the QR library has loaded: whichever
    // is found may be replaced a moment later, so the code is found, not held.
    await screen.findByRole('img', { name: '动态验证码二维码' });
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('动态验证码'), '000111');
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));

    await waitFor(() => expect(locationOf(router)).toBe('/admin/dashboard'));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/auth/login').at(-1))).toEqual({
      username: 'admin1',
      password: 'Secret12345',
      totp: '000111',
    });
  });

  it('goes back to the password with the account kept', async () => {
    stubFetch(
      sessionRoute(null),
      route('POST', '/auth/login', () => jsonResponse(envelope({ stage: 'totp' }))),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/login');
    await typeCredentials(user, 'admin1', 'Secret12345');

    await user.click(await screen.findByRole('button', { name: '返回' }));
    expect(await screen.findByLabelText('账号')).toHaveValue('admin1');
    expect(screen.getByLabelText('密码')).toHaveValue('');
  });
});

it('a signed-in member of staff opening the sign-in page goes on to the back office', async () => {
  stubFetch(sessionRoute(sessionOf('editor')));
  const { router } = renderAdmin('/admin/login');
  await waitFor(() => expect(locationOf(router)).toBe('/admin/content'));
});
