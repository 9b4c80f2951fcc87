import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Paths relative to this file, so the suite runs the same from the repository root and from apps/web.
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: here('.'),
    environment: 'jsdom',
    // one window and one module graph per worker: importing antd and starting jsdom for every
    // file cost more than the tests (setup.ts puts back what a file changes)
    isolate: false,
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    setupFiles: [here('./test/setup.ts')],
    css: false,
    testTimeout: 20_000,
  },
});
