import { jsonForScript } from '@hotel/shared/html';
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { enterHotel } from '../features/hotel-site/hotel-context.ts';
import { ApiError } from '../lib/api-client.ts';
import { appStore } from '../lib/app-store.ts';
import { hotelInfoQuery } from '../lib/catalogue-queries.ts';
import { isNotFoundError } from '../lib/not-found.ts';

/** What the server hands to the browser with a page it rendered (entry-server.tsx → main.tsx). */
export interface ServerRenderState {
  /** The answers the page was rendered from, so hydration renders the same without asking again. */
  queries: DehydratedState;
  /** The viewport width the server rendered for (lib/render-environment.ts). */
  viewportWidth: number;
  /** The hotel whose own site the page is, entered before rendering; absent on group pages. */
  hotelCode?: string;
}

const STATE_ELEMENT_ID = 'server-render-state';

/**
 * A "does not exist" answer is what the page shows (its not-found state), so it stays as it is:
 * TanStack would otherwise ask again as the page mounts and render it loading meanwhile, on the
 * server and while hydrating alike.
 */
export function holdNotFound(queryClient: QueryClient, queryKey: QueryKey): void {
  queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
}

/** An error as JSON: what the page needs of it (an Error object does not survive). */
interface SentError {
  name: string;
  status: number | undefined;
  message: string;
  shown: boolean;
  refused: boolean;
}

/** The answers the page was rendered from: the data, and the "does not exist" it showed. */
export function dehydrateRendered(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || isNotFoundError(query.state.error),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (!(error instanceof ApiError)) continue;
    const sent: SentError = {
      name: error.name,
      status: error.status,
      message: error.message,
      shown: error.shown,
      refused: error.refused,
    };
    query.state = { ...query.state, error: sent, fetchFailureReason: sent };
  }
  return state;
}

/** The browser's cache gets the server's answers, its not-found errors as the client's own again. */
export function hydrateRendered(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const sent = query.state.error as SentError | null;
    if (!sent) continue;
    const error = new ApiError(sent.message, sent.status, { shown: sent.shown, refused: sent.refused });
    query.state = { ...query.state, error, fetchFailureReason: error };
    holdNotFound(queryClient, query.queryKey);
  }
  hydrate(queryClient, state);
}

/** A JSON data block (not a script: the content policy runs no inline script). */
export function serverRenderStateTag(state: ServerRenderState): string {
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${jsonForScript(state)}</script>`;
}

/** The state of a page the server rendered, or undefined for a page the browser renders alone. */
export function readServerRender(): ServerRenderState | undefined {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerRenderState;
  } catch {
    return undefined;
  }
}

/**
 * Puts the app in the context the page was rendered in: a hotel's own site, or the group's. The
 * server does this before each render and the browser before hydrating, so both render alike.
 */
export function enterRenderedContext(queryClient: QueryClient, hotelCode: string | undefined): void {
  const hotel = hotelCode ? queryClient.getQueryData(hotelInfoQuery(hotelCode).queryKey) : undefined;
  if (hotel) enterHotel(hotel);
  else appStore.leaveHotel();
}
