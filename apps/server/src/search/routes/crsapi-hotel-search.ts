import {
  baseArchivesResponse,
  cityCodeQuery,
  hotelsByPageBody,
  hotelsByPageResponse,
} from '@hotel/shared/api/hotel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok, okPaged, refusals } from '../../lib/envelope.ts';
import { readKey, stayScope } from '../../lib/read-cache.ts';
import { addDays, shanghaiDate } from '../../lib/time.ts';
import { LOGIN_OPTIONAL, viewerLevelOf } from '../../members/index.ts';
import { replyFromCache } from '../../plugins/read-cache.ts';
import { baseArchivesFor, hotelsByPage } from '../services/hotel-search.ts';

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

/** The hotel list of /crsapi/v1/hotel/…: its filters, and its pages with each hotel's lowest price for the stay. */
export const hotelSearchRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return replyFromCache(
        reply,
        'availability',
        key,
        async () => {
          const page = await hotelsByPage(app.db, search, viewer, today);
          return okPaged(page.rows, page.total);
        },
        // any hotel's prices and rooms left, for the stay's nights
        stayScope(undefined, search.checkIn, search.checkOut),
      );
    },
  );
};
