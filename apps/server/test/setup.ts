import { afterAll, vi } from 'vitest';

// Test files share a worker's modules (isolate: false in vitest.config.ts): what one file changes
// of the globals is put back before the next one starts.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
