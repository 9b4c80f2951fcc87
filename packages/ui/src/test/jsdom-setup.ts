/**
 * What both front ends' unit tests need of their window: jest-dom's matchers, the layout APIs
 * jsdom lacks, a clean page after each test and after each file. The suites run with
 * `isolate: false` (one window and one module cache per worker), so each app's test/setup.ts, which
 * runs before every test file, calls `setUpTestWindow()`: a module's own top level would run for the
 * worker's first file only, and the later files would get no hooks.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Modal, message, notification } from 'antd';
import { afterAll, afterEach, vi } from 'vitest';

export function setUpTestWindow(): void {
  // Each page is a lazy route whose module the test runner compiles on its first visit: on a busy
  // machine that can take longer than Testing Library's default second.
  configure({ asyncUtilTimeout: 5000 });

  // jsdom lacks the layout APIs antd relies on; these stubs answer "wide screen, nothing observed".
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
  Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: () => {} });

  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
    window.localStorage.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** What is left of the file's screens, less the measuring textarea antd's TextArea keeps for good. */
  function leftInPage(): boolean {
    return [...document.body.children].some((element) => element.getAttribute('name') !== 'hiddenTextarea');
  }

  // antd's static messages, notifications and confirms render through React's scheduler after a test
  // has finished; close them and wait until their containers are gone (five seconds at most), so the
  // next file of this worker starts from an empty page.
  afterAll(async () => {
    vi.useRealTimers();
    message.destroy();
    notification.destroy();
    Modal.destroyAll();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let waited = 0; leftInPage() && waited < 5_000; waited += 50) await pause(50);
    // React finishes those unmounts in its scheduler's tasks (setImmediate in Node): they run before
    // the file ends, not after the window is torn down (the worker's last jsdom file).
    await pause(50);
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
  });
}
