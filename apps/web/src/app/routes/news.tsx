import layoutStyles from '../../components/layout.module.css';
import { PageBanner } from '../../components/page-banner.tsx';
import { paths } from '../../config/paths.ts';
import { NEWS_TEXT } from '../../features/news/messages.ts';
import { NewsList } from '../../features/news/news-list.tsx';
import { useMetaDescription } from '../../lib/use-meta-description.ts';

/** /news: the news centre, six a page (`?page=`). */
export function NewsRoute() {
  useMetaDescription(NEWS_TEXT.metaDescription);
  return (
    <>
      <PageBanner eyebrow={NEWS_TEXT.bannerEyebrow} title={NEWS_TEXT.bannerTitle}>
        {NEWS_TEXT.bannerText}
      </PageBanner>
      <div className={layoutStyles.pageContainer}>
        <NewsList detailPath={paths.newsDetail} />
      </div>
    </>
  );
}
