import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { APPLICATION_NAME } from '../db/client.ts';
import {
  type Body,
  DEFAULT_READ_CACHE_LIMITS,
  READ_CACHE_AREAS,
  ReadCache,
  type ReadCacheArea,
  type ReadCacheStats,
} from '../lib/read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public catalogue and content answers; invalidate after a change commits (plugins/read-cache.ts). */
    readCache: PublicReadCache;
  }
}

export interface PublicReadCache {
  read(area: ReadCacheArea, key: string, load: () => Promise<Body>): Promise<Buffer>;
  /** Makes these areas stale here at once and, on PostgreSQL, on every other instance. */
  invalidate(areas?: readonly ReadCacheArea[]): Promise<void>;
  stats(): ReadCacheStats;
}

/** The NOTIFY channel every instance of the site listens on. */
const CHANNEL = 'hotel_read_cache';
const MAX_RECONNECT_DELAY_MS = 30_000;

interface Invalidation {
  from: string;
  areas: readonly ReadCacheArea[];
}

function parseInvalidation(payload: string | undefined): Invalidation | undefined {
  try {
    const parsed: unknown = JSON.parse(payload ?? '');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { from, areas } = parsed as Record<string, unknown>;
    if (typeof from !== 'string' || !Array.isArray(areas)) return undefined;
    const known = READ_CACHE_AREAS.filter((area) => areas.includes(area));
    return { from, areas: known };
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
    const cache = new ReadCache({ ...DEFAULT_READ_CACHE_LIMITS, ttlMs: options.ttlMs });
    const instance = randomUUID();
    const listenUrl = options.listenUrl;
    const listener = listenUrl
      ? listenForInvalidations({
          url: listenUrl,
          log: app.log,
          onInvalidation: ({ from, areas }) => {
            if (from !== instance) cache.invalidate(areas);
          },
          onReconnected: () => cache.invalidate(),
        })
      : undefined;
    await listener?.start();
    app.addHook('onClose', async () => listener?.close());

    const publicReadCache: PublicReadCache = {
      read: (area, key, load) => cache.read(area, key, load),
      async invalidate(areas = READ_CACHE_AREAS) {
        cache.invalidate(areas);
        if (!listenUrl) return;
        const payload = JSON.stringify({ from: instance, areas } satisfies Invalidation);
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
 * Answers from the cache: the reply's own serialiser (the route's response schema) makes the body
 * once, and every hit sends those bytes as they are.
 */
export async function replyFromCache(
  reply: FastifyReply,
  area: ReadCacheArea,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await reply.server.readCache.read(area, key, async () => reply.serialize(await load()));
  return reply.type('application/json; charset=utf-8').send(body);
}
