import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Journeys through the built site and the real server in Debian's Chromium. `npm run test:e2e`
// builds first; each file starts its own server on a fresh copy of the seeded embedded database,
// two files at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: [fileURLToPath(new URL('./global-setup.ts', import.meta.url))],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A busy 2-core machine can take seconds to answer; Vitest's default of 1 s would make
    // every poll of the page a coin toss.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
