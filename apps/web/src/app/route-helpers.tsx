import { MSG } from '@hotel/shared/messages';
import { redirect } from 'react-router';
import { paths } from '../config/paths.ts';
import { appStore } from '../lib/app-store.ts';
import { notify } from '../lib/notify.ts';

/** Guard of routes flagged needLogin: without a token, 尚未登录 and back to /. */
export function requireLogin() {
  if (!appStore.getState().usertoken) {
    notify.error(MSG.routeNeedsLogin);
    throw redirect(paths.root);
  }
  return null;
}
