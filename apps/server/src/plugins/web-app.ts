import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MSG } from '@hotel/shared/messages';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { frameworkErrors } from '../lib/client-errors.ts';
import { failure } from '../lib/envelope.ts';
import { createPageRenderer } from '../lib/page-renderer.ts';
import { PRECOMPRESSED_EXTENSIONS } from '../lib/precompress.ts';

/** Paths that belong to the server; everything else is a route of a single-page app. */
const SERVER_PREFIXES = [
  '/admin/api/',
  '/crsapi/',
  '/cms/',
  '/media/',
  '/dev/',
  '/sandbox/',
  '/api-docs',
  '/openapi.json',
  '/healthz',
  '/readyz',
];

/** The staff back office, a single-page app of its own (apps/admin). */
const ADMIN_PREFIX = '/admin';

/** Vite puts a content hash in every name under assets/, so a browser may keep those files for good. */
const HASHED_ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed assets are kept a year; index.html and the unhashed files are revalidated by their ETag. */
function cacheHeaders(distDirs: readonly string[]) {
  const hashedDirs = distDirs.map((dir) => path.join(dir, HASHED_ASSETS_DIR) + path.sep);
  return (reply: FastifyReply, filePath: string) => {
    const hashed = hashedDirs.some((dir) => filePath.startsWith(dir));
    reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
  };
}

function isServerPath(pathname: string): boolean {
  return SERVER_PREFIXES.some((p) => pathname.startsWith(p));
}

/** A path the single-page apps route themselves: not the server's, and not a file. */
function isPagePath(pathname: string): boolean {
  return !isServerPath(pathname) && !path.extname(pathname);
}

interface WebAppOptions {
  distDir: string;
  adminDistDir: string;
  /** The site's address for canonical links (lib/public-base-url.ts). */
  publicBaseUrl: (request: FastifyRequest) => string;
}

/**
 * Serves the built public site at / and the built back office under /admin. The site's pages are
 * rendered on the server (lib/page-renderer.ts); the back office falls back to its own index.html
 * (GET and HEAD alike); unknown API paths get a 404 envelope. The
 * .br/.gz copies written at build time (lib/precompress.ts) go to browsers that accept them; they
 * are not routes of their own.
 */
export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const hasWebApp = existsSync(path.join(options.distDir, 'index.html'));
  const hasAdminApp = existsSync(path.join(options.adminDistDir, 'index.html'));
  const common = {
    wildcard: false,
    index: false as const,
    preCompressed: true,
    globIgnore: PRECOMPRESSED_EXTENSIONS.map((ext) => `**/*${ext}`),
    setHeaders: cacheHeaders([options.distDir, options.adminDistDir]),
  };
  if (hasWebApp) {
    await app.register(fastifyStatic, { ...common, root: options.distDir });
  }
  if (hasAdminApp) {
    await app.register(fastifyStatic, {
      ...common,
      root: options.adminDistDir,
      prefix: `${ADMIN_PREFIX}/`,
      // reply.sendFile comes from the first registration; it takes a root of its own
      decorateReply: !hasWebApp,
    });
  }
  const pages = hasWebApp ? createPageRenderer(app, options.distDir) : undefined;
  const notFound = (reply: FastifyReply) => reply.code(404).send(failure(404, MSG.notFound, 'NOT_FOUND'));
  // The router answers 414 for an over-long path parameter only when no route matches at all; the
  // catch-all below always matches, so it gives that answer itself for the server's paths.
  const maxParamLength = app.initialConfig.maxParamLength ?? 100;
  // A route rather than the not-found handler, so that route hooks (compression) apply; HEAD comes with it.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (isServerPath(pathname) && pathname.split('/').some((segment) => segment.length > maxParamLength)) {
      // It answers a moment later (after the security headers); the handler hands over the reply.
      frameworkErrors(new errorCodes.FST_ERR_MAX_PARAM_LENGTH(pathname), request, reply);
      return reply;
    }
    const isAdmin = pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
    if (isPagePath(pathname)) {
      if (isAdmin && hasAdminApp) return reply.sendFile('index.html', options.adminDistDir);
      if (!isAdmin && pages) {
        const page = await pages.render(
          `${options.publicBaseUrl(request)}${request.url}`,
          request.headers['user-agent'],
        );
        if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
        // Revalidated by its ETag (plugins/revalidation.ts): a browser or proxy keeps the page but
        // asks each time whether it still shows the same.
        if (page.etag) reply.header('etag', page.etag);
        return reply
          .code(page.status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(page.body);
      }
    }
    return notFound(reply);
  });
  app.setNotFoundHandler((_request, reply) => notFound(reply));
});
