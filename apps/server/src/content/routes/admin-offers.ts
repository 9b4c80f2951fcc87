import {
  contentListQuery,
  offerBody,
  offerDetailResponse,
  offerIdParams,
  offerListResponse,
  publishBody,
} from '@hotel/shared/admin/content';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { envelopeBase } from '@hotel/shared/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { actorOf, requirePermission } from '../../staff/index.ts';
import { publishMessage, publishTimeOf } from '../services/content-publishing.ts';
import { createOffer, editOffer, offerForStaff, offersPage, publishOffer } from '../services/offers.ts';

const tags = ['admin'];

/** 内容管理 › 优惠活动: group administrators and content editors. */
export const adminOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requirePermission('editGroupContent'));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '优惠活动列表（含草稿）',
        querystring: contentListQuery,
        response: { 200: offerListResponse },
      },
    },
    async (request) => ok(await offersPage(app.db, request.query, new Date())),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: '优惠活动详情',
        params: offerIdParams,
        response: { 200: offerDetailResponse, ...refusals(404) },
      },
    },
    async (request) => ok(await offerForStaff(app.db, request.params.id, new Date())),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: '新建优惠活动（草稿）',
        body: offerBody,
        response: { 200: offerDetailResponse },
      },
    },
    async (request) =>
      ok(await createOffer(app.db, actorOf(request), request.body, new Date()), ADMIN_MSG.saved),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: '修改优惠活动',
        params: offerIdParams,
        body: offerBody,
        response: { 200: offerDetailResponse, ...refusals(404) },
      },
    },
    async (request) =>
      ok(
        await editOffer(app.db, actorOf(request), request.params.id, request.body, new Date()),
        ADMIN_MSG.saved,
      ),
  );

  app.post(
    '/:id/publish',
    {
      schema: {
        tags,
        summary: '发布优惠活动（立即或定时）',
        params: offerIdParams,
        body: publishBody,
        response: { 200: envelopeBase, ...refusals(404) },
      },
    },
    async (request) => {
      const now = new Date();
      const at = publishTimeOf(request.body, now);
      await publishOffer(app.db, actorOf(request), request.params.id, at, now);
      return ok(undefined, publishMessage(at, now));
    },
  );

  app.post(
    '/:id/unpublish',
    {
      schema: {
        tags,
        summary: '撤回优惠活动为草稿',
        params: offerIdParams,
        response: { 200: envelopeBase, ...refusals(404) },
      },
    },
    async (request) => {
      const now = new Date();
      await publishOffer(app.db, actorOf(request), request.params.id, null, now);
      return ok(undefined, publishMessage(null, now));
    },
  );
};
