import { newsListQuery, newsListResponse } from '@hotel/shared/api/cms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { newsOfColumn } from '../../services/content.ts';

/** Content service: /cms/….aspx with the spec's paths and parameters. */
export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/newslist.aspx',
    {
      schema: {
        tags: ['cms'],
        summary: '新闻列表（按栏目，最新在前）',
        querystring: newsListQuery,
        response: { 200: newsListResponse },
      },
    },
    async (request) => ok(await newsOfColumn(app.db, request.query.sid)),
  );
};
