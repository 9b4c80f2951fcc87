import '@testing-library/jest-dom/vitest';
// Loaded once, before any test: @ant-design/icons' CommonJS build require()s an ES module
// (@ant-design/colors/es/generate), and Node 20's require(esm) fails with "reading 'getStatus'"
// when two lazy routes of one test load it at the same time.
import '@ant-design/icons';
import { cleanup, configure } from '@testing-library/react';
import { Modal, message, notification } from 'antd';
import { afterAll, afterEach, vi } from 'vitest';

// Each page is a lazy route whose module the test runner compiles on its first visit: on a busy
// machine that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });
// Likewise the toasts' code, which the site loads with its first toast (src/lib/message.tsx).
await import('../src/lib/toast-holder.tsx');

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
// An element scrolls at once, as with `behavior: 'auto'`, and says so (the carousel follows its scroll).
Object.defineProperty(Element.prototype, 'scrollTo', {
  writable: true,
  configurable: true,
  value(this: Element, options: ScrollToOptions) {
    this.scrollLeft = options.left ?? this.scrollLeft;
    this.scrollTop = options.top ?? this.scrollTop;
    this.dispatchEvent(new Event('scroll'));
  },
});

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
// next file of this worker (isolate: false, one window per worker) starts from an empty page.
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
