import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hasStoredSearch } from '../features/search/search-storage.ts';
import { isHydrating, setHydrating } from '../lib/render-environment.ts';

/**
 * Ends hydration after its first commit (lib/render-environment.ts) and answers the key of the
 * page: it changes once, remounting the page, when this browser keeps a search the page starts
 * from, which the server could not know. A first visit keeps the server's HTML as it is.
 */
export function useHydrationEnd(): number {
  const [hydrated] = useState(isHydrating);
  const [pageKey, setPageKey] = useState(0);
  const hadStoredSearch = useRef(false);
  // Before the pages' effects: the hotel list makes its address the tab's search in one, and a
  // search stored that way is what the page already shows, not a reason to draw it again.
  useLayoutEffect(() => {
    if (!hydrated) return;
    setHydrating(false);
    hadStoredSearch.current = hasStoredSearch();
  }, [hydrated]);
  useEffect(() => {
    if (!hydrated) return;
    // The server's page is live now (taps before this are lost); the browser tests wait for it.
    document.documentElement.dataset.hydrated = 'true';
    if (hadStoredSearch.current) setPageKey(1);
  }, [hydrated]);
  return pageKey;
}
