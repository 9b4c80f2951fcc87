import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { APPLICATION_NAME } from '../db/client.ts';
import {
  DEFAULT_READ_CACHE_LIMITS,
  type NightsChange,
  READ_CACHE_AREAS,
  ReadCache,
  type ReadCacheArea,
  type ReadCacheLimits,
  type ReadCacheStats,
  type ReadScope,
} from '../lib/read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public catalogue and content answers; invalidate after a change commits (plugins/read-cache.ts). */
    readCache: PublicReadCache;
  }
}

/** A serialised answer as Fastify's serialisers make it. */
export type Body = string | Buffer | ArrayBuffer;

function toBuffer(body: Body): Buffer {
  if (typeof body === 'string') return Buffer.from(body);
  return Buffer.isBuffer(body) ? body : Buffer.from(body);
}

export interface PublicReadCache {
  read(area: ReadCacheArea, key: string, load: () => Promise<Body>, scope?: ReadScope): Promise<Buffer>;
  /**
   * A cache of other values (the rendered pages) with limits of its own, emptied by the same
   * invalidations as the answers it is made from.
   */
  companion<V>(limits: Omit<ReadCacheLimits, 'ttlMs'>, sizeOf: (value: V) => number): ReadCache<V>;
  /**
   * Makes these areas stale here at once and, on PostgreSQL, on every other instance: every
   * answer of them, or, given the nights a change touched, the answers whose scope they touch.
   */
  invalidate(areas?: readonly ReadCacheArea[], changes?: readonly NightsChange[]): Promise<void>;
  stats(): ReadCacheStats;
}

/** The NOTIFY channel every instance of the site listens on. */
const CHANNEL = 'hotel_read_cache';
const MAX_RECONNECT_DELAY_MS = 30_000;

interface Invalidation {
  from: string;
  areas: readonly ReadCacheArea[];
  changes?: readonly NightsChange[];
}

const isText = (value: unknown): value is string => typeof value === 'string';

function parseChanges(value: unknown): NightsChange[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const changes = value.filter(
    (change): change is NightsChange =>
      typeof change === 'object' &&
      change !== null &&
      isText(change.hotelCode) &&
      isText(change.from) &&
      isText(change.to),
  );
  // a change not understood drops everything of its areas rather than too little
  return changes.length === value.length ? changes : undefined;
}

function parseInvalidation(payload: string | undefined): Invalidation | undefined {
  try {
    const parsed: unknown = JSON.parse(payload ?? '');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { from, areas, changes } = parsed as Record<string, unknown>;
    if (typeof from !== 'string' || !Array.isArray(areas)) return undefined;
    const known = READ_CACHE_AREAS.filter((area) => areas.includes(area));
    const touched = parseChanges(changes);
    return touched ? { from, areas: known, changes: touched } : { from, areas: known };
  } catch {
    return undefined;
  }
}

/**
 * A connection of its own that LISTENs for other instances' invalidations; when it breaks it
 * reconnects (1 s, 2 s … up to 30 s apart) and, once back, forgets everything, since notifications
 * sent meanwhile are lost. Until then the cache's lifetime bounds how stale an answer gets.
 */
function listenForInvalidations(options: {
  url: string;
  log: FastifyBaseLogger;
  onInvalidation: (invalidation: Invalidation) => void;
  onReconnected: () => void;
}) {
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    const delay = Math.min(MAX_RECONNECT_DELAY_MS, 1_000 * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, delay);
    retry.unref();
  };

  const connect = async (again: boolean) => {
    const next = new pg.Client({
      connectionString: options.url,
      application_name: `${APPLICATION_NAME}-listen`,
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      if (closed) return;
      options.log.warn({ err }, 'read cache: invalidation listener lost, reconnecting');
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      const invalidation = parseInvalidation(message.payload);
      if (invalidation) options.onInvalidation(invalidation);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      onLost(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    failures = 0;
    if (again) options.onReconnected();
  };

  return {
    start: () => connect(false),
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * `app.readCache`: the in-process cache of public reads (lib/read-cache.ts). On PostgreSQL an
 * invalidation is also sent with NOTIFY, so other instances drop the same answers within
 * milliseconds; on PGlite there is one process and nothing to tell.
 */
export const readCache = fp(
  async (app: FastifyInstance, options: { ttlMs: number; listenUrl?: string | undefined }) => {
    const cache = new ReadCache<Buffer>(
      { ...DEFAULT_READ_CACHE_LIMITS, ttlMs: options.ttlMs },
      (body) => body.length,
    );
    const companions: ReadCache<unknown>[] = [];
    const invalidateHere = (areas?: readonly ReadCacheArea[], changes?: readonly NightsChange[]) => {
      cache.invalidate(areas, changes);
      for (const companion of companions) companion.invalidate(areas, changes);
    };
    const instance = randomUUID();
    const listenUrl = options.listenUrl;
    const listener = listenUrl
      ? listenForInvalidations({
          url: listenUrl,
          log: app.log,
          onInvalidation: ({ from, areas, changes }) => {
            if (from !== instance) invalidateHere(areas, changes);
          },
          onReconnected: () => invalidateHere(),
        })
      : undefined;
    await listener?.start();
    app.addHook('onClose', async () => listener?.close());

    const publicReadCache: PublicReadCache = {
      read: (area, key, load, scope) => cache.read(area, key, async () => toBuffer(await load()), scope),
      companion<V>(limits: Omit<ReadCacheLimits, 'ttlMs'>, sizeOf: (value: V) => number) {
        const companion = new ReadCache<V>({ ...limits, ttlMs: options.ttlMs }, sizeOf);
        companions.push(companion as ReadCache<unknown>);
        return companion;
      },
      async invalidate(areas = READ_CACHE_AREAS, changes) {
        invalidateHere(areas, changes);
        if (!listenUrl) return;
        const invalidation: Invalidation = changes
          ? { from: instance, areas, changes }
          : { from: instance, areas };
        const payload = JSON.stringify(invalidation);
        try {
          await app.db.execute(sql`SELECT pg_notify(${CHANNEL}, ${payload})`);
        } catch (err) {
          // the change itself has committed; other instances catch up when their answers lapse
          app.log.warn({ err }, 'read cache: could not notify other instances');
        }
      },
      stats: () => cache.stats(),
    };
    app.decorate('readCache', publicReadCache);
  },
  { name: 'read-cache' },
);

/**
 * The server's own page renders (lib/page-renderer.ts) call the API with this header and this
 * process's token; an availability answer then says its scope in READ_SCOPE_HEADER, so a kept page
 * is emptied only by a change of what it shows. No one else can ask for it: the token is random.
 */
const RENDER_REQUEST_HEADER = 'x-page-render';
export const READ_SCOPE_HEADER = 'x-read-scope';
const renderToken = randomUUID();
export const RENDER_REQUEST_HEADERS: Readonly<Record<string, string>> = {
  [RENDER_REQUEST_HEADER]: renderToken,
};

/**
 * Answers from the cache: the reply's own serialiser (the route's response schema) makes the body
 * once, and every hit sends those bytes as they are.
 */
export async function replyFromCache(
  reply: FastifyReply,
  area: ReadCacheArea,
  key: string,
  load: () => Promise<unknown>,
  scope?: ReadScope,
): Promise<FastifyReply> {
  const body = await reply.server.readCache.read(area, key, async () => reply.serialize(await load()), scope);
  if (area === 'availability' && reply.request.headers[RENDER_REQUEST_HEADER] === renderToken)
    reply.header(READ_SCOPE_HEADER, JSON.stringify(scope ?? {}));
  return reply.type('application/json; charset=utf-8').send(body);
}
