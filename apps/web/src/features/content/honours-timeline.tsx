import type { Honour } from '@hotel/shared/api/cms';
import { EmptyState } from '../../components/empty-state.tsx';
import { CONTENT_TEXT } from './messages.ts';

/** The corporate honours, newest first, as a year line. */
export function HonoursTimeline({ honours }: { honours: readonly Honour[] }) {
  if (honours.length === 0) return <EmptyState description={CONTENT_TEXT.honoursEmpty} />;
  const newestFirst = [...honours].sort((a, b) => b.year - a.year);
  return (
    <ol className="honours">
      {newestFirst.map((honour) => (
        <li key={`${honour.year}-${honour.title}`} className="honours__item">
          <span className="honours__year">{honour.year}</span>
          <span className="honours__title">{honour.title}</span>
        </li>
      ))}
    </ol>
  );
}
