import {
  type changePasswordBody,
  type LoginBody,
  type LoginResult,
  loginResponse,
  totpSetupResponse,
} from '@hotel/shared/admin/auth';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { envelopeBase } from '@hotel/shared/api/envelope';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, adminApi } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { sessionQuery } from '../../lib/session.ts';
import { useChange } from '../../lib/use-change.ts';
import { useLeaveSession } from '../../lib/use-leave-session.ts';
import { AUTH_TEXT } from './messages.ts';

/**
 * Quiet: the sign-in page shows a refusal (账号或密码错误, the lock, a wrong code) in the form,
 * where it stays while the member of staff types again; and a 401 here is such a refusal, not
 * the end of a session.
 */
async function signIn(body: LoginBody): Promise<LoginResult> {
  return (await adminApi.post('/auth/login', loginResponse, body, { quiet: true })).data;
}

async function signOut(): Promise<void> {
  try {
    await adminApi.post('/auth/logout', envelopeBase, undefined, { quiet: true });
  } catch (error) {
    // The session had already ended: signing out has nothing left to do.
    if (error instanceof ApiError && error.status === 401) return;
    if (error instanceof ApiError && !error.shown) notify.error(error.message);
    throw error;
  }
}

async function changePassword(body: z.input<typeof changePasswordBody>): Promise<void> {
  await adminApi.post('/auth/password', envelopeBase, body);
}

/** A new secret to add to an authenticator app; its first code then switches codes on. */
async function startTotpSetup() {
  return (await adminApi.post('/auth/totp/setup', totpSetupResponse)).data;
}

async function enableTotp(code: string): Promise<void> {
  await adminApi.post('/auth/totp/enable', envelopeBase, { code });
}

async function disableTotp(code: string): Promise<void> {
  await adminApi.post('/auth/totp/disable', envelopeBase, { code });
}

/**
 * Signing in: the page decides what follows each stage (the code, the first secret, in), so the
 * hook only calls; a refusal stays on the page (quiet above).
 */
export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

/** 退出登录: ends the session on the server, forgets every cached answer, back to the sign-in page. */
export function useSignOut() {
  const leave = useLeaveSession();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      leave();
      notify.success(ADMIN_MSG.signedOut);
    },
  });
}

/** A new password: the server ends every session of the account, this one included, so sign in again. */
export function useChangePassword() {
  const leave = useLeaveSession();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      leave();
      notify.success(`${ADMIN_MSG.passwordChanged}，${AUTH_TEXT.signInAgain}`);
    },
  });
}

/** A secret to scan; nothing changes on the account until its first code (useEnableTotp). */
export function useTotpSetup() {
  return useMutation({ mutationFn: startTotpSetup });
}

/** The session is read again: it says whether codes are on, which the account page shows. */
const SESSION_CHANGED = [sessionQuery().queryKey];

export function useEnableTotp() {
  return useChange(enableTotp, { said: () => ADMIN_MSG.totpEnabled, refresh: SESSION_CHANGED });
}

export function useDisableTotp() {
  return useChange(disableTotp, { said: () => ADMIN_MSG.totpDisabled, refresh: SESSION_CHANGED });
}
