import { useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { NewsDetail } from '../../features/news/news-detail.tsx';
import { recordIdOf } from '../../lib/not-found.ts';

/** /newsdetail/{newsId}: one news item. */
export function NewsDetailRoute() {
  const { newsId } = useParams();
  const id = recordIdOf(newsId);
  return (
    <NewsDetail
      key={id}
      newsId={id}
      listPath={paths.news}
      homePath={paths.home}
      detailPath={paths.newsDetail}
    />
  );
}
