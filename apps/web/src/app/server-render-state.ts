import { jsonForScript } from '@hotel/shared/html';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { enterHotel } from '../features/hotel-site/hotel-context.ts';
import { appStore } from '../lib/app-store.ts';
import { hotelInfoQuery } from '../lib/catalogue-queries.ts';

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
