import { frontDeskQuery, frontDeskResponse } from '@hotel/shared/admin/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentStaff, requirePermission } from '../../staff/index.ts';
import { frontDeskDay } from '../services/front-desk.ts';

/** 今日到店 / 今日离店 of the staff member's hotels. */
export const adminFrontDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/today',
    {
      preValidation: requirePermission('handleOrders'),
      schema: {
        tags: ['admin'],
        summary: '今日到店 / 今日离店',
        querystring: frontDeskQuery,
        response: { 200: frontDeskResponse },
      },
    },
    async (request) =>
      ok(
        await frontDeskDay(
          app.db,
          currentStaff(request),
          request.query.list,
          request.query.hotelCode,
          new Date(),
        ),
      ),
  );
};
