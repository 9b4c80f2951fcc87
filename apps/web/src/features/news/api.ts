import { newsListResponse, showNewsResponse } from '@hotel/shared/api/cms';
import { NEWS_SID } from '@hotel/shared/constants';
import { queryOptions } from '@tanstack/react-query';
import { cmsApi, dataOf } from '../../lib/api-client.ts';
import { retryUnlessNotFound } from '../../lib/not-found.ts';

/** newslist.aspx: the column's news, newest first (same key as the home page's news section). */
export const newsListQuery = (sid: number = NEWS_SID) =>
  queryOptions({
    queryKey: ['cms', 'newslist', sid],
    queryFn: async () => (await dataOf(cmsApi.get('/newslist.aspx', newsListResponse, { sid }))).data,
  });

/** shownews.aspx: one news item; an unknown id fails with status 404. */
export const newsDetailQuery = (newsId: number) =>
  queryOptions({
    queryKey: ['cms', 'shownews', newsId],
    queryFn: async () => (await dataOf(cmsApi.get('/shownews.aspx', showNewsResponse, { sid: newsId }))).data,
    retry: retryUnlessNotFound,
  });
