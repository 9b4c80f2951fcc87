import type { EnvelopeBase } from '@hotel/shared/api/envelope';
import { STATUS } from '@hotel/shared/api/status';
import { HEAD_OFFICE_CODE, REQUEST_TIMEOUT_MS } from '@hotel/shared/constants';
import { httpErrorMessage, MSG } from '@hotel/shared/messages';
import type { z } from 'zod';
import { emitEvent } from './events.ts';
import { notify } from './notify.ts';
import { clearMemberSession } from './session.ts';
import { persistentStore } from './storage.ts';

/** The two services behind this origin (section 7). */
export const API_BASE = { crs: '/crsapi/v1', cms: '/cms' } as const;

/** A reply in our envelope that says "no": the caller shows `message` (with its own fallback). */
export type FailedEnvelope = EnvelopeBase & { success: false };
/** What a call resolves to: the parsed success body, or the failed envelope. */
export type ApiResult<S extends z.ZodType> = (z.infer<S> & { success: true }) | FailedEnvelope;

/**
 * A call that did not get an answer in our envelope, or whose login expired (status 9999): the
 * guest has already been told (the red catalogue message, or the login modal's 登录超时).
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status: number | undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/**
 * The service answered in our envelope and said no (`dataOf`, or a caller's own check): its
 * message has not been shown yet, so the screen shows it, inline or as its one message.
 */
export class ServiceRefusal extends ApiError {
  constructor(message: string, status: number | undefined) {
    super(message, status);
    this.name = 'ServiceRefusal';
  }
}

type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Query-string parameters; undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** JSON body of a POST. */
  body?: unknown;
  /** Sent as Idempotency-Key by the calls that book or pay (lib/idempotency-key.ts). */
  idempotencyKey?: string | undefined;
}

/** How a call reaches the services: the browser's fetch, or the server's own routes in-process. */
export type ApiFetcher = (url: string, init: RequestInit) => Promise<Response>;

let fetcher: ApiFetcher = (url, init) => fetch(url, init);

/** The server renders pages by calling its routes without a network hop (entry-server.tsx). */
export function setApiFetcher(next: ApiFetcher): void {
  fetcher = next;
}

function randomNonce(): string {
  return String(Math.floor(Math.random() * 1_000_000_000));
}

function headers(hasBody: boolean, idempotencyKey: string | undefined): Headers {
  const result = new Headers({
    accept: 'application/json',
    channel: 'officialweb',
    groupcode: HEAD_OFFICE_CODE,
    nonce: randomNonce(),
    timestamp: String(Date.now()),
  });
  if (hasBody) result.set('content-type', 'application/json');
  const token = persistentStore.get('usertoken');
  if (token) result.set('usertoken', token);
  if (idempotencyKey) result.set('idempotency-key', idempotencyKey);
  return result;
}

function urlOf(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Shows the catalogue message of section 8 and rejects. */
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

/**
 * The one client of both services. It adds the fixed headers and the member token, stops after
 * REQUEST_TIMEOUT_MS, and sorts outcomes:
 * - a reply in our envelope resolves, whatever its HTTP status. When `success` is false the
 *   caller shows the envelope's `message`: the server's Chinese text ("验证码错误") says more
 *   than the generic status text of the catalogue would, so we deliberately do not toast it here;
 * - no reply (network), a time-out (408) or an HTTP failure without our envelope shows the red
 *   catalogue message and rejects with ApiError;
 * - statusCode 9999 (login expired) forgets the member, asks the shell for the login modal (which
 *   says 登录超时) and rejects with ApiError.
 * An ApiError raised here means the guest has been told; callers add no message of their own.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  { method = 'GET', query, body, idempotencyKey }: RequestOptions,
): Promise<ApiResult<S>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetcher(urlOf(path, query), {
      method,
      headers: headers(body !== undefined, idempotencyKey),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch {
    fail(controller.signal.aborted ? 408 : undefined);
  } finally {
    clearTimeout(timer);
  }

  const envelope = await readJson(response);
  if (!isEnvelope(envelope)) {
    if (!response.ok) fail(response.status);
    // 2xx without our envelope: the server broke its contract; make it loud in development.
    console.error(`[api] ${path}: the answer is not in our envelope`);
    fail(404);
  }

  if (envelope.statusCode === STATUS.loginRequired) {
    // The login modal opens saying 登录超时: that is the one message. Rejecting as an ApiError
    // tells the caller it has been explained, so no screen adds its own toast on top.
    clearMemberSession();
    emitEvent('login-modal', { reason: MSG.loginExpired });
    throw new ApiError(MSG.loginExpired, STATUS.loginRequired);
  }
  if (!envelope.success) return { ...envelope, success: false };
  return envelope as unknown as z.infer<S> & { success: true };
}

/** success, statusCode, message and msg: what every answer of ours carries (service-design section 2). */
function isEnvelope(json: unknown): json is EnvelopeBase {
  if (typeof json !== 'object' || json === null) return false;
  const { success, statusCode, message, msg } = json as Record<string, unknown>;
  return (
    typeof success === 'boolean' &&
    Number.isInteger(statusCode) &&
    typeof message === 'string' &&
    typeof msg === 'string'
  );
}

/**
 * Calls name their shared Zod response schema by type only (`crsApi.get<typeof schema>(…)`): the
 * server serialises every answer through that schema, so a 200 in our envelope has its shape
 * already, and the pages do not carry Zod to check it again (docs/decisions.md).
 */
export const crsApi = {
  get: <S extends z.ZodType>(path: string, query?: Record<string, QueryValue>) =>
    apiRequest<S>(`${API_BASE.crs}${path}`, { method: 'GET', query }),
  post: <S extends z.ZodType>(path: string, body: unknown, idempotencyKey?: string) =>
    apiRequest<S>(`${API_BASE.crs}${path}`, { method: 'POST', body, idempotencyKey }),
};

export const cmsApi = {
  get: <S extends z.ZodType>(path: string, query?: Record<string, QueryValue>) =>
    apiRequest<S>(`${API_BASE.cms}${path}`, { method: 'GET', query }),
};

/**
 * For TanStack queries: the data of a successful envelope, or a rejection carrying the server's
 * message, so the component shows its error or empty state instead of a blank.
 */
export async function dataOf<S extends z.ZodType>(call: Promise<ApiResult<S>>): Promise<z.infer<S>> {
  const result = await call;
  if (!result.success) throw new ServiceRefusal(result.message || MSG.tryLater, result.statusCode);
  return result;
}
