import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** If-None-Match holds a list of tags or `*`; a GET compares them weakly (RFC 9110, 13.1.2). */
function matchesAny(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The read cache hands out the same Buffer for every hit: its tag is worked out once. */
const tagsOfBuffers = new WeakMap<Buffer, string>();

function etagOf(body: string | Buffer): string {
  const known = typeof body === 'string' ? undefined : tagsOfBuffers.get(body);
  if (known) return known;
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  if (typeof body !== 'string') tagsOfBuffers.set(body, etag);
  return etag;
}

/** The payload to send: the answer itself, or an empty 304 when the client's copy is current. */
function revalidated(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const cacheControl = reply.getHeader('cache-control');
  if (typeof cacheControl === 'string' && cacheControl.includes('no-store')) return payload;
  if (cacheControl === undefined) reply.header('cache-control', 'no-cache');
  const given = reply.getHeader('etag');
  const etag = typeof given === 'string' ? given : etagOf(payload);
  reply.header('etag', etag);
  if (matchesAny(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return '';
  }
  return payload;
}

/**
 * A GET answer made per request (API reads, the OpenAPI document) carries an ETag of its body and,
 * unless its route chose a policy, `Cache-Control: no-cache`: a browser or proxy keeps it, asks
 * again with If-None-Match and gets a 304 without the body while nothing changed. The tag is weak
 * because compression (a later hook) sends other bytes for the same answer. Answers marked no-store
 * (member, order, pay and staff calls: see plugins/security.ts, registered before) get no tag.
 * Files have their own ETag from @fastify/static.
 */
export const revalidation = fp(async (app: FastifyInstance) => {
  // `done` rather than async: every answer runs this, and a promise each is measurable
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, revalidated(request, reply, payload));
  });
});
