import { CSRF_HEADER } from '@hotel/shared/admin/auth';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { httpErrorMessage } from '@hotel/shared/messages';
import { ApiError, type CallOptions, createApiClient, type Refusal } from '@hotel/ui/api-client.ts';
import type { z } from 'zod';
import { notify } from './notify.ts';

export { ApiError };

/** Every call of the back office goes to the server's /admin/api. */
export const API_BASE = '/admin/api';

/**
 * How the client reaches the session query without importing React or the query cache; the
 * providers link it (lib/session.ts builds the link).
 */
export interface SessionLink {
  /** The CSRF token of the current session, sent with every state-changing call. */
  csrfToken(): string | undefined;
  /** The server says no one is signed in (any more). */
  ended(): void;
  /** A refusal that may mean the session changed (signed in elsewhere, role changed). */
  changed(): void;
}

let session: SessionLink | undefined;

export function linkSession(link: SessionLink | undefined): void {
  session = link;
}

/**
 * - 401: the session has ended; the session query forgets it and the route guard sends the member
 *   of staff to the sign-in page, which brings them back afterwards. A `quiet` call (sign-in)
 *   shows its 401 itself: a refusal like any other there.
 * - 403: a refused token or right can mean the account changed under us (signed in elsewhere, a
 *   new role): the session is fetched again so the menu and the token match the server. The call
 *   is not repeated: after a change of account it might act for somebody else.
 */
function sessionRefusal({ status, message }: Refusal, quiet: boolean): ApiError | undefined {
  if (status === 401 && !quiet) {
    session?.ended();
    return new ApiError(message || ADMIN_MSG.signInRequired, 401, { shown: true });
  }
  if (status === 403) session?.changed();
  return undefined;
}

/** The back office's calls: the session cookie, the CSRF token, refusals shown as red messages. */
const client = createApiClient({
  fetcher: () => fetch,
  notifyError: notify.error,
  headers(method, headers) {
    const token = method === 'GET' ? undefined : session?.csrfToken();
    if (token) headers.set(CSRF_HEADER, token);
  },
  sessionRefusal,
  showsRefusals: true,
  wordlessRefusal: httpErrorMessage,
  omitsEmptyQuery: true,
});

type AdminCallOptions = Omit<CallOptions, 'body'>;

/** Paths are relative to /admin/api: `adminApi.get('/staff', staffListResponse, { query })`. */
export const adminApi = {
  get: <S extends z.ZodType>(path: string, schema: S, options: AdminCallOptions = {}) =>
    client.request<z.output<S>>('GET', `${API_BASE}${path}`, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options: AdminCallOptions = {}) =>
    client.request<z.output<S>>('POST', `${API_BASE}${path}`, schema, { ...options, body }),
  put: <S extends z.ZodType>(path: string, schema: S, body: unknown, options: AdminCallOptions = {}) =>
    client.request<z.output<S>>('PUT', `${API_BASE}${path}`, schema, { ...options, body }),
  delete: <S extends z.ZodType>(path: string, schema: S, options: AdminCallOptions = {}) =>
    client.request<z.output<S>>('DELETE', `${API_BASE}${path}`, schema, options),
};
