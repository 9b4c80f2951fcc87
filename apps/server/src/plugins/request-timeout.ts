import { MSG } from '@hotel/shared/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope.ts';

/** A request whose handler has not answered within `timeoutMs` gets 503 and a Chinese message. */
export const requestTimeout = fp(async (app: FastifyInstance, options: { timeoutMs: number }) => {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', async (request, reply) => {
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ timeoutMs: options.timeoutMs }, 'request timed out');
      reply.code(503).send(failure(503, MSG.timeout));
    }, options.timeoutMs);
    timer.unref();
    timers.set(request, timer);
  });
  app.addHook('onResponse', async (request) => {
    clearTimeout(timers.get(request));
  });
});
