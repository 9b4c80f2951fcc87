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
    projects: [
      'packages/shared',
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
