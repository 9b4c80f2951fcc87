import {
  adjustmentResponse,
  type BalanceAdjustBody,
  ledgerResponse,
  memberOrdersResponse,
  memberProfileResponse,
  memberSearchResponse,
  type PointsAdjustBody,
} from '@hotel/shared/admin/members';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../lib/api-client.ts';
import { useChange } from '../../lib/use-change.ts';

/** Every member query starts with this key; an adjustment invalidates the member's queries. */
export const MEMBERS_KEY = ['members'] as const;

interface Paging {
  page: number;
  pageSize: number;
}

export const memberSearchQuery = (params: Paging & { keyword: string }) =>
  queryOptions({
    queryKey: [...MEMBERS_KEY, 'search', params] as const,
    queryFn: async () =>
      (await adminApi.get('/members', memberSearchResponse, { query: { ...params } })).data,
    enabled: params.keyword !== '',
    placeholderData: (previous) => previous,
  });

export const memberKey = (id: number) => [...MEMBERS_KEY, id] as const;

export const memberProfileQuery = (id: number) =>
  queryOptions({
    queryKey: [...memberKey(id), 'profile'] as const,
    queryFn: async () => (await adminApi.get(`/members/${id}`, memberProfileResponse)).data,
  });

export const memberOrdersQuery = (id: number, paging: Paging) =>
  queryOptions({
    queryKey: [...memberKey(id), 'orders', paging] as const,
    queryFn: async () =>
      (await adminApi.get(`/members/${id}/orders`, memberOrdersResponse, { query: { ...paging } })).data,
    placeholderData: (previous) => previous,
  });

export type LedgerKind = 'points' | 'balance';

export const memberLedgerQuery = (id: number, kind: LedgerKind, paging: Paging) =>
  queryOptions({
    queryKey: [...memberKey(id), kind, paging] as const,
    queryFn: async () =>
      (await adminApi.get(`/members/${id}/${kind}`, ledgerResponse, { query: { ...paging } })).data,
    placeholderData: (previous) => previous,
  });

export async function adjustMember(id: number, kind: LedgerKind, body: PointsAdjustBody | BalanceAdjustBody) {
  return adminApi.post(`/members/${id}/${kind}`, adjustmentResponse, body);
}

/** 调整积分 / 调整余额: shows the server's message and refreshes everything about this member. */
export function useAdjustMember(id: number, kind: LedgerKind) {
  return useChange((body: PointsAdjustBody | BalanceAdjustBody) => adjustMember(id, kind, body), {
    said: (reply) => reply.message,
    refresh: [memberKey(id)],
  });
}
