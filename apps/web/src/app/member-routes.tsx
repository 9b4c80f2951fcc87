import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { pending } from './route-helpers.tsx';

/** Registration and the member centre. */
export const memberRoutes: RouteObject[] = [
  pending(paths.courtesy, { name: 'Courtesy', title: '会员中心', needLogin: true }),
  pending(paths.register, { name: 'Register', title: '会员注册' }),
];
