import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { showRouteTitle } from '../lib/document-title.ts';
import { Providers } from './providers.tsx';
import { handleOf } from './route-handle.ts';
import { createAppRouter } from './router.tsx';

/** The browser's router; the title changes with the address, in the same task as the navigation. */
export function createBrowserAppRouter() {
  const router = createAppRouter();
  router.subscribe((state) => showRouteTitle(handleOf(state.matches.map((match) => match.route.handle))));
  return router;
}

interface AppRootProps {
  router: ReturnType<typeof createAppRouter>;
  /** Holds the server's answers when the page was rendered on the server (main.tsx). */
  queryClient?: QueryClient;
}

export function AppRoot({ router, queryClient }: AppRootProps) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
