import { queryOptions } from '@tanstack/react-query';
import { cmsApi, crsApi } from '../../lib/api-client.ts';
import { retryUnlessNotFound } from '../../lib/not-found.ts';
import { cmsKeys, hotelKeys } from '../../lib/query-keys.ts';

/** getsaledetail: one offer; an unknown id fails with status 404. */
export const saleDetailQuery = (saleId: number) =>
  queryOptions({
    queryKey: hotelKeys.saleDetail(saleId),
    queryFn: async () =>
      (await crsApi.get('/hotel/getsaledetail', 'saleDetailResponse', { id: saleId })).data,
    retry: retryUnlessNotFound,
  });

/** salelist.aspx: the sales page's banner, introduction and theme names. */
export const saleListContentQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: cmsKeys.saleListContent(hotelCode),
    queryFn: async () =>
      (await cmsApi.get('/salelist.aspx', 'saleListContentResponse', { HotelCode: hotelCode })).data,
    staleTime: 10 * 60_000,
  });
