import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** How long the readiness check waits for the database's answer before it says `down`. */
const READY_WITHIN_MS = 1_000;

/**
 * Two checks (docs/decisions.md, Running). `/healthz`, liveness: whether this process serves; an
 * orchestrator restarts it when this fails, so it asks nothing of the database: a busy or
 * unreachable database is not cured by a restart. `/readyz`, readiness: whether this instance can
 * take guests now; a load balancer sends elsewhere while it fails: draining, or the database not
 * answering `SELECT 1` within a second (unreachable, or its queue full of work).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['system'],
        summary: '存活检查：进程在服务即为 ok（不查询数据库；停机排空时 503 draining）',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('draining') }),
        },
      },
    },
    async (_request, reply) => {
      if (app.draining) return reply.code(503).send({ status: 'draining' as const });
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        summary: '就绪检查：数据库 1 秒内应答即为 ok（否则 503 down；停机排空时 503 draining）',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.enum(['down', 'draining']) }),
        },
      },
    },
    async (_request, reply) => {
      if (app.draining) return reply.code(503).send({ status: 'draining' as const });
      const answered = await Promise.race([
        app.db.execute(sql`SELECT 1`).then(
          () => true,
          () => false,
        ),
        sleep(READY_WITHIN_MS, undefined, { ref: false }).then(() => false),
      ]);
      if (!answered) return reply.code(503).send({ status: 'down' as const });
      return { status: 'ok' as const };
    },
  );
};
