import type { hotelsByPageBody } from '@hotel/shared/api/hotel';
import { HEAD_OFFICE_CODE, NEWS_SID } from '@hotel/shared/constants';
import { runningOffers } from '@hotel/shared/validation';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { cmsApi, crsApi } from './api-client.ts';
import { appStore, useAppState } from './app-store.ts';
import { businessDay } from './business-date.ts';
import { retryUnlessNotFound } from './not-found.ts';
import { cmsKeys, hotelKeys, type Viewer, viewerOf } from './query-keys.ts';
import { isHydrating, isServer } from './render-environment.ts';

/**
 * The reads several features show: a hotel (or the head office), its banners and offers, the news,
 * pages of hotels (the hotel list; a hotel's rooms page when it is full).
 */

/**
 * Whom prices are asked for, as this render sees it: a visitor on the server and while hydrating
 * (the server knew no member, and the API client sends no token then either), else whether a member
 * is logged in. A component showing prices passes `useViewer()` so it renders again on login,
 * logout and at the end of hydration; this is the fallback of the price queries.
 */
export function currentViewer(): Viewer {
  return isServer || isHydrating() ? 'visitor' : viewerOf(appStore.getState().usertoken);
}

/** The viewer of the priced reads; changes when the member logs in or out, and after hydration. */
export function useViewer(): Viewer {
  return useAppState((state) => viewerOf(state.usertoken));
}

/** getHotelInfo: the head office on the group pages, a hotel as the context of its own pages. */
export const hotelInfoQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: hotelKeys.info(hotelCode),
    queryFn: async () =>
      (await crsApi.post('/hotel/getHotelInfo', 'hotelInfoResponse', { HotelCode: hotelCode })).data,
    retry: retryUnlessNotFound,
    staleTime: 5 * 60_000,
  });

export const bannersQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: hotelKeys.banners(hotelCode),
    queryFn: async () =>
      (await crsApi.post('/hotel/getBanner', 'bannerResponse', { HotelCode: hotelCode })).data,
  });

/**
 * getsalelist: the offers running today that a hotel shows (group-wide ones included), newest
 * first; the head office's list is every one (section 4).
 */
export const salesQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: hotelKeys.sales(hotelCode),
    queryFn: async () => (await crsApi.post('/hotel/getsalelist', 'saleListResponse', { hotelCode })).data,
    // The service lists running offers only; a page kept open past midnight must not show one that has since ended.
    select: (sales) => runningOffers(sales, businessDay()),
  });

/** newslist.aspx: the column's news, newest first. */
export const newsListQuery = (sid: number = NEWS_SID) =>
  queryOptions({
    queryKey: cmsKeys.newsList(sid),
    queryFn: async () => (await cmsApi.get('/newslist.aspx', 'newsListResponse', { sid })).data,
  });

/** getHotelsByPage: every field but the stay (`checkIn`, `checkOut`; tonight's when absent) is always sent. */
export type HotelPageRequest = z.output<typeof hotelsByPageBody>;

/**
 * One page of hotels and the total; the previous page stays on screen while the next loads.
 * `lowestPrice` is the viewer's: a member's level price, 门市价 for a visitor.
 */
export const hotelPageQuery = (request: HotelPageRequest, viewer: Viewer = currentViewer()) =>
  queryOptions({
    queryKey: hotelKeys.byPage({ request, viewer }),
    queryFn: async () => {
      const body = await crsApi.post('/hotel/getHotelsByPage', 'hotelsByPageResponse', request);
      return { rows: body.rows, total: body.total };
    },
    placeholderData: keepPreviousData,
  });

/**
 * getPriceCalendar: each day from `from` (the service's default span, 60 days) with the lowest price
 * of a night arriving then (the viewer's: a member's level price, 门市价 for a visitor), or soldOut.
 * Asked for only when a stay picker (the rooms page's, or a search box naming one hotel) is reached for.
 */
export const priceCalendarQuery = (hotelCode: string, from: string, viewer: Viewer = currentViewer()) =>
  queryOptions({
    queryKey: hotelKeys.priceCalendar(hotelCode, from, viewer),
    queryFn: async () =>
      (
        await crsApi.post('/hotel/getPriceCalendar', 'priceCalendarResponse', {
          HotelCode: hotelCode,
          from,
        })
      ).data,
    // as the rooms' prices: a guest coming back should see today's figures
    staleTime: 30_000,
  });

/** Every hotel of the group (getCityHotel with the head-office code), for the group's meetings page and the search box naming one. */
export const groupHotelsQuery = () =>
  queryOptions({
    queryKey: hotelKeys.cityHotels(HEAD_OFFICE_CODE),
    queryFn: async () =>
      (await crsApi.get('/hotel/getCityHotel', 'cityHotelResponse', { HotelCode: HEAD_OFFICE_CODE })).data,
    staleTime: 10 * 60_000,
  });
