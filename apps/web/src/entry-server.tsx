/**
 * Server rendering of the public pages (built by `vite build --ssr`, called by the server's page
 * route, apps/server/src/plugins/web-app.ts). A page is rendered until every query it shows has
 * an answer, then sent with antd's styles, its head (title, description, canonical, Open Graph,
 * JSON-LD) and the answers for hydration (main.tsx). Booking and member pages stay in the browser.
 */
import { type createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import type { Fetcher } from '@hotel/ui/api-client.ts';
import type { FetchQueryOptions, Query, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { handleOf } from './app/route-handle.ts';
import { routes } from './app/router.tsx';
import {
  dehydrateRendered,
  enterRenderedContext,
  holdNotFound,
  serverRenderStateTag,
} from './app/server-render-state.ts';
import { pageStyleCache } from './app/server-style-cache.ts';
import { stylesUsedBy } from './app/server-styles.ts';
import { paths } from './config/paths.ts';
import { setApiFetcher } from './lib/api-client.ts';
import { isNotFoundError } from './lib/not-found.ts';
import { collectPageHead, type PageHead } from './lib/page-head.ts';
import { hotelKeys } from './lib/query-keys.ts';
import { setGuessedViewportWidth, viewportWidthFor } from './lib/render-environment.ts';
import { takeAskedCode } from './lib/rendered-lazy.tsx';
import { pageHead } from './ssr/page-head.ts';
import { SERVER_RENDERED_PAGES } from './ssr/server-rendered-pages.ts';

export interface RenderRequest {
  /** The page's absolute address as the guest asked for it (the canonical origin). */
  url: string;
  userAgent: string | undefined;
  /** Calls the server's own routes (the API client's transport on the server). */
  fetchApi: Fetcher;
}

export type RenderResult =
  /** A page the browser renders alone (booking, member centre): the server sends the bare shell. */
  | { kind: 'browser-only' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      head: string;
      html: string;
      state: string;
      /**
       * What the state says, without when its answers were read: two renders of unchanged data give
       * the same, so the page's ETag matches again after its cache was emptied.
       */
      stateContent: string;
      /** Every query it shows was answered: a page drawn loading after a failure is not kept. */
      complete: boolean;
    };

/** The width a page is rendered for (a phone's or a desktop's): pages are kept per width. */
export { viewportWidthFor };

/**
 * Renders after which the page still waits for data are given up: it shows its loading state. A
 * room's page needs five: layout → room list → room → its prices for the stay.
 */
const MAX_RENDERS = 5;

const handler = createStaticHandler(routes);

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  setApiFetcher(request.fetchApi);
  const url = new URL(request.url);
  const matches = matchRoutes(routes, url.pathname);
  const handle = handleOf(matches?.map((match) => match.route.handle) ?? []);
  const hotelCode = matches?.find((match) => match.params.hotelCode)?.params.hotelCode;
  if (hotelCode === HEAD_OFFICE_CODE) return { kind: 'redirect', status: 302, location: paths.home };
  // A known page outside the list stays in the browser; an unknown address goes to the loaders' redirect.
  if (handle && !SERVER_RENDERED_PAGES.has(handle.name)) return { kind: 'browser-only' };

  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? paths.root,
    };
  }

  const queryClient = createQueryClient();
  const viewportWidth = viewportWidthFor(request.userAgent);
  let html = '';
  // One style cache for all the renders of a page, its values shared with every page (antd works
  // its theme and a component's CSS out once per process). Styles of what an earlier render drew
  // and the last did not (a loading state) are not sent: stylesUsedBy keeps those of the last
  // render's HTML.
  const cssCache = pageStyleCache();
  let said: PageHead = {};
  const asked = new Set<string>();
  const address = url.pathname + url.search;
  // What this address asked last time, asked at once: most renders need one pass, not one per
  // level of queries waiting on each other.
  const known = learned.get(address) ?? [];
  let failed = await fetchAll(queryClient, known, asked);
  let waiting: Query[] = [];
  for (let render = 1; ; render += 1) {
    const collected = collectPageHead();
    html = renderOnce(context, queryClient, cssCache, viewportWidth, hotelCode);
    said = collected();
    const code = takeAskedCode();
    waiting = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => isWaiting(query) && !asked.has(query.queryHash) });
    if ((waiting.length === 0 && code.length === 0) || render === MAX_RENDERS) break;
    const [, failures] = await Promise.all([
      Promise.allSettled(code),
      fetchAll(queryClient, waiting.map(toFetch), asked),
    ]);
    failed += failures;
  }
  learn(address, queryClient);

  // Moved for good: to the canonical address of the page it is, whatever host it was asked on.
  if (said.movedTo)
    return { kind: 'redirect', status: 301, location: new URL(said.movedTo, url.origin).href };
  const head = pageHead({ handle, queryClient, url, said });
  const queries = dehydrateRendered(queryClient);
  return {
    kind: 'page',
    // A page that showed a not-found state (components/not-found-state.tsx) is a 404.
    status: said.notFound ? 404 : context.statusCode,
    head: head + stylesUsedBy(extractStyle(cssCache), html),
    html,
    state: serverRenderStateTag({
      queries,
      viewportWidth,
      hotelCode: hotelCode && queryClient.getQueryData(hotelKeys.info(hotelCode)) ? hotelCode : undefined,
    }),
    stateContent: JSON.stringify(
      queries.queries.map(({ queryHash, state }) => [queryHash, state.status, state.data, state.error]),
    ),
    complete: failed === 0 && waiting.length === 0,
  };
}

/** Addresses whose queries are remembered, the least recently rendered forgotten first. */
const MAX_LEARNED = 500;

/** How to fetch a query (its options: key and function, no data), and its hash. */
interface QueryToFetch {
  queryHash: string;
  options: FetchQueryOptions;
}

/** The queries each address's last render ended with. */
const learned = new Map<string, QueryToFetch[]>();

function toFetch(query: Query): QueryToFetch {
  return { queryHash: query.queryHash, options: { ...query.options, queryKey: query.queryKey } };
}

function learn(address: string, queryClient: QueryClient): void {
  const queries = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status !== 'pending' });
  learned.delete(address);
  learned.set(address, queries.map(toFetch));
  const oldest = learned.keys().next().value;
  if (learned.size > MAX_LEARNED && oldest !== undefined) learned.delete(oldest);
}

/** Fetches these queries into `queryClient` at once, each once per page; how many failed. */
async function fetchAll(
  queryClient: QueryClient,
  queries: readonly QueryToFetch[],
  asked: Set<string>,
): Promise<number> {
  let failed = 0;
  const fresh = queries.filter(({ queryHash }) => !asked.has(queryHash));
  for (const { queryHash } of fresh) asked.add(queryHash);
  await Promise.allSettled(fresh.map(({ options }) => queryClient.fetchQuery({ ...options, retry: false })));
  for (const { options } of fresh) {
    const { queryKey } = options;
    const query = queryClient.getQueryCache().find({ queryKey, exact: true });
    if (query?.state.status !== 'error') continue;
    // "Does not exist" is the page's answer: it draws its not-found state (and says so, below).
    if (isNotFoundError(query.state.error)) holdNotFound(queryClient, queryKey);
    // Another failure is not sent: the browser asks again and shows its own message, as it would
    // have without the server. The page is rendered with that query loading, as the browser will.
    else {
      queryClient.removeQueries({ queryKey, exact: true });
      failed += 1;
    }
  }
  return failed;
}

/** A query some component shows, with no answer yet and none on its way. */
function isWaiting(query: Query): boolean {
  // The observers' options (enabled among them) are kept on the query they built.
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled;
  return on !== false && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/**
 * One synchronous render. The module-level state it reads (viewport guess, hotel context) is set
 * right before and cannot change during it, so requests rendering at once do not mix.
 */
function renderOnce(
  context: StaticHandlerContext,
  queryClient: QueryClient,
  cssCache: ReturnType<typeof createCache>,
  viewportWidth: number,
  hotelCode: string | undefined,
): string {
  setGuessedViewportWidth(viewportWidth);
  enterRenderedContext(queryClient, hotelCode);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StyleProvider cache={cssCache}>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StyleProvider>,
  );
}
