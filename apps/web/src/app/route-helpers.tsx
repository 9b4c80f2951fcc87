import { MSG } from '@hotel/shared/messages';
import { type RouteObject, redirect } from 'react-router';
import { paths } from '../config/paths.ts';
import { appStore } from '../lib/app-store.ts';
import { notify } from '../lib/notify.ts';
import type { RouteHandle } from './route-handle.ts';
import { PlaceholderRoute } from './routes/placeholder.tsx';

/** Guard of routes flagged needLogin: without a token, 尚未登录 and back to /. */
export function requireLogin() {
  if (!appStore.getState().usertoken) {
    notify.error(MSG.routeNeedsLogin);
    throw redirect(paths.root);
  }
  return null;
}

/** A named route whose page a later issue builds; until then it shows the honest placeholder. */
export function pending(path: string, handle: RouteHandle): RouteObject {
  return {
    path,
    handle,
    element: <PlaceholderRoute />,
    loader: handle.needLogin ? requireLogin : undefined,
  };
}
