/**
 * Deterministic hashing and pseudo-random numbers, so that generated images and demo data come out
 * the same on every machine and every run (Math.random would not).
 */

/** 32-bit FNV-1a hash of a string. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator of numbers in [0, 1) seeded by a string (mulberry32). */
export function seededRandom(seed: string): () => number {
  let state = stableHash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
