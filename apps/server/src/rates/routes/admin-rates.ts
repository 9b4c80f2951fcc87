import {
  bulkEditBody,
  bulkEditResponse,
  calendarQuery,
  calendarResponse,
  RATES_MSG,
} from '@hotel/shared/admin/rates';
import {
  createRatePlanBody,
  createRoomTypeBody,
  idParams,
  ratePlanResponse,
  roomTypeResponse,
  roomTypesQuery,
  roomTypesResponse,
  updateRatePlanBody,
  updateRoomTypeBody,
} from '@hotel/shared/admin/room-types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { actorOf, currentStaff, requirePermission } from '../../staff/index.ts';
import { bulkEdit } from '../services/rates-bulk-edit.ts';
import { calendarOf } from '../services/rates-calendar.ts';
import {
  createRatePlan,
  createRoomType,
  editRatePlan,
  editRoomType,
  roomTypesFor,
} from '../services/room-types.ts';

const tags = ['admin'];

/**
 * 房价房态: the calendar grid and its bulk edit, room types and rate plans. Group administrators for
 * every hotel, hotel managers for their own; every other role is refused (403).
 */
export const adminRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requirePermission('editRates'));

  app.get(
    '/calendar',
    {
      schema: {
        tags,
        summary: '房价房态日历',
        querystring: calendarQuery,
        response: { 200: calendarResponse, ...refusals(404) },
      },
    },
    async (request) => ok(await calendarOf(app.db, currentStaff(request), request.query)),
  );

  app.post(
    '/bulk-edit',
    {
      schema: {
        tags,
        summary: '批量修改价格、房量、停售、最少连住、不接受入住',
        body: bulkEditBody,
        response: { 200: bulkEditResponse, ...refusals(404, 409) },
      },
    },
    async (request) =>
      ok(
        await bulkEdit(app.db, actorOf(request), currentStaff(request), request.body, new Date()),
        RATES_MSG.saved,
      ),
  );

  app.get(
    '/room-types',
    {
      schema: {
        tags,
        summary: '酒店的房型与房价',
        querystring: roomTypesQuery,
        response: { 200: roomTypesResponse, ...refusals(404) },
      },
    },
    async (request) => ok(await roomTypesFor(app.db, currentStaff(request), request.query.hotelCode)),
  );

  app.post(
    '/room-types',
    {
      schema: {
        tags,
        summary: '新建房型',
        body: createRoomTypeBody,
        response: { 200: roomTypeResponse, ...refusals(404, 409) },
      },
    },
    async (request) =>
      ok(
        await createRoomType(app.db, actorOf(request), currentStaff(request), request.body, new Date()),
        RATES_MSG.saved,
      ),
  );

  app.put(
    '/room-types/:id',
    {
      schema: {
        tags,
        summary: '修改房型',
        params: idParams,
        body: updateRoomTypeBody,
        response: { 200: roomTypeResponse, ...refusals(404) },
      },
    },
    async (request) =>
      ok(
        await editRoomType(
          app.db,
          actorOf(request),
          currentStaff(request),
          request.params.id,
          request.body,
          new Date(),
        ),
        RATES_MSG.saved,
      ),
  );

  app.post(
    '/rate-plans',
    {
      schema: {
        tags,
        summary: '新建房价',
        body: createRatePlanBody,
        response: { 200: ratePlanResponse, ...refusals(404, 409) },
      },
    },
    async (request) =>
      ok(
        await createRatePlan(app.db, actorOf(request), currentStaff(request), request.body, new Date()),
        RATES_MSG.saved,
      ),
  );

  app.put(
    '/rate-plans/:id',
    {
      schema: {
        tags,
        summary: '修改房价（含启用/停用、每周默认价）',
        params: idParams,
        body: updateRatePlanBody,
        response: { 200: ratePlanResponse, ...refusals(404) },
      },
    },
    async (request) =>
      ok(
        await editRatePlan(
          app.db,
          actorOf(request),
          currentStaff(request),
          request.params.id,
          request.body,
          new Date(),
        ),
        RATES_MSG.saved,
      ),
  );
};
