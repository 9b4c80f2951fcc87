import { STORAGE_DEFAULT_LIFE_MS } from '@hotel/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistentStore, sessionStore } from '../src/lib/storage.ts';

describe('storage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads an item back until its own expiry, then removes it', () => {
    persistentStore.set('usertoken', 'tok-1', 60_000);
    vi.advanceTimersByTime(59_999);
    expect(persistentStore.get('usertoken')).toBe('tok-1');

    vi.advanceTimersByTime(1);
    expect(persistentStore.get('usertoken')).toBeUndefined();
    expect(window.localStorage.getItem('usertoken')).toBeNull();
  });

  it('gives persistent items the default life of one year when no expiry is given', () => {
    persistentStore.set('username', '张三');
    vi.advanceTimersByTime(STORAGE_DEFAULT_LIFE_MS - 1);
    expect(persistentStore.get('username')).toBe('张三');
    vi.advanceTimersByTime(1);
    expect(persistentStore.get('username')).toBeUndefined();
  });

  it('keeps session items without an expiry for the whole session and removes on request', () => {
    sessionStore.set('custList', [{ adultNum: 2, childrenNum: 1 }]);
    vi.advanceTimersByTime(STORAGE_DEFAULT_LIFE_MS * 2);
    expect(sessionStore.get('custList')).toEqual([{ adultNum: 2, childrenNum: 1 }]);

    sessionStore.remove('custList');
    expect(sessionStore.get('custList')).toBeUndefined();
  });

  it('drops an item that is not ours instead of failing', () => {
    window.localStorage.setItem('cityCode', 'not json');
    expect(persistentStore.get('cityCode')).toBeUndefined();
    expect(window.localStorage.getItem('cityCode')).toBeNull();
  });
});
