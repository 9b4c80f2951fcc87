import type { FooterNavName } from '@hotel/shared/constants';

/**
 * Whom the priced reads (getRoomAndRate, getHotelsByPage, getPriceCalendar) are asked for: the
 * server prices a logged-in member at their level and a visitor at 门市价, so their answers are
 * cached apart and a login or logout asks again. A marker, never the token: these keys go into the
 * server-rendered page, which is always a visitor's.
 */
export type Viewer = 'member' | 'visitor';

export function viewerOf(usertoken: string | undefined): Viewer {
  return usertoken ? 'member' : 'visitor';
}

/**
 * The one key factory of every read the site makes (the calls' query definitions are in lib/
 * catalogue-queries.ts and each feature's api.ts). Invalidate by these, never by literal arrays:
 * a prefix (`hotelKeys.roomAndRateOf(code)`) covers every stay of that hotel. Member data is keyed
 * under ['user'] (features/member/api.ts, features/booking/api.ts).
 */
export const hotelKeys = {
  info: (hotelCode: string) => ['hotel', 'info', hotelCode] as const,
  banners: (hotelCode: string) => ['hotel', 'banners', hotelCode] as const,
  sales: (hotelCode: string) => ['hotel', 'sales', hotelCode] as const,
  saleDetail: (saleId: number) => ['hotel', 'saledetail', saleId] as const,
  roomTypes: (hotelCode: string) => ['hotel', 'roomTypes', hotelCode] as const,
  roomTypeDetail: (hotelCode: string, roomTypeCode: string) =>
    ['hotel', 'roomTypeDetail', hotelCode, roomTypeCode] as const,
  /** Every priced stay; with a hotel code, that hotel's. */
  roomAndRateOf: (hotelCode?: string) =>
    hotelCode === undefined
      ? (['hotel', 'roomAndRate'] as const)
      : (['hotel', 'roomAndRate', hotelCode] as const),
  roomAndRate: (hotelCode: string, checkIn: string, checkOut: string, viewer: Viewer) =>
    ['hotel', 'roomAndRate', hotelCode, checkIn, checkOut, viewer] as const,
  /** A hotel's lowest price of each day from `from` (yyyy-MM-dd), or 满房. */
  priceCalendar: (hotelCode: string, from: string, viewer: Viewer) =>
    ['hotel', 'priceCalendar', hotelCode, from, viewer] as const,
  /** Filter groups; without a city code, those of every city. */
  archives: (cityCode?: string) =>
    cityCode === undefined ? (['hotel', 'archives'] as const) : (['hotel', 'archives', cityCode] as const),
  /** Pages of the hotel list; without a page, every page of every search. */
  byPage: (page?: { request: object; viewer: Viewer }) =>
    page === undefined
      ? (['hotel', 'byPage'] as const)
      : (['hotel', 'byPage', page.request, page.viewer] as const),
  cityHotels: (hotelCode: string) => ['hotel', 'cityHotels', hotelCode] as const,
  groupCities: () => ['hotel', 'groupCities'] as const,
};

export const cmsKeys = {
  siteInfo: () => ['cms', 'siteinfo'] as const,
  newsList: (sid: number) => ['cms', 'newslist', sid] as const,
  newsDetail: (newsId: number) => ['cms', 'shownews', newsId] as const,
  about: (sid: number) => ['cms', 'about', sid] as const,
  brand: (sid: number) => ['cms', 'brand', sid] as const,
  footer: (name: FooterNavName) => ['cms', 'footer', name] as const,
  joinIn: () => ['cms', 'joinin'] as const,
  hotelHome: (hotelCode: string) => ['cms', 'hotelhome', hotelCode] as const,
  health: (hotelCode: string) => ['cms', 'health', hotelCode] as const,
  tea: (hotelCode: string) => ['cms', 'tea', hotelCode] as const,
  meeting: (hotelCode: string) => ['cms', 'meeting', hotelCode] as const,
  saleListContent: (hotelCode: string) => ['cms', 'salelist', hotelCode] as const,
  membership: () => ['cms', 'membership'] as const,
};
