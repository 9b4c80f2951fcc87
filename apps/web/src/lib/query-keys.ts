import type { FooterNavName } from '@hotel/shared/constants';

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
  roomAndRate: (hotelCode: string, checkIn: string, checkOut: string) =>
    ['hotel', 'roomAndRate', hotelCode, checkIn, checkOut] as const,
  /** A hotel's lowest price of each day from `from` (yyyy-MM-dd), or 满房. */
  priceCalendar: (hotelCode: string, from: string) => ['hotel', 'priceCalendar', hotelCode, from] as const,
  /** Filter groups; without a city code, those of every city. */
  archives: (cityCode?: string) =>
    cityCode === undefined ? (['hotel', 'archives'] as const) : (['hotel', 'archives', cityCode] as const),
  /** Pages of the hotel list; without a request, every page of every search. */
  byPage: (request?: object) =>
    request === undefined ? (['hotel', 'byPage'] as const) : (['hotel', 'byPage', request] as const),
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
