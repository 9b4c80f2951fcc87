import type { baseArchivesResponse, hotelsByPageBody, hotelsByPageResponse } from '@hotel/shared/api/hotel';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { crsApi, dataOf } from '../../lib/api-client.ts';
import { hotelKeys } from '../../lib/query-keys.ts';

/** The filter groups of a city ('' = all cities): location, brand, price range, facility and service. */
export const filterGroupsQuery = (cityCode: string) =>
  queryOptions({
    queryKey: hotelKeys.archives(cityCode),
    queryFn: async () =>
      (await dataOf(crsApi.get<typeof baseArchivesResponse>('/hotel/getBaseArchivesNew', { cityCode }))).data,
    staleTime: 10 * 60_000,
  });

/** Every field but the stay (`checkIn`, `checkOut`; tonight's when absent) is always sent. */
export type HotelPageRequest = z.output<typeof hotelsByPageBody>;

/** One page of hotels and the total; the previous page stays on screen while the next loads. */
export const hotelPageQuery = (request: HotelPageRequest) =>
  queryOptions({
    queryKey: hotelKeys.byPage(request),
    queryFn: async () => {
      const body = await dataOf(crsApi.post<typeof hotelsByPageResponse>('/hotel/getHotelsByPage', request));
      return { rows: body.rows, total: body.total };
    },
    placeholderData: keepPreviousData,
  });
