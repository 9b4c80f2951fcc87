import { GENERIC_PAGE_SIZE, MAX_VISIBLE_PAGES } from '@hotel/shared/constants';
import './pagination.css';

const TEXT = {
  label: '分页',
  previous: '上一页',
  next: '下一页',
  page: (page: number) => `第 ${page} 页`,
} as const;

/** How many pages `total` items fill; never less than one. */
export function pageCountOf(total: number, pageSize: number = GENERIC_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of one page (pages count from 1). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number = GENERIC_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * The page numbers on show: at most `max`, a window centred on the current page as far as the
 * first and last pages allow.
 */
export function visiblePages(current: number, pageCount: number, max: number = MAX_VISIBLE_PAGES): number[] {
  if (pageCount < 1 || max < 1) return [];
  const count = Math.min(max, pageCount);
  const centred = Math.max(1, current - Math.floor(count / 2));
  const start = Math.min(centred, pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

interface PaginationProps {
  total: number;
  /** The current page, from 1. */
  current: number;
  onChange: (page: number) => void;
  pageSize?: number;
  maxVisible?: number;
  className?: string;
}

/**
 * The site's generic pagination (section 2): previous, up to five page numbers, next; 6 per page
 * unless told otherwise. Nothing is drawn when everything fits on one page.
 */
export function Pagination({
  total,
  current,
  onChange,
  pageSize = GENERIC_PAGE_SIZE,
  maxVisible = MAX_VISIBLE_PAGES,
  className,
}: PaginationProps) {
  const pageCount = pageCountOf(total, pageSize);
  if (pageCount <= 1) return null;
  const page = Math.min(Math.max(1, current), pageCount);

  return (
    <nav className={['pager', className].filter(Boolean).join(' ')} aria-label={TEXT.label}>
      <button type="button" className="pager__step" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {TEXT.previous}
      </button>
      <ul className="pager__pages">
        {visiblePages(page, pageCount, maxVisible).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={n === page ? 'pager__page pager__page--current' : 'pager__page'}
              aria-label={TEXT.page(n)}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => {
                if (n !== page) onChange(n);
              }}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="pager__step"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        {TEXT.next}
      </button>
    </nav>
  );
}
