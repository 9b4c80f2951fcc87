import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Whether this process serves: an orchestrator restarts it when this fails. It asks nothing of the
 * database (docs/decisions.md, Running): a busy or unreachable database is not cured by a restart,
 * and a check queued behind the database's work went unanswered while the process was well.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['system'],
        summary: '健康检查：进程在服务即为 ok（不查询数据库；停机排空时 503 draining）',
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
};
