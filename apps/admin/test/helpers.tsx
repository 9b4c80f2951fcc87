import { StyleProvider } from '@ant-design/cssinjs';
import type { StaffSession } from '@hotel/shared/admin/auth';
import type { StaffRole } from '@hotel/shared/admin/roles';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient, Providers } from '../src/app/providers.tsx';
import { routerFlushSync, routes } from '../src/app/router.tsx';

/** A reply in the server's envelope. */
export function envelope<T>(data: T, overrides: Record<string, unknown> = {}) {
  return { success: true, statusCode: 200, message: '操作成功', msg: '操作成功', data, ...overrides };
}

/** A refusal in the server's envelope, with the same HTTP status. */
export function refusal(status: number, message: string): Response {
  return jsonResponse({ success: false, statusCode: status, message, msg: message }, status);
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/**
 * Replaces fetch (the network boundary) with handlers tried in order; a call nobody answers
 * fails the test loudly. Returns the mock for assertions.
 */
export function stubFetch(...handlers: Handler[]) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    for (const handler of handlers) {
      const response = await handler(url, init);
      if (response) return response;
    }
    throw new Error(`unexpected call ${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Answers `METHOD /admin/api/path` (query strings ignored). */
export function route(
  method: string,
  path: string,
  reply: (url: URL, init: RequestInit | undefined) => Response,
): Handler {
  return (url, init) =>
    (init?.method ?? 'GET') === method && url.pathname === `/admin/api${path}` ? reply(url, init) : undefined;
}

export const CSRF = 'csrf-token-1';

export function sessionOf(role: StaffRole, overrides: Partial<StaffSession['staff']> = {}): StaffSession {
  const hotelRole = role === 'manager' || role === 'frontdesk';
  return {
    staff: {
      id: 1,
      username: `${role}1`,
      displayName: '张三',
      role,
      hotels: hotelRole ? [{ hotelCode: 'JN01', name: '光影酒店济南泉城店' }] : [],
      totpEnabled: false,
      ...overrides,
    },
    csrfToken: CSRF,
  };
}

export const hotels = [
  { hotelCode: 'JN01', name: '光影酒店济南泉城店', cityName: '济南' },
  { hotelCode: 'BJ01', name: '光影酒店北京国贸店', cityName: '北京' },
];

/** The session answer: signed in as `session`, or 401 when null. */
export function sessionRoute(session: StaffSession | null): Handler {
  return route('GET', '/auth/session', () =>
    session ? jsonResponse(envelope(session)) : refusal(401, '请先登录'),
  );
}

export const hotelsRoute = route('GET', '/hotels', () => jsonResponse(envelope(hotels)));

export function callsTo(mock: ReturnType<typeof stubFetch>, method: string, path: string) {
  return mock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method &&
      new URL(String(input), 'http://localhost').pathname === `/admin/api${path}`,
  );
}

export function bodyOf(call: [RequestInfo | URL, RequestInit?] | undefined): unknown {
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

export function headerOf(call: [RequestInfo | URL, RequestInit?] | undefined, name: string): string | null {
  return new Headers(call?.[1]?.headers).get(name);
}

/**
 * Where antd puts its styles in the tests: an element outside the document. jsdom matches every
 * rule of every sheet in the document, for an element and each of its ancestors, whenever a query
 * asks whether something is hidden; with antd's ~400 KB of rules that took over half a second a
 * call, tens of seconds a role query. The few rules that hide things are in setup.ts.
 */
const antdStyles = document.createElement('div');

/** The whole app in a memory router at `path`. */
export function renderAdmin(path: string, queryClient?: QueryClient) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = queryClient ?? createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  const view = render(
    <StyleProvider container={antdStyles}>
      <Providers queryClient={client}>
        <RouterProvider router={router} flushSync={routerFlushSync} />
      </Providers>
    </StyleProvider>,
  );
  return { router, client, ...view };
}

/** Where the memory router is now, path and query. */
export function locationOf(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
