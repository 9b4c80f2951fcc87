// First: no schema may parse before Zod is told not to probe `new Function` (the CSP forbids it).
import '@hotel/shared/browser-zod';
// Base styles first, so feature styles (imported by the components) override them.
import 'virtual:brand-colours.css';
import './app/global.css';
import { type ReactElement, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot, createBrowserAppRouter } from './app/app.tsx';
import { createQueryClient } from './app/providers.tsx';
import {
  enterRenderedContext,
  hydrateRendered,
  readServerRender,
  type ServerRenderState,
} from './app/server-render-state.ts';
import { setGuessedViewportWidth, setHydrating } from './lib/render-environment.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const container: HTMLElement = root;

type AppRouter = ReturnType<typeof createBrowserAppRouter>;

const rendered = readServerRender();
const queryClient = createQueryClient();
// The browser gets a turn between evaluating the code and starting the router, which loads the
// page's own code: one long task on a phone's CPU becomes two shorter ones. (A top-level await
// here would do the same but makes the bundler cut the entry into ~20 more files.)
setTimeout(start, 0);

function start(): void {
  const router = createBrowserAppRouter();
  const app = (
    <StrictMode>
      <AppRoot router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (rendered) void hydrateServerRender(rendered, router, app);
  else createRoot(container).render(app);
}

/**
 * The server rendered this page: take over its HTML with the same answers, viewport and context,
 * once the router has run this address's loaders and loaded its page's code.
 */
async function hydrateServerRender(
  state: ServerRenderState,
  router: AppRouter,
  app: ReactElement,
): Promise<void> {
  hydrateRendered(queryClient, state.queries);
  setGuessedViewportWidth(state.viewportWidth);
  enterRenderedContext(queryClient, state.hotelCode);
  await routerReady(router);
  // Until the first commit (root-layout.tsx ends it), the page reads no storage, as on the server.
  setHydrating(true);
  // As a transition React hydrates in slices and lets the browser paint and take taps in between,
  // rather than in one long task.
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch });
  });
}

function routerReady(appRouter: AppRouter): Promise<void> {
  if (appRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = appRouter.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function reportHydrationMismatch(error: unknown): void {
  // React has rendered the page afresh, so the guest sees it right; the browser tests fail on this.
  console.warn('[hydration mismatch]', error);
}
