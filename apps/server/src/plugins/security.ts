import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

export interface SecurityOptions {
  mapTileUrl: string;
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
  // onSend, so refusals, not-found answers and time-outs carry them too
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (options.privatePrefixes.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('cache-control', 'no-store');
    }
  });
});
