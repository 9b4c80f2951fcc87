import { EXCERPT_LENGTH } from '@hotel/shared/constants';
import { excerpt } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { NotFoundState } from '../../components/not-found-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { SkeletonBlock } from '../../components/skeleton-block.tsx';
import { isNotFoundError } from '../../lib/not-found.ts';
import { useMetaDescription } from '../../lib/use-meta-description.ts';
import { newsDetailQuery, newsListQuery } from './api.ts';
import { NEWS_TEXT } from './messages.ts';
import './news.css';

interface NewsDetailProps {
  /** The id from the address; undefined when it cannot be a news id. */
  newsId: number | undefined;
  listPath: string;
  homePath: string;
  detailPath: (newsId: number) => string;
}

function NeighbourLinks({ newsId, detailPath }: { newsId: number; detailPath: (id: number) => string }) {
  const list = useQuery(newsListQuery());
  const items = list.data ?? [];
  const index = items.findIndex((item) => item.newid === newsId);
  if (index < 0) return null;
  const newer = items[index - 1];
  const older = items[index + 1];
  if (!newer && !older) return null;
  return (
    <nav className="news-detail__neighbours" aria-label={`${NEWS_TEXT.previous}/${NEWS_TEXT.next}`}>
      {newer ? (
        <Link to={detailPath(newer.newid)}>
          <span>{NEWS_TEXT.previous}</span>
          {newer.newtitle}
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link to={detailPath(older.newid)} className="news-detail__next">
          <span>{NEWS_TEXT.next}</span>
          {older.newtitle}
        </Link>
      ) : null}
    </nav>
  );
}

/** One news item: title, date, picture and body; a clear not-found state for an unknown id. */
export function NewsDetail({ newsId, listPath, homePath, detailPath }: NewsDetailProps) {
  const news = useQuery({ ...newsDetailQuery(newsId ?? 0), enabled: newsId !== undefined });
  useMetaDescription(
    news.data ? excerpt(news.data.description || news.data.newscontent, EXCERPT_LENGTH) : undefined,
  );

  if (newsId === undefined || (news.isError && isNotFoundError(news.error))) {
    return (
      <NotFoundState
        title={NEWS_TEXT.notFoundTitle}
        description={NEWS_TEXT.notFoundText}
        backTo={listPath}
        backLabel={NEWS_TEXT.backToList}
      />
    );
  }

  return (
    <div className="page-container news-detail">
      <nav className="breadcrumb" aria-label={NEWS_TEXT.breadcrumbLabel}>
        <Link to={homePath}>{NEWS_TEXT.breadcrumbHome}</Link>
        <span aria-hidden="true">/</span>
        <Link to={listPath}>{NEWS_TEXT.bannerTitle}</Link>
      </nav>
      {news.isPending ? (
        <div aria-busy="true">
          <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1 }} />
          <SkeletonBlock className="news-detail__image-skeleton" />
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : null}
      {news.isError ? (
        <>
          <EmptyState description={NEWS_TEXT.loadFailed} />
          <div className="news-list__retry">
            <Button onClick={() => news.refetch()}>{NEWS_TEXT.retry}</Button>
          </div>
        </>
      ) : null}
      {news.data ? (
        <article className="news-detail__article">
          <header className="news-detail__header">
            <h1 className="news-detail__title">{news.data.newtitle}</h1>
            <p className="news-detail__meta">
              {NEWS_TEXT.publishedOn}：<time>{news.data.newdatetime}</time>
            </p>
          </header>
          {news.data.newimg ? <img className="news-detail__image" src={news.data.newimg} alt="" /> : null}
          <RichContent html={news.data.newscontent} />
          <NeighbourLinks newsId={news.data.newid} detailPath={detailPath} />
          <p className="news-detail__back">
            <Link className="link-button link-button--outline" to={listPath}>
              {NEWS_TEXT.backToList}
            </Link>
          </p>
        </article>
      ) : null}
    </div>
  );
}
