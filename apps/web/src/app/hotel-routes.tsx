import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { pending } from './route-helpers.tsx';

/** The hotel list of the head office and the group meetings page. */
export const hotelRoutes: RouteObject[] = [
  pending(paths.hotels, { name: 'Hotels', title: '在线预订' }),
  pending(paths.meetings, { name: 'Meetings', title: '会议宴会' }),
];
