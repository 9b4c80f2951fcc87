import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MSG } from '@hotel/shared/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope.ts';

/** Paths that belong to the server; everything else is a route of the single-page app. */
const SERVER_PREFIXES = [
  '/crsapi/',
  '/cms/',
  '/media/',
  '/dev/',
  '/sandbox/',
  '/api-docs',
  '/openapi.json',
  '/healthz',
];

/** Serves the built web app with a history fallback to index.html; unknown API paths get a 404 envelope. */
export const webApp = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const hasWebApp = existsSync(path.join(options.distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !SERVER_PREFIXES.some((p) => request.url.startsWith(p));
    if (hasWebApp && isPage && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(failure(404, MSG.notFound));
  });
});
