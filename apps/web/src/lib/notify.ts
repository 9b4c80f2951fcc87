import { createNotify } from '@hotel/ui/notify.ts';
import { isServer } from './render-environment.ts';

/** The site's messages from outside React; the providers hand in its themed toasts (providers.tsx). */
export const { notify, setNotifier } = createNotify({ silent: () => isServer });
