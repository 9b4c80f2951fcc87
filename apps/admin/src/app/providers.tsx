import type { NoticeKind } from '@hotel/ui/notify.ts';
import { ANTD_LOCALE, createQueryClient as createClient } from '@hotel/ui/providers.ts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { linkSession } from '../lib/api-client.ts';
import { setNotifier } from '../lib/notify.ts';
import { sessionLinkOf } from '../lib/session.ts';
import { theme } from './theme.ts';

/** A long dialog title wraps before the close button instead of running under it on a phone. */
const MODAL = { styles: { title: { paddingInlineEnd: 24 } } };

/** Staff work on live data: half a minute keeps lists fresh without refetching on every click. */
export function createQueryClient(): QueryClient {
  return createClient(30_000);
}

/**
 * Hands antd's themed message API to code outside React (the API client). Each text is its own
 * message key: the same words again restart the message shown instead of stacking a copy.
 */
function NotifierBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    const keyed = (kind: NoticeKind) => (text: string) => void message[kind]({ content: text, key: text });
    setNotifier({
      error: keyed('error'),
      warning: keyed('warning'),
      success: keyed('success'),
      info: keyed('info'),
    });
    return () => setNotifier(undefined);
  }, [message]);
  return null;
}

interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => {
    const created = queryClient ?? createQueryClient();
    // Linked while the first render runs, before any screen's effect can send a request.
    linkSession(sessionLinkOf(created));
    return created;
  });
  return (
    <ConfigProvider locale={ANTD_LOCALE} theme={theme} button={{ autoInsertSpace: false }} modal={MODAL}>
      <App>
        <NotifierBridge />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
