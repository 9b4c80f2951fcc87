import type { StaffRow } from '@hotel/shared/admin/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  CSRF,
  callsTo,
  envelope,
  headerOf,
  hotelsRoute,
  jsonResponse,
  renderAdmin,
  route,
  sessionOf,
  sessionRoute,
  stubFetch,
} from './helpers.tsx';

type User = ReturnType<typeof userEvent.setup>;

const rows: StaffRow[] = [
  {
    id: 1,
    username: 'admin1',
    displayName: '张三',
    role: 'admin',
    hotels: [],
    active: true,
    totpEnabled: true,
    lastSignInAt: '2026-03-01 09:30:00',
    createdAt: '2026-01-01 08:00:00',
  },
  {
    id: 7,
    username: 'lixiao',
    displayName: '李晓',
    role: 'frontdesk',
    hotels: [{ hotelCode: 'JN01', name: '光影酒店济南泉城店' }],
    active: true,
    totpEnabled: false,
    lastSignInAt: null,
    createdAt: '2026-02-01 08:00:00',
  },
];

function staffApi() {
  return stubFetch(
    sessionRoute(sessionOf('admin')),
    hotelsRoute,
    route('GET', '/staff', () => jsonResponse(envelope({ rows, total: 42 }))),
    route('POST', '/staff', (_url, init) => {
      const body = JSON.parse(String(init?.body)) as StaffRow;
      return jsonResponse(envelope({ ...rows[1], ...body, id: 9 }));
    }),
    route('PUT', '/staff/7', () => jsonResponse(envelope(rows[1]))),
    route('POST', '/staff/7/password', () => jsonResponse(envelope(undefined))),
  );
}

async function openStaff() {
  const fetchMock = staffApi();
  const user = userEvent.setup();
  const view = renderAdmin('/admin/staff');
  await screen.findByText('lixiao');
  return { fetchMock, user, ...view };
}

async function choose(user: User, field: HTMLElement, option: string) {
  await user.click(field);
  const items = await screen.findAllByTitle(option);
  const last = items.at(-1);
  if (!last) throw new Error(`no option ${option}`);
  await user.click(last);
}

describe('员工与权限', () => {
  it('lists staff with role, hotels, status and paging, and searches by keyword', async () => {
    const { fetchMock, user } = await openStaff();
    const row = screen.getByText('lixiao').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('前台')).toBeInTheDocument();
    expect(within(row).getByText('光影酒店济南泉城店')).toBeInTheDocument();
    expect(within(row).getByText('从未登录')).toBeInTheDocument();
    expect(screen.getByText('admin1（本人）')).toBeInTheDocument();
    expect(screen.getByText('共 42 人')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: '搜索账号或姓名' }), '李{Enter}');
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET', '/staff').at(-1);
      expect(new URL(String(last?.[0]), 'http://localhost').searchParams.get('keyword')).toBe('李');
    });
  });

  it('checks a new account with the server’s rules, then creates it with the CSRF token', async () => {
    const { fetchMock, user } = await openStaff();
    await user.click(screen.getByRole('button', { name: /新增员工/ }));
    const dialog = await screen.findByRole('dialog');
    const form = within(dialog);

    await user.type(form.getByLabelText('账号'), 'a b');
    await user.type(form.getByLabelText('初始密码'), 'short1');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('账号为3-32位字母、数字、下划线或短横线')).toBeInTheDocument();
    expect(await form.findByText('姓名为1-20个字')).toBeInTheDocument();
    expect(form.getByText('角色有误')).toBeInTheDocument();
    expect(form.getByText('密码至少10位，且须同时包含字母和数字')).toBeInTheDocument();

    await user.clear(form.getByLabelText('账号'));
    await user.type(form.getByLabelText('账号'), 'wang_fd');
    await user.type(form.getByLabelText('姓名'), '王芳');
    await choose(user, form.getByLabelText('角色'), '前台');
    await user.clear(form.getByLabelText('初始密码'));
    await user.type(form.getByLabelText('初始密码'), 'Welcome2026');
    await user.type(form.getByLabelText('确认密码'), 'Welcome2027');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请为酒店经理或前台选择所属酒店')).toBeInTheDocument();
    expect(form.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/staff')).toHaveLength(0);

    await choose(user, form.getByLabelText('所属酒店'), '光影酒店北京国贸店（北京）');
    await user.clear(form.getByLabelText('确认密码'));
    await user.type(form.getByLabelText('确认密码'), 'Welcome2026');
    await user.click(form.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/staff')).toHaveLength(1));
    const call = callsTo(fetchMock, 'POST', '/staff')[0];
    expect(bodyOf(call)).toEqual({
      username: 'wang_fd',
      displayName: '王芳',
      role: 'frontdesk',
      hotelCodes: ['BJ01'],
      password: 'Welcome2026',
    });
    expect(headerOf(call, 'x-csrf-token')).toBe(CSRF);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('edits role, hotels and status; a group role sends no hotels', async () => {
    const { fetchMock, user } = await openStaff();
    const row = screen.getByText('lixiao').closest('tr');
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const form = within(await screen.findByRole('dialog'));
    expect(form.getByLabelText('姓名')).toHaveValue('李晓');
    expect(form.getByLabelText('所属酒店')).toBeInTheDocument();

    await choose(user, form.getByLabelText('角色'), '内容编辑');
    await waitFor(() => expect(form.queryByLabelText('所属酒店')).not.toBeInTheDocument());
    await user.click(form.getByRole('switch'));
    await user.click(form.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/staff/7')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT', '/staff/7')[0])).toEqual({
      displayName: '李晓',
      role: 'editor',
      hotelCodes: [],
      active: false,
    });
  });

  it('does not let administrators demote or disable themselves', async () => {
    const { user } = await openStaff();
    const row = screen.getByText('admin1（本人）').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).queryByRole('button', { name: '停用' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const form = within(await screen.findByRole('dialog'));
    expect(form.getByText('不能修改自己的角色')).toBeInTheDocument();
    expect(form.getByRole('switch')).toBeDisabled();
  });

  it('resets a password with the same password rule', async () => {
    const { fetchMock, user } = await openStaff();
    const row = screen.getByText('lixiao').closest('tr');
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: '重置密码' }));
    const form = within(await screen.findByRole('dialog'));

    await user.type(form.getByLabelText('新密码'), 'onlyletters');
    await user.click(form.getByRole('button', { name: '重置密码' }));
    expect(await form.findByText('密码至少10位，且须同时包含字母和数字')).toBeInTheDocument();

    await user.clear(form.getByLabelText('新密码'));
    await user.type(form.getByLabelText('新密码'), 'Reset20260301');
    await user.type(form.getByLabelText('确认密码'), 'Reset20260301');
    await user.click(form.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/staff/7/password')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/staff/7/password')[0])).toEqual({ password: 'Reset20260301' });
  });

  it('disables an account after a confirmation', async () => {
    const { fetchMock, user } = await openStaff();
    const row = screen.getByText('lixiao').closest('tr');
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: '停用' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/staff/7')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT', '/staff/7')[0])).toEqual({
      displayName: '李晓',
      role: 'frontdesk',
      hotelCodes: ['JN01'],
      active: false,
    });
  });
});
