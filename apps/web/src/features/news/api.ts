import { queryOptions } from '@tanstack/react-query';
import { cmsApi } from '../../lib/api-client.ts';
import { retryUnlessNotFound } from '../../lib/not-found.ts';
import { cmsKeys } from '../../lib/query-keys.ts';

/** shownews.aspx: one news item; an unknown id fails with status 404. */
export const newsDetailQuery = (newsId: number) =>
  queryOptions({
    queryKey: cmsKeys.newsDetail(newsId),
    queryFn: async () => (await cmsApi.get('/shownews.aspx', 'showNewsResponse', { sid: newsId })).data,
    retry: retryUnlessNotFound,
  });
