import { hotelOptionsResponse } from '@hotel/shared/admin/common';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from './api-client.ts';

/** The signed-in staff member's hotels (every hotel for the group's roles): filters and pickers. */
export const hotelsQuery = () =>
  queryOptions({
    queryKey: ['hotels'] as const,
    queryFn: async () => (await adminApi.get('/hotels', hotelOptionsResponse)).data,
    // Hotels open rarely; one list per working session is enough.
    staleTime: 30 * 60_000,
  });

/** A staff member's hotels by name; none means a group role, which works for every hotel. */
export function hotelNames(hotels: readonly { name: string }[]): string {
  return hotels.length === 0 ? '全部酒店' : hotels.map((hotel) => hotel.name).join('、');
}
