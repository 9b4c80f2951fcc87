import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come into view (at once where the browser cannot tell), for what a
 * page need not load before the guest scrolls to it.
 */
export function useInView(ref: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(typeof IntersectionObserver === 'undefined');
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
