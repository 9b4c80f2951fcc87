import { useSyncExternalStore } from 'react';
import { guessedViewportWidth, mediaQueryMatchesWidth } from './render-environment.ts';

/**
 * Whether a CSS media query matches now; re-renders when that changes. On the server and while
 * hydrating, the answer is for the viewport the server guessed (lib/render-environment.ts).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => mediaQueryMatchesWidth(query, guessedViewportWidth()),
  );
}
