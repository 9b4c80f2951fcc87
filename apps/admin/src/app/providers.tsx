import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect, useState } from 'react';
import { linkSession } from '../lib/api-client.ts';
import { setNotifier } from '../lib/notify.ts';
import { sessionLinkOf } from '../lib/session.ts';
import { theme } from './theme.ts';

dayjs.locale('zh-cn');

/** A long dialog title wraps before the close button instead of running under it on a phone. */
const MODAL = { styles: { title: { paddingInlineEnd: 24 } } };

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Staff work on live data: half a minute keeps lists fresh without refetching on every click.
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/** Hands antd's themed message API to code outside React (the API client). */
function NotifierBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setNotifier(message);
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
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }} modal={MODAL}>
      <App>
        <NotifierBridge />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
