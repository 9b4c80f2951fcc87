import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { pending } from './route-helpers.tsx';

/** A single hotel's own site (section 2, per-hotel routes) and the group's meetings page. */
export const hotelSiteRoutes: RouteObject[] = [
  pending(paths.meetings, { name: 'Meetings', title: '会议宴会' }),
  pending('/:hotelCode/home', { name: 'ChildHome', title: '酒店首页' }),
  pending('/:hotelCode/about-us', { name: 'ChildAboutUs', title: '酒店介绍' }),
  pending('/:hotelCode/rooms', { name: 'ChildRooms', title: '客房预订' }),
  pending('/:hotelCode/room-detail/room-detail', { name: 'ChildRoomsDetail', title: '房型详情' }),
  pending('/:hotelCode/health-and-tea', { name: 'ChildHealthAndTea', title: '康养茶道' }),
  pending('/:hotelCode/meetings', { name: 'ChildMeetings', title: '会议宴会' }),
  pending('/:hotelCode/sales', { name: 'ChildSales', title: '酒店优惠' }),
  pending('/:hotelCode/sales/:saleId', { name: 'ChildSalesDetail', title: '优惠详情' }),
];
