import {
  baseArchivesResponse,
  cityCodeQuery,
  cityHotelResponse,
  groupCitiesResponse,
  hotelCodeBody,
  hotelCodeQuery,
  hotelInfoResponse,
  hotelsByPageBody,
  hotelsByPageResponse,
  roomTypeDetailBody,
  roomTypeDetailResponse,
  roomTypeResponse,
} from '@hotel/shared/api/hotel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok, okPaged, refusals } from '../../lib/envelope.ts';
import { readKey } from '../../lib/read-cache.ts';
import { addDays, shanghaiDate } from '../../lib/time.ts';
import { LOGIN_OPTIONAL, viewerLevelOf } from '../../members/member-auth.ts';
import { replyFromCache } from '../../plugins/read-cache.ts';
import { groupCities } from '../services/cities.ts';
import { baseArchivesFor, hotelsByPage } from '../services/hotel-search.ts';
import { cityHotelsFor, hotelInfoFor } from '../services/hotels.ts';
import { roomTypeDetail, roomTypesOf } from '../services/rooms.ts';

/**
 * One search, one key: filters in any order or repeated give the same page, and the stay's dates
 * are given (today and tomorrow by default).
 */
function normalisedSearch(
  search: z.output<typeof hotelsByPageBody>,
  today: string,
): z.output<typeof hotelsByPageBody> & { checkIn: string; checkOut: string } {
  const checkIn = search.checkIn ?? today;
  return {
    ...search,
    archives: [...new Set(search.archives)].sort((a, b) => a - b),
    brands: [...new Set(search.brands.filter((code) => code !== ''))].sort(),
    checkIn,
    checkOut: search.checkOut ?? addDays(checkIn, 1),
  };
}

/** The hotel calls of /crsapi/v1/hotel/… about hotels, cities and room types, with the spec's paths and names. */
export const hotelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/getHotelInfo',
    {
      schema: {
        tags: ['hotel'],
        summary: '酒店信息（HJ000001 为集团信息）',
        body: hotelCodeBody,
        response: { 200: hotelInfoResponse, ...refusals(404) },
      },
    },
    async (request, reply) => {
      const code = request.body.HotelCode;
      return replyFromCache(reply, 'content', readKey('getHotelInfo', code), async () =>
        ok(await hotelInfoFor(app.db, app.config.brand, code)),
      );
    },
  );

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

  app.get(
    '/getBaseArchivesNew',
    {
      schema: {
        tags: ['hotel'],
        summary: '酒店列表筛选条件（位置、品牌、价格、设施）',
        querystring: cityCodeQuery,
        response: { 200: baseArchivesResponse, ...refusals(404) },
      },
    },
    async (request, reply) => {
      const cityCode = request.query.cityCode;
      return replyFromCache(reply, 'content', readKey('getBaseArchivesNew', cityCode), async () =>
        ok(await baseArchivesFor(app.db, cityCode)),
      );
    },
  );

  app.post(
    '/getHotelsByPage',
    {
      schema: {
        tags: ['hotel'],
        summary: '酒店分页查询（城市、筛选条件、品牌、名称；入住日期的最低价与满房，排序）',
        security: LOGIN_OPTIONAL,
        body: hotelsByPageBody,
        response: { 200: hotelsByPageResponse },
      },
    },
    async (request, reply) => {
      const today = shanghaiDate();
      const search = normalisedSearch(request.body, today);
      // prices and rooms left: stale after a booking, as getRoomAndRate's
      const viewer = await viewerLevelOf(request);
      const key = readKey('getHotelsByPage', search, today, viewer?.levelCode ?? '');
      return replyFromCache(reply, 'availability', key, async () => {
        const page = await hotelsByPage(app.db, search, viewer, today);
        return okPaged(page.rows, page.total);
      });
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
