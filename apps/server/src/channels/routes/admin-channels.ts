import {
  CHANNEL_MSG,
  channelActionResponse,
  channelDeliveriesResponse,
  channelHotelParams,
  channelIdParams,
  channelMappingResponse,
  channelsResponse,
  createChannelBody,
  createChannelResponse,
  fullSyncBody,
  reconciliationResponse,
  saveMappingBody,
  updateChannelBody,
} from '@hotel/shared/admin/channels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { actorOf, currentStaff, requirePermission } from '../../staff/index.ts';
import { createChannel, listChannels, updateChannel } from '../services/channel-connections.ts';
import { mappingOf, queueFullSync, resendNow, saveMapping } from '../services/channel-mapping.ts';
import { deliveriesOf } from '../services/deliveries.ts';
import { reconcile, resendDifferences } from '../services/reconciliation.ts';

const tags = ['admin'];

/**
 * 渠道管理: group administrators keep the connections (where a channel is, our credentials, on/off,
 * its price rule); they and hotel managers (their own hotels) say what each hotel sells on it, and
 * ask for 全量同步 or 重新发送. Every other role is refused (403).
 */
export const adminChannelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const appSecret = app.config.appSecret;

  app.get(
    '/',
    {
      preValidation: requirePermission('mapChannels'),
      schema: { tags, summary: '渠道列表', response: { 200: channelsResponse } },
    },
    async (request) => ok(await listChannels(app.db, currentStaff(request))),
  );

  app.post(
    '/',
    {
      preValidation: requirePermission('manageChannels'),
      schema: {
        tags,
        summary: '新建渠道连接',
        body: createChannelBody,
        response: { 200: createChannelResponse, ...refusals(409) },
      },
    },
    async (request) =>
      ok(
        { id: await createChannel(app.db, appSecret, actorOf(request), request.body, new Date()) },
        CHANNEL_MSG.saved,
      ),
  );

  app.put(
    '/:id',
    {
      preValidation: requirePermission('manageChannels'),
      schema: {
        tags,
        summary: '修改渠道连接',
        params: channelIdParams,
        body: updateChannelBody,
        response: { 200: channelActionResponse, ...refusals(404, 409) },
      },
    },
    async (request) => {
      await updateChannel(app.db, appSecret, actorOf(request), request.params.id, request.body, new Date());
      return ok(null, CHANNEL_MSG.saved);
    },
  );

  app.get(
    '/:id/hotels/:hotelCode',
    {
      preValidation: requirePermission('mapChannels'),
      schema: {
        tags,
        summary: '酒店在渠道上的房型与房价映射',
        params: channelHotelParams,
        response: { 200: channelMappingResponse, ...refusals(404) },
      },
    },
    async (request) =>
      ok(await mappingOf(app.db, currentStaff(request), request.params.id, request.params.hotelCode)),
  );

  app.put(
    '/:id/hotels/:hotelCode',
    {
      preValidation: requirePermission('mapChannels'),
      schema: {
        tags,
        summary: '保存酒店在渠道上的映射',
        params: channelHotelParams,
        body: saveMappingBody,
        response: { 200: channelActionResponse, ...refusals(404) },
      },
    },
    async (request) => {
      const { id, hotelCode } = request.params;
      await saveMapping(
        app.db,
        currentStaff(request),
        actorOf(request),
        id,
        hotelCode,
        request.body,
        new Date(),
      );
      return ok(null, CHANNEL_MSG.mappingSaved);
    },
  );

  app.post(
    '/:id/sync',
    {
      preValidation: requirePermission('mapChannels'),
      schema: {
        tags,
        summary: '全量同步',
        params: channelIdParams,
        body: fullSyncBody,
        response: { 200: channelActionResponse, ...refusals(404) },
      },
    },
    async (request) => {
      await queueFullSync(app.db, currentStaff(request), request.params.id, request.body, new Date());
      return ok(null, CHANNEL_MSG.syncQueued(request.body.nights));
    },
  );

  app.post(
    '/:id/resend',
    {
      preValidation: requirePermission('mapChannels'),
      schema: {
        tags,
        summary: '重新发送',
        params: channelIdParams,
        response: { 200: channelActionResponse, ...refusals(404) },
      },
    },
    async (request) => {
      await resendNow(app.db, currentStaff(request), request.params.id);
      return ok(null, CHANNEL_MSG.resendQueued);
    },
  );

  app.get(
    '/:id/reconciliation',
    {
      preValidation: requirePermission('mapChannels'),
      schema: {
        tags,
        summary: '核对：渠道所存房态与本系统的差异',
        params: channelIdParams,
        response: { 200: reconciliationResponse, ...refusals(404, 409) },
      },
    },
    async (request) => ok(await reconcile(app.db, currentStaff(request), request.params.id, new Date())),
  );

  app.post(
    '/:id/reconciliation/resend',
    {
      preValidation: requirePermission('mapChannels'),
      schema: {
        tags,
        summary: '核对：重新发送差异',
        params: channelIdParams,
        response: { 200: channelActionResponse, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const nights = await resendDifferences(app.db, currentStaff(request), request.params.id, new Date());
      return ok(null, CHANNEL_MSG.differencesResent(nights));
    },
  );

  app.get(
    '/:id/deliveries',
    {
      preValidation: requirePermission('mapChannels'),
      schema: {
        tags,
        summary: '渠道订单：最近收到的预订、修改与取消及处理结果',
        params: channelIdParams,
        response: { 200: channelDeliveriesResponse, ...refusals(404) },
      },
    },
    async (request) => ok(await deliveriesOf(app.db, currentStaff(request), request.params.id)),
  );
};
