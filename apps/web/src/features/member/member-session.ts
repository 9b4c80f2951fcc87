import { appStore } from '../../lib/app-store.ts';
import { persistentStore } from '../../lib/storage.ts';

/** Remembers a member who just logged in: token and name in storage and in the app state. */
export function startMemberSession(token: string, name: string): void {
  persistentStore.set('usertoken', token);
  persistentStore.set('username', name);
  appStore.setSession(token, name);
}

/** The shown name changed (profile edit): the sidebar greeting follows. */
export function renameMemberSession(name: string): void {
  const token = appStore.getState().usertoken;
  persistentStore.set('username', name);
  appStore.setSession(token, name);
}
