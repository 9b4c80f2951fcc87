import { bannerResponse, hotelCodeBody } from '@hotel/shared/api/hotel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { bannersFor } from '../../../services/hotels.ts';

/** Booking service hotel calls: /crsapi/v1/hotel/… with the spec's paths, methods and field names. */
export const hotelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/getBanner',
    {
      schema: {
        tags: ['hotel'],
        summary: '轮播图（集团或单店）',
        body: hotelCodeBody,
        response: { 200: bannerResponse },
      },
    },
    async (request) => ok(await bannersFor(app.db, request.body.HotelCode)),
  );
};
