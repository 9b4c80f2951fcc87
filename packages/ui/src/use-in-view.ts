import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come into view (at once where the browser cannot tell; never on the
 * server, whose page the browser hydrates before it looks), for what a page need not load before
 * the person scrolls to it.
 */
export function useInView(ref: RefObject<HTMLElement | null>): boolean {
  const isServer = typeof window === 'undefined';
  const [inView, setInView] = useState(!isServer && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, ref]);
  return inView;
}
