import {
  type CreateChannelBody,
  channelActionResponse,
  channelDeliveriesResponse,
  channelMappingResponse,
  channelsResponse,
  createChannelResponse,
  type FullSyncBody,
  reconciliationResponse,
  type SaveMappingBody,
  type UpdateChannelBody,
} from '@hotel/shared/admin/channels';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../lib/api-client.ts';
import { useChange } from '../../lib/use-change.ts';

/** Every 渠道管理 query starts with this key; a change reads them all again. */
export const CHANNELS_KEY = ['channels'] as const;

export const channelsQuery = () =>
  queryOptions({
    queryKey: [...CHANNELS_KEY, 'list'] as const,
    queryFn: async () => (await adminApi.get('/channels', channelsResponse)).data,
  });

export const mappingQuery = (id: number, hotelCode: string) =>
  queryOptions({
    queryKey: [...CHANNELS_KEY, 'mapping', id, hotelCode] as const,
    queryFn: async () =>
      (await adminApi.get(`/channels/${id}/hotels/${hotelCode}`, channelMappingResponse)).data,
  });

/** 核对: read when asked (the drawer opens), never kept: it is what differs at that moment. */
export const reconciliationQuery = (id: number) =>
  queryOptions({
    queryKey: [...CHANNELS_KEY, 'reconciliation', id] as const,
    queryFn: async () => (await adminApi.get(`/channels/${id}/reconciliation`, reconciliationResponse)).data,
    staleTime: 0,
    gcTime: 0,
  });

/** 渠道订单: the latest deliveries, read when the drawer opens. */
export const deliveriesQuery = (id: number) =>
  queryOptions({
    queryKey: [...CHANNELS_KEY, 'deliveries', id] as const,
    queryFn: async () => (await adminApi.get(`/channels/${id}/deliveries`, channelDeliveriesResponse)).data,
    staleTime: 0,
  });

/** The server's words (已保存, 已安排全量同步30天 …), then every 渠道管理 query read again. */
const CHANGED = { said: (message: string) => message, refresh: [CHANNELS_KEY] };

export function useCreateChannel() {
  return useChange(
    async (body: CreateChannelBody) =>
      (await adminApi.post('/channels', createChannelResponse, body)).message,
    CHANGED,
  );
}

export function useUpdateChannel() {
  return useChange(
    async ({ id, body }: { id: number; body: UpdateChannelBody }) =>
      (await adminApi.put(`/channels/${id}`, channelActionResponse, body)).message,
    CHANGED,
  );
}

export function useSaveMapping() {
  return useChange(
    async ({ id, hotelCode, body }: { id: number; hotelCode: string; body: SaveMappingBody }) =>
      (await adminApi.put(`/channels/${id}/hotels/${hotelCode}`, channelActionResponse, body)).message,
    CHANGED,
  );
}

export function useFullSync() {
  return useChange(
    async ({ id, body }: { id: number; body: FullSyncBody }) =>
      (await adminApi.post(`/channels/${id}/sync`, channelActionResponse, body)).message,
    CHANGED,
  );
}

export function useResend() {
  return useChange(
    async (id: number) => (await adminApi.post(`/channels/${id}/resend`, channelActionResponse)).message,
    CHANGED,
  );
}

export function useResendDifferences() {
  return useChange(
    async (id: number) =>
      (await adminApi.post(`/channels/${id}/reconciliation/resend`, channelActionResponse)).message,
    CHANGED,
  );
}
