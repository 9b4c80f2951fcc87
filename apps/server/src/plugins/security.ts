import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { SITE_START_SCRIPT_HASH } from '../lib/site-start.ts';

/**
 * Browser features the site never uses (the map shows hotels, it never asks where the guest is),
 * refused for it and anything it might embed. Chromium complains on every page about a name it does
 * not know or has switched off on the platform, so only long-standing features are listed.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The headers helmet sets for these options, worked out once at start: helmet's middleware runs
 * against a response that only records them. @fastify/helmet built helmet's middleware again for
 * every request (parsing the content policy each time), about 40% of a cached read's time; the
 * headers themselves do not depend on the request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder: Pick<ServerResponse, 'setHeader' | 'removeHeader'> = {
    setHeader(name, value) {
      headers[name.toLowerCase()] = String(value);
      return this as ServerResponse;
    },
    removeHeader(name) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as ServerResponse, () => {
    finished = true;
  });
  // helmet sets its headers without waiting on anything; were that to change, this would hand out
  // a partial set, so it refuses to start instead
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * What a JSON answer needs (OWASP REST Security Cheat Sheet): it is never a document, so nothing
 * in it may load or run and no page may frame it; HSTS and CORP as on documents. The document set
 * (content policy, Permissions-Policy, COOP and the rest) governs what a page does; a JSON answer
 * does none of it, and those ~1 KB on every call cost the server and the client per answer.
 */
function apiHeadersFrom(documentHeaders: Record<string, string>): Record<string, string> {
  const sameAsDocuments = ['strict-transport-security', 'cross-origin-resource-policy'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...Object.fromEntries(sameAsDocuments.map((name) => [name, documentHeaders[name]])),
  };
}

export interface SecurityOptions {
  mapTileUrl: string;
  /** Path prefixes whose answers are JSON (or files to download), never a page: the API header set. */
  apiPrefixes: readonly string[];
  /** Path prefixes whose answers hold personal data or credentials: no browser or proxy may keep them. */
  privatePrefixes: readonly string[];
}

/** Security headers; the content policy admits only this server plus the configured map tiles. */
export const security = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const tileOrigin = new URL(options.mapTileUrl.replace('{s}', '1')).origin;
  // Tile servers numbered by {s} (webrd01, webrd02, …) are admitted as *.<rest of the host>.
  const tileSource = options.mapTileUrl.includes('{s}')
    ? tileOrigin.replace(/\/\/[^.]+\./, '//*.')
    : tileOrigin;
  const documentHeaders = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileSource],
        // antd writes its styles at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        // the one inline script: a server-rendered page's start (lib/site-start.ts)
        scriptSrc: ["'self'", SITE_START_SCRIPT_HASH],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  documentHeaders['permissions-policy'] = PERMISSIONS_POLICY;
  const apiHeaders = apiHeadersFrom(documentHeaders);
  const startsAny = (url: string, prefixes: readonly string[]) =>
    prefixes.some((prefix) => url.startsWith(prefix));
  // First thing on every request, so refusals, not-found answers and time-outs carry them too
  // (the error handler keeps the headers already set). Hooks here take `done` rather than being
  // async: every request runs them, and a promise each is measurable on a cached read.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(startsAny(request.url, options.apiPrefixes) ? apiHeaders : documentHeaders);
    done();
  });
  // onSend, so that whatever a route or the error handler set, these answers are never kept
  app.addHook('onSend', (request, reply, payload, done) => {
    if (startsAny(request.url, options.privatePrefixes)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
