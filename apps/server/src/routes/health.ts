import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['system'],
        summary: '健康检查：服务与数据库可用（停机排空时 503 draining）',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.enum(['down', 'draining']) }),
        },
      },
    },
    async (_request, reply) => {
      if (app.draining) return reply.code(503).send({ status: 'draining' as const });
      try {
        await app.db.execute(sql`SELECT 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.code(503).send({ status: 'down' as const });
      }
    },
  );
};
