import { setUpTestWindow } from '@hotel/ui/test/jsdom-setup.ts';

setUpTestWindow();

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
