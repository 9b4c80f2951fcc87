import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The server suite runs on in-memory PGlite; with TEST_DATABASE_URL it runs a second time on that
// PostgreSQL (each test file in a scratch database of its own).
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server-postgres', env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest's default (one worker less than the cores) is a single worker on a 2-core machine,
    // which left one core idle: the test files wait on their database and on timers as often as
    // they compute.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/shared',
      'packages/ui',
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server', env: { TEST_DATABASE_URL: '' } },
      },
      ...serverOnPostgres,
      'apps/web',
      'apps/admin',
      'e2e',
    ],
  },
});
