import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown began: the server still answers but wants no more traffic. */
    readonly draining: boolean;
    startDraining(): void;
  }
}

/**
 * The first phase of a graceful shutdown (server.ts). While draining, the health check answers 503
 * so a load balancer stops sending, and every answer says `Connection: close` so keep-alive clients
 * open their next connection elsewhere instead of reusing one that is about to be closed.
 */
export const draining = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.decorate('draining', {
      getter: () => draining,
    });
    app.decorate('startDraining', () => {
      draining = true;
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'draining' },
);
