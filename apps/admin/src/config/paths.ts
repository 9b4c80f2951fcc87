import type { AdminScreen } from '@hotel/shared/admin/roles';

/** Where the server serves this app; every route lives under it. */
export const ADMIN_BASE = '/admin';

export const paths = {
  home: ADMIN_BASE,
  login: `${ADMIN_BASE}/login`,
  account: `${ADMIN_BASE}/account`,
} as const;

/** A screen's address is its key under /admin (`/admin/orders`), one name for one idea. */
export function screenPath(screen: AdminScreen): string {
  return `${ADMIN_BASE}/${screen}`;
}

/** The sign-in page, remembering where the staff member was so signing in returns there. */
export function loginPathFrom(where: string): string {
  const next = safeNext(where);
  return next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login;
}

/**
 * The `next` of the sign-in page, if it is a page of this app. Anything else (another site,
 * `//host`, the site's own pages) is dropped, so a crafted link cannot send a freshly signed-in
 * member of staff somewhere else.
 */
export function safeNext(next: string | null | undefined): string | undefined {
  if (!next || !/^\/admin(?:[/?#]|$)/.test(next) || next.includes('\\')) return undefined;
  const path = next.split(/[?#]/, 1)[0];
  if (path === paths.login) return undefined;
  return next;
}
