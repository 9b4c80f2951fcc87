import { mailOutboxQuery, mailOutboxResponse } from '@hotel/shared/api/dev';
import { smsOutboxQuery, smsOutboxResponse } from '@hotel/shared/api/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../lib/envelope.ts';
import { devMailOutbox } from '../mail/outbox.ts';
import { devOutbox } from '../sms/outbox.ts';

/**
 * Development helpers under /dev (the SMS and mail outboxes). app.ts registers them only outside
 * production; the check here makes a mistake there fail loudly instead of publishing SMS codes.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.production) throw new Error('dev routes must not be registered in production');

  app.get(
    '/sms-outbox',
    {
      schema: {
        hide: true,
        summary: '开发用：console 短信服务商发出的短信（最新在前）',
        querystring: smsOutboxQuery,
        response: { 200: smsOutboxResponse },
      },
    },
    async (request) => ok(devOutbox.list(request.query.mobile)),
  );

  app.get(
    '/mail-outbox',
    {
      schema: {
        hide: true,
        summary: '开发用：未配置 SMTP 时的邮件（最新在前）',
        querystring: mailOutboxQuery,
        response: { 200: mailOutboxResponse },
      },
    },
    async (request) => ok(devMailOutbox.list(request.query.to)),
  );
};
