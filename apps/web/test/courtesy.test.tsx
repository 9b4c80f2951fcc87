import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/router.tsx';
import { appStore } from '../src/lib/app-store.ts';
import { persistentStore } from '../src/lib/storage.ts';
import { demoApi, envelope, jsonResponse, renderRoutes, stubFetch } from './helpers.tsx';

type Reply = { status?: number; body: unknown };

const member = {
  userName: '王小明',
  moible: '13912345678',
  cardNo: 'GY1234567890',
  vipName: '普通会员',
  score: 1280,
  balance: 5000,
};

const rules = {
  Title: '会员章程',
  Content: '<h3>等级与积分</h3><ul><li>积分在自然年内累计，满一年后清零。</li></ul>',
};

/** The member calls as the server answers them; a saved name is what the next detail shows. */
function memberApi(replies: { detail?: Reply; modify?: Reply; rules?: Reply } = {}) {
  const current = { ...member };
  return stubFetch((url, init) => {
    const answer = (reply: Reply | undefined, fallback: unknown) =>
      jsonResponse(reply?.body ?? fallback, reply?.status ?? 200);
    if (url.pathname === '/crsapi/v1/user/userdetail') return answer(replies.detail, envelope(current));
    if (url.pathname === '/crsapi/v1/user/modifyUser') {
      if (replies.modify) return answer(replies.modify, undefined);
      current.userName = JSON.parse(String(init?.body)).name;
      return jsonResponse(envelope(undefined, { message: '修改成功', msg: '修改成功' }));
    }
    if (url.pathname === '/cms/membership.aspx') return answer(replies.rules, envelope(rules));
    return demoApi(url, init);
  });
}

function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === path,
  );
}

function logIn() {
  persistentStore.set('usertoken', 'member-token');
  persistentStore.set('username', '王小明');
  appStore.reset();
}

/**
 * The member centre of a logged-in member. Buttons are found with `hidden: true` and clicked as
 * plain DOM clicks: with antd's many style tags, jsdom's style look-ups for visibility take
 * seconds per query on a page this size.
 */
async function openCourtesy() {
  const view = renderRoutes(routes, '/courtesy');
  const profile = await screen.findByRole('region', { name: '个人资料' }, { timeout: 5000 });
  return { profile, ...view };
}

describe('member centre', () => {
  beforeEach(() => {
    appStore.reset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows name, mobile, card number, level, points, balance and the membership rules', async () => {
    logIn();
    const fetchMock = memberApi();
    const { profile } = await openCourtesy();

    expect(screen.getByRole('heading', { level: 1, name: '会员中心' })).toBeInTheDocument();
    expect(within(profile).getByLabelText('姓名')).toHaveValue('王小明');
    expect(within(profile).getByLabelText('姓名')).toHaveAttribute('readonly');
    for (const text of ['13912345678', 'GY1234567890', '普通会员', '1,280 分', '¥5,000.00']) {
      expect(within(profile).getByText(text)).toBeInTheDocument();
    }
    expect(await screen.findByText('积分在自然年内累计，满一年后清零。')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/crsapi/v1/user/userdetail');
    expect(new Headers(call?.[1]?.headers).get('usertoken')).toBe('member-token');
    // the card number is kept with the session (section 3)
    expect(persistentStore.get('cardNo')).toBe('GY1234567890');
  });

  it('falls back to the rules text of section 9 when the content service is away', async () => {
    logIn();
    memberApi({
      rules: { status: 404, body: envelope(null, { success: false, statusCode: 404, message: '未找到' }) },
    });
    await openCourtesy();

    expect(
      await screen.findByText('钻石会员须在一个自然年内消费满30次，否则次年降为白金会员。'),
    ).toBeInTheDocument();
  });

  it('edits the name only after 编辑, saves it with 修改成功 and greets with the new name', async () => {
    logIn();
    const fetchMock = memberApi();
    const { profile } = await openCourtesy();

    fireEvent.click(within(profile).getByRole('button', { name: '编辑', hidden: true }));
    const name = within(profile).getByLabelText('姓名');
    expect(name).not.toHaveAttribute('readonly');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(within(profile).getByRole('button', { name: '保存', hidden: true }));
    expect(await within(profile).findByText('请输入姓名')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/crsapi/v1/user/modifyUser')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '王大明' } });
    fireEvent.click(within(profile).getByRole('button', { name: '保存', hidden: true }));

    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/crsapi/v1/user/modifyUser');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ name: '王大明' });
    await vi.waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('王大明'));
    expect(screen.getByLabelText('姓名')).toHaveAttribute('readonly');
    expect(screen.getByText('王大明，欢迎回来')).toBeInTheDocument();
    expect(persistentStore.get('username')).toBe('王大明');
    expect(appStore.getState().username).toBe('王大明');
  });

  it('shows the server message when saving fails, else 修改失败', async () => {
    logIn();
    memberApi({
      modify: {
        status: 400,
        body: envelope(undefined, { success: false, statusCode: 400, message: '姓名不能超过20个字' }),
      },
    });
    const { profile } = await openCourtesy();
    fireEvent.click(within(profile).getByRole('button', { name: '编辑', hidden: true }));
    fireEvent.change(within(profile).getByLabelText('姓名'), { target: { value: '王小明甲' } });
    fireEvent.click(within(profile).getByRole('button', { name: '保存', hidden: true }));
    expect(await screen.findByText('姓名不能超过20个字')).toBeInTheDocument();

    vi.unstubAllGlobals();
    memberApi({
      modify: { status: 500, body: envelope(undefined, { success: false, statusCode: 500, message: '' }) },
    });
    fireEvent.click(within(profile).getByRole('button', { name: '保存', hidden: true }));
    expect(await screen.findByText('修改失败')).toBeInTheDocument();
    expect(persistentStore.get('username')).toBe('王小明');
  });

  it('logs the member out and goes to / when the detail cannot be read', async () => {
    logIn();
    memberApi({
      detail: {
        status: 404,
        body: envelope(null, { success: false, statusCode: 404, message: '会员不存在' }),
      },
    });
    const { router } = renderRoutes(routes, '/courtesy');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
    expect(await screen.findByText('会员信息加载失败，请重新登录')).toBeInTheDocument();
    expect(persistentStore.get('usertoken')).toBeUndefined();
    expect(persistentStore.get('username')).toBeUndefined();
    expect(appStore.getState().usertoken).toBeUndefined();
  });

  it('says 登录超时 and opens the login dialog when the token has expired (9999)', async () => {
    logIn();
    memberApi({
      detail: {
        status: 401,
        body: envelope(undefined, { success: false, statusCode: 9999, message: '登录超时', msg: '登录超时' }),
      },
    });
    const { router } = renderRoutes(routes, '/courtesy');

    const login = await screen.findByRole('form', { name: '会员登录' }, { timeout: 5000 });
    const modal = login.closest<HTMLElement>('.ant-modal');
    expect(modal && within(modal).getByText('登录超时')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(persistentStore.get('usertoken')).toBeUndefined();
    expect(persistentStore.get('username')).toBeUndefined();
  });

  it('keeps a visitor out with 尚未登录', async () => {
    memberApi();
    const { router } = renderRoutes(routes, '/courtesy');
    expect(await screen.findByText('尚未登录', {}, { timeout: 5000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('has a My booking tab with its order tabs', async () => {
    logIn();
    memberApi();
    const { router } = await openCourtesy();

    fireEvent.click(screen.getByRole('tab', { name: '我的预订' }));
    for (const name of ['待入住', '已入住', '待支付', '已完成', '已取消']) {
      expect(await screen.findByRole('tab', { name })).toBeInTheDocument();
    }
    expect(router.state.location.search).toBe('?tab=booking');
  });
});
