import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import layoutStyles from './layout.module.css';
import { LineSkeleton } from './line-skeleton.tsx';
import styles from './query-state.module.css';

const TEXT = {
  failed: '内容暂时无法加载，请稍后再试',
  retry: '重新加载',
} as const;

/** What QueryState reads of a TanStack query (a `useQuery` result fits). */
interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryFailedProps {
  /** What went wrong; 内容暂时无法加载，请稍后再试 when not given. */
  message?: string;
  /** Offers to try again when given. */
  onRetry?: () => void;
  /** The retry button's wording, 重新加载 unless told otherwise. */
  retryLabel?: string;
}

/** A call that failed: says so and, when it can, offers to try again. */
export function QueryFailed({ message, onRetry, retryLabel = TEXT.retry }: QueryFailedProps) {
  return (
    <div className={styles.queryFailed}>
      <EmptyState description={message || TEXT.failed} />
      {onRetry ? (
        <button type="button" className={layoutStyles.plainControl} onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Stands in while the data loads: a paragraph skeleton unless given (size it like the content). */
  loading?: ReactNode;
  /** What a failed call says; 内容暂时无法加载，请稍后再试 unless given. */
  failed?: string;
  /** Say the server's own message when it gave one, else `failed`. */
  serverMessage?: boolean;
  /** The retry button's wording (重新加载 by default), or `false` for none. */
  retry?: string | false;
  /** Whether the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** What shows for nothing: a wording for the empty look (暂无数据 by default), or a whole node. */
  empty?: ReactNode;
  /** The content, once there is data. */
  children: (data: T) => ReactNode;
}

/**
 * The one way a block shows its query's state: loading, failed (with a retry), empty, or its
 * content. Data already shown stays when a later refetch fails.
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  serverMessage = false,
  retry = TEXT.retry,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <>{loading ?? <LineSkeleton rows={4} />}</>;
  if (query.data === undefined) {
    if (!query.isError) return null;
    return (
      <QueryFailed
        message={(serverMessage && query.error instanceof Error && query.error.message) || failed}
        onRetry={retry === false ? undefined : () => void query.refetch()}
        retryLabel={retry || undefined}
      />
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <>{empty === undefined || typeof empty === 'string' ? <EmptyState description={empty} /> : empty}</>
    );
  }
  return <>{children(query.data)}</>;
}
