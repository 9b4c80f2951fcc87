import styles from './skeleton-block.module.css';
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
    <div aria-busy="true">
      {title ? <SkeletonBlock className={styles.lineSkeletonTitle} /> : null}
      {Array.from({ length: rows }, (_, line) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are alike and never move
        <SkeletonBlock key={line} className={styles.lineSkeletonLine} />
      ))}
    </div>
  );
}
