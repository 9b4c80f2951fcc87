import { createCache } from '@ant-design/cssinjs';

type StyleCache = ReturnType<typeof createCache>;

/**
 * What antd's style hooks computed (the theme's tokens, each component's CSS), by the key they ask
 * the cache with, for every page this process renders. The key names all a value depends on (the
 * theme and token hashes, the component, its prefix), which is what lets antd keep one cache for a
 * whole browser tab.
 */
const computed = new Map<string, unknown>();
/** Far more than the site's components × themes (a few hundred keys); past it, start again. */
const MOST_KEYS = 5_000;

/**
 * A style cache for one page's renders (entry-server.tsx) that holds only what that page asked for,
 * in the order it asked, as a fresh cache does: extractStyle reads it, so the styles sent depend on
 * the page alone, never on what the process rendered before. A value another page already computed
 * is taken instead of computed again: antd works its tokens and a component's CSS out once per
 * process, not once per page (6–7 ms of a 30-ms render, by a CPU profile of the rooms page).
 */
export function pageStyleCache(): StyleCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) => {
    update(key, (previous) => {
      const known = computed.get(key);
      // [times, value]: the count only matters to effects in the browser
      const next = valueFn(previous ?? (known === undefined ? null : [0, known]));
      if (next !== null && known === undefined) {
        if (computed.size >= MOST_KEYS) computed.clear();
        computed.set(key, next[1]);
      }
      return next;
    });
  };
  return cache;
}
