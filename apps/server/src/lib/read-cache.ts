/**
 * In-process cache of public answers (the API's serialised JSON bodies, the server-rendered pages),
 * so a hit costs neither a query nor a serialisation nor a render. Least recently used entries go
 * first once either bound (entries, bytes) is passed; every entry also lapses after `ttlMs`, which
 * bounds how stale an answer can be when an invalidation never arrives (another instance, a
 * scheduled publish).
 *
 * Areas are what one kind of change makes stale: `content` (anything staff edit: hotels, room
 * types, news, offers, banners, pages) and `availability` (rooms left and prices of a stay, changed
 * by every booking too, so a booking does not empty the content answers). An entry may depend on
 * both (a page shows content and prices).
 *
 * A booking changes one hotel's nights: an answer that names its scope (the hotel it is about, the
 * nights it shows) is dropped only by a change that touches them, so a booking in one hotel leaves
 * every other hotel's rooms cached, and a booking for next month leaves tonight's prices cached.
 */
export const READ_CACHE_AREAS = ['content', 'availability'] as const;
export type ReadCacheArea = (typeof READ_CACHE_AREAS)[number];

/** What an answer shows: one hotel's (else any hotel's), the nights [from, to) (else any night). */
export interface ReadScope {
  hotelCode?: string;
  from?: string;
  to?: string;
}

/** The nights [from, to) of one hotel a change touched (booked, cancelled, given back). */
export interface NightsChange {
  hotelCode: string;
  from: string;
  to: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The scope of an answer about a stay: the hotel's (when named) nights [checkIn, checkOut), or
 * every night when the dates are not a stay (the answer then says what it says of any night).
 */
export function stayScope(hotelCode: string | undefined, checkIn?: string, checkOut?: string): ReadScope {
  const hotel = hotelCode ? { hotelCode } : {};
  if (!checkIn || !checkOut || !ISO_DATE.test(checkIn) || !ISO_DATE.test(checkOut) || checkIn >= checkOut)
    return hotel;
  return { ...hotel, from: checkIn, to: checkOut };
}

export interface ReadCacheLimits {
  /** How long an answer may be served after it was read from the database. */
  ttlMs: number;
  maxEntries: number;
  /** Values and keys together, in bytes. */
  maxBytes: number;
}

export const DEFAULT_READ_CACHE_LIMITS: Omit<ReadCacheLimits, 'ttlMs'> = {
  maxEntries: 2_000,
  maxBytes: 32 * 1024 * 1024,
};

interface Entry<V> {
  areas: readonly ReadCacheArea[];
  /** What the answer shows: any change touching one of them makes it stale. */
  scopes: readonly ReadScope[];
  value: Promise<V>;
  /** 0 until the value is there. */
  bytes: number;
  expiresAt: number;
}

export interface ReadCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

/** Whether a change of these nights may make an answer of this scope stale. */
export function touches(change: NightsChange, scope: ReadScope): boolean {
  if (scope.hotelCode !== undefined && scope.hotelCode !== change.hotelCode) return false;
  if (scope.from !== undefined && scope.from >= change.to) return false;
  if (scope.to !== undefined && scope.to <= change.from) return false;
  return true;
}

export class ReadCache<V> {
  // a Map keeps insertion order: re-inserting on a hit makes the first key the least recently used
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly limits: ReadCacheLimits,
    /** The bytes a value holds (a body's length). */
    private readonly sizeOf: (value: V) => number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The value cached for `key`, or the one `load` makes. Requests for a key being loaded share that
   * load, so a lapsed popular answer costs one query, not one per waiting request. A failed load
   * (404, database down) is not kept: the next request tries again.
   */
  read(
    areas: ReadCacheArea | readonly ReadCacheArea[],
    key: string,
    load: () => Promise<V>,
    scope: ReadScope | ((value: V) => readonly ReadScope[]) = {},
  ): Promise<V> {
    const found = this.entries.get(key);
    if (found && found.expiresAt > this.now()) {
      this.hits += 1;
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.value;
    }
    if (found) this.remove(key, found);
    this.misses += 1;
    if (this.limits.ttlMs <= 0) return load();
    const value = load().then(
      (made) => {
        // an invalidation or eviction while loading took the entry out: its value is not kept
        if (this.entries.get(key) === entry) {
          if (typeof scope === 'function') entry.scopes = scope(made);
          entry.bytes = this.sizeOf(made) + key.length * 2;
          this.bytes += entry.bytes;
          this.evict();
        }
        return made;
      },
      (err: unknown) => {
        if (this.entries.get(key) === entry) this.remove(key, entry);
        throw err;
      },
    );
    const entry: Entry<V> = {
      areas: typeof areas === 'string' ? [areas] : areas,
      // an answer whose scope is known once loaded is stale by any change until then
      scopes: typeof scope === 'function' ? [{}] : [scope],
      value,
      bytes: 0,
      expiresAt: this.now() + this.limits.ttlMs,
    };
    this.entries.set(key, entry);
    this.evict();
    return value;
  }

  /**
   * Forgets the answers of these areas, loads under way included: all of them, or, given the
   * nights a change touched, those whose scope they touch.
   */
  invalidate(areas: readonly ReadCacheArea[] = READ_CACHE_AREAS, changes?: readonly NightsChange[]): void {
    for (const [key, entry] of this.entries) {
      if (!entry.areas.some((area) => areas.includes(area))) continue;
      if (changes && !changes.some((change) => entry.scopes.some((scope) => touches(change, scope))))
        continue;
      this.remove(key, entry);
    }
  }

  stats(): ReadCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) return;
      this.remove(key, entry);
    }
  }
}

/** The cache key of a call: its name and its inputs after validation and normalisation. */
export function readKey(call: string, ...inputs: unknown[]): string {
  return JSON.stringify([call, ...inputs]);
}
