import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers; the content policy admits only this server plus the configured map tiles. */
export const security = fp(async (app: FastifyInstance, options: { mapTileUrl: string }) => {
  const tileOrigin = new URL(options.mapTileUrl.replace('{s}', '1')).origin;
  const tileHosts = options.mapTileUrl.includes('{s}')
    ? [tileOrigin, tileOrigin.replace(/\/\/([^.]+?)1\./, '//$1*.')]
    : [tileOrigin];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileHosts],
        // antd writes its styles at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
});
