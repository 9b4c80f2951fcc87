import {
  contentListQuery,
  newsBody,
  newsDetailResponse,
  newsIdParams,
  newsListResponse,
  publishBody,
} from '@hotel/shared/admin/content';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { envelopeBase } from '@hotel/shared/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { actorOf, requirePermission } from '../../staff/index.ts';
import { publishMessage, publishTimeOf } from '../services/content-publishing.ts';
import { createNews, editNews, newsForStaff, newsPage, publishNews } from '../services/news.ts';

const tags = ['admin'];

/** 内容管理 › 新闻: group administrators and content editors. */
export const adminNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requirePermission('editGroupContent'));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '新闻列表（含草稿）',
        querystring: contentListQuery,
        response: { 200: newsListResponse },
      },
    },
    async (request) => ok(await newsPage(app.db, request.query, new Date())),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: '新闻详情',
        params: newsIdParams,
        response: { 200: newsDetailResponse, ...refusals(404) },
      },
    },
    async (request) => ok(await newsForStaff(app.db, request.params.id, new Date())),
  );

  app.post(
    '/',
    { schema: { tags, summary: '新建新闻（草稿）', body: newsBody, response: { 200: newsDetailResponse } } },
    async (request) =>
      ok(await createNews(app.db, actorOf(request), request.body, new Date()), ADMIN_MSG.saved),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: '修改新闻',
        params: newsIdParams,
        body: newsBody,
        response: { 200: newsDetailResponse, ...refusals(404) },
      },
    },
    async (request) =>
      ok(
        await editNews(app.db, actorOf(request), request.params.id, request.body, new Date()),
        ADMIN_MSG.saved,
      ),
  );

  app.post(
    '/:id/publish',
    {
      schema: {
        tags,
        summary: '发布新闻（立即或定时）',
        params: newsIdParams,
        body: publishBody,
        response: { 200: envelopeBase, ...refusals(404) },
      },
    },
    async (request) => {
      const now = new Date();
      const at = publishTimeOf(request.body, now);
      await publishNews(app.db, actorOf(request), request.params.id, at, now);
      return ok(undefined, publishMessage(at, now));
    },
  );

  app.post(
    '/:id/unpublish',
    {
      schema: {
        tags,
        summary: '撤回新闻为草稿',
        params: newsIdParams,
        response: { 200: envelopeBase, ...refusals(404) },
      },
    },
    async (request) => {
      const now = new Date();
      await publishNews(app.db, actorOf(request), request.params.id, null, now);
      return ok(undefined, publishMessage(null, now));
    },
  );
};
