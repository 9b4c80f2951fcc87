// Loaded once, before any test: @ant-design/icons' CommonJS build require()s an ES module
// (@ant-design/colors/es/generate), and Node 20's require(esm) fails with "reading 'getStatus'"
// when two lazy routes of one test load it at the same time.
import '@ant-design/icons';
import { setUpTestWindow } from '@hotel/ui/test/jsdom-setup.ts';

setUpTestWindow();

// The toasts' code, which the site loads with its first toast (src/lib/message.tsx), compiled up
// front like the lazy routes.
await import('../src/lib/toast-holder.tsx');

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
