import { type StaffSession, sessionResponse } from '@hotel/shared/admin/auth';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { ApiError, adminApi, type SessionLink } from './api-client.ts';
import { notify } from './notify.ts';

const SESSION_KEY = 'session';

/** Who is signed in, or null when nobody is (the server answered 401). */
async function fetchSession(): Promise<StaffSession | null> {
  try {
    return (await adminApi.get('/auth/session', sessionResponse, { quiet: true })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The session lives in an HttpOnly cookie the page cannot read, so this query is how the app
 * knows who is signed in and which CSRF token to send. Refetched when the window regains focus:
 * the session may have ended, or an administrator changed this account's role, meanwhile.
 */
export const sessionQuery = () =>
  queryOptions({
    queryKey: [SESSION_KEY] as const,
    queryFn: fetchSession,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  });

/** Drops every cached answer but the session: it belonged to whoever was signed in before. */
function forgetStaffData(client: QueryClient): void {
  void client.cancelQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY });
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY });
}

export function rememberSignIn(client: QueryClient, session: StaffSession): void {
  forgetStaffData(client);
  client.setQueryData(sessionQuery().queryKey, session);
}

export function forgetSignIn(client: QueryClient): void {
  forgetStaffData(client);
  client.setQueryData(sessionQuery().queryKey, null);
}

/** What the API client needs of the session, answered from the query cache. */
export function sessionLinkOf(client: QueryClient): SessionLink {
  return {
    csrfToken: () => client.getQueryData(sessionQuery().queryKey)?.csrfToken,
    ended: () => {
      // Several calls can meet the same ended session; only the first one says so.
      const wasSignedIn = Boolean(client.getQueryData(sessionQuery().queryKey));
      forgetSignIn(client);
      if (wasSignedIn) notify.error(ADMIN_MSG.sessionExpired);
    },
    changed: () => {
      void client.invalidateQueries({ queryKey: sessionQuery().queryKey });
    },
  };
}

/** The signed-in session, provided by the route guard to every screen behind it. */
export const SessionContext = createContext<StaffSession | undefined>(undefined);

export function useStaffSession(): StaffSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useStaffSession is only for screens behind the route guard');
  return session;
}
