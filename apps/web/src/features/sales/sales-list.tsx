import { GENERIC_PAGE_SIZE } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination, pageCountOf, pageOf } from '../../components/pagination.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SaleCardGrid, SaleCardGridSkeleton } from '../../components/sale-card.tsx';
import { salesQuery } from '../../lib/catalogue-queries.ts';
import { saleListContentQuery } from './api.ts';
import { SALES_TEXT } from './messages.ts';
import { isSaleTheme, themeChips } from './sale-themes.ts';
import styles from './sales-list.module.css';

interface SalesListProps {
  /** Whose offers: the head office (HJ000001) lists all of them, a hotel its own and the group's. */
  hotelCode: string;
  /** Where an offer's 查看详情 leads, e.g. `paths.salesDetail` or `(id) => paths.childSalesDetail(code, id)`. */
  detailPath: (saleId: number) => string;
}

/**
 * The offers with the theme chips (全部 plus live, eat, play, meet, banquet) and the generic
 * pagination. The chosen theme and page live in the address (`?type=eat&page=2`), so going back
 * from a detail returns to the same view.
 */
export function SalesList({ hotelCode, detailPath }: SalesListProps) {
  const sales = useQuery(salesQuery(hotelCode));
  // Only for the chips' names; the list works without it.
  const content = useQuery(saleListContentQuery(hotelCode));
  const [params, setParams] = useSearchParams();
  const listTop = useRef<HTMLDivElement>(null);

  const all = sales.data ?? [];
  const typeParam = params.get('type');
  const theme = isSaleTheme(typeParam) ? typeParam : undefined;
  const shown = theme ? all.filter((sale) => sale.type === theme) : all;
  const pageCount = pageCountOf(shown.length, GENERIC_PAGE_SIZE);
  const asked = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(asked) ? Math.min(Math.max(1, asked), pageCount) : 1;

  const show = (next: { type?: string; page?: number }) => {
    setParams(
      () => {
        const updated = new URLSearchParams();
        if (next.type) updated.set('type', next.type);
        if (next.page && next.page > 1) updated.set('page', String(next.page));
        return updated;
      },
      { preventScrollReset: true },
    );
  };

  const chips = [{ code: undefined, name: SALES_TEXT.all }, ...themeChips(content.data, all)];

  return (
    <div className={styles.salesList} ref={listTop}>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset */}
      <div className={styles.salesChips} role="group" aria-label={SALES_TEXT.filterLabel}>
        {chips.map((chip) => (
          <button
            key={chip.code ?? 'all'}
            type="button"
            className={chip.code === theme ? `${styles.salesChip} ${styles.salesChipOn}` : styles.salesChip}
            aria-pressed={chip.code === theme}
            onClick={() => show({ type: chip.code })}
          >
            {chip.name}
          </button>
        ))}
      </div>

      <QueryState
        query={sales}
        loading={<SaleCardGridSkeleton />}
        failed={SALES_TEXT.loadFailed}
        isEmpty={() => shown.length === 0}
      >
        {() => (
          <>
            <p className={styles.salesListCount}>{SALES_TEXT.count(shown.length)}</p>
            <SaleCardGrid
              sales={pageOf(shown, page, GENERIC_PAGE_SIZE)}
              linkOf={(sale) => detailPath(sale.id)}
              // the offers page's own list, right under its title
              titleLevel={2}
            />
            <Pagination
              total={shown.length}
              current={page}
              pageSize={GENERIC_PAGE_SIZE}
              onChange={(next) => {
                show({ type: theme, page: next });
                listTop.current?.scrollIntoView?.({ block: 'start' });
              }}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
