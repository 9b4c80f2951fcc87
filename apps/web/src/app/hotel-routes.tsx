import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from './route-handle.ts';

/** The hotel list of the head office. */
export const hotelRoutes: RouteObject[] = [
  {
    path: paths.hotels,
    handle: { name: 'Hotels', title: '在线预订' } satisfies RouteHandle,
    lazy: () => import('./routes/hotels.tsx').then((m) => ({ Component: m.HotelsRoute })),
  },
];
