import { seededRandom, stableHash } from '../content/media/hash.ts';

/**
 * Deterministic choices for the demo data: every choice is keyed by a string (a hotel code plus
 * what is being chosen), so the data is the same on every machine and adding one hotel does not
 * reshuffle the others.
 */

export function intBetween(key: string, min: number, max: number): number {
  return min + (stableHash(key) % (max - min + 1));
}

export function pick<T>(key: string, items: readonly T[]): T {
  const item = items[stableHash(key) % items.length];
  if (item === undefined) throw new Error(`nothing to pick for ${key}`);
  return item;
}

/** `count` of `items`, chosen by `key`, kept in their original order. */
export function pickSome<T>(key: string, items: readonly T[], count: number): T[] {
  const random = seededRandom(key);
  const ranked = items.map((item, index) => ({ item, index, rank: random() }));
  const chosen = ranked.sort((a, b) => a.rank - b.rank).slice(0, count);
  return chosen.sort((a, b) => a.index - b.index).map((c) => c.item);
}

/** A small offset in [-spread, spread], e.g. to place a hotel near its city's centre. */
export function offset(key: string, spread: number): number {
  return ((stableHash(key) % 20_001) / 10_000 - 1) * spread;
}
