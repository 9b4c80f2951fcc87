import {
  pageBody,
  pageDetailResponse,
  pageKeyParams,
  pageListResponse,
  publishBody,
} from '@hotel/shared/admin/content';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { envelopeBase } from '@hotel/shared/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { actorOf, requirePermission } from '../../staff/index.ts';
import { publishMessage, publishTimeOf } from '../services/content-publishing.ts';
import { editPage, groupPages, pageForStaff, publishPage } from '../services/pages.ts';

const tags = ['admin'];

/** 内容管理 › 页面 (about, brand, franchise, footer): group administrators and content editors. */
export const adminPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requirePermission('editGroupContent'));

  app.get('/', { schema: { tags, summary: '集团页面列表', response: { 200: pageListResponse } } }, async () =>
    ok(await groupPages(app.db, new Date())),
  );

  app.get(
    '/:key',
    {
      schema: {
        tags,
        summary: '集团页面内容',
        params: pageKeyParams,
        response: { 200: pageDetailResponse, ...refusals(404) },
      },
    },
    async (request) => ok(await pageForStaff(app.db, request.params.key, new Date())),
  );

  app.put(
    '/:key',
    {
      schema: {
        tags,
        summary: '修改集团页面',
        params: pageKeyParams,
        body: pageBody,
        response: { 200: pageDetailResponse, ...refusals(404) },
      },
    },
    async (request) =>
      ok(
        await editPage(app.db, actorOf(request), request.params.key, request.body, new Date()),
        ADMIN_MSG.saved,
      ),
  );

  app.post(
    '/:key/publish',
    {
      schema: {
        tags,
        summary: '发布集团页面（立即或定时）',
        params: pageKeyParams,
        body: publishBody,
        response: { 200: envelopeBase, ...refusals(404) },
      },
    },
    async (request) => {
      const now = new Date();
      const at = publishTimeOf(request.body, now);
      await publishPage(app.db, actorOf(request), request.params.key, at, now);
      return ok(undefined, publishMessage(at, now));
    },
  );

  app.post(
    '/:key/unpublish',
    {
      schema: {
        tags,
        summary: '撤回集团页面为草稿',
        params: pageKeyParams,
        response: { 200: envelopeBase, ...refusals(404) },
      },
    },
    async (request) => {
      const now = new Date();
      await publishPage(app.db, actorOf(request), request.params.key, null, now);
      return ok(undefined, publishMessage(null, now));
    },
  );
};
