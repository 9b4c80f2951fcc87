import { useMatches } from 'react-router';

/** What every named route carries (section 2 route table). */
export interface RouteHandle {
  name: string;
  title: string;
  needLogin?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'title' in value;
}

/** The deepest named route's handle, given the handles of the matched routes from the root down. */
export function handleOf(handles: readonly unknown[]): RouteHandle | undefined {
  return handles.findLast(isRouteHandle);
}

/** The handle of the deepest matched named route. */
export function useRouteHandle(): RouteHandle | undefined {
  return handleOf(useMatches().map((match) => match.handle));
}
