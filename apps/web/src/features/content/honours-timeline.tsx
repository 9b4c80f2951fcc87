import type { Honour } from '@hotel/shared/api/cms';
import { EmptyState } from '../../components/empty-state.tsx';
import styles from './content.module.css';
import { CONTENT_TEXT } from './messages.ts';

/** The corporate honours, newest first, as a year line. */
export function HonoursTimeline({ honours }: { honours: readonly Honour[] }) {
  if (honours.length === 0) return <EmptyState description={CONTENT_TEXT.honoursEmpty} />;
  const newestFirst = [...honours].sort((a, b) => b.year - a.year);
  return (
    <ol className={styles.honours}>
      {newestFirst.map((honour) => (
        <li key={`${honour.year}-${honour.title}`} className={styles.honoursItem}>
          <span className={styles.honoursYear}>{honour.year}</span>
          <span className={styles.honoursTitle}>{honour.title}</span>
        </li>
      ))}
    </ol>
  );
}
