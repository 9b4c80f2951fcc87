import {
  bannerBody,
  bannerIdParams,
  bannerListResponse,
  bannerRowResponse,
  contentListQuery,
  publishBody,
} from '@hotel/shared/admin/content';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { envelopeBase } from '@hotel/shared/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { actorOf, requirePermission } from '../../staff/index.ts';
import { bannersPage, createBanner, editBanner, publishBanner } from '../services/banners.ts';
import { publishMessage, publishTimeOf } from '../services/content-publishing.ts';

const tags = ['admin'];

/** 内容管理 › 横幅: group administrators and content editors. */
export const adminBannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requirePermission('editGroupContent'));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '横幅列表（含草稿）',
        querystring: contentListQuery,
        response: { 200: bannerListResponse },
      },
    },
    async (request) => ok(await bannersPage(app.db, request.query, new Date())),
  );

  app.post(
    '/',
    { schema: { tags, summary: '新建横幅（草稿）', body: bannerBody, response: { 200: bannerRowResponse } } },
    async (request) =>
      ok(await createBanner(app.db, actorOf(request), request.body, new Date()), ADMIN_MSG.saved),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: '修改横幅',
        params: bannerIdParams,
        body: bannerBody,
        response: { 200: bannerRowResponse, ...refusals(404) },
      },
    },
    async (request) =>
      ok(
        await editBanner(app.db, actorOf(request), request.params.id, request.body, new Date()),
        ADMIN_MSG.saved,
      ),
  );

  app.post(
    '/:id/publish',
    {
      schema: {
        tags,
        summary: '发布横幅（立即或定时）',
        params: bannerIdParams,
        body: publishBody,
        response: { 200: envelopeBase, ...refusals(404) },
      },
    },
    async (request) => {
      const now = new Date();
      const at = publishTimeOf(request.body, now);
      await publishBanner(app.db, actorOf(request), request.params.id, at, now);
      return ok(undefined, publishMessage(at, now));
    },
  );

  app.post(
    '/:id/unpublish',
    {
      schema: {
        tags,
        summary: '撤回横幅为草稿',
        params: bannerIdParams,
        response: { 200: envelopeBase, ...refusals(404) },
      },
    },
    async (request) => {
      const now = new Date();
      await publishBanner(app.db, actorOf(request), request.params.id, null, now);
      return ok(undefined, publishMessage(null, now));
    },
  );
};
