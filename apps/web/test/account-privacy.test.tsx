import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/router.tsx';
import { appStore } from '../src/lib/app-store.ts';
import { persistentStore } from '../src/lib/storage.ts';
import { demoApi, envelope, jsonResponse, renderRoutes, stubFetch } from './helpers.tsx';

/** 账号与隐私 in the member centre: 下载我的数据 and 注销账号. */

const member = {
  userName: '王小明',
  moible: '13912345678',
  cardNo: 'GY1234567890',
  vipName: '普通会员',
  score: 0,
  balance: 0,
};

/** A member's data copy in the shape the server sends (the client checks it against the schema). */
const exported = {
  about: '这是您在光影酒店集团官网的个人数据副本',
  exportedAt: '2026-11-27 20:15:00',
  profile: {
    name: '王小明',
    surname: '王',
    givenName: '小明',
    mobile: '13912345678',
    birthday: null,
    sex: null,
    sexName: '未填写',
    cardNo: 'GY1234567890',
    levelName: '普通会员',
    score: 0,
    balance: 0,
    registeredAt: '2026-01-02 10:00:00',
  },
  consents: [],
  orders: [],
  payments: [],
  cardLedger: [],
  points: { balance: 0, entries: [] },
  coupons: [],
  invoices: [],
  logins: [],
};

const OPEN_ORDER = '您有未完成的订单（订单号 202611270001），请在订单完成或取消后再注销账号';

type Reply = { status: number; body: unknown };
const refused = (status: number, message: string): Reply => ({
  status,
  body: envelope(undefined, { success: false, statusCode: status, message, msg: message }),
});
const said = (message: string): Reply => ({
  status: 200,
  body: envelope(undefined, { message, msg: message }),
});

/** The member calls; the closure calls answer from the queues given, one reply per call. */
function accountApi(queues: { code?: Reply[]; close?: Reply[] } = {}) {
  return stubFetch((url, init) => {
    const next = (queue: Reply[] | undefined, fallback: Reply) => {
      const reply = queue?.shift() ?? fallback;
      return jsonResponse(reply.body, reply.status);
    };
    switch (url.pathname) {
      case '/crsapi/v1/user/userdetail':
        return jsonResponse(envelope(member));
      case '/crsapi/v1/user/exportData':
        return jsonResponse(envelope(exported));
      case '/crsapi/v1/user/closeAccountCode':
        return next(queues.code, said('验证码已发送至您的手机'));
      case '/crsapi/v1/user/closeAccount':
        return next(queues.close, said('账号已注销'));
      case '/cms/membership.aspx':
        return jsonResponse(envelope({ Title: '会员章程', Content: '<p>章程</p>' }));
      default:
        return demoApi(url, init);
    }
  });
}

function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === path,
  );
}

/** jsdom's Blob reads through a FileReader. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function logIn() {
  persistentStore.set('usertoken', 'member-token');
  persistentStore.set('username', '王小明');
  appStore.reset();
}

/** The tab, opened by its address; buttons are clicked as plain DOM clicks (see courtesy.test.tsx). */
async function openAccountTab() {
  const view = renderRoutes(routes, '/courtesy?tab=account');
  const panel = await screen.findByRole('tabpanel', { name: '账号与隐私' }, { timeout: 15_000 });
  await within(panel).findByRole('region', { name: '下载我的数据' });
  return { panel, ...view };
}

async function openCloseDialog(panel: HTMLElement) {
  const close = within(panel).getByRole('button', { name: '注销账号', hidden: true });
  await vi.waitFor(() => expect(close).toBeEnabled());
  fireEvent.click(close);
  return screen.findByRole('dialog');
}

describe('账号与隐私', () => {
  beforeEach(() => {
    appStore.reset();
    logIn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the member data as a JSON file named for the card and the day', async () => {
    const fetchMock = accountApi();
    const saved: { name: string; href: string }[] = [];
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:member-data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const { panel } = await openAccountTab();
    // the versions of what was agreed to, linking to the pages
    expect(within(panel).getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
      'href',
      '/privacyPolicy',
    );
    expect(within(panel).getAllByText('版本 2026-11-27')).toHaveLength(2);

    fireEvent.click(within(panel).getByRole('button', { name: '下载我的数据', hidden: true }));

    expect(await screen.findByText('数据文件已开始下载')).toBeInTheDocument();
    expect(saved).toEqual([{ name: '光影会员数据-GY1234567890-2026-11-27.json', href: 'blob:member-data' }]);
    const [call] = callsTo(fetchMock, '/crsapi/v1/user/exportData');
    expect(new Headers(call?.[1]?.headers).get('usertoken')).toBe('member-token');
    const [blob] = blobs;
    expect(blob?.type).toBe('application/json');
    if (!blob) throw new Error('no file');
    expect(JSON.parse(await textOf(blob))).toEqual(exported);
  });

  it('asks for the code, shows why the account cannot close, and closes it once it can: logged out, home', async () => {
    const fetchMock = accountApi({ code: [refused(409, OPEN_ORDER)] });
    const { panel, router } = await openAccountTab();
    const dialog = await openCloseDialog(panel);
    expect(within(dialog).getByText(/所有设备上的登录立即失效/)).toBeInTheDocument();
    expect(within(dialog).getByText('验证码将发送至您的手机 139****5678')).toBeInTheDocument();

    // an open order: the reason, and no code
    fireEvent.click(within(dialog).getByRole('button', { name: '发送', hidden: true }));
    expect(await within(dialog).findByText(OPEN_ORDER)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '发送', hidden: true })).toBeEnabled();

    // no code typed: the form says so, nothing is sent
    fireEvent.click(within(dialog).getByRole('button', { name: '确认注销', hidden: true }));
    expect(await within(dialog).findByText('请输入验证码')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/crsapi/v1/user/closeAccount')).toHaveLength(0);

    // the order settled, the code comes; a wrong one is said at the field
    fireEvent.click(within(dialog).getByRole('button', { name: '发送', hidden: true }));
    expect(await screen.findByText('验证码已发送至您的手机')).toBeInTheDocument();
    expect(within(dialog).queryByText(OPEN_ORDER)).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    const again = accountApi({ close: [refused(400, '验证码错误')] });
    fireEvent.change(within(dialog).getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认注销', hidden: true }));
    expect(await within(dialog).findByText('验证码错误')).toBeInTheDocument();
    expect(persistentStore.get('usertoken')).toBe('member-token');

    fireEvent.change(within(dialog).getByLabelText('验证码'), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认注销', hidden: true }));

    expect(await screen.findByText('账号已注销')).toBeInTheDocument();
    const closes = callsTo(again, '/crsapi/v1/user/closeAccount');
    expect(JSON.parse(String(closes.at(-1)?.[1]?.body))).toEqual({ code: '654321' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(persistentStore.get('usertoken')).toBeUndefined();
    expect(persistentStore.get('username')).toBeUndefined();
    expect(appStore.getState().usertoken).toBeUndefined();
    // no logout call with the ended token (it would only be answered 登录超时)
    expect(callsTo(again, '/crsapi/v1/user/logout')).toHaveLength(0);
    expect(screen.queryByRole('form', { name: '会员登录' })).not.toBeInTheDocument();
  });
});
