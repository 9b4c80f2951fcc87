import { EXCERPT_LENGTH, NEWS_PAGE_SIZE } from '@hotel/shared/constants';
import { excerpt } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NewsDate } from '../../components/news-date.tsx';
import { Pagination, pageCountOf, pageOf } from '../../components/pagination.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SectionTitle } from '../../components/section-title.tsx';
import { SkeletonBlock } from '../../components/skeleton-block.tsx';
import { newsListQuery } from '../../lib/catalogue-queries.ts';
import { NEWS_TEXT } from './messages.ts';
import styles from './news.module.css';
import { NewsSlider } from './news-slider.tsx';

/** How many of the latest news the slider features. */
const SLIDER_ITEMS = 4;

interface NewsListProps {
  detailPath: (newsId: number) => string;
}

/** The page number in `?page=`, kept inside the pages that exist. */
function usePageParam(pageCount: number): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(asked) ? Math.min(Math.max(1, asked), pageCount) : 1;
  const setPage = (next: number) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      },
      { preventScrollReset: true },
    );
  };
  return [page, setPage];
}

/** The news centre: the featured slider, then every news item, six a page. */
export function NewsList({ detailPath }: NewsListProps) {
  const news = useQuery(newsListQuery());
  const items = news.data ?? [];
  const [page, setPage] = usePageParam(pageCountOf(items.length, NEWS_PAGE_SIZE));
  const listTop = useRef<HTMLDivElement>(null);

  const changePage = (next: number) => {
    setPage(next);
    // not every environment scrolls (a test DOM has no layout)
    listTop.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <QueryState
      query={news}
      loading={
        <div className={styles.newsList} aria-busy="true">
          <SkeletonBlock className={styles.newsListSliderSkeleton} />
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} active avatar={{ shape: 'square', size: 120 }} paragraph={{ rows: 3 }} />
          ))}
        </div>
      }
      failed={NEWS_TEXT.loadFailed}
      isEmpty={() => items.length === 0}
      empty={NEWS_TEXT.empty}
    >
      {() => (
        <div className={styles.newsList}>
          <NewsSlider items={items.slice(0, SLIDER_ITEMS)} detailPath={detailPath} />
          <div ref={listTop} className={styles.newsListAnchor}>
            <SectionTitle id="news-all" eyebrow={NEWS_TEXT.listEyebrow} title={NEWS_TEXT.listTitle} />
          </div>
          <ul className={styles.newsListItems} aria-labelledby="news-all">
            {pageOf(items, page, NEWS_PAGE_SIZE).map((item) => (
              <li key={item.newid}>
                <article className={styles.newsCard}>
                  <Link
                    to={detailPath(item.newid)}
                    className={styles.newsCardMedia}
                    tabIndex={-1}
                    aria-hidden="true"
                  >
                    {item.newimg ? <img src={item.newimg} alt="" loading="lazy" /> : null}
                  </Link>
                  <div className={styles.newsCardBody}>
                    <NewsDate className={styles.newsCardDate} date={item.newdatetime} />
                    <h3 className={styles.newsCardTitle}>
                      <Link to={detailPath(item.newid)}>{item.newtitle}</Link>
                    </h3>
                    <p className={styles.newsCardText}>
                      {excerpt(item.description || item.newscontent, EXCERPT_LENGTH)}
                    </p>
                    <Link
                      to={detailPath(item.newid)}
                      className={styles.newsCardMore}
                      aria-hidden="true"
                      tabIndex={-1}
                    >
                      {NEWS_TEXT.readMore} →
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <Pagination total={items.length} current={page} pageSize={NEWS_PAGE_SIZE} onChange={changePage} />
        </div>
      )}
    </QueryState>
  );
}
