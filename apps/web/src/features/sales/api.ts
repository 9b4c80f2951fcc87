import { saleListContentResponse } from '@hotel/shared/api/cms';
import { saleDetailResponse, saleListResponse } from '@hotel/shared/api/hotel';
import { runningOffers } from '@hotel/shared/validation';
import { queryOptions } from '@tanstack/react-query';
import { cmsApi, crsApi, dataOf } from '../../lib/api-client.ts';
import { businessDay } from '../../lib/business-date.ts';
import { retryUnlessNotFound } from '../../lib/not-found.ts';

/**
 * getsalelist: the offers running today that a hotel shows; the head office's list is every one,
 * not filtered by hotel (section 4). Same key as the home page's offers section, so they share the cache.
 */
export const salesQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: ['hotel', 'sales', hotelCode],
    queryFn: async () =>
      (await dataOf(crsApi.post('/hotel/getsalelist', saleListResponse, { hotelCode }))).data,
    // The service lists running offers only; a page kept open past midnight must not show one that has since ended.
    select: (sales) => runningOffers(sales, businessDay()),
  });

/** getsaledetail: one offer; an unknown id fails with status 404. */
export const saleDetailQuery = (saleId: number) =>
  queryOptions({
    queryKey: ['hotel', 'saledetail', saleId],
    queryFn: async () =>
      (await dataOf(crsApi.get('/hotel/getsaledetail', saleDetailResponse, { id: saleId }))).data,
    retry: retryUnlessNotFound,
  });

/** salelist.aspx: the sales page's banner, introduction and theme names. */
export const saleListContentQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: ['cms', 'salelist', hotelCode],
    queryFn: async () =>
      (await dataOf(cmsApi.get('/salelist.aspx', saleListContentResponse, { HotelCode: hotelCode }))).data,
    staleTime: 10 * 60_000,
  });
