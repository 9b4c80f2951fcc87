import { usePageHead } from './page-head.ts';

/** Sets the page's meta description while the page is shown (lib/page-head.ts). */
export function useMetaDescription(text: string | undefined): void {
  usePageHead({ description: text });
}
