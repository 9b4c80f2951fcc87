import type { StaffSession } from '@hotel/shared/admin/auth';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  callsTo,
  envelope,
  jsonResponse,
  locationOf,
  renderAdmin,
  route,
  sessionOf,
  stubFetch,
} from './helpers.tsx';

const OTPAUTH = 'otpauth://totp/%E5%85%89%E5%BD%B1:admin1?secret=JBSWY3DPEHPK3PXP&issuer=%E5%85%89%E5%BD%B1';
const done = () => jsonResponse(envelope(null));

/** The session as the server keeps it: whether codes are on follows what the account page did. */
function accountServer(totpEnabled: boolean) {
  let session: StaffSession = sessionOf('admin', { totpEnabled });
  const setTotp = (on: boolean) => {
    session = sessionOf('admin', { totpEnabled: on });
    return done();
  };
  return stubFetch(
    route('GET', '/auth/session', () => jsonResponse(envelope(session))),
    route('POST', '/auth/totp/setup', () =>
      jsonResponse(envelope({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: OTPAUTH })),
    ),
    route('POST', '/auth/totp/enable', () => setTotp(true)),
    route('POST', '/auth/totp/disable', () => setTotp(false)),
    route('POST', '/auth/password', () => done()),
  );
}

describe('the account page', () => {
  it('switches codes on with the first code, says so and shows 已启用 from the session read again', async () => {
    const fetchMock = accountServer(false);
    const user = userEvent.setup();
    renderAdmin('/admin/account');

    await user.click(await screen.findByRole('button', { name: '启用动态验证码' }));
    // the secret's card imports the QR code's modules on first use: seconds when every suite runs at once
    expect(await screen.findByText('JBSWY3DPEHPK3PXP', {}, { timeout: 8000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('动态验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '确认启用' }));

    expect(await screen.findByText(ADMIN_MSG.totpEnabled)).toBeInTheDocument();
    expect(await screen.findByText('已启用')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '停用动态验证码' })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/auth/totp/enable')[0])).toEqual({ code: '123456' });
  });

  it('switches codes off with a current code and shows 未启用', async () => {
    const fetchMock = accountServer(true);
    const user = userEvent.setup();
    renderAdmin('/admin/account');

    await user.type(await screen.findByLabelText('动态验证码'), '654321');
    await user.click(screen.getByRole('button', { name: '停用动态验证码' }));

    expect(await screen.findByText(ADMIN_MSG.totpDisabled)).toBeInTheDocument();
    expect(await screen.findByText('未启用')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '启用动态验证码' })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/auth/totp/disable')[0])).toEqual({ code: '654321' });
  });

  it('changes the password, then asks to sign in again with it', async () => {
    const fetchMock = accountServer(false);
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/account');

    await user.type(await screen.findByLabelText('当前密码'), 'Secret12345');
    await user.type(screen.getByLabelText('新密码'), 'Better2pass2026');
    await user.type(screen.getByLabelText('确认新密码'), 'Better2pass2026');
    await user.click(screen.getByRole('button', { name: '修改密码' }));

    expect(await screen.findByText(`${ADMIN_MSG.passwordChanged}，请使用新密码重新登录`)).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe('/admin/login'));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/auth/password')[0])).toEqual({
      current: 'Secret12345',
      next: 'Better2pass2026',
    });
  });
});
