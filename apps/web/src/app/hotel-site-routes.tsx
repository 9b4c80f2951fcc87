import { type RouteObject, redirect } from 'react-router';
import { paths } from '../config/paths.ts';
import { adoptLinkedSearch, LINKED_SEARCH_KEYS } from '../lib/linked-search.ts';
import type { RouteHandle } from './route-handle.ts';
import { ChildAboutUsRoute } from './routes/child-about-us.tsx';
import { ChildHealthAndTeaRoute } from './routes/child-health-and-tea.tsx';
import { ChildHomeRoute } from './routes/child-home.tsx';
import { ChildMeetingsRoute } from './routes/child-meetings.tsx';
import { ChildRoomDetailRoute } from './routes/child-room-detail.tsx';
import { ChildRoomsRoute } from './routes/child-rooms.tsx';
import { ChildSalesDetailRoute, ChildSalesRoute } from './routes/child-sales.tsx';
import { HotelSiteLayout } from './routes/hotel-site-layout.tsx';
import { MeetingsRoute } from './routes/meetings.tsx';

function page(path: string, handle: RouteHandle, element: RouteObject['element']): RouteObject {
  return { path, handle, element };
}

/**
 * A link from the hotel list carries the guest's search (lib/linked-search.ts): it goes into this
 * tab's session, and the address drops it, so a later reload keeps dates the guest changed since.
 */
function adoptSearchLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  if (!adoptLinkedSearch(url.searchParams)) return null;
  for (const key of LINKED_SEARCH_KEYS) url.searchParams.delete(key);
  throw redirect(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * A single hotel's own site (section 2, per-hotel routes) and the group's meetings page. The
 * per-hotel pages share a layout that loads the hotel and enters its context. Every group route
 * has a static first segment, which React Router ranks above `:hotelCode`, so /home/about-us
 * stays AboutUs.
 */
export const hotelSiteRoutes: RouteObject[] = [
  page(paths.meetings, { name: 'Meetings', title: '会议宴会' }, <MeetingsRoute />),
  {
    path: '/:hotelCode',
    loader: adoptSearchLoader,
    element: <HotelSiteLayout />,
    children: [
      page('home', { name: 'ChildHome', title: '酒店首页' }, <ChildHomeRoute />),
      page('about-us', { name: 'ChildAboutUs', title: '酒店介绍' }, <ChildAboutUsRoute />),
      page('rooms', { name: 'ChildRooms', title: '客房预订' }, <ChildRoomsRoute />),
      page(
        'room-detail/room-detail',
        { name: 'ChildRoomsDetail', title: '房型详情' },
        <ChildRoomDetailRoute />,
      ),
      page('health-and-tea', { name: 'ChildHealthAndTea', title: '康养茶道' }, <ChildHealthAndTeaRoute />),
      page('meetings', { name: 'ChildMeetings', title: '会议宴会' }, <ChildMeetingsRoute />),
      page('sales', { name: 'ChildSales', title: '酒店优惠' }, <ChildSalesRoute />),
      page('sales/:saleId', { name: 'ChildSalesDetail', title: '优惠详情' }, <ChildSalesDetailRoute />),
    ],
  },
];
