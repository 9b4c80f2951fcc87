import { dashboardResponse } from '@hotel/shared/admin/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../lib/api-client.ts';

/** 经营概况 of one hotel, or of every hotel the staff member may see (hotelCode ''). */
export const dashboardQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: ['dashboard', hotelCode] as const,
    queryFn: async () => (await adminApi.get('/dashboard', dashboardResponse, { query: { hotelCode } })).data,
    // a screen left open at the desk keeps its figures fresh
    refetchInterval: 5 * 60_000,
  });
