import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers; the content policy admits only this server plus the configured map tiles. */
export const security = fp(async (app: FastifyInstance, options: { mapTileUrl: string }) => {
  const tileOrigin = new URL(options.mapTileUrl.replace('{s}', '1')).origin;
  // Tile servers numbered by {s} (webrd01, webrd02, …) are admitted as *.<rest of the host>.
  const tileSource = options.mapTileUrl.includes('{s}')
    ? tileOrigin.replace(/\/\/[^.]+\./, '//*.')
    : tileOrigin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileSource],
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
