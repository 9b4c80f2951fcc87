import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { auth } from './plugins/auth.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { jobs } from './plugins/jobs.ts';
import { openapi } from './plugins/openapi.ts';
import { requestTimeout } from './plugins/request-timeout.ts';
import { security } from './plugins/security.ts';
import { webApp } from './plugins/web-app.ts';
import { cmsRoutes } from './routes/cms/index.ts';
import { hotelRoutes } from './routes/crsapi/v1/hotel.ts';
import { meetingbookRoutes } from './routes/crsapi/v1/meetingbook.ts';
import { orderRoutes } from './routes/crsapi/v1/order.ts';
import { payRoutes } from './routes/crsapi/v1/pay.ts';
import { userRoutes } from './routes/crsapi/v1/user.ts';
import { devRoutes } from './routes/dev.ts';
import { healthRoutes } from './routes/health.ts';
import { mediaRoutes } from './routes/media.ts';
import { sandboxRoutes } from './routes/sandbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
}

const REQUEST_ID_PATTERN = /^[\w-]{1,64}$/;

/** Builds the whole server as one Fastify instance: external plugins, then ours, then the routes. */
export async function buildApp({ config, database }: AppDeps) {
  const options: FastifyServerOptions = {
    logger: { level: config.logLevel, redact: ['req.headers.usertoken', 'req.headers.authorization'] },
    // Keep a caller's request id so one id follows a request through proxies and logs.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(security, { mapTileUrl: config.mapTileUrl });
  await app.register(openapi, { brandName: config.brand.name });
  await app.register(errorHandler);
  await app.register(requestTimeout, { timeoutMs: config.requestTimeoutMs });
  await app.register(auth);
  await app.register(jobs, { enabled: config.jobsEnabled });

  await app.register(healthRoutes);
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(hotelRoutes, { prefix: '/crsapi/v1/hotel' });
  await app.register(userRoutes, { prefix: '/crsapi/v1/user' });
  await app.register(meetingbookRoutes, { prefix: '/crsapi/v1/meetingbook' });
  await app.register(orderRoutes, { prefix: '/crsapi/v1/order' });
  await app.register(payRoutes, { prefix: '/crsapi/v1/pay' });
  if (config.paymentProvider === 'sandbox') await app.register(sandboxRoutes, { prefix: '/sandbox' });
  await app.register(cmsRoutes, { prefix: '/cms' });
  if (!config.production) await app.register(devRoutes, { prefix: '/dev' });
  await app.register(webApp, { distDir: config.webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
