import { hotelOptionsResponse } from '@hotel/shared/admin/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentStaff, hotelOptions, hotelScopeOf, requireStaff } from '../../staff/index.ts';

/** The hotels a member of staff may choose: their own, or every hotel for the group's roles. */
export const adminHotelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preValidation: requireStaff(),
      schema: { tags: ['admin'], summary: '可管理的酒店', response: { 200: hotelOptionsResponse } },
    },
    async (request) => {
      const scope = hotelScopeOf(currentStaff(request));
      const rows = await hotelOptions(app.db, scope.kind === 'all' ? undefined : scope.ids);
      return ok(rows.map(({ hotelCode, name, cityName }) => ({ hotelCode, name, cityName })));
    },
  );
};
