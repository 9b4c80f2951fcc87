import { useEffect } from 'react';

/**
 * Sets the page's meta description while the page is shown (the title comes from the route
 * handle); the previous text comes back when it leaves. Nothing changes while `text` is empty.
 */
export function useMetaDescription(text: string | undefined): void {
  useEffect(() => {
    if (!text) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const meta = tag;
    const previous = meta.content;
    meta.content = text;
    return () => {
      meta.content = previous;
    };
  }, [text]);
}
