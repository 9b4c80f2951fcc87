import {
  bannerResponse,
  hotelCodeBody,
  hotelInfoResponse,
  saleDetailQuery,
  saleDetailResponse,
  saleListBody,
  saleListResponse,
} from '@hotel/shared/api/hotel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { readKey } from '../../lib/read-cache.ts';
import { shanghaiDate } from '../../lib/time.ts';
import { replyFromCache } from '../../plugins/read-cache.ts';
import { bannersFor } from '../services/content.ts';
import { hotelInfoFor } from '../services/hotel-info.ts';
import { saleDetail, saleListFor } from '../services/sales.ts';

/** The hotel calls of /crsapi/v1/hotel/… about a hotel's (or the group's) own information, banners and offers, with the spec's paths and names. */
export const hotelContentRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.post(
    '/getBanner',
    {
      schema: {
        tags: ['hotel'],
        summary: '轮播图（集团或单店）',
        body: hotelCodeBody,
        response: { 200: bannerResponse, ...refusals(404) },
      },
    },
    async (request, reply) => {
      const code = request.body.HotelCode;
      return replyFromCache(reply, 'content', readKey('getBanner', code), async () =>
        ok(await bannersFor(app.db, code)),
      );
    },
  );

  app.post(
    '/getsalelist',
    {
      schema: {
        tags: ['hotel'],
        summary: '当天进行中的优惠活动（集团为全部，单店含集团活动，最新在前）',
        body: saleListBody,
        response: { 200: saleListResponse, ...refusals(404) },
      },
    },
    async (request, reply) => {
      const code = request.body.hotelCode;
      // running offers change with the business day
      const today = shanghaiDate();
      return replyFromCache(reply, 'content', readKey('getsalelist', code, today), async () =>
        ok(await saleListFor(app.db, app.config.brand.name, code, today)),
      );
    },
  );

  app.get(
    '/getsaledetail',
    {
      schema: {
        tags: ['hotel'],
        summary: '优惠活动详情',
        querystring: saleDetailQuery,
        response: { 200: saleDetailResponse, ...refusals(404) },
      },
    },
    async (request, reply) => {
      const id = request.query.id;
      return replyFromCache(reply, 'content', readKey('getsaledetail', id), async () =>
        ok(await saleDetail(app.db, app.config.brand.name, id)),
      );
    },
  );
};
