import { siteInfoResponse } from '@hotel/shared/api/cms';
import { queryOptions } from '@tanstack/react-query';
import { cmsApi, dataOf } from '../../lib/api-client.ts';

/** Brand name, hotline, record number, copyright and the QR targets of the shell. */
export const siteInfoQuery = () =>
  queryOptions({
    queryKey: ['cms', 'siteinfo'],
    queryFn: async () => (await dataOf(cmsApi.get('/siteinfo.aspx', siteInfoResponse))).data,
    staleTime: 30 * 60_000,
  });
