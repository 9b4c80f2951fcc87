import { QueryClient } from '@tanstack/react-query';
// The ES build of the locale: `antd/locale/zh_CN` is the CommonJS one, with its own copy of the
// calendar's locale.
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

/** antd's Chinese wording, with dayjs's calendar in Chinese (set on import). */
export const ANTD_LOCALE = zhCN;

/**
 * The query cache of a front end: answers fresh for `staleTime` ms, one retry of a failed read, no
 * refetch when the window gets the focus back, no retry of a change (it could happen twice).
 */
export function createQueryClient(staleTime: number): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
