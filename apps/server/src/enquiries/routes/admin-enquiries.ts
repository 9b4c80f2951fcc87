import {
  enquiryDetailResponse,
  enquiryFollowUpBody,
  enquiryIdParams,
  enquiryListQuery,
  enquiryListResponse,
} from '@hotel/shared/admin/enquiries';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { actorOf, currentStaff, requirePermission } from '../../staff/index.ts';
import { enquiryDetailOf, enquiryPage, followUpEnquiry } from '../services/enquiry-follow-up.ts';

const tags = ['admin'];

/** 会议询价: group administrators (every hotel) and hotel managers (their own hotels). */
export const adminEnquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requirePermission('handleEnquiries'));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '会议询价列表（按酒店、状态、询价日期筛选，最新在前）',
        querystring: enquiryListQuery,
        response: { 200: enquiryListResponse },
      },
    },
    async (request) => ok(await enquiryPage(app.db, currentStaff(request), request.query)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: '询价详情与跟进记录',
        params: enquiryIdParams,
        response: { 200: enquiryDetailResponse, ...refusals(404) },
      },
    },
    async (request) => ok(await enquiryDetailOf(app.db, currentStaff(request), request.params.id)),
  );

  app.post(
    '/:id/notes',
    {
      schema: {
        tags,
        summary: '跟进询价：修改状态和/或追加备注（记录不可修改）',
        params: enquiryIdParams,
        body: enquiryFollowUpBody,
        response: { 200: enquiryDetailResponse, ...refusals(404) },
      },
    },
    async (request) =>
      ok(
        await followUpEnquiry(
          app.db,
          currentStaff(request),
          actorOf(request),
          request.params.id,
          request.body,
          new Date(),
        ),
        ADMIN_MSG.saved,
      ),
  );
};
