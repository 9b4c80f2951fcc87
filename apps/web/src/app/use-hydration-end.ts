import { useEffect, useState } from 'react';
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
  useEffect(() => {
    if (!hydrated) return;
    setHydrating(false);
    // The server's page is live now (taps before this are lost); the browser tests wait for it.
    document.documentElement.dataset.hydrated = 'true';
    if (hasStoredSearch()) setPageKey(1);
  }, [hydrated]);
  return pageKey;
}
