import { ADMIN_SCREENS, type AdminScreen } from '@hotel/shared/admin/roles';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ADMIN_BASE, paths } from '../config/paths.ts';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { AccountPage } from '../features/auth/account-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { ChannelsPage } from '../features/channels/channels-page.tsx';
import { ContentPage } from '../features/content/content-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { EnquiriesPage } from '../features/enquiries/enquiries-page.tsx';
import { MemberPage } from '../features/members/member-page.tsx';
import { MembersPage } from '../features/members/members-page.tsx';
import { OrdersPage } from '../features/orders/orders-page.tsx';
import { RatesPage } from '../features/rates/rates-page.tsx';
import { StaffPage } from '../features/staff/staff-page.tsx';
import { RequireSession } from './require-session.tsx';
import { NotFound, RouteError } from './route-error.tsx';
import type { RouteHandle } from './route-handle.ts';
import { FirstScreen, ScreenGate } from './screen-gate.tsx';

/** The page of each menu entry; its address is the screen's key (/admin/orders). */
const SCREEN_PAGES: Record<AdminScreen, ReactNode> = {
  dashboard: <DashboardPage />,
  rates: <RatesPage />,
  channels: <ChannelsPage />,
  orders: <OrdersPage />,
  enquiries: <EnquiriesPage />,
  content: <ContentPage />,
  members: <MembersPage />,
  staff: <StaffPage />,
  audit: <AuditPage />,
};

const screenRoutes: RouteObject[] = (Object.keys(SCREEN_PAGES) as AdminScreen[]).map((screen) => ({
  path: screen,
  handle: { title: ADMIN_SCREENS[screen], screen } satisfies RouteHandle,
  element: <ScreenGate screen={screen}>{SCREEN_PAGES[screen]}</ScreenGate>,
}));

/** The route table, exported for tests, which mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    path: ADMIN_BASE,
    errorElement: <RouteError />,
    children: [
      { path: 'login', handle: { title: '登录' } satisfies RouteHandle, element: <LoginPage /> },
      {
        element: <RequireSession />,
        // Render errors of a screen stay inside the layout, with the menu still usable.
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <FirstScreen /> },
              ...screenRoutes,
              {
                path: 'members/:memberId',
                handle: { title: '会员详情', screen: 'members' } satisfies RouteHandle,
                element: (
                  <ScreenGate screen="members">
                    <MemberPage />
                  </ScreenGate>
                ),
              },
              {
                path: 'account',
                handle: { title: '账号设置' } satisfies RouteHandle,
                element: <AccountPage />,
              },
              { path: '*', handle: { title: '页面不存在' } satisfies RouteHandle, element: <NotFound /> },
            ],
          },
        ],
      },
    ],
  },
  // The server only sends /admin/... here; anything else in this app starts at the back office.
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

/**
 * Hands ReactDOM's flushSync to RouterProvider, so `navigate(to, { flushSync: true })` renders at
 * once: signing out relies on it (lib/use-leave-session.ts).
 */
export function routerFlushSync(fn: () => unknown): undefined {
  flushSync(fn);
}

export function createAdminRouter() {
  return createBrowserRouter(routes);
}
