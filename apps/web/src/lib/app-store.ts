import type { HotelInfo } from '@hotel/shared/api/hotel';
import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import { useSyncExternalStore } from 'react';
import { persistentStore } from './storage.ts';

/** The three search popups; at most one is open at a time (section 4, Dialogs). */
export type DialogName = 'address' | 'people' | 'discountCode';

export interface AppState {
  dialogs: Record<DialogName, boolean>;
  /** Head-office mode (group site) versus a single hotel's site. */
  isHeadQuarter: boolean;
  currentHotel: HotelInfo | undefined;
  hotelCode: string;
  usertoken: string | undefined;
  /** Shown in the mobile sidebar greeting; kept with the token. */
  username: string | undefined;
}

const closedDialogs: Record<DialogName, boolean> = { address: false, people: false, discountCode: false };

function initialState(): AppState {
  return {
    dialogs: closedDialogs,
    isHeadQuarter: true,
    currentHotel: undefined,
    hotelCode: HEAD_OFFICE_CODE,
    usertoken: persistentStore.get('usertoken'),
    username: persistentStore.get('username'),
  };
}

let state: AppState = initialState();
const listeners = new Set<() => void>();

function update(patch: Partial<AppState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const appStore = {
  getState: (): AppState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Opening one popup closes the others. */
  openDialog(name: DialogName): void {
    update({ dialogs: { ...closedDialogs, [name]: true } });
  },
  closeDialog(name: DialogName): void {
    if (state.dialogs[name]) update({ dialogs: { ...state.dialogs, [name]: false } });
  },
  /** Entering a hotel's own site. */
  enterHotel(hotel: HotelInfo): void {
    update({ isHeadQuarter: false, currentHotel: hotel, hotelCode: hotel.hotelCode });
  },
  /** Back to the group site (the logo does this). */
  leaveHotel(): void {
    update({ isHeadQuarter: true, currentHotel: undefined, hotelCode: HEAD_OFFICE_CODE });
  },
  setSession(usertoken: string | undefined, username: string | undefined): void {
    update({ usertoken, username });
  },
  /** Logout and tests: back to a fresh state, re-reading persistent storage. */
  reset(): void {
    update(initialState());
  },
};

let viewedState: AppState | undefined;
let serverView: AppState = state;

/**
 * The state as the server rendered the page: the same hotel context, but no member (the server
 * does not know who is signed in). Hydration renders this; the member's name follows at once.
 */
function serverViewOf(current: AppState): AppState {
  if (viewedState !== current) {
    viewedState = current;
    serverView = { ...current, usertoken: undefined, username: undefined };
  }
  return serverView;
}

/** Subscribes a component to one slice of the app state. */
export function useAppState<T>(select: (s: AppState) => T): T {
  return useSyncExternalStore(
    appStore.subscribe,
    () => select(appStore.getState()),
    () => select(serverViewOf(appStore.getState())),
  );
}
