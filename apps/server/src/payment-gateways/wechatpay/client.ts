import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { WechatPaySettings } from './settings.ts';
import { authorizationHeader, carriesSignature, signatureHeadersFrom, signatureRefusal } from './signing.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;

const USER_AGENT = `hotel-server wechatpay-apiv3 (node/${process.versions.node})`;

/**
 * A call WeChat Pay did not accept, or whose answer we do not trust. `code` is WeChat Pay's error
 * code (ORDER_NOT_EXIST, SIGN_ERROR …) or ours: ANSWER_REFUSED (signature check failed), BAD_ANSWER,
 * TIMEOUT, UNREACHABLE. `verified` says WeChat Pay's signature on the error answer was checked.
 */
export class WechatPayError extends Error {
  override readonly name = 'WechatPayError';
  readonly code: string;
  readonly status: number | undefined;
  readonly verified: boolean;

  constructor(
    code: string,
    message: string,
    details: { status?: number; verified?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.code = code;
    this.status = details.status;
    this.verified = details.verified ?? false;
  }
}

export interface WechatPayAnswer {
  status: number;
  /** The JSON answer; {} for 204 No Content. */
  body: Record<string, unknown>;
}

export type WechatPayCall = (
  method: 'GET' | 'POST',
  pathAndQuery: string,
  body?: object,
) => Promise<WechatPayAnswer>;

export interface WechatPayClientOptions {
  timeoutMs: number;
  log?: FastifyBaseLogger | undefined;
}

/**
 * Signed calls to the API v3. Every answer WeChat Pay signed is verified over its raw body before
 * anything in it is read; a 2xx answer must be signed. Error answers become a WechatPayError with
 * WeChat Pay's code (verified when it signed them: it does not sign, for one, a 401 SIGN_ERROR).
 */
export function wechatPayClient(settings: WechatPaySettings, options: WechatPayClientOptions): WechatPayCall {
  return async (method, pathAndQuery, body) => {
    const target = new URL(`${settings.baseUrl}${pathAndQuery}`);
    const path = target.pathname;
    const bodyText = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'User-Agent': USER_AGENT,
      Authorization: authorizationHeader(
        settings,
        { method, pathAndQuery: `${target.pathname}${target.search}`, body: bodyText },
        new Date(),
      ),
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    let raw: string;
    try {
      response = await fetch(target, {
        method,
        headers,
        body: body === undefined ? undefined : bodyText,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      raw = await response.text();
    } catch (cause) {
      if (cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError')) {
        throw new WechatPayError(
          'TIMEOUT',
          `WeChat Pay did not answer ${method} ${path} in ${options.timeoutMs} ms`,
        );
      }
      throw new WechatPayError('UNREACHABLE', `WeChat Pay could not be reached for ${method} ${path}`, {
        cause,
      });
    }

    const { status } = response;
    const succeeded = status >= 200 && status < 300;
    const signature = signatureHeadersFrom((name) => response.headers.get(name) ?? undefined);
    const signed = carriesSignature(signature);
    if (succeeded || signed) {
      const refusal = signatureRefusal(settings, signature, raw, new Date());
      if (refusal) {
        options.log?.warn({ method, path, status, reason: refusal }, 'WeChat Pay answer refused');
        throw new WechatPayError(
          'ANSWER_REFUSED',
          `WeChat Pay answer to ${method} ${path} refused: ${refusal}`,
          {
            status,
          },
        );
      }
    }

    const parsed = jsonObjectFrom(raw);
    if (!succeeded) {
      const code = typeof parsed?.code === 'string' ? parsed.code : `HTTP_${status}`;
      const said = typeof parsed?.message === 'string' ? ` (${parsed.message})` : '';
      throw new WechatPayError(code, `WeChat Pay refused ${method} ${path}: ${status} ${code}${said}`, {
        status,
        verified: signed,
      });
    }
    if (!parsed)
      throw new WechatPayError('BAD_ANSWER', `WeChat Pay answered ${method} ${path} with no JSON object`);
    return { status, body: parsed };
  };
}

function jsonObjectFrom(raw: string): Record<string, unknown> | undefined {
  if (raw === '') return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The fields of a verified answer this adapter relies on, or a BAD_ANSWER error. */
export function answerFields<Schema extends z.ZodType>(
  schema: Schema,
  answer: WechatPayAnswer,
  what: string,
): z.output<Schema> {
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success)
    throw new WechatPayError('BAD_ANSWER', `WeChat Pay's answer to ${what} lacks expected fields`);
  return parsed.data;
}
