import type { NoticeKind, Notifier } from '@hotel/ui/notify.ts';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { notify } from './notify.ts';

const ToastHolder = lazy(() => import('./toast-holder.tsx'));

/** Outside the provider (a component tested on its own), toasts go the way of `notify`. */
const MessageContext = createContext<Notifier>(notify);

/**
 * antd's themed toast messages for the whole site. antd's message code (and its notification
 * styles) comes with the first toast, not with every page: toasts asked for before it has arrived
 * wait in a queue and show as soon as it has. antd's `App` would bring its modal and notification
 * code to every page; only the booking pages that confirm in a modal mount their own `App` (see the
 * pay-detail and courtesy routes).
 */
export function MessageProvider({ children }: { children: ReactNode }) {
  const [waiting, setWaiting] = useState<{ kind: NoticeKind; text: string }[]>([]);
  const [wanted, setWanted] = useState(false);
  const toast = useMemo(() => {
    const show = (kind: NoticeKind) => (text: string) => {
      setWanted(true);
      setWaiting((queue) => [...queue, { kind, text }]);
    };
    return { error: show('error'), warning: show('warning'), success: show('success'), info: show('info') };
  }, []);
  const shown = useCallback(() => setWaiting([]), []);
  return (
    <MessageContext.Provider value={toast}>
      {wanted ? (
        <Suspense fallback={null}>
          <ToastHolder waiting={waiting} onShown={shown} />
        </Suspense>
      ) : null}
      {children}
    </MessageContext.Provider>
  );
}

export function useMessage(): Notifier {
  return useContext(MessageContext);
}
