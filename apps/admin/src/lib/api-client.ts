import { CSRF_HEADER } from '@hotel/shared/admin/auth';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { envelopeBase } from '@hotel/shared/api/envelope';
import { REQUEST_TIMEOUT_MS } from '@hotel/shared/constants';
import { httpErrorMessage } from '@hotel/shared/messages';
import type { z } from 'zod';
import { notify } from './notify.ts';

/** Every call of the back office goes to the server's /admin/api. */
export const API_BASE = '/admin/api';

/**
 * A call that failed. `shown` says whether staff have already been told (the red message, or the
 * sign-in page after a session ended); when it is false the screen shows `message` itself.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly shown: boolean;
  constructor(message: string, status: number | undefined, shown = true) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.shown = shown;
  }
}

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | undefined;

export interface CallOptions {
  /** Query-string parameters; undefined and empty values are left out. */
  query?: Record<string, QueryValue>;
  /**
   * The screen shows a refusal itself, next to the form (sign-in); network failures are still
   * shown here. A 401 is then a refusal like any other, not the end of a session.
   */
  quiet?: boolean;
  timeoutMs?: number;
}

interface RequestOptions<S extends z.ZodType> extends CallOptions {
  method: Method;
  /** JSON, or FormData for uploads. */
  body?: unknown;
  schema: S;
}

function urlOf(path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return `${API_BASE}${path}${text ? `?${text}` : ''}`;
}

function headersOf(method: Method, body: unknown): Headers {
  const headers = new Headers({ accept: 'application/json' });
  // FormData sets its own multipart content type with the boundary.
  if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json');
  const token = method === 'GET' ? undefined : session?.csrfToken();
  if (token) headers.set(CSRF_HEADER, token);
  return headers;
}

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/** Shows the catalogue's words for a failure without our envelope, and rejects. */
function fail(status: number | undefined): never {
  const text = httpErrorMessage(status);
  notify.error(text);
  throw new ApiError(text, status);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function send(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal, credentials: 'same-origin' });
  } catch {
    return fail(controller.signal.aborted ? 408 : undefined);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The one client of /admin/api. It sends JSON with the session cookie, adds the CSRF token to
 * every state-changing call, stops after a time-out and sorts outcomes:
 * - success: the body parsed with the shared schema;
 * - 401: the session has ended; the session query forgets it and the route guard sends the
 *   member of staff to the sign-in page, which brings them back afterwards;
 * - any other refusal: its Chinese message once, as a red message (unless `quiet`);
 * - no answer, or an answer without our envelope: the catalogue's words, once.
 * Every failure rejects with ApiError, so screens add no message of their own.
 */
async function request<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.infer<S>> {
  const { method, body, schema, query, quiet = false, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const response = await send(
    urlOf(path, query),
    { method, headers: headersOf(method, body), body: bodyOf(body) },
    timeoutMs,
  );
  const json = await readJson(response);
  const envelope = envelopeBase.safeParse(json);
  if (!envelope.success) {
    if (response.status === 401 && !quiet) return signedOut(ADMIN_MSG.signInRequired);
    if (!response.ok) fail(response.status);
    reportShape(path, envelope.error);
    fail(404);
  }

  const { success, statusCode, message } = envelope.data;
  if (!success || !response.ok) {
    const status = response.ok ? statusCode : response.status;
    if (status === 401 && !quiet) return signedOut(message);
    // A refused token or right can mean the account changed under us (signed in elsewhere, a new
    // role): refetch the session so the menu and the token match the server again. The call is
    // not repeated: after a change of account it might act for somebody else.
    if (status === 403) session?.changed();
    const text = message || httpErrorMessage(status);
    if (!quiet) notify.error(text);
    throw new ApiError(text, status, !quiet);
  }

  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    reportShape(path, parsed.error);
    fail(404);
  }
  return parsed.data;
}

function signedOut(message: string): never {
  session?.ended();
  throw new ApiError(message || ADMIN_MSG.signInRequired, 401);
}

function reportShape(path: string, error: z.ZodError): void {
  // A wrong shape is a bug between server and web; make it loud in development.
  console.error(`[admin api] ${path}: unexpected response shape`, error.issues);
}

/** Paths are relative to /admin/api: `adminApi.get('/staff', staffListResponse, { query })`. */
export const adminApi = {
  get: <S extends z.ZodType>(path: string, schema: S, options: CallOptions = {}) =>
    request(path, { ...options, method: 'GET', schema }),
  post: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options: CallOptions = {}) =>
    request(path, { ...options, method: 'POST', body, schema }),
  put: <S extends z.ZodType>(path: string, schema: S, body: unknown, options: CallOptions = {}) =>
    request(path, { ...options, method: 'PUT', body, schema }),
  delete: <S extends z.ZodType>(path: string, schema: S, options: CallOptions = {}) =>
    request(path, { ...options, method: 'DELETE', schema }),
};
