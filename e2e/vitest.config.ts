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
  },
});
