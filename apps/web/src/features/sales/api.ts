import type { saleListContentResponse } from '@hotel/shared/api/cms';
import type { saleDetailResponse } from '@hotel/shared/api/hotel';
import { queryOptions } from '@tanstack/react-query';
import { cmsApi, crsApi, dataOf } from '../../lib/api-client.ts';
import { retryUnlessNotFound } from '../../lib/not-found.ts';
import { cmsKeys, hotelKeys } from '../../lib/query-keys.ts';

/** getsaledetail: one offer; an unknown id fails with status 404. */
export const saleDetailQuery = (saleId: number) =>
  queryOptions({
    queryKey: hotelKeys.saleDetail(saleId),
    queryFn: async () =>
      (await dataOf(crsApi.get<typeof saleDetailResponse>('/hotel/getsaledetail', { id: saleId }))).data,
    retry: retryUnlessNotFound,
  });

/** salelist.aspx: the sales page's banner, introduction and theme names. */
export const saleListContentQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: cmsKeys.saleListContent(hotelCode),
    queryFn: async () =>
      (await dataOf(cmsApi.get<typeof saleListContentResponse>('/salelist.aspx', { HotelCode: hotelCode })))
        .data,
    staleTime: 10 * 60_000,
  });
