import { afterAll, vi } from 'vitest';

// Test files share a worker's modules (isolate: false in vitest.config.ts): what one file changes
// of the globals is put back before the next one starts.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// A transaction is one connection: queries sent on it at once only queue, and pg 9 refuses them.
// pg warns once per process; here the warning fails the run (stay-quote's Promise.all did it).
const guarded = globalThis as { pgQueueGuard?: true };
if (!guarded.pgQueueGuard) {
  guarded.pgQueueGuard = true;
  process.on('warning', (warning) => {
    if (warning.message.includes('already executing a query')) throw warning;
  });
}
