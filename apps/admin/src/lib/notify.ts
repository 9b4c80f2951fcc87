import { createNotify } from '@hotel/ui/notify.ts';

/** The back office's messages from outside React; the providers hand in antd's themed messages. */
export const { notify, setNotifier } = createNotify();
