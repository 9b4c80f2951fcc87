import { healthContentResponse, homeContentResponse, teaContentResponse } from '@hotel/shared/api/cms';
import {
  bannerResponse,
  hotelInfoResponse,
  roomAndRateResponse,
  roomTypeDetailResponse,
  roomTypeResponse,
  saleListResponse,
} from '@hotel/shared/api/hotel';
import { runningOffers } from '@hotel/shared/validation';
import { queryOptions } from '@tanstack/react-query';
import { cmsApi, crsApi, dataOf } from '../../lib/api-client.ts';
import { businessDay } from '../../lib/business-date.ts';
import { retryUnlessNotFound } from '../../lib/not-found.ts';

/** getHotelInfo of one hotel: the hotel context of every per-hotel page. */
export const hotelInfoQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: ['hotel', 'info', hotelCode],
    queryFn: async () =>
      (await dataOf(crsApi.post('/hotel/getHotelInfo', hotelInfoResponse, { HotelCode: hotelCode }))).data,
    retry: retryUnlessNotFound,
    staleTime: 5 * 60_000,
  });

export const hotelBannersQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: ['hotel', 'banners', hotelCode],
    queryFn: async () =>
      (await dataOf(crsApi.post('/hotel/getBanner', bannerResponse, { HotelCode: hotelCode }))).data,
  });

export const hotelHomeContentQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: ['cms', 'hotelhome', hotelCode],
    queryFn: async () =>
      (await dataOf(cmsApi.get('/hotelhome.aspx', homeContentResponse, { HotelCode: hotelCode }))).data,
    retry: retryUnlessNotFound,
  });

export const healthContentQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: ['cms', 'health', hotelCode],
    queryFn: async () =>
      (await dataOf(cmsApi.get('/health.aspx', healthContentResponse, { HotelCode: hotelCode }))).data,
    retry: retryUnlessNotFound,
  });

export const teaContentQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: ['cms', 'tea', hotelCode],
    queryFn: async () =>
      (await dataOf(cmsApi.get('/tea.aspx', teaContentResponse, { HotelCode: hotelCode }))).data,
    retry: retryUnlessNotFound,
  });

/** The hotel's room types with their rate plans (no prices): the carousel and the detail page. */
export const roomTypesQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: ['hotel', 'roomTypes', hotelCode],
    queryFn: async () =>
      (await dataOf(crsApi.post('/hotel/getRoomType', roomTypeResponse, { HotelCode: hotelCode }))).data,
    retry: retryUnlessNotFound,
  });

export const roomTypeDetailQuery = (hotelCode: string, roomTypeCode: string) =>
  queryOptions({
    queryKey: ['hotel', 'roomTypeDetail', hotelCode, roomTypeCode],
    queryFn: async () =>
      (
        await dataOf(
          crsApi.post('/hotel/getRoomTypeDetail', roomTypeDetailResponse, { hotelCode, roomTypeCode }),
        )
      ).data,
    retry: retryUnlessNotFound,
  });

/** Every room type with each rate's availability and price for the stay (yyyy-MM-dd dates). */
export const roomAndRateQuery = (hotelCode: string, checkIn: string, checkOut: string) =>
  queryOptions({
    queryKey: ['hotel', 'roomAndRate', hotelCode, checkIn, checkOut],
    queryFn: async () =>
      (
        await dataOf(
          crsApi.post('/hotel/getRoomAndRate', roomAndRateResponse, {
            HotelCode: hotelCode,
            RoomTypeCode: '',
            CheckIn: checkIn,
            CheckOut: checkOut,
          }),
        )
      ).data,
    // Prices and rooms left change; a guest coming back should see today's figures.
    staleTime: 30_000,
    retry: retryUnlessNotFound,
  });

/** The hotel's offers running today, group-wide ones included (newest first); same key as the sales pages. */
export const hotelSalesQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: ['hotel', 'sales', hotelCode],
    queryFn: async () =>
      (await dataOf(crsApi.post('/hotel/getsalelist', saleListResponse, { hotelCode }))).data,
    // The service lists running offers only; a page kept open past midnight must not show one that has since ended.
    select: (sales) => runningOffers(sales, businessDay()),
  });
