import './skeleton-block.css';

/** A shimmering placeholder box for a picture that is still loading; size it with a class. */
export function SkeletonBlock({ className }: { className?: string }) {
  return <div className={['skeleton-block', className].filter(Boolean).join(' ')} aria-hidden="true" />;
}
