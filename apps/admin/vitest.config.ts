import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { brandStyles, cssModules } from '../../packages/ui/src/vite/brand-styles.ts';

// Paths relative to this file, so the suite runs the same from the repository root and from apps/admin.
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  plugins: [react(), brandStyles()],
  css: { modules: cssModules() },
  test: {
    name: 'admin',
    root: here('.'),
    environment: 'jsdom',
    // one window and one module graph per worker: importing antd and starting jsdom for every
    // file cost more than the tests (setup.ts puts back what a file changes)
    isolate: false,
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    setupFiles: [here('./test/setup.ts')],
    // Only CSS modules are processed, named as in the build, so a test finds what the page has
    // (`.pagination_pager`); plain style sheets are left out.
    css: { include: [/\.module\.css$/], modules: { classNameStrategy: 'scoped' } },
    testTimeout: 20_000,
  },
});
