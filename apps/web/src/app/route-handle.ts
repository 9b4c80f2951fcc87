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

/** The handle of the deepest matched named route. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
