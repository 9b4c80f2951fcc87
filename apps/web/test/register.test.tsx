import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/router.tsx';
import { appStore } from '../src/lib/app-store.ts';
import { demoApi, envelope, jsonResponse, renderRoutes, stubFetch } from './helpers.tsx';

type Reply = { status?: number; body: unknown };

/** The site's calls, with the register and SMS calls answered as the test says. */
function memberApi(replies: { register?: Reply; smscode?: Reply } = {}) {
  return stubFetch((url, init) => {
    const answer = (reply: Reply | undefined, fallback: unknown) =>
      jsonResponse(reply?.body ?? fallback, reply?.status ?? 200);
    if (url.pathname === '/crsapi/v1/user/register')
      return answer(replies.register, envelope(undefined, { message: '注册成功', msg: '注册成功' }));
    if (url.pathname === '/crsapi/v1/user/smscode')
      return answer(replies.smscode, envelope(undefined, { message: '验证码已发送', msg: '验证码已发送' }));
    return demoApi(url, init);
  });
}

/** Types a whole value at once (pasting), which is what the form sees and much faster than keys. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === path,
  );
}

async function openRegister() {
  const user = userEvent.setup();
  const view = renderRoutes(routes, '/register');
  const form = await screen.findByRole('form', { name: '会员注册' });
  return { user, form, ...view };
}

describe('registration', () => {
  beforeEach(() => {
    appStore.reset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the form in the order of section 5 and sends nothing until it passes', async () => {
    const fetchMock = memberApi();
    const { user, form } = await openRegister();
    const submit = within(form).getByRole('button', { name: '立即注册' });
    const expectProblem = async (text: string) => {
      await user.click(submit);
      expect(await within(form).findByText(text)).toBeInTheDocument();
    };

    await expectProblem('请填写完整的姓名');
    await fill(user, within(form).getByLabelText('姓'), '王');
    await expectProblem('请填写完整的姓名');
    await fill(user, within(form).getByLabelText('名'), '小明');
    await expectProblem('请输入正确的手机号');
    await fill(user, within(form).getByLabelText('手机号'), '2380013800');
    await expectProblem('请输入正确的手机号');
    await user.clear(within(form).getByLabelText('手机号'));
    await fill(user, within(form).getByLabelText('手机号'), '13912345678');
    await expectProblem('请输入验证码');
    await fill(user, within(form).getByLabelText('验证码'), '123456');
    await expectProblem('您的密码不符合规则');
    await fill(user, within(form).getByLabelText('密码'), 'abc12');
    await expectProblem('密码不能少于6位');
    await fill(user, within(form).getByLabelText('密码'), '3');
    await expectProblem('两次密码不一致');
    await fill(user, within(form).getByLabelText('确认密码'), 'abc123');
    await user.click(within(form).getByRole('checkbox', { name: /我已阅读并同意/ }));
    await expectProblem('请同意协议');

    expect(callsTo(fetchMock, '/crsapi/v1/user/register')).toHaveLength(0);
  });

  it('starts with the terms agreed and links to the terms and the privacy policy', async () => {
    memberApi();
    const { form } = await openRegister();

    expect(within(form).getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
    expect(within(form).getByRole('link', { name: '《网站使用条款》' })).toHaveAttribute(
      'href',
      '/websiteTermsOfUse',
    );
    expect(within(form).getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
      'href',
      '/privacyPolicy',
    );
  });

  it('sends a registration code only for a valid mobile, then counts down', async () => {
    const fetchMock = memberApi();
    const { user, form } = await openRegister();

    await fill(user, within(form).getByLabelText('手机号'), '1391234');
    await user.click(within(form).getByRole('button', { name: '发送' }));
    expect(await within(form).findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/crsapi/v1/user/smscode')).toHaveLength(0);

    await fill(user, within(form).getByLabelText('手机号'), '5678');
    await user.click(within(form).getByRole('button', { name: '发送' }));
    expect(await within(form).findByRole('button', { name: /^重新发送 \d+s$/ })).toBeDisabled();
    const [call] = callsTo(fetchMock, '/crsapi/v1/user/smscode');
    const url = new URL(String(call?.[0]), 'http://localhost');
    expect(url.searchParams.get('mobile')).toBe('13912345678');
    expect(url.searchParams.get('type')).toBe('1');
    expect(await screen.findByText('验证码已发送')).toBeInTheDocument();
  });

  it('shows why a code was refused, or 稍后再试', async () => {
    memberApi({
      smscode: {
        status: 409,
        body: envelope(undefined, {
          success: false,
          statusCode: 409,
          message: '该手机号已注册',
          msg: '该手机号已注册',
        }),
      },
    });
    const { user, form } = await openRegister();

    await fill(user, within(form).getByLabelText('手机号'), '13912345678');
    await user.click(within(form).getByRole('button', { name: '发送' }));
    expect(await screen.findByText('该手机号已注册')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '发送' })).toBeEnabled();
  });

  async function fillValidForm(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
    await fill(user, within(form).getByLabelText('姓'), '王');
    await fill(user, within(form).getByLabelText('名'), '小明');
    await fill(user, within(form).getByLabelText('手机号'), '13912345678');
    await fill(user, within(form).getByLabelText('验证码'), '654321');
    await fill(user, within(form).getByLabelText('密码'), 'abc123');
    await fill(user, within(form).getByLabelText('确认密码'), 'abc123');
    await user.selectOptions(within(form).getByLabelText('出生日期 年'), '1990');
    await user.selectOptions(within(form).getByLabelText('出生日期 月'), '2');
    await user.selectOptions(within(form).getByLabelText('出生日期 日'), '28');
    await user.click(within(form).getByRole('radio', { name: '女' }));
  }

  it('registers with the spec fields, then offers 登录 and 去首页', async () => {
    const fetchMock = memberApi();
    const { user, form, router } = await openRegister();
    await fillValidForm(user, form);

    await user.click(within(form).getByRole('button', { name: '立即注册' }));

    const dialog = await screen.findByRole('dialog', { name: '注册成功' });
    const [call] = callsTo(fetchMock, '/crsapi/v1/user/register');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      SmsCode: '654321',
      Name: '王小明',
      Surname: '王',
      GivenName: '小明',
      mobile: '13912345678',
      Pwd: 'abc123',
      BirthDay: '28/2/1990',
      Sex: 0,
      // beyond the spec: the agree box, recorded by the server with the documents' versions
      agreed: true,
    });
    expect(screen.getAllByText('注册成功').length).toBeGreaterThan(1); // the message and the dialog
    // Registration does not log in.
    expect(appStore.getState().usertoken).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    // (antd names every dialog's title `test-id` under test, so the login modal is found by its form.)
    expect(await screen.findByRole('form', { name: '会员登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('goes home from the success dialog', async () => {
    memberApi();
    const { user, form, router } = await openRegister();
    await fillValidForm(user, form);
    await user.click(within(form).getByRole('button', { name: '立即注册' }));

    const dialog = await screen.findByRole('dialog', { name: '注册成功' });
    await user.click(within(dialog).getByRole('button', { name: '去首页' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('leaves out a birthday and sex that were not chosen, and refuses half a birthday', async () => {
    const fetchMock = memberApi();
    const { user, form } = await openRegister();
    await fill(user, within(form).getByLabelText('姓'), 'Zhang');
    await fill(user, within(form).getByLabelText('名'), 'San');
    await fill(user, within(form).getByLabelText('手机号'), '13912345678');
    await fill(user, within(form).getByLabelText('验证码'), '654321');
    await fill(user, within(form).getByLabelText('密码'), 'abc123');
    await fill(user, within(form).getByLabelText('确认密码'), 'abc123');
    await user.selectOptions(within(form).getByLabelText('出生日期 年'), '1990');

    await user.click(within(form).getByRole('button', { name: '立即注册' }));
    expect(await within(form).findByText('请选择完整的出生日期')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('出生日期 年'), '');
    await user.click(within(form).getByRole('button', { name: '立即注册' }));

    await screen.findByRole('dialog', { name: '注册成功' });
    const [call] = callsTo(fetchMock, '/crsapi/v1/user/register');
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body).toMatchObject({ Name: 'Zhang San', Surname: 'Zhang', GivenName: 'San' });
    expect(body).not.toHaveProperty('BirthDay');
    expect(body).not.toHaveProperty('Sex');
  });

  it('shows the server message when registration is refused, else 稍后再试', async () => {
    memberApi({
      register: {
        status: 400,
        body: envelope(undefined, {
          success: false,
          statusCode: 400,
          message: '验证码错误',
          msg: '验证码错误',
        }),
      },
    });
    const { user, form } = await openRegister();
    await fillValidForm(user, form);
    await user.click(within(form).getByRole('button', { name: '立即注册' }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '注册成功' })).not.toBeInTheDocument();

    vi.unstubAllGlobals();
    memberApi({
      register: {
        status: 409,
        body: envelope(undefined, { success: false, statusCode: 409, message: '', msg: '' }),
      },
    });
    await user.click(within(form).getByRole('button', { name: '立即注册' }));
    expect(await screen.findByText('稍后再试')).toBeInTheDocument();
  });
});
