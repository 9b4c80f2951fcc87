import { type ComponentType, lazy } from 'react';
import { isServer } from './render-environment.ts';

/** Code a server render asked for that has not loaded yet (entry-server.tsx waits and renders again). */
const asked = new Set<Promise<unknown>>();

/**
 * React.lazy for a part the server must draw when a page shows it (a hotel's not-found state):
 * `renderToString` draws a lazy part's fallback until its code has loaded, so on the server the
 * part says it is loading and the render is made again once it has. In the browser it is React.lazy.
 */
export function renderedLazy(load: () => Promise<{ default: ComponentType }>) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded = false;
  const start = () => {
    loading ??= load().then((module) => {
      loaded = true;
      return module;
    });
    return loading;
  };
  const Part = lazy(start);
  return function RenderedLazy() {
    if (isServer && !loaded) asked.add(start());
    return <Part />;
  };
}

/** The code the render just made asked for and is still loading; the list is emptied. */
export function takeAskedCode(): Promise<unknown>[] {
  const code = [...asked];
  asked.clear();
  return code;
}
