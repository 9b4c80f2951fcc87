import type { AdminScreen } from '@hotel/shared/admin/roles';

/** What a route tells the layout: the tab title, and which menu entry it belongs to. */
export interface RouteHandle {
  title: string;
  screen?: AdminScreen;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'string';
}
