import { RouterProvider } from 'react-router';
import { showPageTitle } from './document-title.ts';
import { Providers } from './providers.tsx';
import { handleOf } from './route-handle.ts';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();
// The title changes with the address, in the same task: React renders the new page a moment later.
router.subscribe((state) => showPageTitle(handleOf(state.matches.map((match) => match.route.handle))));

export function AppRoot() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
