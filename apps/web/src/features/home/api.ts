import { newsListResponse } from '@hotel/shared/api/cms';
import { bannerResponse, hotelInfoResponse, saleListResponse } from '@hotel/shared/api/hotel';
import { NEWS_SID } from '@hotel/shared/constants';
import { runningOffers } from '@hotel/shared/validation';
import { queryOptions } from '@tanstack/react-query';
import { cmsApi, crsApi, dataOf } from '../../lib/api-client.ts';
import { businessDay } from '../../lib/business-date.ts';

export const bannersQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: ['hotel', 'banners', hotelCode],
    queryFn: async () =>
      (await dataOf(crsApi.post('/hotel/getBanner', bannerResponse, { HotelCode: hotelCode }))).data,
  });

export const hotelInfoQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: ['hotel', 'info', hotelCode],
    queryFn: async () =>
      (await dataOf(crsApi.post('/hotel/getHotelInfo', hotelInfoResponse, { HotelCode: hotelCode }))).data,
  });

/** getsalelist: the offers running today, newest first (the latest offers lead Home). */
export const salesQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: ['hotel', 'sales', hotelCode],
    queryFn: async () =>
      (await dataOf(crsApi.post('/hotel/getsalelist', saleListResponse, { hotelCode }))).data,
    // The service lists running offers only; a page kept open past midnight must not show one that has since ended.
    select: (sales) => runningOffers(sales, businessDay()),
  });

export const newsListQuery = (sid: number = NEWS_SID) =>
  queryOptions({
    queryKey: ['cms', 'newslist', sid],
    queryFn: async () => (await dataOf(cmsApi.get('/newslist.aspx', newsListResponse, { sid }))).data,
  });
