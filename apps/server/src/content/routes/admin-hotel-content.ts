import {
  hotelCodeParams,
  hotelContentBody,
  hotelContentDetailResponse,
  hotelContentListResponse,
  hotelContentParams,
  publishBody,
} from '@hotel/shared/admin/content';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { envelopeBase } from '@hotel/shared/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { actorOf, currentStaff, requirePermission } from '../../staff/index.ts';
import { publishMessage, publishTimeOf } from '../services/content-publishing.ts';
import {
  editHotelContent,
  hotelContentForStaff,
  hotelContentList,
  publishHotelContent,
} from '../services/hotel-content.ts';

const tags = ['admin'];

/** 内容管理 › 酒店页面: hotel managers for their own hotels, group administrators for all. */
export const adminHotelContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requirePermission('editHotelContent'));

  app.get(
    '/:hotelCode',
    {
      schema: {
        tags,
        summary: '酒店页面列表',
        params: hotelCodeParams,
        response: { 200: hotelContentListResponse, ...refusals(404) },
      },
    },
    async (request) =>
      ok(await hotelContentList(app.db, currentStaff(request), request.params.hotelCode, new Date())),
  );

  app.get(
    '/:hotelCode/:kind',
    {
      schema: {
        tags,
        summary: '酒店页面内容',
        params: hotelContentParams,
        response: { 200: hotelContentDetailResponse, ...refusals(404) },
      },
    },
    async (request) =>
      ok(
        await hotelContentForStaff(
          app.db,
          currentStaff(request),
          request.params.hotelCode,
          request.params.kind,
          new Date(),
        ),
      ),
  );

  app.put(
    '/:hotelCode/:kind',
    {
      schema: {
        tags,
        summary: '修改酒店页面（首次保存为草稿）',
        params: hotelContentParams,
        body: hotelContentBody,
        response: { 200: hotelContentDetailResponse, ...refusals(404) },
      },
    },
    async (request) =>
      ok(
        await editHotelContent(
          app.db,
          currentStaff(request),
          actorOf(request),
          request.params,
          request.body.data,
          new Date(),
        ),
        ADMIN_MSG.saved,
      ),
  );

  app.post(
    '/:hotelCode/:kind/publish',
    {
      schema: {
        tags,
        summary: '发布酒店页面（立即或定时）',
        params: hotelContentParams,
        body: publishBody,
        response: { 200: envelopeBase, ...refusals(404) },
      },
    },
    async (request) => {
      const now = new Date();
      const at = publishTimeOf(request.body, now);
      await publishHotelContent(app.db, currentStaff(request), actorOf(request), request.params, at, now);
      return ok(undefined, publishMessage(at, now));
    },
  );

  app.post(
    '/:hotelCode/:kind/unpublish',
    {
      schema: {
        tags,
        summary: '撤回酒店页面为草稿',
        params: hotelContentParams,
        response: { 200: envelopeBase, ...refusals(404) },
      },
    },
    async (request) => {
      const now = new Date();
      await publishHotelContent(app.db, currentStaff(request), actorOf(request), request.params, null, now);
      return ok(undefined, publishMessage(null, now));
    },
  );
};
