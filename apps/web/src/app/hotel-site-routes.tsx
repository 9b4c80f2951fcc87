import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { paths } from '../config/paths.ts';
import { adoptLinkedSearch, LINKED_SEARCH_KEYS } from '../lib/linked-search.ts';
import { isServer } from '../lib/render-environment.ts';
import type { RouteHandle } from './route-handle.ts';

/** A page whose module loads when it is first shown; `Component` is the module's page. */
function page(
  path: string,
  handle: RouteHandle,
  lazy: () => Promise<{ Component: ComponentType }>,
): RouteObject {
  return { path, handle, lazy };
}

/**
 * A link from the hotel list carries the guest's search (lib/linked-search.ts): it goes into this
 * tab's session, and the address drops it, so a later reload keeps dates the guest changed since.
 * The server has no session: it renders the page, and the browser adopts the search.
 */
function adoptSearchLoader({ request }: { request: Request }) {
  if (isServer) return null;
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
  page(paths.meetings, { name: 'Meetings', title: '会议宴会' }, () =>
    import('./routes/meetings.tsx').then((m) => ({ Component: m.MeetingsRoute })),
  ),
  {
    path: '/:hotelCode',
    loader: adoptSearchLoader,
    lazy: () => import('./routes/hotel-site-layout.tsx').then((m) => ({ Component: m.HotelSiteLayout })),
    children: [
      {
        index: true,
        lazy: () =>
          import('./routes/hotel-site-index.tsx').then((m) => ({ Component: m.HotelSiteIndexRoute })),
      },
      page('home', { name: 'ChildHome', title: '酒店首页' }, () =>
        import('./routes/child-home.tsx').then((m) => ({ Component: m.ChildHomeRoute })),
      ),
      page('about-us', { name: 'ChildAboutUs', title: '酒店介绍' }, () =>
        import('./routes/child-about-us.tsx').then((m) => ({ Component: m.ChildAboutUsRoute })),
      ),
      page('rooms', { name: 'ChildRooms', title: '客房预订' }, () =>
        import('./routes/child-rooms.tsx').then((m) => ({ Component: m.ChildRoomsRoute })),
      ),
      page('room-detail/room-detail', { name: 'ChildRoomsDetail', title: '房型详情' }, () =>
        import('./routes/child-room-detail.tsx').then((m) => ({ Component: m.ChildRoomDetailRoute })),
      ),
      page('health-and-tea', { name: 'ChildHealthAndTea', title: '康养茶道' }, () =>
        import('./routes/child-health-and-tea.tsx').then((m) => ({ Component: m.ChildHealthAndTeaRoute })),
      ),
      page('meetings', { name: 'ChildMeetings', title: '会议宴会' }, () =>
        import('./routes/child-meetings.tsx').then((m) => ({ Component: m.ChildMeetingsRoute })),
      ),
      page('sales', { name: 'ChildSales', title: '酒店优惠' }, () =>
        import('./routes/child-sales.tsx').then((m) => ({ Component: m.ChildSalesRoute })),
      ),
      page('sales/:saleId', { name: 'ChildSalesDetail', title: '优惠详情' }, () =>
        import('./routes/child-sales.tsx').then((m) => ({ Component: m.ChildSalesDetailRoute })),
      ),
    ],
  },
];
