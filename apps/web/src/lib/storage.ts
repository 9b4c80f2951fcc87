import { STORAGE_DEFAULT_LIFE_MS } from '@hotel/shared/constants';
import type { GuestRoom } from '@hotel/shared/validation';
import { isHydrating, isServer } from './render-environment.ts';

/** Values kept for the browser tab (section 3, session storage keys). */
export interface SessionValues {
  hotelName: string;
  hotelTel: string;
  cityCode: string;
  cityName: string;
  isSearch: boolean;
  checkInDate: string;
  checkOutDate: string;
  roomNum: number;
  adultNum: number;
  childrenNum: number;
  custList: GuestRoom[];
  discountType: string;
  discountCode: string;
  id: number | string;
  orderNo: string;
  revNo: string;
  payImg: string;
  payUrl: string;
  /** Availability result handed from the room list to the information step. */
  checkdata: unknown;
}

/** Values kept across visits (section 3, persistent storage keys). */
export interface PersistentValues {
  usertoken: string;
  username: string;
  cardNo: string;
  checkInDate: string;
  checkOutDate: string;
  cityCode: string;
  cityName: string;
  hotelName: string;
}

interface StoredItem {
  value: unknown;
  /** Epoch ms after which the item is gone; absent means "until the backend forgets it". */
  expires?: number;
}

export interface TypedStorage<V> {
  set<K extends keyof V & string>(key: K, value: V[K], expiresInMs?: number): void;
  get<K extends keyof V & string>(key: K): V[K] | undefined;
  remove(...keys: (keyof V & string)[]): void;
}

function isStoredItem(raw: unknown): raw is StoredItem {
  return typeof raw === 'object' && raw !== null && 'value' in raw;
}

/**
 * Wraps a Web Storage area. Every item is JSON `{ value, expires? }`; an item read after its
 * expiry is removed and reads as undefined. `defaultLifeMs` applies when `set` gets no expiry.
 * On the server there is no storage, and while hydrating the page reads as empty as the server saw
 * it (lib/render-environment.ts).
 */
export function createTypedStorage<V>(backend: () => Storage, defaultLifeMs?: number): TypedStorage<V> {
  return {
    set(key, value, expiresInMs) {
      if (isServer) return;
      const life = expiresInMs ?? defaultLifeMs;
      const item: StoredItem = life === undefined ? { value } : { value, expires: Date.now() + life };
      backend().setItem(key, JSON.stringify(item));
    },
    get<K extends keyof V & string>(key: K): V[K] | undefined {
      if (isServer || isHydrating()) return undefined;
      const text = backend().getItem(key);
      if (text === null) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        backend().removeItem(key);
        return undefined;
      }
      if (!isStoredItem(parsed)) {
        backend().removeItem(key);
        return undefined;
      }
      if (parsed.expires !== undefined && parsed.expires <= Date.now()) {
        backend().removeItem(key);
        return undefined;
      }
      // Written only by `set` with the same key type; the storage is ours.
      return parsed.value as V[K];
    },
    remove(...keys) {
      if (isServer) return;
      for (const key of keys) backend().removeItem(key);
    },
  };
}

/** Tab-scoped storage; items may carry an expiry but get none by default. */
export const sessionStore = createTypedStorage<SessionValues>(() => window.sessionStorage);

/** Storage across visits; every item expires, after STORAGE_DEFAULT_LIFE_MS unless told otherwise. */
export const persistentStore = createTypedStorage<PersistentValues>(
  () => window.localStorage,
  STORAGE_DEFAULT_LIFE_MS,
);
