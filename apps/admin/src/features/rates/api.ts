import { type BulkEditBody, bulkEditResponse, calendarResponse, RATES_MSG } from '@hotel/shared/admin/rates';
import {
  type CreateRatePlanBody,
  type CreateRoomTypeBody,
  ratePlanResponse,
  roomTypeResponse,
  roomTypesResponse,
  type UpdateRatePlanBody,
  type UpdateRoomTypeBody,
} from '@hotel/shared/admin/room-types';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../lib/api-client.ts';
import { useChange } from '../../lib/use-change.ts';

/** Every query of 房价房态 starts with this key; a change invalidates them all. */
export const RATES_KEY = ['rates'] as const;

export interface CalendarParams {
  hotelCode: string;
  from: string;
  days: number;
}

export const calendarQuery = (params: CalendarParams) =>
  queryOptions({
    queryKey: [...RATES_KEY, 'calendar', params] as const,
    queryFn: async () =>
      (await adminApi.get('/rates/calendar', calendarResponse, { query: { ...params } })).data,
    enabled: params.hotelCode !== '',
    // Moving the start keeps the grid on screen until the next nights arrive.
    placeholderData: (previous) => previous,
  });

export const roomTypesQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: [...RATES_KEY, 'room-types', hotelCode] as const,
    queryFn: async () =>
      (await adminApi.get('/rates/room-types', roomTypesResponse, { query: { hotelCode } })).data,
    enabled: hotelCode !== '',
  });

export async function bulkEdit(body: BulkEditBody) {
  return (await adminApi.post('/rates/bulk-edit', bulkEditResponse, body)).data;
}

export async function createRoomType(body: CreateRoomTypeBody) {
  return (await adminApi.post('/rates/room-types', roomTypeResponse, body)).data;
}

export async function updateRoomType(id: number, body: UpdateRoomTypeBody) {
  return (await adminApi.put(`/rates/room-types/${id}`, roomTypeResponse, body)).data;
}

export async function createRatePlan(body: CreateRatePlanBody) {
  return (await adminApi.post('/rates/rate-plans', ratePlanResponse, body)).data;
}

export async function updateRatePlan(id: number, body: UpdateRatePlanBody) {
  return (await adminApi.put(`/rates/rate-plans/${id}`, ratePlanResponse, body)).data;
}

/** A change to rates and inventory (a room type, a rate plan, a bulk edit): 已保存, the grid read again. */
export function useRatesChange<V>(change: (values: V) => Promise<unknown>) {
  return useChange(change, { said: () => RATES_MSG.saved, refresh: [RATES_KEY] });
}
