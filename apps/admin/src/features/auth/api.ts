import {
  type changePasswordBody,
  type LoginBody,
  type LoginResult,
  loginResponse,
  totpSetupResponse,
} from '@hotel/shared/admin/auth';
import { envelopeBase } from '@hotel/shared/api/envelope';
import type { z } from 'zod';
import { ApiError, adminApi } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';

/**
 * Quiet: the sign-in page shows a refusal (账号或密码错误, the lock, a wrong code) in the form,
 * where it stays while the member of staff types again; and a 401 here is such a refusal, not
 * the end of a session.
 */
export async function signIn(body: LoginBody): Promise<LoginResult> {
  return (await adminApi.post('/auth/login', loginResponse, body, { quiet: true })).data;
}

export async function signOut(): Promise<void> {
  try {
    await adminApi.post('/auth/logout', envelopeBase, undefined, { quiet: true });
  } catch (error) {
    // The session had already ended: signing out has nothing left to do.
    if (error instanceof ApiError && error.status === 401) return;
    if (error instanceof ApiError && !error.shown) notify.error(error.message);
    throw error;
  }
}

export async function changePassword(body: z.input<typeof changePasswordBody>): Promise<void> {
  await adminApi.post('/auth/password', envelopeBase, body);
}

/** A new secret to add to an authenticator app; its first code then switches codes on. */
export async function startTotpSetup() {
  return (await adminApi.post('/auth/totp/setup', totpSetupResponse)).data;
}

export async function enableTotp(code: string): Promise<void> {
  await adminApi.post('/auth/totp/enable', envelopeBase, { code });
}

export async function disableTotp(code: string): Promise<void> {
  await adminApi.post('/auth/totp/disable', envelopeBase, { code });
}
