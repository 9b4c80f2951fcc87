import { ANTD_LOCALE, createQueryClient as createClient } from '@hotel/ui/providers.ts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { DESKTOP_QUERY } from '../config/site.ts';
import { MessageProvider, useMessage } from '../lib/message.tsx';
import { setNotifier } from '../lib/notify.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { phoneTheme, theme } from './theme.ts';

/** Content changes rarely; a minute avoids refetching on every page change. */
export function createQueryClient(): QueryClient {
  return createClient(60_000);
}

/** Hands antd's themed message API to code outside React (the API client). */
function NotifierBridge() {
  const message = useMessage();
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
  const [client] = useState(() => queryClient ?? createQueryClient());
  const wide = useMediaQuery(DESKTOP_QUERY);
  return (
    <ConfigProvider
      locale={ANTD_LOCALE}
      theme={wide ? theme : phoneTheme}
      button={{ autoInsertSpace: false }}
    >
      <MessageProvider>
        <NotifierBridge />
        {/* The text size and line height antd's App would set on the page. */}
        <div className="app-root">
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </div>
      </MessageProvider>
    </ConfigProvider>
  );
}
