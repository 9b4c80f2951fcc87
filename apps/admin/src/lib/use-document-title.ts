import { useEffect } from 'react';
import { APP_TITLE } from '../config/layout.ts';

/** The browser tab says which screen it is: staff keep several open. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}
