import { Button } from 'antd';
import { EmptyState } from '../../components/empty-state.tsx';
import { HOTEL_SITE_TEXT } from './messages.ts';

/** A block whose call failed: says so and offers to try again. */
export function LoadFailed({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  return (
    <div className="load-failed">
      <EmptyState description={message || HOTEL_SITE_TEXT.loadFailed} />
      {onRetry ? (
        <Button onClick={onRetry} className="load-failed__retry">
          {HOTEL_SITE_TEXT.retry}
        </Button>
      ) : null}
    </div>
  );
}
