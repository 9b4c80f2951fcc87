import { RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

export function AppRoot() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
