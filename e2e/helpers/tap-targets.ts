import type { Page } from 'playwright-core';

/** The least width and height of anything a guest taps (WCAG 2.5.5, Apple's and Android's guides). */
export const MIN_TAP_TARGET_PX = 44;

/**
 * Everything on the page a guest can tap that measures under 44 × 44 px, as `label (w×h)`.
 *
 * What the guest actually hits is measured: a form field by its whole frame (antd draws the border
 * around a bare <input>; a range picker's half by its own width), a radio or check box by its label.
 * Left out, as WCAG's exceptions allow: links inside running text (content HTML), and what cannot
 * be tapped at all — hidden, clipped away by a scrolling or sliding container, off the page (the
 * skip link until it is focused), aria-hidden or inert.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const tappable = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=tab]',
      '[role=link]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=switch]',
      '[role=menuitem]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const seen = new Set<Element>();
    const small: string[] = [];

    for (const element of Array.from(document.querySelectorAll(tappable))) {
      // an antd radio or check box is its label: measure that once
      const target = element.matches('input[type=radio], input[type=checkbox]')
        ? (element.closest('label') ?? element)
        : element;
      if (seen.has(target)) continue;
      seen.add(target);
      if (element.closest('.rich-content_richContent, [aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(target);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const rect = target.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right + window.scrollX <= 0 || rect.bottom + window.scrollY <= 0) continue;
      // clipped away by a scrolling or sliding container (carousel clones, a closed strip)
      let [left, right, top, bottom] = [rect.left, rect.right, rect.top, rect.bottom];
      for (let parent = target.parentElement; parent; parent = parent.parentElement) {
        const parentStyle = getComputedStyle(parent);
        if (parentStyle.overflowX === 'visible' && parentStyle.overflowY === 'visible') continue;
        const box = parent.getBoundingClientRect();
        [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
        [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
      }
      if (right - left < 1 || bottom - top < 1) continue;

      // the box a finger hits: a field's whole frame (a range picker's half by its own width)
      let { width, height } = rect;
      if (element.matches('input:not([type=radio]):not([type=checkbox]), textarea')) {
        const frame = element.closest(
          '.ant-picker, .ant-input-affix-wrapper, .ant-select, .ant-input-number, .ant-input-textarea',
        );
        if (frame) {
          const box = frame.getBoundingClientRect();
          height = Math.max(height, box.height);
          const half = element.closest('.ant-picker-range .ant-picker-input');
          width = Math.max(width, half ? half.getBoundingClientRect().width : box.width);
        }
      }
      if (width + 0.5 < min || height + 0.5 < min) {
        const name =
          element.getAttribute('aria-label') ||
          element.textContent?.trim() ||
          element.getAttribute('placeholder') ||
          element.getAttribute('title') ||
          element.outerHTML.slice(0, 60);
        small.push(
          `${name.slice(0, 30)} <${element.tagName.toLowerCase()}> (${Math.round(width)}×${Math.round(height)})`,
        );
      }
    }
    return small;
  }, MIN_TAP_TARGET_PX);
}
