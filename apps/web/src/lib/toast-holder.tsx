import type { NoticeKind } from '@hotel/ui/notify.ts';
import { message } from 'antd';
import { useEffect } from 'react';

interface ToastHolderProps {
  waiting: readonly { kind: NoticeKind; text: string }[];
  onShown: () => void;
}

/** antd's themed message holder, loaded with the first toast (message.tsx); shows what waits. */
export default function ToastHolder({ waiting, onShown }: ToastHolderProps) {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    if (waiting.length === 0) return;
    for (const { kind, text } of waiting) void api[kind]({ content: text, key: text });
    onShown();
  }, [waiting, api, onShown]);
  return holder;
}
