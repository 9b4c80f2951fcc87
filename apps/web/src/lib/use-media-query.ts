import { useMediaQuery as useQueryMatch } from '@hotel/ui/use-media-query.ts';
import { guessedViewportWidth, mediaQueryMatchesWidth } from './render-environment.ts';

/**
 * Whether a CSS media query matches now; on the server and while hydrating, the answer is for the
 * viewport the server guessed (lib/render-environment.ts).
 */
export function useMediaQuery(query: string): boolean {
  return useQueryMatch(query, () => mediaQueryMatchesWidth(query, guessedViewportWidth()));
}
