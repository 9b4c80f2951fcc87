import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; re-renders when that changes. `serverMatches` answers
 * where there is no window (a page rendered on the server, and while hydrating it): by default no.
 */
export function useMediaQuery(query: string, serverMatches: () => boolean = () => false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    serverMatches,
  );
}
