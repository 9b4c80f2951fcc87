import {
  priceCalendarBody,
  priceCalendarResponse,
  roomAndRateBody,
  roomAndRateResponse,
} from '@hotel/shared/api/hotel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { readKey, stayScope } from '../../lib/read-cache.ts';
import { shanghaiDate } from '../../lib/time.ts';
import { LOGIN_OPTIONAL, viewerLevelOf } from '../../members/index.ts';
import { replyFromCache } from '../../plugins/read-cache.ts';
import { priceCalendar, roomAndRate } from '../services/availability.ts';

/** The hotel calls of /crsapi/v1/hotel/… about rooms left and prices for dates, with the spec's paths and names. */
export const hotelRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/getRoomAndRate',
    {
      schema: {
        tags: ['hotel'],
        summary: '房型与价格（入住日期至离店日期各晚的余房与房价）',
        security: LOGIN_OPTIONAL,
        body: roomAndRateBody,
        response: { 200: roomAndRateResponse, ...refusals(404) },
      },
    },
    async (request, reply) => {
      // rooms left and prices as a guest browses them; checkInventory and submitOrder read the
      // database. `today` is in the key: which stays may be booked changes at midnight.
      // and the viewer's member level: member prices differ by level
      const today = shanghaiDate();
      const viewer = await viewerLevelOf(request);
      const key = readKey('getRoomAndRate', request.body, today, viewer?.levelCode ?? '');
      const { HotelCode, CheckIn, CheckOut } = request.body;
      return replyFromCache(
        reply,
        'availability',
        key,
        async () => ok(await roomAndRate(app.db, request.body, viewer, today)),
        stayScope(HotelCode, CheckIn, CheckOut),
      );
    },
  );

  app.post(
    '/getPriceCalendar',
    {
      schema: {
        tags: ['hotel'],
        summary: '价格日历（每天入住的最低价与满房，默认今天起60天；规格之外）',
        security: LOGIN_OPTIONAL,
        body: priceCalendarBody,
        response: { 200: priceCalendarResponse, ...refusals(404) },
      },
    },
    async (request, reply) => {
      const today = shanghaiDate();
      const viewer = await viewerLevelOf(request);
      const key = readKey('getPriceCalendar', request.body, today, viewer?.levelCode ?? '');
      // each day's price may hang on the nights after it (a minimum stay): the hotel's every night
      return replyFromCache(
        reply,
        'availability',
        key,
        async () => ok(await priceCalendar(app.db, request.body, viewer, today)),
        { hotelCode: request.body.HotelCode },
      );
    },
  );
};
