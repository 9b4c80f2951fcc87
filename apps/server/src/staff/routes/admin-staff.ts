import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import {
  createStaffBody,
  resetPasswordBody,
  staffIdParams,
  staffListQuery,
  staffListResponse,
  staffRowResponse,
  updateStaffBody,
} from '@hotel/shared/admin/staff';
import { envelopeBase } from '@hotel/shared/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import {
  createStaffAccount,
  resetStaffPassword,
  staffPage,
  updateStaffAccount,
} from '../services/staff-accounts.ts';
import { actorOf, requirePermission } from '../staff-auth.ts';

const tags = ['admin'];

/** 员工与权限: group administrators only. */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requirePermission('manageStaff'));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '员工列表',
        querystring: staffListQuery,
        response: { 200: staffListResponse },
      },
    },
    async (request) => ok(await staffPage(app.db, request.query)),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: '新建员工账号',
        body: createStaffBody,
        response: { 200: staffRowResponse, ...refusals(409) },
      },
    },
    async (request) =>
      ok(await createStaffAccount(app.db, actorOf(request), request.body, new Date()), ADMIN_MSG.saved),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: '修改姓名、角色、所属酒店、启用或停用',
        params: staffIdParams,
        body: updateStaffBody,
        response: { 200: staffRowResponse, ...refusals(404) },
      },
    },
    async (request) =>
      ok(
        await updateStaffAccount(app.db, actorOf(request), request.params.id, request.body, new Date()),
        ADMIN_MSG.saved,
      ),
  );

  app.post(
    '/:id/password',
    {
      schema: {
        tags,
        summary: '重置员工密码（其会话随之结束）',
        params: staffIdParams,
        body: resetPasswordBody,
        response: { 200: envelopeBase, ...refusals(404) },
      },
    },
    async (request) => {
      await resetStaffPassword(
        app.db,
        actorOf(request),
        request.params.id,
        request.body.password,
        new Date(),
      );
      return ok(undefined, ADMIN_MSG.saved);
    },
  );
};
