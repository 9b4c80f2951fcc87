import {
  CHANNEL_MSG,
  type CreateChannelBody,
  channelMappingResponse,
  channelsResponse,
  type FullSyncBody,
  type SaveMappingBody,
  type UpdateChannelBody,
} from '@hotel/shared/admin/channels';
import { envelopeBase, envelopeOf } from '@hotel/shared/api/envelope';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
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

const CHANGED = { said: (message: string) => message, refresh: [CHANNELS_KEY] };
const messageOf = (answer: { message?: string | undefined }, fallback: string) => answer.message || fallback;

export function useCreateChannel() {
  return useChange(
    async (body: CreateChannelBody) =>
      messageOf(
        await adminApi.post('/channels', envelopeOf(z.object({ id: z.number() })), body),
        CHANNEL_MSG.saved,
      ),
    CHANGED,
  );
}

export function useUpdateChannel() {
  return useChange(
    async ({ id, body }: { id: number; body: UpdateChannelBody }) =>
      messageOf(await adminApi.put(`/channels/${id}`, envelopeBase, body), CHANNEL_MSG.saved),
    CHANGED,
  );
}

export function useSaveMapping() {
  return useChange(
    async ({ id, hotelCode, body }: { id: number; hotelCode: string; body: SaveMappingBody }) =>
      messageOf(
        await adminApi.put(`/channels/${id}/hotels/${hotelCode}`, envelopeBase, body),
        CHANNEL_MSG.mappingSaved,
      ),
    CHANGED,
  );
}

export function useFullSync() {
  return useChange(
    async ({ id, body }: { id: number; body: FullSyncBody }) =>
      messageOf(
        await adminApi.post(`/channels/${id}/sync`, envelopeBase, body),
        CHANNEL_MSG.syncQueued(body.nights),
      ),
    CHANGED,
  );
}

export function useResend() {
  return useChange(
    async (id: number) =>
      messageOf(await adminApi.post(`/channels/${id}/resend`, envelopeBase), CHANNEL_MSG.resendQueued),
    CHANGED,
  );
}
