import type { RefusalCode } from '@hotel/shared/api/refusal-codes';
import { REQUEST_TIMEOUT_MS } from '@hotel/shared/constants';
import { httpErrorMessage } from '@hotel/shared/messages';

/**
 * What the site and the back office do with every call to their server, once: the time-out, our
 * envelope, the answer checked against the call's shared response schema, and one way to fail.
 * Each app makes its client with `createApiClient`, saying only what is its own (headers, what a
 * refusal of its session means, whether its screens or the client show refusals).
 */

/**
 * A call that failed. `shown` says whether the person has been told already (the catalogue's red
 * message, the sign-in page, the login modal); when it is false the screen shows `message` itself,
 * at the field it is about or as its one message. `code` is the refusal's code when the server
 * refused (`ORDER_NOT_REFUNDABLE` …).
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: RefusalCode | undefined;
  readonly shown: boolean;
  /** The server answered in our envelope and said no (so a call's Idempotency-Key was used up). */
  readonly refused: boolean;
  constructor(
    message: string,
    status: number | undefined,
    options: { code?: RefusalCode | undefined; shown: boolean; refused?: boolean },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.shown = options.shown;
    this.refused = options.refused ?? false;
  }
}

export type QueryValue = string | number | boolean | undefined;

/** What checks an answer: a call's shared Zod response schema (only its safeParse is used). */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } };
}
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/** A refusal, before it is thrown: `status` is the HTTP status, else the envelope's. */
export interface Refusal {
  status: number;
  /** The envelope's own statusCode (9999: the member's login expired), when there is an envelope. */
  statusCode: number | undefined;
  message: string;
  code: RefusalCode | undefined;
}

export interface ApiClientSettings {
  /** How a call reaches the server (the browser's fetch; the server's own routes when it renders). */
  fetcher: () => Fetcher;
  /** What the client says itself: the catalogue's words for a failure, and refusals unless quiet. */
  notifyError: (text: string) => void;
  /** The headers of a call, beyond accept and the JSON content type. */
  headers: (method: Method, headers: Headers) => void;
  /**
   * A refusal that is about the session (a login expired, a session ended): the app acts (forgets
   * the member, opens the login modal, sends staff to sign in) and returns the error to throw,
   * already shown; undefined for any other refusal.
   */
  sessionRefusal?: (refusal: Refusal, quiet: boolean) => ApiError | undefined;
  /** Whether the client shows a refusal as a red message when the call does not say `quiet`. */
  showsRefusals: boolean;
  /**
   * The words of a refusal that came without a message of its own: the catalogue's for its status
   * (the back office), or '' where each screen has its own (the site's 稍后再试, 修改失败 …).
   */
  wordlessRefusal: (status: number) => string;
  /** Query parameters with an empty string are left out too (the back office's filters). */
  omitsEmptyQuery?: boolean;
}

export interface CallOptions {
  query?: Record<string, QueryValue>;
  /** JSON, or FormData for uploads. */
  body?: unknown;
  /** The screen shows a refusal itself; failures without an answer are still shown by the client. */
  quiet?: boolean;
  /** Headers of this call only (the Idempotency-Key of a booking). */
  headers?: Record<string, string | undefined>;
  timeoutMs?: number;
}

interface EnvelopeFields {
  success: boolean;
  statusCode: number;
  message: string;
  code?: RefusalCode;
}

/** success, statusCode, message and msg: what every answer of ours carries (service-design section 2). */
function isEnvelope(json: unknown): json is EnvelopeFields {
  if (typeof json !== 'object' || json === null) return false;
  const { success, statusCode, message, msg } = json as Record<string, unknown>;
  return (
    typeof success === 'boolean' &&
    Number.isInteger(statusCode) &&
    typeof message === 'string' &&
    typeof msg === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export function createApiClient(settings: ApiClientSettings) {
  /** Shows the catalogue's words for a failure without our envelope, and rejects. */
  function fail(status: number | undefined): never {
    const text = httpErrorMessage(status);
    settings.notifyError(text);
    throw new ApiError(text, status, { shown: true });
  }

  function urlOf(path: string, query: Record<string, QueryValue> | undefined): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || (settings.omitsEmptyQuery && value === '')) continue;
      params.set(key, String(value));
    }
    const text = params.toString();
    return text ? `${path}?${text}` : path;
  }

  /** The schema once loaded (it may come with the call, beside the answer); undefined if it could not be. */
  async function loaded<T>(
    schema: AnswerSchema<T> | Promise<AnswerSchema<T>>,
  ): Promise<AnswerSchema<T> | undefined> {
    try {
      return await schema;
    } catch {
      return undefined;
    }
  }

  async function send(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await settings.fetcher()(url, {
        ...init,
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch {
      return fail(controller.signal.aborted ? 408 : undefined);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Sends a call and sorts its outcome:
   * - success: the answer, checked against `schema`; an answer of another shape is a bug between
   *   server and page (a page older than the server, say), shown as the catalogue's 数据异常;
   * - a refusal about the session: what the app's `sessionRefusal` does;
   * - any other refusal: rejects with its Chinese message and code, shown as a red message by the
   *   client when it `showsRefusals` and the call is not `quiet`, else left to the screen;
   * - no answer, a time-out or an answer without our envelope: the catalogue's words, once.
   * Every failure rejects with ApiError; `shown` tells the screen whether to say anything.
   */
  async function request<T>(
    method: Method,
    path: string,
    schema: AnswerSchema<T> | Promise<AnswerSchema<T>>,
    options: CallOptions = {},
  ): Promise<T> {
    const { body, query, quiet = !settings.showsRefusals, timeoutMs = REQUEST_TIMEOUT_MS } = options;
    const checker = loaded(schema);
    const headers = new Headers({ accept: 'application/json' });
    // FormData sets its own multipart content type with the boundary.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers.set('content-type', 'application/json');
    settings.headers(method, headers);
    for (const [name, value] of Object.entries(options.headers ?? {})) if (value) headers.set(name, value);
    const response = await send(
      urlOf(path, query),
      { method, headers, body: body === undefined ? undefined : isForm ? body : JSON.stringify(body) },
      timeoutMs,
    );

    const json = await readJson(response);
    if (!isEnvelope(json)) {
      if (!response.ok) {
        const refusal = { status: response.status, statusCode: undefined, message: '', code: undefined };
        const handled = settings.sessionRefusal?.(refusal, quiet);
        if (handled) throw handled;
        fail(response.status);
      }
      console.error(`[api] ${path}: the answer is not in our envelope`);
      fail(404);
    }

    if (!json.success || !response.ok) {
      const status = response.ok ? json.statusCode : response.status;
      const refusal = {
        status,
        statusCode: json.statusCode,
        message: json.message || settings.wordlessRefusal(status),
        code: json.code,
      };
      const handled = settings.sessionRefusal?.(refusal, quiet);
      if (handled) throw handled;
      if (!quiet) settings.notifyError(refusal.message || httpErrorMessage(status));
      throw new ApiError(refusal.message, status, { code: refusal.code, shown: !quiet, refused: true });
    }

    const check = await checker;
    // The code that checks answers did not load: the network failed the way a call would.
    if (!check) fail(undefined);
    const parsed = check.safeParse(json);
    if (!parsed.success) {
      console.error(`[api] ${path}: unexpected answer`, parsed.error.issues);
      fail(404);
    }
    return parsed.data;
  }

  return { request };
}
