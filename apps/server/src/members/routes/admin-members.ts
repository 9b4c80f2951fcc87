import {
  adjustmentResponse,
  balanceAdjustBody,
  ledgerResponse,
  MEMBERS_MSG,
  memberIdParams,
  memberOrdersResponse,
  memberPageQuery,
  memberProfileResponse,
  memberSearchQuery,
  memberSearchResponse,
  pointsAdjustBody,
} from '@hotel/shared/admin/members';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { actorOf, currentStaff, requirePermission } from '../../staff/index.ts';
import {
  adjustBalance,
  adjustPoints,
  balanceHistoryOf,
  findMembers,
  memberOrdersOf,
  memberProfileOf,
  pointsHistoryOf,
  type StaffActor,
} from '../services/member-accounts.ts';

const tags = ['admin'];

function staffActorOf(request: FastifyRequest): StaffActor {
  return { ...actorOf(request), staffId: currentStaff(request).id };
}

/** 会员管理: group administrators only. */
export const adminMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requirePermission('manageMembers'));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '按手机号（可部分）或会员卡号查找会员',
        querystring: memberSearchQuery,
        response: { 200: memberSearchResponse },
      },
    },
    async (request) => ok(await findMembers(app.db, request.query)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: '会员资料、等级、积分与储值余额',
        params: memberIdParams,
        response: { 200: memberProfileResponse, ...refusals(404) },
      },
    },
    async (request) => ok(await memberProfileOf(app.db, request.params.id)),
  );

  app.get(
    '/:id/orders',
    {
      schema: {
        tags,
        summary: '会员的订单（只读，最新在前）',
        params: memberIdParams,
        querystring: memberPageQuery,
        response: { 200: memberOrdersResponse, ...refusals(404) },
      },
    },
    async (request) => ok(await memberOrdersOf(app.db, request.params.id, request.query)),
  );

  app.get(
    '/:id/points',
    {
      schema: {
        tags,
        summary: '积分明细',
        params: memberIdParams,
        querystring: memberPageQuery,
        response: { 200: ledgerResponse, ...refusals(404) },
      },
    },
    async (request) => ok(await pointsHistoryOf(app.db, request.params.id, request.query)),
  );

  app.post(
    '/:id/points',
    {
      schema: {
        tags,
        summary: '调整积分（正数增加、负数扣减，须填写原因）',
        params: memberIdParams,
        body: pointsAdjustBody,
        response: { 200: adjustmentResponse, ...refusals(404, 409) },
      },
    },
    async (request) =>
      ok(
        await adjustPoints(app.db, staffActorOf(request), request.params.id, request.body, new Date()),
        MEMBERS_MSG.pointsAdjusted,
      ),
  );

  app.get(
    '/:id/balance',
    {
      schema: {
        tags,
        summary: '储值卡明细（消费、退款与调整）',
        params: memberIdParams,
        querystring: memberPageQuery,
        response: { 200: ledgerResponse, ...refusals(404) },
      },
    },
    async (request) => ok(await balanceHistoryOf(app.db, request.params.id, request.query)),
  );

  app.post(
    '/:id/balance',
    {
      schema: {
        tags,
        summary: '调整储值余额（元，正数增加、负数扣减，须填写原因）',
        params: memberIdParams,
        body: balanceAdjustBody,
        response: { 200: adjustmentResponse, ...refusals(404, 409) },
      },
    },
    async (request) =>
      ok(
        await adjustBalance(app.db, staffActorOf(request), request.params.id, request.body, new Date()),
        MEMBERS_MSG.balanceAdjusted,
      ),
  );
};
