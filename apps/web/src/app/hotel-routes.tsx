import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { pending } from './route-helpers.tsx';

/** The hotel list of the head office. */
export const hotelRoutes: RouteObject[] = [pending(paths.hotels, { name: 'Hotels', title: '在线预订' })];
