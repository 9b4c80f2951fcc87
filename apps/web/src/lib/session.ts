import { appStore } from './app-store.ts';
import { persistentStore } from './storage.ts';

/** Forgets the member: stored token and name, and the app state that mirrors them. */
export function clearMemberSession(): void {
  persistentStore.remove('usertoken', 'username', 'cardNo');
  appStore.reset();
}
