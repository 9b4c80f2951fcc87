import net from 'node:net';
import { MSG } from '@hotel/shared/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown began: the server still answers but wants no more traffic. */
    readonly draining: boolean;
    startDraining(): void;
  }
}

/**
 * How a shutdown treats connections (server.ts; docs/decisions.md, Running). While draining, the
 * health check answers 503 so a load balancer stops sending, and every answer says
 * `Connection: close` so keep-alive clients open their next connection elsewhere. Then the app's
 * close stops accepting connections but destroys none that are idle: a client may have just sent a
 * request on one. Each open connection ends by itself, after an answer that says `Connection: close`
 * (503 系统繁忙 in our envelope to anything that arrives once closing: Fastify's own is English and
 * switched off in app.ts) or by Node's keep-alive timer once the time it advertised has passed,
 * when no client keeps it any more.
 */
export const draining = fp(
  async (app: FastifyInstance) => {
    let drainingSince: number | undefined;
    let closing = false;
    app.decorate('draining', {
      getter: () => drainingSince !== undefined,
    });
    app.decorate('startDraining', () => {
      drainingSince ??= Date.now();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (drainingSince !== undefined || closing) reply.header('connection', 'close');
      done(null, payload);
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (closing) return reply.code(503).send(failure(503, MSG.busy, 'SERVER_BUSY'));
    });
    app.addHook('preClose', async () => {
      closing = true;
      if (drainingSince === undefined || !app.server.listening) return;
      // http.Server#close would destroy the idle connections at once (Fastify calls it after this)
      const ended = new Promise<void>((resolve) =>
        net.Server.prototype.close.call(app.server, () => resolve()),
      );
      // The last keep-alive answer went out before the drain; Node's timer closes its connection at
      // the advertised time (Node 24: a second later). Left after that: requests under way, which
      // Fastify's close waits for, and connections that never sent one, which it destroys.
      const lapsesIn = drainingSince + app.server.keepAliveTimeout + 1_000 - Date.now();
      let timer: NodeJS.Timeout | undefined;
      const lapsed = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, lapsesIn);
      });
      await Promise.race([ended, lapsed]);
      clearTimeout(timer);
    });
  },
  { name: 'draining' },
);
