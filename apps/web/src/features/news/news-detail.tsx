import type { NewsItem } from '@hotel/shared/api/cms';
import { EXCERPT_LENGTH } from '@hotel/shared/constants';
import { excerpt } from '@hotel/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { NewsDate, newsDateIso } from '../../components/news-date.tsx';
import { NotFoundState } from '../../components/not-found-state.tsx';
import { PageBreadcrumb } from '../../components/page-breadcrumb.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { SkeletonBlock } from '../../components/skeleton-block.tsx';
import { DEFAULT_BRAND_NAME } from '../../config/site.ts';
import { newsListQuery } from '../../lib/catalogue-queries.ts';
import { groupOrganization } from '../../lib/group-organization.ts';
import { isNotFoundError } from '../../lib/not-found.ts';
import { type PageHead, usePageHead } from '../../lib/page-head.ts';
import { siteInfoQuery } from '../../lib/site-info.ts';
import { newsDetailQuery } from './api.ts';
import { NEWS_TEXT } from './messages.ts';
import styles from './news.module.css';

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
    <nav className={styles.newsDetailNeighbours} aria-label={`${NEWS_TEXT.previous}/${NEWS_TEXT.next}`}>
      {newer ? (
        <Link to={detailPath(newer.newid)}>
          <span>{NEWS_TEXT.previous}</span>
          {newer.newtitle}
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link to={detailPath(older.newid)} className={styles.newsDetailNext}>
          <span>{NEWS_TEXT.next}</span>
          {older.newtitle}
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * The news item names the page: its title, summary and picture, and a schema.org NewsArticle that
 * the group writes and publishes (the site's news carry no author of their own).
 */
function newsHead(news: NewsItem, brandName: string): PageHead {
  const description = excerpt(news.description || news.newscontent, EXCERPT_LENGTH);
  return {
    title: news.newtitle,
    description,
    image: news.newimg || undefined,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: news.newtitle,
        description,
        datePublished: newsDateIso(news.newdatetime),
        ...(news.newimg ? { image: [news.newimg] } : {}),
        author: groupOrganization(brandName),
        publisher: groupOrganization(brandName),
      },
    ],
  };
}

/** One news item: title, date, picture and body; a clear not-found state for an unknown id. */
export function NewsDetail({ newsId, listPath, homePath, detailPath }: NewsDetailProps) {
  const news = useQuery({ ...newsDetailQuery(newsId ?? 0), enabled: newsId !== undefined });
  const brandName = useQuery(siteInfoQuery()).data?.brandName || DEFAULT_BRAND_NAME;
  usePageHead(news.data ? newsHead(news.data, brandName) : {});

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
    <div className={layoutStyles.pageContainer}>
      <PageBreadcrumb
        items={[
          { label: NEWS_TEXT.breadcrumbHome, to: homePath },
          { label: NEWS_TEXT.bannerTitle, to: listPath },
        ]}
      />
      <QueryState
        query={news}
        loading={
          <div aria-busy="true">
            <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1 }} />
            <SkeletonBlock className={styles.newsDetailImageSkeleton} />
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        }
        failed={NEWS_TEXT.loadFailed}
      >
        {(item) => (
          <article className={styles.newsDetailArticle}>
            <header className={styles.newsDetailHeader}>
              <h1 className={styles.newsDetailTitle}>{item.newtitle}</h1>
              <p className={styles.newsDetailMeta}>
                {NEWS_TEXT.publishedOn}：<NewsDate date={item.newdatetime} />
              </p>
            </header>
            {item.newimg ? <img className={styles.newsDetailImage} src={item.newimg} alt="" /> : null}
            <RichContent html={item.newscontent} headingsFrom={2} />
            <NeighbourLinks newsId={item.newid} detailPath={detailPath} />
            <p className={styles.newsDetailBack}>
              <Link className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonOutline}`} to={listPath}>
                {NEWS_TEXT.backToList}
              </Link>
            </p>
          </article>
        )}
      </QueryState>
    </div>
  );
}
