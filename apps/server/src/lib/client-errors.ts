import http from 'node:http';
import type { Socket } from 'node:net';
import { STATUS } from '@hotel/shared/api/envelope';
import type { RefusalCode } from '@hotel/shared/api/refusal-codes';
import { MSG } from '@hotel/shared/messages';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope.ts';

/**
 * Answers written before any route or hook runs: Node's parser refusing a request (431 for a
 * request line plus headers over 16 KB, 400 for a malformed one) and Fastify's router refusing a
 * URL (414 for a path parameter over 100 characters, 400 for broken percent-encoding). Left to
 * Fastify they are English JSON without our envelope and without the security headers helmet adds
 * in its onRequest hook, which never runs for them.
 */

type HeaderSet = Record<string, string | string[]>;

/** Headers of the probe answer that describe that answer itself, not the site's policy. */
const OWN_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
  // caching is decided per answer: these refusals are never worth keeping, and some paths
  // (user, order, pay) must never be kept, so they all say no-store
  'cache-control',
]);
/** No route has this path, so the probe gets the not-found envelope through every hook. */
const PROBE_URL = '/crsapi/v1/__security-headers';
const probes = new WeakMap<FastifyInstance, Promise<HeaderSet>>();

/**
 * The security headers an ordinary JSON answer of this app carries (these refusals are JSON too),
 * read once from a real answer rather than copied from plugins/security.ts, so they cannot drift
 * from what every other API answer sends.
 */
export function securityHeaders(app: FastifyInstance): Promise<HeaderSet> {
  let probe = probes.get(app);
  if (!probe) {
    probe = app
      .inject({ method: 'GET', url: PROBE_URL, headers: { 'x-request-id': 'security-headers-probe' } })
      .then((res) => {
        const set: HeaderSet = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (OWN_HEADERS.has(name) || value === undefined) continue;
          set[name] = Array.isArray(value) ? value : String(value);
        }
        return set;
      });
    probes.set(app, probe);
  }
  // A failed probe (the app closing) is tried again next time; this answer goes without.
  return probe.catch(() => {
    probes.delete(app);
    return {};
  });
}

interface ClientErrorAnswer {
  status: number;
  message: string;
  code: RefusalCode;
}

function clientErrorAnswer(code: string | undefined): ClientErrorAnswer {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, message: MSG.headersTooLarge, code: 'HEADERS_TOO_LARGE' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: MSG.timeout, code: 'TIMEOUT' };
  return { status: 400, message: MSG.badRequest, code: 'BAD_REQUEST' };
}

function rawResponse({ status, message, code }: ClientErrorAnswer, headers: HeaderSet): string {
  const body = JSON.stringify(failure(status, message, code));
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    'cache-control: no-store',
  ];
  for (const [name, value] of Object.entries(headers)) {
    for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Fastify's `clientErrorHandler`: Node's parser gave up on the request, so the socket is written directly. */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // a reset connection has nobody to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = clientErrorAnswer(error.code);
  this.log.debug({ err: error, status: answer.status }, 'client error');
  void securityHeaders(this).then((headers) => {
    if (!socket.writable) return socket.destroy();
    socket.end(rawResponse(answer, headers), () => socket.destroy());
  });
}

/** Fastify's `frameworkErrors`: the router refused the URL before any hook ran. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 500);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  const envelope =
    status === 414
      ? failure(414, MSG.uriTooLong, 'URI_TOO_LONG')
      : status < 500
        ? failure(status, MSG.badRequest, 'BAD_REQUEST')
        : failure(STATUS.serverError, MSG.serverError, 'SERVER_ERROR');
  void securityHeaders(request.server).then((headers) => {
    reply
      .headers(headers)
      .header('cache-control', 'no-store')
      .header('x-request-id', request.id)
      .code(status)
      .send(envelope);
  });
}
