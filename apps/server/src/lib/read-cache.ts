/**
 * In-process cache of public catalogue and content answers, kept as the serialised JSON body so a
 * hit costs neither a query nor a serialisation. Least recently used entries go first once either
 * bound (entries, bytes) is passed; every entry also lapses after `ttlMs`, which bounds how stale an
 * answer can be when an invalidation never arrives (another instance, a scheduled publish).
 *
 * Areas are what one kind of change makes stale: `content` (anything staff edit: hotels, room
 * types, news, offers, banners, pages) and `availability` (rooms left and prices of a stay, changed
 * by every booking too, so a booking does not empty the content answers).
 */
export const READ_CACHE_AREAS = ['content', 'availability'] as const;
export type ReadCacheArea = (typeof READ_CACHE_AREAS)[number];

export interface ReadCacheLimits {
  /** How long an answer may be served after it was read from the database. */
  ttlMs: number;
  maxEntries: number;
  /** Bodies and keys together, in bytes. */
  maxBytes: number;
}

export const DEFAULT_READ_CACHE_LIMITS: Omit<ReadCacheLimits, 'ttlMs'> = {
  maxEntries: 2_000,
  maxBytes: 32 * 1024 * 1024,
};

interface Entry {
  area: ReadCacheArea;
  body: Promise<Buffer>;
  /** 0 until the body is there. */
  bytes: number;
  expiresAt: number;
}

/** A serialised answer as Fastify's serialisers make it. */
export type Body = string | Buffer | ArrayBuffer;

function toBuffer(body: Body): Buffer {
  if (typeof body === 'string') return Buffer.from(body);
  return Buffer.isBuffer(body) ? body : Buffer.from(body);
}

export interface ReadCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

export class ReadCache {
  // a Map keeps insertion order: re-inserting on a hit makes the first key the least recently used
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly limits: ReadCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The body cached for `key`, or the one `load` makes. Requests for a key being loaded share that
   * load, so a lapsed popular answer costs one query, not one per waiting request. A failed load
   * (404, database down) is not kept: the next request tries again.
   */
  read(area: ReadCacheArea, key: string, load: () => Promise<Body>): Promise<Buffer> {
    const id = `${area}\u0000${key}`;
    const found = this.entries.get(id);
    if (found && found.expiresAt > this.now()) {
      this.hits += 1;
      this.entries.delete(id);
      this.entries.set(id, found);
      return found.body;
    }
    if (found) this.remove(id, found);
    this.misses += 1;
    if (this.limits.ttlMs <= 0) return load().then(toBuffer);
    const expiresAt = this.now() + this.limits.ttlMs;
    const body = load().then(
      (made) => {
        const bytes = toBuffer(made);
        // an invalidation or eviction while loading took the entry out: its body is not kept
        if (this.entries.get(id) === entry) {
          entry.bytes = bytes.length + id.length * 2;
          this.bytes += entry.bytes;
          this.evict();
        }
        return bytes;
      },
      (err: unknown) => {
        if (this.entries.get(id) === entry) this.remove(id, entry);
        throw err;
      },
    );
    const entry: Entry = { area, body, bytes: 0, expiresAt };
    this.entries.set(id, entry);
    this.evict();
    return body;
  }

  /** Forgets every answer of these areas, loads under way included. */
  invalidate(areas: readonly ReadCacheArea[] = READ_CACHE_AREAS): void {
    for (const [id, entry] of this.entries) {
      if (areas.includes(entry.area)) this.remove(id, entry);
    }
  }

  stats(): ReadCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }

  private remove(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    for (const [id, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) return;
      this.remove(id, entry);
    }
  }
}

/** The cache key of a call: its name and its inputs after validation and normalisation. */
export function readKey(call: string, ...inputs: unknown[]): string {
  return JSON.stringify([call, ...inputs]);
}
