import {
  bannerResponse,
  baseArchivesResponse,
  cityCodeQuery,
  cityHotelResponse,
  groupCitiesResponse,
  hotelCodeBody,
  hotelCodeQuery,
  hotelInfoResponse,
  hotelsByPageBody,
  hotelsByPageResponse,
  roomAndRateBody,
  roomAndRateResponse,
  roomTypeDetailBody,
  roomTypeDetailResponse,
  roomTypeResponse,
  saleDetailQuery,
  saleDetailResponse,
  saleListBody,
  saleListResponse,
} from '@hotel/shared/api/hotel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPaged } from '../../../lib/envelope.ts';
import { roomAndRate } from '../../../services/availability.ts';
import { groupCities } from '../../../services/cities.ts';
import { baseArchivesFor, hotelsByPage } from '../../../services/hotel-search.ts';
import { bannersFor, cityHotelsFor, hotelInfoFor } from '../../../services/hotels.ts';
import { roomTypeDetail, roomTypesOf } from '../../../services/rooms.ts';
import { saleDetail, saleListFor } from '../../../services/sales.ts';

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

  app.post(
    '/getHotelInfo',
    {
      schema: {
        tags: ['hotel'],
        summary: '酒店信息（HJ000001 为集团信息）',
        body: hotelCodeBody,
        response: { 200: hotelInfoResponse },
      },
    },
    async (request) => ok(await hotelInfoFor(app.db, app.config.brand, request.body.HotelCode)),
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
    async () => ok(await groupCities(app.db)),
  );

  app.post(
    '/getsalelist',
    {
      schema: {
        tags: ['hotel'],
        summary: '当天进行中的优惠活动（集团为全部，单店含集团活动，最新在前）',
        body: saleListBody,
        response: { 200: saleListResponse },
      },
    },
    async (request) => ok(await saleListFor(app.db, app.config.brand.name, request.body.hotelCode)),
  );

  app.get(
    '/getsaledetail',
    {
      schema: {
        tags: ['hotel'],
        summary: '优惠活动详情',
        querystring: saleDetailQuery,
        response: { 200: saleDetailResponse },
      },
    },
    async (request) => ok(await saleDetail(app.db, app.config.brand.name, request.query.id)),
  );

  app.get(
    '/getCityHotel',
    {
      schema: {
        tags: ['hotel'],
        summary: '同城酒店（HJ000001 为全部酒店）',
        querystring: hotelCodeQuery,
        response: { 200: cityHotelResponse },
      },
    },
    async (request) => ok(await cityHotelsFor(app.db, request.query.HotelCode)),
  );

  app.get(
    '/getBaseArchivesNew',
    {
      schema: {
        tags: ['hotel'],
        summary: '酒店列表筛选条件（位置、品牌、价格、设施）',
        querystring: cityCodeQuery,
        response: { 200: baseArchivesResponse },
      },
    },
    async (request) => ok(await baseArchivesFor(app.db, request.query.cityCode)),
  );

  app.post(
    '/getHotelsByPage',
    {
      schema: {
        tags: ['hotel'],
        summary: '酒店分页查询（城市、筛选条件、品牌、名称）',
        body: hotelsByPageBody,
        response: { 200: hotelsByPageResponse },
      },
    },
    async (request) => {
      const page = await hotelsByPage(app.db, request.body);
      return okPaged(page.rows, page.total);
    },
  );

  app.post(
    '/getRoomType',
    {
      schema: {
        tags: ['hotel'],
        summary: '酒店房型及价格计划',
        body: hotelCodeBody,
        response: { 200: roomTypeResponse },
      },
    },
    async (request) => ok(await roomTypesOf(app.db, request.body.HotelCode)),
  );

  app.post(
    '/getRoomAndRate',
    {
      schema: {
        tags: ['hotel'],
        summary: '房型与价格（入住日期至离店日期各晚的余房与房价）',
        body: roomAndRateBody,
        response: { 200: roomAndRateResponse },
      },
    },
    async (request) => ok(await roomAndRate(app.db, request.body)),
  );

  app.post(
    '/getRoomTypeDetail',
    {
      schema: {
        tags: ['hotel'],
        summary: '房型详情',
        body: roomTypeDetailBody,
        response: { 200: roomTypeDetailResponse },
      },
    },
    async (request) => ok(await roomTypeDetail(app.db, request.body.hotelCode, request.body.roomTypeCode)),
  );
};
