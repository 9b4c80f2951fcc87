import { defineConfig } from 'vitest/config';

// Journeys through the built site and the real server in Debian's Chromium. `npm run test:e2e`
// builds first; each file starts its own server on a fresh embedded database.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A busy 2-core machine can take seconds to answer; Vitest's default of 1 s would make
    // every poll of the page a coin toss.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
