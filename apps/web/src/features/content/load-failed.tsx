import { Button } from 'antd';
import { EmptyState } from '../../components/empty-state.tsx';
import { CONTENT_TEXT } from './messages.ts';

/** A content call that failed: says so (the server's message where it gave one) and offers a retry. */
export function LoadFailed({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div className="content-failed">
      <EmptyState description={message || CONTENT_TEXT.loadFailed} />
      <Button onClick={onRetry}>{CONTENT_TEXT.retry}</Button>
    </div>
  );
}
