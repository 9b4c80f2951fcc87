import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Modal, message, notification } from 'antd';
import { afterAll, afterEach, vi } from 'vitest';

// Each screen is a lazy route whose module the test runner compiles on its first visit: on a busy
// machine that takes longer than Testing Library's default second (as in apps/web).
configure({ asyncUtilTimeout: 5000 });

// Accessible names read the CSS `content` of ::before and ::after, which jsdom does not compute
// (it logs "Not implemented" for every element asked). antd puts no text there, so pseudo-elements
// answer "no content" at once.
// This file runs before each test file of a worker, on the worker's one window (isolate: false): the
// window's own getComputedStyle is kept on the first run only.
const ownComputedStyle = Symbol.for('hotel.test.getComputedStyle');
const windowWithOwn = window as Window & { [ownComputedStyle]?: Window['getComputedStyle'] };
windowWithOwn[ownComputedStyle] ??= window.getComputedStyle.bind(window);
const computedStyle = windowWithOwn[ownComputedStyle];
const noPseudoContent = document.createElement('span').style;
Object.defineProperty(window, 'getComputedStyle', {
  writable: true,
  configurable: true,
  value: (element: Element, pseudo?: string | null) => (pseudo ? noPseudoContent : computedStyle(element)),
});

// antd's own styles go to an element outside the document in the tests (renderAdmin, helpers.tsx);
// what they hide stays hidden: every antd class ending in -hidden (a closed popup, a collapsed menu)
// is display: none, and nothing else of theirs decides what a query can find.
if (!document.getElementById('test-hidden-classes')) {
  const hiding = document.createElement('style');
  hiding.id = 'test-hidden-classes';
  hiding.textContent = '[class$="-hidden"], [class*="-hidden "] { display: none; }';
  document.head.append(hiding);
}

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
// has finished; close them and wait until their containers are gone (two seconds at most), so the
// next file of this worker (isolate: false, one window per worker) starts from an empty page.
afterAll(async () => {
  vi.useRealTimers();
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  for (let waited = 0; leftInPage() && waited < 2_000; waited += 50) await pause(50);
  // React finishes those unmounts in its scheduler's tasks (setImmediate in Node): they run before
  // the file ends, not after the window is torn down (the worker's last jsdom file).
  await pause(50);
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
});
