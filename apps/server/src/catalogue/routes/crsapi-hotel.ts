import {
  cityHotelResponse,
  groupCitiesResponse,
  hotelCodeBody,
  hotelCodeQuery,
  roomTypeDetailBody,
  roomTypeDetailResponse,
  roomTypeResponse,
} from '@hotel/shared/api/hotel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { readKey } from '../../lib/read-cache.ts';
import { replyFromCache } from '../../plugins/read-cache.ts';
import { groupCities } from '../services/cities.ts';
import { cityHotelsFor } from '../services/hotels.ts';
import { roomTypeDetail, roomTypesOf } from '../services/rooms.ts';

/** The hotel calls of /crsapi/v1/hotel/… about cities, their hotels and room types, with the spec's paths and names. */
export const hotelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getGroupCities',
    {
      schema: {
        tags: ['hotel'],
        summary: '城市分组（热门目的地及各区域城市）',
        response: { 200: groupCitiesResponse },
      },
    },
    async (_request, reply) =>
      replyFromCache(reply, 'content', readKey('getGroupCities'), async () => ok(await groupCities(app.db))),
  );

  app.get(
    '/getCityHotel',
    {
      schema: {
        tags: ['hotel'],
        summary: '同城酒店（HJ000001 为全部酒店）',
        querystring: hotelCodeQuery,
        response: { 200: cityHotelResponse, ...refusals(404) },
      },
    },
    async (request, reply) => {
      const code = request.query.HotelCode;
      return replyFromCache(reply, 'content', readKey('getCityHotel', code), async () =>
        ok(await cityHotelsFor(app.db, code)),
      );
    },
  );

  app.post(
    '/getRoomType',
    {
      schema: {
        tags: ['hotel'],
        summary: '酒店房型及价格计划',
        body: hotelCodeBody,
        response: { 200: roomTypeResponse, ...refusals(404) },
      },
    },
    async (request, reply) => {
      const code = request.body.HotelCode;
      return replyFromCache(reply, 'content', readKey('getRoomType', code), async () =>
        ok(await roomTypesOf(app.db, code)),
      );
    },
  );

  app.post(
    '/getRoomTypeDetail',
    {
      schema: {
        tags: ['hotel'],
        summary: '房型详情',
        body: roomTypeDetailBody,
        response: { 200: roomTypeDetailResponse, ...refusals(404) },
      },
    },
    async (request, reply) => {
      const { hotelCode, roomTypeCode } = request.body;
      return replyFromCache(
        reply,
        'content',
        readKey('getRoomTypeDetail', hotelCode, roomTypeCode),
        async () => ok(await roomTypeDetail(app.db, hotelCode, roomTypeCode)),
      );
    },
  );
};
