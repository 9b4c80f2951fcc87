import { RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { createAdminRouter, routerFlushSync } from './router.tsx';

const router = createAdminRouter();

export function AppRoot() {
  return (
    <Providers>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </Providers>
  );
}
