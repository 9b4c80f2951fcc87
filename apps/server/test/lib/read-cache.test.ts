import { describe, expect, it } from 'vitest';
import { ReadCache, readKey, stayScope } from '../../src/lib/read-cache.ts';

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function cacheWith(limits: Partial<{ ttlMs: number; maxEntries: number; maxBytes: number }> = {}) {
  const time = clock();
  const cache = new ReadCache<string>(
    { ttlMs: 1_000, maxEntries: 100, maxBytes: 1_000_000, ...limits },
    (body) => body.length,
    time.now,
  );
  let loads = 0;
  const read = (key: string, body = `body of ${key}`, area: 'content' | 'availability' = 'content') =>
    cache
      .read(area, key, async () => {
        loads += 1;
        return body;
      })
      .then(String);
  return { cache, time, read, loads: () => loads };
}

describe('read cache', () => {
  it('answers a repeated read without loading again until the answer lapses', async () => {
    const { time, read, loads } = cacheWith({ ttlMs: 1_000 });
    expect(await read('a', 'first')).toBe('first');
    time.advance(999);
    expect(await read('a', 'second')).toBe('first');
    expect(loads()).toBe(1);
    time.advance(1);
    expect(await read('a', 'second')).toBe('second');
    expect(loads()).toBe(2);
  });

  it('shares one load between requests that arrive while it runs', async () => {
    const { cache } = cacheWith();
    let release: (body: string) => void = () => undefined;
    let loads = 0;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const waiting = Array.from({ length: 20 }, () => cache.read('content', 'hot', load));
    release('once');
    expect((await Promise.all(waiting)).map(String)).toEqual(Array(20).fill('once'));
    expect(loads).toBe(1);
  });

  it('does not keep an answer whose load began before an invalidation', async () => {
    const { cache, read } = cacheWith();
    let release: (body: string) => void = () => undefined;
    const stale = cache.read(
      'content',
      'news',
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    cache.invalidate(['content']);
    release('before the change');
    expect(String(await stale)).toBe('before the change');
    expect(await read('news', 'after the change')).toBe('after the change');
  });

  it('invalidates only the areas named', async () => {
    const { cache, read } = cacheWith();
    await read('news', 'news v1');
    await read('rooms', 'rooms v1', 'availability');
    cache.invalidate(['availability']);
    expect(await read('news', 'news v2')).toBe('news v1');
    expect(await read('rooms', 'rooms v2', 'availability')).toBe('rooms v2');
  });

  it('drops, for a change of some nights of a hotel, only the answers that show them', async () => {
    const { cache, read } = cacheWith();
    const rooms = (key: string, body: string, hotel: string, from: string, to: string) =>
      cache.read('availability', key, async () => body, stayScope(hotel, from, to));
    await rooms('A tonight', 'A v1', 'A', '2026-12-01', '2026-12-02');
    await rooms('A next week', 'A v1', 'A', '2026-12-08', '2026-12-10');
    await rooms('B tonight', 'B v1', 'B', '2026-12-01', '2026-12-02');
    await cache.read(
      'availability',
      'any hotel tonight',
      async () => 'list v1',
      stayScope(undefined, '2026-12-01', '2026-12-02'),
    );
    await cache.read('availability', 'A calendar', async () => 'calendar v1', { hotelCode: 'A' });
    await read('news', 'news v1');

    // a booking of A for the nights of 1 and 2 December
    cache.invalidate(['availability'], [{ hotelCode: 'A', from: '2026-12-01', to: '2026-12-03' }]);
    expect(await rooms('A tonight', 'A v2', 'A', '2026-12-01', '2026-12-02')).toBe('A v2');
    expect(await rooms('A next week', 'A v2', 'A', '2026-12-08', '2026-12-10')).toBe('A v1');
    expect(await rooms('B tonight', 'B v2', 'B', '2026-12-01', '2026-12-02')).toBe('B v1');
    expect(await cache.read('availability', 'any hotel tonight', async () => 'list v2')).toBe('list v2');
    expect(await cache.read('availability', 'A calendar', async () => 'calendar v2')).toBe('calendar v2');
    expect(await read('news', 'news v2')).toBe('news v1');

    // the night before an answer's stay, or its check-out night, is not one of its nights
    cache.invalidate(['availability'], [{ hotelCode: 'A', from: '2026-12-07', to: '2026-12-08' }]);
    cache.invalidate(['availability'], [{ hotelCode: 'A', from: '2026-12-10', to: '2026-12-11' }]);
    expect(await rooms('A next week', 'A v3', 'A', '2026-12-08', '2026-12-10')).toBe('A v1');
    cache.invalidate(['availability'], [{ hotelCode: 'A', from: '2026-12-09', to: '2026-12-10' }]);
    expect(await rooms('A next week', 'A v3', 'A', '2026-12-08', '2026-12-10')).toBe('A v3');
  });

  it('keeps an answer that shows content and prices until either changes', async () => {
    const { cache } = cacheWith();
    const page = (body: string) => cache.read(['content', 'availability'], 'page', async () => body);
    await page('v1');
    cache.invalidate(['availability'], [{ hotelCode: 'A', from: '2026-12-01', to: '2026-12-02' }]);
    expect(await page('v2')).toBe('v2');
    cache.invalidate(['content']);
    expect(await page('v3')).toBe('v3');
  });

  it('keeps no failed load: the next request tries again', async () => {
    const { cache, read } = cacheWith();
    await expect(
      cache.read('content', 'hotel', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await read('hotel', 'back')).toBe('back');
    expect(cache.stats().entries).toBe(1);
  });

  it('drops the least recently used answers past its entry and byte bounds', async () => {
    const byCount = cacheWith({ maxEntries: 2 });
    await byCount.read('a');
    await byCount.read('b');
    await byCount.read('a');
    await byCount.read('c');
    expect(byCount.cache.stats().entries).toBe(2);
    const loadsBefore = byCount.loads();
    await byCount.read('a');
    expect(byCount.loads()).toBe(loadsBefore);
    await byCount.read('b');
    expect(byCount.loads()).toBe(loadsBefore + 1);

    const bySize = cacheWith({ maxBytes: 3_000 });
    for (const key of ['x', 'y', 'z']) await bySize.read(key, key.repeat(1_200));
    expect(bySize.cache.stats().entries).toBe(2);
    expect(bySize.cache.stats().bytes).toBeLessThanOrEqual(3_000);
  });

  it('loads every time when its lifetime is 0', async () => {
    const { read, loads } = cacheWith({ ttlMs: 0 });
    await read('a');
    await read('a');
    expect(loads()).toBe(2);
  });

  it('keys a call by its name and inputs', () => {
    expect(readKey('getBanner', 'HJ000101')).not.toBe(readKey('getBanner', 'HJ000102'));
    expect(readKey('getHotelInfo', 'HJ000101')).not.toBe(readKey('getBanner', 'HJ000101'));
  });
});
