import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/router.tsx';
import { appStore } from '../src/lib/app-store.ts';
import { emitEvent } from '../src/lib/events.ts';
import { persistentStore } from '../src/lib/storage.ts';
import { demoApi, envelope, jsonResponse, renderRoutes, stubFetch } from './helpers.tsx';

type Reply = { status?: number; body: unknown };
type User = ReturnType<typeof userEvent.setup>;

const loggedIn = envelope({ token: 'fresh-token', name: '王小明' }, { message: '登录成功', msg: '登录成功' });

function memberApi(login: Reply = { body: loggedIn }) {
  return stubFetch((url, init) => {
    if (url.pathname === '/crsapi/v1/user/login') return jsonResponse(login.body, login.status ?? 200);
    if (url.pathname === '/crsapi/v1/user/smscode')
      return jsonResponse(envelope(undefined, { message: '验证码已发送' }));
    if (url.pathname === '/crsapi/v1/user/logout')
      return jsonResponse(envelope(undefined, { message: '已退出登录' }));
    return demoApi(url, init);
  });
}

function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === path,
  );
}

async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function modalOf(form: HTMLElement): HTMLElement {
  const modal = form.closest<HTMLElement>('.ant-modal');
  if (!modal) throw new Error('the login form is not in a modal');
  return modal;
}

/** The register page with the login modal opened by its event (antd names every dialog `test-id` under test). */
async function openLogin(reason?: string) {
  const user = userEvent.setup();
  const view = renderRoutes(routes, '/register');
  await screen.findByRole('form', { name: '会员注册' }, { timeout: 5000 });
  act(() => emitEvent('login-modal', { reason }));
  const form = await screen.findByRole('form', { name: '会员登录' });
  return { user, form, ...view };
}

describe('login modal', () => {
  beforeEach(() => {
    appStore.reset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a valid mobile and a code, both with 请输入正确的手机号', async () => {
    const fetchMock = memberApi();
    const { user, form } = await openLogin();

    await user.click(within(form).getByRole('button', { name: '登录' }));
    expect(await within(form).findByText('请输入正确的手机号')).toBeInTheDocument();
    await fill(user, within(form).getByLabelText('手机号'), '13912345678');
    await user.click(within(form).getByRole('button', { name: '登录' }));
    // the empty code gets the mobile's message, as the spec says
    expect(await within(form).findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(within(form).getByLabelText('验证码')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/crsapi/v1/user/login')).toHaveLength(0);
  });

  it('sends a login code (type 2) and counts down', async () => {
    const fetchMock = memberApi();
    const { user, form } = await openLogin();

    await fill(user, within(form).getByLabelText('手机号'), '13912345678');
    await user.click(within(form).getByRole('button', { name: '发送' }));

    expect(await within(form).findByRole('button', { name: /^重新发送 \d+s$/ })).toBeDisabled();
    const [call] = callsTo(fetchMock, '/crsapi/v1/user/smscode');
    expect(new URL(String(call?.[0]), 'http://localhost').searchParams.get('type')).toBe('2');
  });

  it('logs in: stores token and name, empties the fields, closes and says 登录成功', async () => {
    const fetchMock = memberApi();
    const { user, form } = await openLogin();

    await fill(user, within(form).getByLabelText('手机号'), '13912345678');
    await fill(user, within(form).getByLabelText('验证码'), '123456');
    await user.click(within(form).getByRole('button', { name: '登录' }));

    expect(await screen.findByText('登录成功')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/crsapi/v1/user/login');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ mobile: '13912345678', code: '123456', mode: 1 });
    expect(persistentStore.get('usertoken')).toBe('fresh-token');
    expect(persistentStore.get('username')).toBe('王小明');
    expect(appStore.getState()).toMatchObject({ usertoken: 'fresh-token', username: '王小明' });
    // closing (jsdom never ends antd's leave motion, so the class is what shows it)
    expect(modalOf(form)).toHaveClass('ant-zoom-leave');

    // opened again, the fields are empty
    act(() => emitEvent('login-modal', {}));
    await vi.waitFor(() => expect(modalOf(form)).not.toHaveClass('ant-zoom-leave'));
    expect(within(form).getByLabelText('手机号')).toHaveValue('');
    expect(within(form).getByLabelText('验证码')).toHaveValue('');
  });

  it('shows the server message when the code is refused, else 稍后再试', async () => {
    memberApi({
      status: 400,
      body: envelope(undefined, {
        success: false,
        statusCode: 400,
        message: '验证码错误',
        msg: '验证码错误',
      }),
    });
    const { user, form } = await openLogin();
    await fill(user, within(form).getByLabelText('手机号'), '13912345678');
    await fill(user, within(form).getByLabelText('验证码'), '000000');
    await user.click(within(form).getByRole('button', { name: '登录' }));

    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(persistentStore.get('usertoken')).toBeUndefined();
    expect(modalOf(form)).not.toHaveClass('ant-zoom-leave');

    vi.unstubAllGlobals();
    memberApi({
      status: 429,
      body: envelope(undefined, { success: false, statusCode: 429, message: '', msg: '' }),
    });
    await user.click(within(form).getByRole('button', { name: '登录' }));
    expect(await screen.findByText('稍后再试')).toBeInTheDocument();
  });

  it('shows the reason it was opened for, such as 登录超时', async () => {
    memberApi();
    const { form } = await openLogin('登录超时');
    expect(within(modalOf(form)).getByText('登录超时')).toBeInTheDocument();
  });

  it('opens the register page on login-or-register for a visitor only', async () => {
    memberApi();
    const { router } = renderRoutes(routes, '/home');
    await screen.findByRole('form', { name: '酒店查询' }, { timeout: 5000 });

    act(() => emitEvent('login-or-register', {}));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/register'));

    persistentStore.set('usertoken', 'member-token');
    appStore.reset();
    await act(() => router.navigate('/home'));
    act(() => emitEvent('login-or-register', {}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/home');
  });
});

describe('session', () => {
  beforeEach(() => {
    appStore.reset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is restored at start-up from the stored token and name', () => {
    persistentStore.set('usertoken', 'stored-token');
    persistentStore.set('username', '李四');
    appStore.reset();
    expect(appStore.getState()).toMatchObject({ usertoken: 'stored-token', username: '李四' });
  });

  it('greets the member in the sidebar and logs out: token and name gone, back to /', async () => {
    persistentStore.set('usertoken', 'stored-token');
    persistentStore.set('username', '李四');
    appStore.reset();
    const fetchMock = memberApi();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/register');

    // jsdom applies no @media: the phone's menu button stays hidden as on a desktop (the browser
    // journeys open it at 375 px)
    await user.click(await screen.findByRole('button', { name: '打开菜单', hidden: true }));
    expect(await screen.findByText('您好，李四')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '退出登录' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(persistentStore.get('usertoken')).toBeUndefined();
    expect(persistentStore.get('username')).toBeUndefined();
    expect(appStore.getState().usertoken).toBeUndefined();
    // the server ends the token too
    const [call] = callsTo(fetchMock, '/crsapi/v1/user/logout');
    expect(new Headers(call?.[1]?.headers).get('usertoken')).toBe('stored-token');
  });

  it('shows the follow-us QR in the sidebar for a visitor', async () => {
    memberApi();
    const user = userEvent.setup();
    renderRoutes(routes, '/register');

    await user.click(await screen.findByRole('button', { name: '打开菜单', hidden: true }));
    expect(await screen.findByText('微信扫码，关注我们')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
  });
});
