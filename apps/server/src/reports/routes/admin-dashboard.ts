import { dashboardQuery, dashboardResponse } from '@hotel/shared/admin/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentStaff, requirePermission } from '../../staff/index.ts';
import { dashboardFor } from '../services/dashboard.ts';

/** 经营概况: administrators for the group or a hotel; managers for their own hotels. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preValidation: requirePermission('viewDashboard'),
      schema: {
        tags: ['admin'],
        summary: '经营概况',
        querystring: dashboardQuery,
        response: { 200: dashboardResponse },
      },
    },
    async (request) =>
      ok(await dashboardFor(app.db, currentStaff(request), request.query.hotelCode, new Date())),
  );
};
