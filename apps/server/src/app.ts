import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin-api.ts';
import { type BookingConfirmations, createBookingConfirmations, orderRoutes } from './booking/index.ts';
import { hotelRoutes } from './catalogue/index.ts';
import type { Config } from './config.ts';
import { cmsRoutes, hotelContentRoutes, mediaRoutes, seoRoutes } from './content/index.ts';
import type { Database, Db } from './db/client.ts';
import { meetingbookRoutes } from './enquiries/index.ts';
import { jobs } from './jobs.ts';
import { clientErrorHandler, frameworkErrors } from './lib/client-errors.ts';
import { logRedaction, logSerializers } from './lib/log-privacy.ts';
import { publicBaseUrlOf } from './lib/public-base-url.ts';
import { refusingUnstorableValidatorCompiler } from './lib/refuse-unstorable.ts';
import { createMailTransport, type MailTransport } from './mail/transport.ts';
import { auth, userRoutes } from './members/index.ts';
import type { PaymentGateways } from './payment-gateways/index.ts';
import { createPaymentGateways } from './payment-gateways/index.ts';
import { payNotifyRoutes, payRoutes, sandboxRoutes, wechatPayPageRoutes } from './payments/index.ts';
import { AccessLog, accessLogOfAbortedRequests } from './plugins/access-log.ts';
import { compression } from './plugins/compression.ts';
import { devRoutes } from './plugins/dev-outboxes.ts';
import { draining } from './plugins/draining.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { healthRoutes } from './plugins/health.ts';
import { openapi } from './plugins/openapi.ts';
import { readCache } from './plugins/read-cache.ts';
import { requestTimeout } from './plugins/request-timeout.ts';
import { revalidation } from './plugins/revalidation.ts';
import { security } from './plugins/security.ts';
import { webApp } from './plugins/web-app.ts';
import { userPrivacyRoutes } from './privacy/index.ts';
import { hotelRatesRoutes } from './rates/index.ts';
import { hotelSearchRoutes } from './search/index.ts';
import { createSmsProvider, type SmsProvider } from './sms/provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The WeChat Pay / Alipay gateway; null when none is configured (card and pay at the hotel only). */
    payments: PaymentGateways;
    /** The SMS gateway (SMS_PROVIDER): codes and booking confirmations. */
    sms: SmsProvider;
    /** The mail transport (SMTP_URL, else the development outbox); null in production without SMTP. */
    mail: MailTransport | null;
    /** The guest's booking confirmations by SMS and e-mail, through their outbox. */
    confirmations: BookingConfirmations;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where log lines go; standard output unless a test reads them. */
  logStream?: { write(line: string): void };
}

const REQUEST_ID_PATTERN = /^[\w-]{1,64}$/;

/** Builds the whole server as one Fastify instance: external plugins, then ours, then the routes. */
export async function buildApp({ config, database, logStream }: AppDeps) {
  const options: FastifyServerOptions = {
    logger: {
      level: config.logLevel,
      redact: logRedaction,
      serializers: logSerializers,
      ...(logStream ? { stream: logStream } : {}),
    },
    logController: new AccessLog(),
    // Keep a caller's request id so one id follows a request through proxies and logs.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // Node's default rather than Fastify's 72 s: a shutdown waits this long (from the drain's start)
    // for idle connections to lapse (plugins/draining.ts); a proxy in front must reuse for less
    keepAliveTimeout: 5_000,
    forceCloseConnections: 'idle',
    // once closing, plugins/draining.ts answers 503 in our envelope (Fastify's is English JSON)
    return503OnClosing: false,
    // 414, 431 and malformed requests in our envelope, with the security headers
    clientErrorHandler,
    frameworkErrors,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(refusingUnstorableValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  const payments = createPaymentGateways(config.payments, app.log);
  app.decorate('payments', payments);
  const production = config.production;
  app.decorate('sms', createSmsProvider({ settings: config.sms, production, log: app.log }));
  const mail = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    production,
    log: app.log,
  });
  app.decorate('mail', mail);
  app.addHook('onClose', async () => mail?.close());
  app.decorate(
    'confirmations',
    createBookingConfirmations({
      db: database.db,
      sms: app.sms,
      mail,
      brandName: config.brand.name,
      mailDomain: /@([\w.-]+)/.exec(config.mailFrom)?.[1] ?? 'localhost',
      log: app.log,
    }),
  );
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  await app.register(accessLogOfAbortedRequests);
  await app.register(security, {
    mapTileUrl: config.mapTileUrl,
    // JSON answers (and the back office's downloads); /api-docs is a page, /media/ serves SVG
    apiPrefixes: ['/crsapi/', '/cms/', '/admin/api/', '/healthz', '/readyz', '/openapi.json'],
    // member, order and pay answers: personal data, a login token, a cashier link
    privatePrefixes: ['/crsapi/v1/user/', '/crsapi/v1/order/', '/crsapi/v1/pay/', '/admin/api/'],
  });
  // after security, whose no-store marks what must not be revalidated; before the routes it hooks
  await app.register(revalidation);
  await app.register(compression);
  await app.register(openapi, { brand: config.brand, publicBaseUrl: config.publicBaseUrl });
  await app.register(draining);
  await app.register(errorHandler);
  await app.register(requestTimeout, { timeoutMs: config.requestTimeoutMs });
  await app.register(auth);
  await app.register(readCache, {
    ttlMs: config.readCacheTtlMs,
    listenUrl: database.kind === 'postgres' ? database.url : undefined,
  });
  await app.register(jobs, { enabled: config.jobsEnabled, intervalMs: config.jobsIntervalMs });

  await app.register(healthRoutes);
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(hotelRoutes, { prefix: '/crsapi/v1/hotel' });
  await app.register(hotelSearchRoutes, { prefix: '/crsapi/v1/hotel' });
  await app.register(hotelRatesRoutes, { prefix: '/crsapi/v1/hotel' });
  await app.register(hotelContentRoutes, { prefix: '/crsapi/v1/hotel' });
  await app.register(userRoutes, { prefix: '/crsapi/v1/user' });
  await app.register(userPrivacyRoutes, { prefix: '/crsapi/v1/user' });
  await app.register(meetingbookRoutes, { prefix: '/crsapi/v1/meetingbook' });
  await app.register(orderRoutes, { prefix: '/crsapi/v1/order' });
  await app.register(payRoutes, { prefix: '/crsapi/v1/pay' });
  await app.register(payNotifyRoutes, {
    prefix: '/crsapi/v1/pay',
    wechatpay: config.payments.wechatpay,
    alipay: config.payments.alipay,
  });
  // the sandbox's cashier and notify route exist only with the sandbox, which production refuses
  if (payments.wechatJsapi) {
    await app.register(wechatPayPageRoutes, { prefix: '/pay/wechat', gateway: payments.wechatJsapi });
  }
  if (app.payments.named('sandbox')) await app.register(sandboxRoutes, { prefix: '/sandbox' });
  await app.register(cmsRoutes, { prefix: '/cms' });
  if (!config.production) await app.register(devRoutes, { prefix: '/dev' });
  await app.register(adminRoutes, { prefix: '/admin/api' });
  await app.register(seoRoutes);
  await app.register(webApp, {
    distDir: config.webDistDir,
    adminDistDir: config.adminDistDir,
    publicBaseUrl: (request) => publicBaseUrlOf(config, request),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
