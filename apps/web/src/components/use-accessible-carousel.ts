import { type FocusEvent, useCallback, useState } from 'react';

/**
 * What antd's Carousel (react-slick) leaves to the page, as the WAI-ARIA carousel pattern asks:
 * - slides out of view are `aria-hidden` but their links stay in the tab order (axe's
 *   aria-hidden-focus), so they are made `inert`, which changes nothing in how slides look or move;
 * - rotation stops while keyboard focus is inside, so the slide a guest is on does not move away.
 * Spread `containerProps` on the element around the Carousel and give it `autoplay={rotating}`.
 */
export function useAccessibleCarousel<T extends HTMLElement>() {
  const [focusInside, setFocusInside] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const sync = () => {
      for (const slide of element.querySelectorAll<HTMLElement>('.slick-slide')) {
        slide.inert = slide.getAttribute('aria-hidden') === 'true';
      }
    };
    sync();
    // react-slick moves aria-hidden at every change and renders the slides after their data arrives
    const observer = new MutationObserver(sync);
    observer.observe(element, { subtree: true, childList: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);
  return {
    containerProps: {
      ref,
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent<T>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      },
    },
    rotating: !focusInside,
  };
}
