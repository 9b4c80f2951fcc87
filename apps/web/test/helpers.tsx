import type { HotelInfo } from '@hotel/shared/api/hotel';
import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient, Providers } from '../src/app/providers.tsx';

/** A reply in the server's envelope. */
export function envelope<T>(data: T, overrides: Record<string, unknown> = {}) {
  return { success: true, statusCode: 200, message: '操作成功', msg: '操作成功', data, ...overrides };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces fetch (the network boundary) with a handler; returns the mock for assertions. */
export function stubFetch(handler: Handler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(new URL(String(input), 'http://localhost'), init),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const siteInfo = {
  brandName: '光影酒店集团',
  hotline: '400-820-6688',
  email: 'service@example.cn',
  recordNumber: '鲁ICP备20260001号-1',
  copyright: '© 2026 光影酒店集团 版权所有',
  mapTileUrl: '',
  wechatBookingUrl: 'https://wx.example.cn/booking',
  followUrl: 'http://localhost/follow',
  miniProgramUrl: 'http://localhost/mini',
};

export const cityGroups = [
  {
    groupName: '热门目的地',
    citys: [
      { ctCode: '370100', cnName: '济南', showImage: '/media/city/jinan.svg' },
      { ctCode: '110100', cnName: '北京', showImage: '/media/city/beijing.svg' },
    ],
  },
  { groupName: '华东', citys: [{ ctCode: '320500', cnName: '苏州', showImage: '' }] },
];

/** Answers every call of the home page with small, valid data. */
/** The head office as getHotelInfo answers for it (the group pages' context). */
export const headOffice: HotelInfo = {
  hotelCode: HEAD_OFFICE_CODE,
  hotelName: '光影酒店集团',
  tel: '400-820-6688',
  hotelRemark: '<p>光影酒店集团，智能影音主题酒店。</p>',
  showImage: '/media/hotel/head-office.svg',
  thumbnail: '/media/hotel/head-office.svg',
  logoImage: '',
  latitude: 36.67,
  longitude: 117.02,
  address: '济南市历下区',
  showRights: [],
  cityCode: '370100',
  cityName: '济南',
};

/**
 * The answers of a quiet site: the pages' shared reads, and an empty list for any other call (the
 * client trusts the shapes the server's schemas guarantee, so each answer here has its call's shape).
 */
export const demoApi: Handler = (url, init) => {
  const path = url.pathname;
  if (path === '/cms/siteinfo.aspx') return jsonResponse(envelope(siteInfo));
  if (path === '/crsapi/v1/hotel/getHotelInfo' && String(init?.body).includes(HEAD_OFFICE_CODE))
    return jsonResponse(envelope(headOffice));
  if (path === '/crsapi/v1/hotel/getGroupCities') return jsonResponse(envelope(cityGroups));
  return jsonResponse(envelope([]));
};

export function renderRoutes(routes: RouteObject[], initialPath: string, queryClient?: QueryClient) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const client = queryClient ?? createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  const view = render(
    <Providers queryClient={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}

export function withProviders(children: ReactNode) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return <Providers queryClient={client}>{children}</Providers>;
}
