import { auditQuery, auditResponse } from '@hotel/shared/admin/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { auditPage } from '../services/audit-log.ts';
import { requirePermission } from '../staff-auth.ts';

/** 操作日志: group administrators only. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preValidation: requirePermission('readAudit'),
      schema: {
        tags: ['admin'],
        summary: '操作日志（按人员、酒店、类型、日期查询）',
        querystring: auditQuery,
        response: { 200: auditResponse },
      },
    },
    async (request) => ok(await auditPage(app.db, request.query)),
  );
};
