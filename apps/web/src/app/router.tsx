import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { paths } from '../config/paths.ts';
import { forgetSearchContext } from '../features/search/search-storage.ts';
import { appStore } from '../lib/app-store.ts';
import { bookingRoutes } from './booking-routes.tsx';
import { contentRoutes } from './content-routes.tsx';
import { hotelRoutes } from './hotel-routes.tsx';
import { hotelSiteRoutes } from './hotel-site-routes.tsx';
import { memberRoutes } from './member-routes.tsx';
import { RootLayout } from './root-layout.tsx';
import type { RouteHandle } from './route-handle.ts';
import { RouteLoading } from './route-loading.tsx';

// antd's Result with its pictures is large; it loads only when a page has failed.
const RouteError = lazy(() => import('./route-error.tsx').then((m) => ({ default: m.RouteError })));
const routeError = (
  <Suspense fallback={<RouteLoading />}>
    <RouteError />
  </Suspense>
);

const pages: RouteObject[] = [
  {
    path: paths.home,
    handle: { name: 'Home', title: '首页' } satisfies RouteHandle,
    // Visiting Home forgets the remembered hotel name, city and search flag (section 4).
    loader: () => {
      forgetSearchContext();
      // The group home is head-office mode: a hotel entered before is left (section 4).
      appStore.leaveHotel();
      return null;
    },
    lazy: () => import('./routes/home.tsx').then((m) => ({ Component: m.HomeRoute })),
  },
  ...contentRoutes,
  ...hotelRoutes,
  ...hotelSiteRoutes,
  ...memberRoutes,
  ...bookingRoutes,
];

/**
 * The route table of section 2. Exported for tests, which mount it in a memory router. Every page
 * is a lazy route: its code loads when it is first shown, and until then the shell stands with the
 * loading state in its main area.
 */
export const routes: RouteObject[] = [
  {
    path: paths.root,
    element: <RootLayout />,
    errorElement: routeError,
    children: [
      {
        // Render errors of a page stay inside the shell.
        errorElement: routeError,
        hydrateFallbackElement: <RouteLoading />,
        children: [
          { index: true, loader: () => redirect(paths.home) },
          ...pages,
          // A route without a name sends the user to /.
          { path: '*', loader: () => redirect(paths.root) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
