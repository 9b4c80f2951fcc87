import { describe, expect, it } from 'vitest';

describe('browser-zod', () => {
  it('tells Zod, loaded after it, to parse without probing new Function (jitless)', async () => {
    await import('../src/browser-zod.ts');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
