import styles from './skeleton-block.module.css';

/** A shimmering placeholder box for a picture that is still loading; size it with a class. */
export function SkeletonBlock({ className }: { className?: string }) {
  return <div className={[styles.skeletonBlock, className].filter(Boolean).join(' ')} aria-hidden="true" />;
}
