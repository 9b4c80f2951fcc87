import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/server/test/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // migrates once; each test file starts from a copy (see the file)
    globalSetup: [fileURLToPath(new URL('./test/global-setup.ts', import.meta.url))],
    // one module graph per worker: importing the app once per file took 4–6 s of every file
    isolate: false,
    setupFiles: [fileURLToPath(new URL('./test/setup.ts', import.meta.url))],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
