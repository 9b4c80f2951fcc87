import type { FooterNavName } from '@hotel/shared/constants';

/** Paths of the route table (site-spec.md section 2); build links with these, never by hand. */
export const paths = {
  root: '/',
  home: '/home',
  aboutUs: '/home/about-us',
  hotels: '/hotels',
  meetings: '/meetings',
  sales: '/sales',
  salesDetail: (saleId: number | string) => `/sales/${saleId}`,
  news: '/news',
  newsDetail: (newsId: number | string) => `/newsdetail/${newsId}`,
  courtesy: '/courtesy',
  /** A tab of the member centre (`booking`, `points`, `coupons` …). */
  courtesyTab: (tab: string) => `/courtesy?tab=${tab}`,
  /** One order of the member, in the member centre. */
  courtesyOrder: (orderId: number | string) => `/courtesy/orders/${orderId}`,
  register: '/register',
  joinIn: '/joinIn',
  brand: '/brand',
  footerPage: (name: FooterNavName) => `/${name}`,
  childHome: (hotelCode: string) => `/${hotelCode}/home`,
  childAboutUs: (hotelCode: string) => `/${hotelCode}/about-us`,
  childRooms: (hotelCode: string) => `/${hotelCode}/rooms`,
  childRoomsDetail: (hotelCode: string, index: number) =>
    `/${hotelCode}/room-detail/room-detail?index=${index}`,
  childHealthAndTea: (hotelCode: string) => `/${hotelCode}/health-and-tea`,
  childMeetings: (hotelCode: string) => `/${hotelCode}/meetings`,
  childSales: (hotelCode: string) => `/${hotelCode}/sales`,
  childSalesDetail: (hotelCode: string, saleId: number | string) => `/${hotelCode}/sales/${saleId}`,
  fillInformation: (hotelCode: string) => `/${hotelCode}/child-hotel/rooms/FillInformationStep`,
  payStep: '/pay-step',
  payDetail: '/PayDetail',
  payState: '/PayState',
} as const;
