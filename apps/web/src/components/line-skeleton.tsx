import { SkeletonBlock } from './skeleton-block.tsx';

interface LineSkeletonProps {
  /** Lines of text standing in (the last one shorter). */
  rows: number;
  /** A title line above them. */
  title?: boolean;
}

/**
 * Text that is still loading: shimmering lines as antd's paragraph Skeleton draws them, without
 * its code (QueryState shows it on every page whose data is on its way).
 */
export function LineSkeleton({ rows, title = false }: LineSkeletonProps) {
  return (
    <div className="line-skeleton" aria-busy="true">
      {title ? <SkeletonBlock className="line-skeleton__title" /> : null}
      {Array.from({ length: rows }, (_, line) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are alike and never move
        <SkeletonBlock key={line} className="line-skeleton__line" />
      ))}
    </div>
  );
}
