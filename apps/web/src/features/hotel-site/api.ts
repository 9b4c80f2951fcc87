import { queryOptions } from '@tanstack/react-query';
import { cmsApi, crsApi } from '../../lib/api-client.ts';
import { currentViewer } from '../../lib/catalogue-queries.ts';
import { retryUnlessNotFound } from '../../lib/not-found.ts';
import { cmsKeys, hotelKeys, type Viewer } from '../../lib/query-keys.ts';

export const hotelHomeContentQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: cmsKeys.hotelHome(hotelCode),
    queryFn: async () =>
      (await cmsApi.get('/hotelhome.aspx', 'homeContentResponse', { HotelCode: hotelCode })).data,
    retry: retryUnlessNotFound,
  });

export const healthContentQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: cmsKeys.health(hotelCode),
    queryFn: async () =>
      (await cmsApi.get('/health.aspx', 'healthContentResponse', { HotelCode: hotelCode })).data,
    retry: retryUnlessNotFound,
  });

export const teaContentQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: cmsKeys.tea(hotelCode),
    queryFn: async () => (await cmsApi.get('/tea.aspx', 'teaContentResponse', { HotelCode: hotelCode })).data,
    retry: retryUnlessNotFound,
  });

/** The hotel's room types with their rate plans (no prices): the carousel and the detail page. */
export const roomTypesQuery = (hotelCode: string) =>
  queryOptions({
    queryKey: hotelKeys.roomTypes(hotelCode),
    queryFn: async () =>
      (await crsApi.post('/hotel/getRoomType', 'roomTypeResponse', { HotelCode: hotelCode })).data,
    retry: retryUnlessNotFound,
  });

export const roomTypeDetailQuery = (hotelCode: string, roomTypeCode: string) =>
  queryOptions({
    queryKey: hotelKeys.roomTypeDetail(hotelCode, roomTypeCode),
    queryFn: async () =>
      (await crsApi.post('/hotel/getRoomTypeDetail', 'roomTypeDetailResponse', { hotelCode, roomTypeCode }))
        .data,
    retry: retryUnlessNotFound,
  });

/**
 * Every room type with each rate's availability, 门市价 and 会员价 for the stay (yyyy-MM-dd dates);
 * the member price is the viewer's own when a member is logged in (`useViewer()`).
 */
export const roomAndRateQuery = (
  hotelCode: string,
  checkIn: string,
  checkOut: string,
  viewer: Viewer = currentViewer(),
) => {
  const queryKey = hotelKeys.roomAndRate(hotelCode, checkIn, checkOut, viewer);
  /** The same stay's key for another viewer: all but the last part. */
  const sameStay = (other: readonly unknown[]) => queryKey.slice(0, -1).every((part, i) => other[i] === part);
  return queryOptions({
    queryKey,
    queryFn: async () =>
      (
        await crsApi.post('/hotel/getRoomAndRate', 'roomAndRateResponse', {
          HotelCode: hotelCode,
          RoomTypeCode: '',
          CheckIn: checkIn,
          CheckOut: checkOut,
        })
      ).data,
    // Prices and rooms left change; a guest coming back should see today's figures.
    staleTime: 30_000,
    retry: retryUnlessNotFound,
    // After a login or logout (and on a member's page once hydrated) the same stay is asked for
    // again: its figures stay on screen until the viewer's arrive. Another stay waits for its own.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameStay(previousQuery.queryKey) ? previous : undefined,
  });
};
