import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Text, JSON, JavaScript, XML and SVG; images, fonts and archives are compressed already. */
const COMPRESSIBLE_TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml)|image\/svg\+xml)|\+json(?:;|$)|\+xml(?:;|$)/;

/** A smaller body fits in one packet either way. */
const THRESHOLD_BYTES = 1024;

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

// @fastify/compress's own brotli level for answers made per request
const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => zlib.gzipSync(body),
};

/** Compressed copies of the Buffers the read cache hands out again and again, made once each. */
const copies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

function compressedCopy(body: Buffer, encoding: Encoding): Buffer {
  let known = copies.get(body);
  if (!known) {
    known = {};
    copies.set(body, known);
  }
  known[encoding] ??= compressors[encoding](body);
  return known[encoding];
}

function addVaryAcceptEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (typeof vary === 'string' && /accept-encoding|\*/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** A Buffer answer in the encoding the request accepts, from the copies kept for that Buffer. */
function compressedBuffer(request: FastifyRequest, reply: FastifyReply, payload: Buffer): Buffer {
  if (payload.length < THRESHOLD_BYTES) return payload;
  if (reply.hasHeader('content-encoding') || reply.statusCode === 206) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE_TYPES.test(type)) return payload;
  addVaryAcceptEncoding(reply);
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
  if (!encoding) return payload;
  const compressed = compressedCopy(payload, encoding);
  reply.header('content-encoding', encoding).header('content-length', compressed.length);
  return compressed;
}

/**
 * Compresses answers made per request (API JSON, index.html without a .br/.gz copy, the OpenAPI
 * document) with brotli, else gzip, by the request's Accept-Encoding. Built assets come compressed
 * from the build (lib/precompress.ts); an answer that already has a Content-Encoding is left alone.
 * A Buffer answer (a read-cache hit: plugins/read-cache.ts) is compressed once and its copy reused,
 * so a cached read costs no compression either. Registered before the routes: @fastify/compress
 * hooks each route as it is added, after this plugin's hook.
 */
export const compression = fp(async (app: FastifyInstance) => {
  // `done` rather than async: every answer runs this, and a promise each is measurable
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, Buffer.isBuffer(payload) ? compressedBuffer(request, reply, payload) : payload);
  });
  await app.register(fastifyCompress, {
    encodings: ENCODINGS,
    threshold: THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    // request bodies stay as sent: nothing here accepts a compressed upload
    globalDecompression: false,
  });
});
